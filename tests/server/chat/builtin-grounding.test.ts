import { beforeAll, describe, expect, it } from 'vitest';
import { benchFacts, matchFactsFor } from '../../../bench/analyst/match-facts';
import { loadQuestionSet, MATCHES, type MatchKey } from '../../../bench/analyst/question-set';
import type { Language } from '../../../contracts/language';
import {
  lastMatchAnswer,
  nextMatchAnswer,
  previousMeetingAnswer,
  recordAnswer,
  reverseFixtureAnswer,
  runsAnswer,
  seasonGoalsAnswer,
  standingsAnswer,
} from '../../../server/analysis/analyst/builtin/answers/season';
import { builtinReply } from '../../../server/analysis/analyst/builtin/reply';
import { type View, viewOf } from '../../../server/analysis/analyst/builtin/view';
import { type ClaimFacts, claimFacts, falseClaims } from '../../../server/analysis/analyst/claims';
import { questionSources, unsupportedNumbers } from '../../../server/analysis/analyst/grounding';
import type { MatchFacts } from '../../../server/analysis/analyst/match-facts';
import {
  createUnderstander,
  type Understander,
} from '../../../server/analysis/analyst/understanding/understand';
import type { Side } from '../../../server/analysis/analyst/understanding/understanding';
import { sampleFacts } from './analyst-facts';

// Every figure the builtin analyst writes comes from the facts it was given, and no claim it
// makes is one they contradict: its whole answer, before the gate, passes both checks for every
// question of bench:analyst's set (both languages, follow-up chains, live and postponed
// matches) and a set of fixed questions on finished matches, matches without odds and without
// a model.

let understander: Understander;
beforeAll(async () => {
  understander = await createUnderstander();
});

async function answer(facts: MatchFacts, question: string, language: Language, earlier: string[]) {
  const { home, away, status } = facts.match;
  const understanding = await understander.understand({
    question,
    language,
    match: { home, away, status },
    history: earlier.map((content) => ({ role: 'user' as const, content, language })),
  });
  const { text } = builtinReply(facts, understanding, language);
  const unsupported = unsupportedNumbers(text, [
    facts,
    ...questionSources(understanding.entities),
  ]).map((m) => m.text);
  const claims = claimsOf(facts);
  const wrong = text
    .split(/(?<=[.!?…])\s+/)
    .flatMap((sentence) => falseClaims(sentence, claims).map((c) => `${c.text} (${c.why})`));
  return { text, faults: [...unsupported, ...wrong], intent: understanding.intent };
}

const claimsFor = new WeakMap<MatchFacts, ClaimFacts>();
function claimsOf(facts: MatchFacts): ClaimFacts {
  let claims = claimsFor.get(facts);
  if (!claims) {
    claims = claimFacts(facts);
    claimsFor.set(facts, claims);
  }
  return claims;
}

const FIXED_QUESTIONS: Array<[string, Language]> = [
  ['who will win?', 'en'],
  ['tell me about this match', 'en'],
  ['over 2.5 goals?', 'en'],
  ['over 3?', 'en'],
  ['under 2.75 goals', 'en'],
  ['both teams to score?', 'en'],
  ['most likely score', 'en'],
  ['4-3?', 'en'],
  ['at half-time?', 'en'],
  ['first half over 0.5?', 'en'],
  ['arsenal -0.75', 'en'],
  ['asian handicap?', 'en'],
  ['arsenal by 4 or more', 'en'],
  ['is there value?', 'en'],
  ['how sure are you?', 'en'],
  ['table', 'en'],
  ['head to head', 'en'],
  ['form', 'en'],
  ['who is stronger?', 'en'],
  ['when is kick off?', 'en'],
  ['¿quién gana?', 'es'],
  ['¿cuántos goles habrá?', 'es'],
  ['¿cuándo empieza?', 'es'],
  ['¿cómo de fiable es el modelo?', 'es'],
  ['clasificación', 'es'],
];

