import { describe, expect, it } from 'vitest';
import {
  textFeatures,
  trainIntentModel,
  typoCopy,
} from '../../../../server/analysis/analyst/understanding/intent-model';
import { seededRandom } from '../../../../server/matches/match-clock';

const examples = [
  ['who wins the match', 'result'],
  ['who is going to win', 'result'],
  ['prediction for the winner', 'result'],
  ['how many goals', 'totals'],
  ['over 2.5 goals', 'totals'],
  ['will there be lots of goals', 'totals'],
  ['hello there', 'greeting'],
  ['hi', 'greeting'],
  ['good morning', 'greeting'],
] as const;

describe('the intent model', () => {
  it('reads words, word pairs and the character n-grams of each word', () => {
    expect(textFeatures('who wins')).toEqual(
      expect.arrayContaining(['w who', 'w wins', 'p who wins', 'c <wh', 'c <who>', 'c wins>']),
    );
  });

  it("ranks every label by probability, the example's own first", () => {
    const model = trainIntentModel(examples);
    const ranked = model.rank('how many goals');
    expect(ranked.map((r) => r.intent).sort()).toEqual(['greeting', 'result', 'totals']);
    expect(ranked[0]?.intent).toBe('totals');
    expect(ranked.reduce((sum, r) => sum + r.score, 0)).toBeCloseTo(1, 6);
  });

  it('carries a misspelt word to the label of the word it resembles', () => {
    const model = trainIntentModel(examples);
    expect(model.rank('predictoin pls')[0]?.intent).toBe('result');
    expect(model.rank('goalz?')[0]?.intent).toBe('totals');
  });

  it('learns each example also with typos, made the same way every time', () => {
    const question = 'can we see more than two goals or not';
    const copies = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20 }, () => typoCopy(question, random));
    };
    expect(copies(3)).toEqual(copies(3));
    const slipped = copies(3).filter((copy) => copy !== question);
    expect(slipped.length).toBeGreaterThan(10);
    for (const copy of slipped) {
      const words = copy.split(' ');
      expect(words).toHaveLength(9);
      // Words of three letters or fewer are left as they are.
      expect([0, 1, 2, 5, 7, 8].map((i) => words[i])).toEqual([
        'can',
        'we',
        'see',
        'two',
        'or',
        'not',
      ]);
    }
  });

  it('trains the same model from the same examples', () => {
    const first = trainIntentModel(examples).rank('lots of goals or not');
    const second = trainIntentModel(examples).rank('lots of goals or not');
    expect(second).toEqual(first);
  });
});
