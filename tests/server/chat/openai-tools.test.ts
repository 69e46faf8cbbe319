import { describe, expect, it } from 'vitest';
import { pct, runTool, TOOLS } from '../../../server/analysis/analyst/openai-tools';
import { SAMPLE_SEASON, sampleFacts, seasonOf } from './analyst-facts';
import { knowledgeFacts } from './knowledge-facts';

function factsWith(live?: { minute: number; score: { home: number; away: number } }) {
  const facts = knowledgeFacts(live);
  // biome-ignore lint/style/noNonNullAssertion: knowledgeFacts always carries the knowledge
  return { facts, knowledge: facts.knowledge! };
}

describe('openai analyst tools', () => {
  it('declares a JSON schema object for every function', () => {
    for (const tool of TOOLS) {
      expect(tool.type).toBe('function');
      expect(tool.function.parameters).toMatchObject({ type: 'object' });
    }
  });

  it('writes probabilities the way the model should quote them', () => {
    expect([pct(0.4719), pct(0.0123), pct(0.0004), pct(0), pct(1)]).toEqual([
      '47%',
      '1.2%',
      '0%',
      '0%',
      '100%',
    ]);
  });

  it('answers a market at a line from the knowledge layer, with fair odds to 2 decimals', () => {
    const { facts, knowledge } = factsWith();
    const over = knowledge.markets.totals.find((t) => t.line === 2.5)?.over;
    expect(runTool('get_markets', { market: 'totals', line: 2.5 }, facts)).toMatchObject({
      basis: 'pre-match',
      lines: [
        {
          line: 2.5,
          over: { win: pct(over?.settlement.win ?? 0), fair_odds: over?.fairOdds?.toFixed(2) },
        },
      ],
    });
    expect(runTool('get_markets', { market: 'totals', line: 9 }, facts)).toHaveProperty('error');
  });

  it("reads a team's own Asian handicap line and names teams in either language", () => {
    const { facts, knowledge } = factsWith();
    const line = knowledge.markets.asianHandicaps.find((h) => h.line === -0.5);
    const result = runTool(
      'get_markets',
      { market: 'asian_handicap', team: 'visitante', line: 0.5 },
      facts,
    );
    expect(result).toMatchObject({
      away: [{ line: 0.5, fair_odds: line?.away.fairOdds?.toFixed(2) }],
    });
    expect(result).not.toHaveProperty('home');
    expect(runTool('get_form', { team: 'chelsea' }, facts)).toMatchObject({ team: 'Chelsea' });
    expect(runTool('get_form', { team: 'Madrid' }, facts)).toEqual({
      error: 'team must be "home", "away", "Arsenal" or "Chelsea"',
    });
  });

  it('prices "now" from the live block during a match, pre-match only when asked', () => {
    const { facts, knowledge } = factsWith({ minute: 69, score: { home: 1, away: 0 } });
    const live = knowledge.live;
    expect(runTool('get_markets', { market: 'result' }, facts)).toMatchObject({
      basis: 'now (live)',
      home: { probability: pct(live?.final.result.home.probability ?? 0) },
    });
    expect(runTool('get_markets', { market: 'result', basis: 'pre_match' }, facts)).toMatchObject({
      basis: 'pre-match',
      home: { probability: '47%' },
    });
    expect(runTool('get_live_state', {}, facts)).toMatchObject({
      live: true,
      minute: 69,
      score: { home: 1, away: 0 },
      next_goal: { none: { probability: pct(live?.nextGoal.none.probability ?? 0) } },
    });
    expect(runTool('get_exact_score', { home: 0, away: 0 }, facts)).toMatchObject({
      probability: '0%',
      note: 'already passed',
    });
  });

  it('prices any exact score before kick-off from the scoreline grid', () => {
    const { facts, knowledge } = factsWith();
    const p = knowledge.scoreline.probabilities[3]?.[3] ?? 0;
    expect(runTool('get_exact_score', { home: 3, away: 3 }, facts)).toEqual({
      home: 3,
      away: 3,
      basis: 'pre-match',
      probability: pct(p),
      fair_odds: (1 / p).toFixed(2),
    });
    expect(runTool('get_exact_score', { home: -1, away: 'x' }, facts)).toHaveProperty('error');
  });

  it('gives the season going into the match: table, results, gaps, next match', () => {
    const facts = sampleFacts();
    const result = runTool('get_season', {}, facts);
    expect(result).toMatchObject({
      season: '2026-27',
      teams_in_league: 6,
      Arsenal: {
        league_matches_this_season: 5,
        points_gaps: {
          points_behind_leader: 1,
          top_four: { in_top_four: true, points_clear_of_fifth: 5 },
          bottom_three: { in_bottom_three: false, points_above_bottom_three: 5 },
        },
        next_match: { kickoff: '2026-12-05T12:30:00.000Z', opponent: 'Brentford', venue: 'away' },
      },
      Chelsea: {
        points_gaps: {
          points_behind_leader: 6,
          top_four: { in_top_four: false, points_behind_fourth: 0 },
          bottom_three: { in_bottom_three: true, points_from_safety: 1 },
        },
      },
      reverse_fixture_this_season: 'not played yet this season',
    });
    expect((result.table as Array<{ team: string }>).map((r) => r.team)).toEqual([
      'Fulham',
      'Arsenal',
      'Wolves',
      'Brentford',
      'Chelsea',
      'Everton',
    ]);
    expect(result.Arsenal).toHaveProperty('results_newest_first.0', {
      date: '2026-11-21',
      opponent: 'Everton',
      venue: 'home',
      goalsFor: 2,
      goalsAgainst: 0,
      result: 'W',
    });
    expect(result.basis).toMatch(/since the start of the season/);
  });

  it("narrows the season to one team, and names a bad team's choices", () => {
    const played = sampleFacts(
      seasonOf(
        [
          ...SAMPLE_SEASON,
          {
            date: '2026-11-01',
            homeTeam: 'Chelsea',
            awayTeam: 'Arsenal',
            homeGoals: 0,
            awayGoals: 2,
          },
        ],
        { home: null, away: null },
      ),
    );
    const result = runTool('get_season', { team: 'visitante' }, played);
    expect(result).toHaveProperty('Chelsea.next_match', 'none on record');
    expect(result).not.toHaveProperty('Arsenal');
    expect(result.reverse_fixture_this_season).toEqual({
      date: '2026-11-01',
      home: 'Chelsea',
      away: 'Arsenal',
      homeGoals: 0,
      awayGoals: 2,
    });
    expect(runTool('get_season', { team: 'Madrid' }, played)).toEqual({
      error: 'team must be "home", "away", "Arsenal" or "Chelsea"',
    });
  });

  it('says why there is nothing to price on a postponed match', () => {
    const facts = sampleFacts();
    facts.match = { ...facts.match, status: 'postponed' };
    expect(runTool('get_half_time', {}, facts)).toEqual({
      available: false,
      reason: 'the match is postponed; the model prices matches still to be played',
    });
    expect(runTool('get_head_to_head', {}, facts)).toMatchObject({
      count: 2,
      wins: { Arsenal: 1, Chelsea: 0 },
      draws: 1,
    });
  });
});
