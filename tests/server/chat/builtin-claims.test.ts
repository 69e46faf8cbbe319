import { describe, expect, it } from 'vitest';
import { matchFactsFor } from '../../../bench/analyst/match-facts';
import type { Language } from '../../../contracts/language';
import { builtinReply } from '../../../server/analysis/analyst/builtin/reply';
import { checkClaims, claimFacts, falseClaims } from '../../../server/analysis/analyst/claims';
import type { MatchFacts } from '../../../server/analysis/analyst/match-facts';
import type {
  Entities,
  Intent,
  Understanding,
} from '../../../server/analysis/analyst/understanding/understanding';

// Every comparative word the builtin analyst writes agrees with the figures beside it and with
// the facts: its answers on why, strength, the result and how sure it is, over matches where
// the home side is stronger, weaker, level, the 1X2 favourite but lower on Elo, and behind
// live, in both languages, pass the claims check sentence by sentence.

const TEAMS = { home: 'Arsenal', away: 'Chelsea' };

function match(
  rates: { home: number; away: number },
  elo: [number, number],
  live?: { minute: number; score: { home: number; away: number } },
): MatchFacts {
  const facts = matchFactsFor(
    { ...TEAMS, status: live ? 'live' : 'scheduled' },
    { rates, ...(live && { live }) },
  );
  return {
    ...facts,
    strength: {
      home: { elo: elo[0], attack: 0.2, conceded: -0.1 },
      away: { elo: elo[1], attack: -0.05, conceded: 0.1 },
    },
  };
}

const MATCHES: Record<string, MatchFacts> = {
  'the home side is stronger': match({ home: 1.8, away: 0.9 }, [1650.4, 1480.2]),
  'the home side is weaker': match({ home: 0.9, away: 1.8 }, [1480.2, 1650.4]),
  // Elo 1550.4 and 1549.7 both read "1550": level as written.
  'both sides are level': match({ home: 1.3, away: 1.3 }, [1550.4, 1549.7]),
  // The user's case: the 1X2 favourite is the lower-rated side.
  'the favourite is lower on Elo': match({ home: 1.8, away: 0.9 }, [1324.2, 1370.8]),
  'the stronger home side is behind live': match({ home: 1.8, away: 0.9 }, [1650.4, 1480.2], {
    minute: 70,
    score: { home: 0, away: 2 },
  }),
};

const QUESTIONS: Array<{ intent: Intent; entities?: Entities }> = [
  { intent: 'why' },
  { intent: 'strength' },
  { intent: 'result' },
  { intent: 'result', entities: { team: 'away' } },
  { intent: 'confidence' },
  { intent: 'confidence', entities: { draw: true } },
  { intent: 'overview' },
  { intent: 'stake' },
];

const understanding = (
  intent: Intent,
  language: Language,
  entities: Entities = {},
): Understanding => ({ intent, confidence: 1, entities, language });

const sentences = (text: string) => text.split(/(?<=[.!?…])\s+/).filter(Boolean);

const whyText = (facts: MatchFacts, language: Language) =>
  builtinReply(facts, understanding('why', language), language).text;

describe('the builtin analyst’s comparative words', () => {
  it.each(Object.keys(MATCHES))('agree with the facts where %s', (name) => {
    const facts = MATCHES[name] as MatchFacts;
    const cf = claimFacts(facts);
    const failures: string[] = [];
    let checked = 0;
    for (const language of ['en', 'es'] as const) {
      for (const { intent, entities } of QUESTIONS) {
        const { text } = builtinReply(facts, understanding(intent, language, entities), language);
        for (const sentence of sentences(text)) {
          const claims = checkClaims(sentence, cf);
          checked += claims.filter((c) => c.verdict === 'true').length;
          for (const c of claims.filter((c) => c.verdict === 'false')) {
            failures.push(`[${language} ${intent}] ${sentence} → ${c.text} (${c.why})`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The check read claims in these answers (the favourite, the why's comparisons), so an
    // answer that got one wrong would have failed above.
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  it('say the favourite trails on Elo when it does, in both languages', () => {
    const facts = MATCHES['the favourite is lower on Elo'] as MatchFacts;
    expect(whyText(facts, 'en')).toContain('Arsenal rate lower on Elo: 1324 against 1371.');
    expect(whyText(facts, 'es')).toContain('El Arsenal tiene peor Elo: 1324 frente a 1371.');
    const stronger = MATCHES['the home side is stronger'] as MatchFacts;
    expect(whyText(stronger, 'en')).toContain(
      'Arsenal also rate higher on Elo: 1650 against 1480.',
    );
    expect(whyText(stronger, 'es')).toContain(
      'El Arsenal también tiene mejor Elo: 1650 frente a 1480.',
    );
    const weaker = MATCHES['the home side is weaker'] as MatchFacts;
    expect(whyText(weaker, 'en')).toContain('Chelsea also rate higher on Elo: 1650 against 1480.');
  });

  it('call figures that read the same level, never higher', () => {
    const level = MATCHES['both sides are level'] as MatchFacts;
    const en = whyText(level, 'en');
    expect(en).toMatch(/(?:Arsenal|Chelsea) are level on expected goals, \d\.\d\d each\b/);
    expect(en).toContain('On Elo they are also level, 1550 each.');
    expect(en).not.toMatch(/higher|lower|lead|trail/);
    const es = whyText(level, 'es');
    expect(es).toContain('En Elo también están igualados, 1550 cada uno.');
    expect(es).not.toMatch(/mejor|peor|por delante|por detrás/);
  });

  it('would be caught wrong: the same sentences with their figures swapped fail the check', () => {
    for (const [name, facts] of Object.entries(MATCHES)) {
      if (name === 'both sides are level') continue;
      const cf = claimFacts(facts);
      for (const language of ['en', 'es'] as const) {
        const compared = sentences(whyText(facts, language)).filter((s) =>
          /(?:against|frente a) \d/.test(s),
        );
        // The expected goals and the Elo sentences.
        expect(compared, `${name} ${language}`).toHaveLength(2);
        for (const sentence of compared) {
          expect(falseClaims(sentence, cf), sentence).toEqual([]);
          const flipped = sentence.replace(
            /([\d.,]+) (against|frente a) ([\d.,]+)/,
            (_, a, join, b) => `${b} ${join} ${a}`,
          );
          expect(flipped).not.toBe(sentence);
          expect(falseClaims(flipped, cf).length, flipped).toBeGreaterThan(0);
        }
      }
    }
  });

  it('never name a side the likeliest result when the draw is', () => {
    // Level rates with a strong pull to the draw: the draw leads the 1X2.
    const drawn = matchFactsFor(
      { ...TEAMS, status: 'scheduled' },
      { rates: { home: 0.55, away: 0.55 }, rho: 0.1 },
    );
    const r = drawn.knowledge?.markets.result;
    expect(r && r.draw.probability > Math.max(r.home.probability, r.away.probability)).toBe(true);
    const cf = claimFacts(drawn);
    for (const language of ['en', 'es'] as const) {
      const { text } = builtinReply(drawn, understanding('stake', language), language);
      expect(text).toMatch(
        language === 'en' ? /likeliest result, a draw,/ : /probable, el empate,/,
      );
      for (const sentence of sentences(text)) expect(falseClaims(sentence, cf)).toEqual([]);
    }
  });
});
