import { beforeAll, describe, expect, it } from 'vitest';
import { matchFactsFor } from '../../../bench/analyst/match-facts';
import type { Language } from '../../../contracts/language';
import type { Analyst } from '../../../server/analysis/analyst/analyst';
import { forwardChance } from '../../../server/analysis/analyst/asks/selection';
import { builtinAnalyst } from '../../../server/analysis/analyst/builtin/builtin-analyst';
import { odds, percent } from '../../../server/analysis/analyst/format';
import { createUnderstander } from '../../../server/analysis/analyst/understanding/understand';

// Messages of several asks answered in one reply: one direct sentence an ask, in the order
// asked, a yes or a no first for a yes/no question, one bet priced jointly from the scoreline
// matrix, and the past counted in the season's stored results.

const scheduled = matchFactsFor(
  { home: 'Arsenal', away: 'Chelsea', status: 'scheduled' },
  { rates: { home: 1.62, away: 1.05 } },
);
const knowledge = scheduled.knowledge;
if (!knowledge) throw new Error('the bench facts have the knowledge layer');
const m = knowledge.markets;

const warnings: object[] = [];
let analyst: Analyst;
beforeAll(async () => {
  analyst = builtinAnalyst(await createUnderstander(), {
    log: { warn: (details) => warnings.push(details) },
  });
});

async function ask(question: string, language: Language = 'en', before: string[] = []) {
  const answer = await analyst.answer({
    facts: scheduled,
    question,
    language,
    history: before.map((content) => ({ role: 'user' as const, content, language })),
    signal: new AbortController().signal,
  });
  let text = '';
  for await (const chunk of answer.chunks) text += chunk;
  return text;
}

describe('several asks, one reply', () => {
  it('answers each ask in the order asked', async () => {
    const text = await ask('will both teams score? and who wins?');
    const btts = text.indexOf(
      `Both teams to score: ${percent(m.bothTeamsToScore.yes.probability)}`,
    );
    const favourite = text.indexOf('Arsenal are the favourites');
    expect(btts).toBeGreaterThanOrEqual(0);
    expect(favourite).toBeGreaterThan(btts);
  });

  it('prices a combination jointly from the scoreline matrix, with each leg beside it', async () => {
    const text = await ask('arsenal to win and both teams to score, fair odds?');
    const joint = forwardChance(
      {
        kind: 'combination',
        selection: {},
        when: 'match',
        form: 'odds',
        parts: [
          { kind: 'result', selection: { side: 'home' }, when: 'match', form: 'number' },
          { kind: 'btts', selection: {}, when: 'match', form: 'number' },
        ],
      },
      knowledge.scoreline,
    );
    if (!joint) throw new Error('a combination of whole selections has a chance');
    const product = m.result.home.probability * m.bothTeamsToScore.yes.probability;
    expect(Math.abs(joint.probability - product)).toBeGreaterThan(0.005);
    expect(text).toContain(
      `Arsenal to win and both teams to score, as one bet: ${percent(joint.probability)} (fair odds ${odds(joint.fairOdds ?? 0, 'en')}).`,
    );
    expect(text).toContain(`On their own: Arsenal to win ${percent(m.result.home.probability)}`);
  });

  it('opens a yes/no answer with its yes or no, in both languages', async () => {
    expect(await ask('will arsenal win by 3 or more?')).toMatch(/^No, unlikely\./);
    expect(await ask('¿marca el Chelsea?', 'es')).toMatch(/^Sí/);
  });
});

describe('the season from stored results', () => {
  const chelsea = scheduled.leagueSeason.matches.away;

  it('counts a selection in the season, never over a made-up span', async () => {
    const kept = chelsea.filter((match) => match.goalsAgainst === 0).length;
    expect(await ask('how many clean sheets have chelsea kept this season')).toBe(
      `Since the start of the season: Chelsea kept a clean sheet in ${kept} of ${chelsea.length} league matches.`,
    );
  });

  it('answers whether a side won its last match with a yes or a no and the score', async () => {
    const [last] = scheduled.leagueSeason.matches.home;
    if (!last) throw new Error('the bench season has matches');
    const text = await ask('did arsenal win their last game?');
    expect(text.startsWith(last.result === 'W' ? 'Yes' : 'No')).toBe(true);
    expect(text).toContain(last.opponent);
  });
});

describe('prices', () => {
  it('gives the chance a quoted price implies and the model beside it', async () => {
    expect(await ask('arsenal are 2.10, what chance is that')).toBe(
      `A price of 2.10 implies a ${percent(1 / 2.1)} chance (before any bookmaker's margin). The model gives Arsenal to win ${percent(m.result.home.probability)}.`,
    );
  });
});

describe('grounding', () => {
  it('holds back no sentence of a composed reply: every figure is in the facts or derived from them', async () => {
    warnings.length = 0;
    await ask(
      'arsenal or draw plus over 1.5 goals, price? and how many clean sheets have chelsea kept this season',
    );
    await ask('empate al descanso y victoria del arsenal al final, qué probabilidad tiene', 'es');
    expect(warnings).toEqual([]);
  });
});