const RATES = { home: 1.62, away: 1.05 };
const TEAMS = { home: 'Arsenal', away: 'Chelsea' };
const VARIANTS: Record<string, MatchFacts> = {
  finished: matchFactsFor(
    { ...TEAMS, status: 'finished' },
    { rates: RATES, result: { home: 3, away: 3 } },
  ),
  'no odds': matchFactsFor({ ...TEAMS, status: 'scheduled' }, { rates: RATES }),
  'no model': {
    ...matchFactsFor({ ...TEAMS, status: 'scheduled' }, { rates: RATES }),
    knowledge: null,
    prediction: null,
    strength: null,
  },
  'live in the first half': matchFactsFor(
    { ...TEAMS, status: 'live' },
    { rates: RATES, live: { minute: 27, score: { home: 0, away: 0 } } },
  ),
  'live in stoppage time': matchFactsFor(
    { ...TEAMS, status: 'live' },
    { rates: RATES, live: { minute: 93, score: { home: 2, away: 2 } } },
  ),
  'with a track record': {
    ...matchFactsFor({ ...TEAMS, status: 'scheduled' }, { rates: RATES }),
    trackRecord: { matches: 98, favouriteWon: 51 },
  },
};

describe('builtin answers are grounded in their facts', () => {
  // One test a batch of the bench:analyst set: the set grows by batches, and each stays well
  // within a test's time on a loaded machine.
  const questions = loadQuestionSet();
  const batches = [...new Set(questions.map((q) => q.batch))];
  let facts: Record<MatchKey, MatchFacts> | undefined;

  it('for the bench:analyst set, batch by batch', () => {
    expect(questions.length).toBeGreaterThan(300);
    expect(batches.length).toBeGreaterThan(1);
  });

  it.each(batches)('for every question of bench:analyst batch %i', async (batch) => {
    facts ??= Object.fromEntries(
      (Object.keys(MATCHES) as MatchKey[]).map((key) => [key, benchFacts(key)]),
    ) as Record<MatchKey, MatchFacts>;
    const failures: string[] = [];
    const inBatch = questions.filter((q) => q.batch === batch);
    for (const q of inBatch) {
      const a = await answer(facts[q.match], q.question, q.language, q.history);
      if (a.faults.length > 0) {
        failures.push(`${q.question} [${a.intent}] → ${a.faults.join(', ')} in: ${a.text}`);
      }
    }
    expect(inBatch.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it.each(Object.keys(VARIANTS))('on a match %s', async (variant) => {
    const facts = VARIANTS[variant] as MatchFacts;
    const failures: string[] = [];
    for (const [question, language] of FIXED_QUESTIONS) {
      const a = await answer(facts, question, language, []);
      if (a.faults.length > 0) failures.push(`${question} → ${a.faults.join(', ')} in: ${a.text}`);
    }
    expect(failures).toEqual([]);
  });
});

// Every season answer (answers/season.ts) for either side, in both languages.
const SEASON_ANSWERS: Array<(v: View, side: Side) => string> = [
  (v, side) => lastMatchAnswer(v, side).text,
  (v, side) => lastMatchAnswer(v, side, 'win').text,
  (v, side) => recordAnswer(v, side).text,
  (v, side) => recordAnswer(v, side, 'home').text,
  (v, side) => recordAnswer(v, side, 'away').text,
  (v, side) => seasonGoalsAnswer(v, side).text,
  (v, side) => runsAnswer(v, side).text,
  (v, side) => nextMatchAnswer(v, side).text,
  (v) => reverseFixtureAnswer(v).text,
  (v) => previousMeetingAnswer(v).text,
  ...(['leader', 'top_four', 'bottom_three', 'gap', 'position'] as const).map(
    (part) => (v: View, side: Side) => standingsAnswer(v, part, side).text,
  ),
];

describe('season answers are grounded in their facts', () => {
  const cases: Record<string, MatchFacts> = {
    sample: sampleFacts(),
    ...Object.fromEntries((Object.keys(MATCHES) as MatchKey[]).map((k) => [k, benchFacts(k)])),
  };

  it.each(Object.keys(cases))('on the %s match', (name) => {
    const facts = cases[name] as MatchFacts;
    const failures: string[] = [];
    let answers = 0;
    for (const language of ['en', 'es'] as const) {
      const v = viewOf(facts, language);
      for (const side of ['home', 'away'] as const) {
        for (const answer of SEASON_ANSWERS) {
          const text = answer(v, side);
          answers++;
          const unsupported = unsupportedNumbers(text, [facts]).map((m) => m.text);
          if (unsupported.length > 0) failures.push(`${unsupported.join(', ')} in: ${text}`);
        }
      }
    }
    expect(answers).toBe(4 * SEASON_ANSWERS.length);
    expect(failures).toEqual([]);
  });
});
