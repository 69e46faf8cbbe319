import { describe, expect, it } from 'vitest';
import {
  textFeatures,
  trainIntentModel,
} from '../../../../server/analysis/analyst/understanding/intent-model';

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

  it('trains the same model from the same examples', () => {
    const first = trainIntentModel(examples).rank('lots of goals or not');
    const second = trainIntentModel(examples).rank('lots of goals or not');
    expect(second).toEqual(first);
  });
});
