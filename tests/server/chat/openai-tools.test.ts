import { describe, expect, it } from 'vitest';
import type { Ask } from '../../../server/analysis/analyst/asks/ask';
import { forwardChance } from '../../../server/analysis/analyst/asks/selection';
import { unsupportedNumbers } from '../../../server/analysis/analyst/grounding';
import { pct, runTool, TOOLS } from '../../../server/analysis/analyst/openai-tools';
import type { ScorelineMatrix } from '../../../server/analysis/scoreline';
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

  it('prices a combination as the chance all legs win together, not the product of the legs', () => {
    const { facts, knowledge } = factsWith();
    const home: Ask = {
      kind: 'result',
      selection: { side: 'home' },
      when: 'match',
      form: 'number',
    };
    const btts: Ask = { kind: 'btts', selection: {}, when: 'match', form: 'number' };
    const both: Ask = { ...home, kind: 'combination', selection: {}, parts: [home, btts] };
    const on = (ask: Ask, matrix: ScorelineMatrix) => forwardChance(ask, matrix)?.probability ?? 0;
    const joint = on(both, knowledge.scoreline);
    const product = on(home, knowledge.scoreline) * on(btts, knowledge.scoreline);
    // A home win with both scoring needs 2-1 or better: rarer than the product says.
    expect(pct(joint)).not.toBe(pct(product));

    const result = runTool(
      'get_combination',
      { legs: [{ market: 'result', team: 'Arsenal' }, { market: 'both_teams_to_score' }] },
      facts,
    );
    expect(result).toEqual({
      basis: 'pre-match',
      teams: { home: 'Arsenal', away: 'Chelsea' },
      legs: [
        {
          leg: 'Arsenal to win',
          probability: pct(on(home, knowledge.scoreline)),
          fair_odds: (1 / on(home, knowledge.scoreline)).toFixed(2),
        },
        {
          leg: 'both teams to score',
          probability: pct(on(btts, knowledge.scoreline)),
          fair_odds: (1 / on(btts, knowledge.scoreline)).toFixed(2),
        },
      ],
      all_legs_together: {
        bet: 'Arsenal to win and both teams to score',
        probability: pct(joint),
        fair_odds: (1 / joint).toFixed(2),
      },
    });
  });

  it('prices a combination from the score now during a match, pre-match only when asked', () => {
    const { facts, knowledge } = factsWith({ minute: 60, score: { home: 1, away: 0 } });
    const legs = [
      { market: 'clean_sheet', team: 'away' },
      { market: 'totals', line: 2.5, direction: 'under' },
    ];
    const parts: Ask[] = [
      { kind: 'clean_sheet', selection: { side: 'away' }, when: 'match', form: 'number' },
      {
        kind: 'totals',
        selection: { line: 2.5, direction: 'under' },
        when: 'match',
        form: 'number',
      },
    ];
    const both: Ask = { kind: 'combination', selection: {}, parts, when: 'match', form: 'number' };
    // biome-ignore lint/style/noNonNullAssertion: the facts are live
    const live = forwardChance(both, knowledge.live!.finalScoreline)?.probability ?? 0;
    const before = forwardChance(both, knowledge.scoreline)?.probability ?? 0;
    // At 1-0 Chelsea have conceded already: no clean sheet is left to win.
    expect(live).toBe(0);
    expect(runTool('get_combination', { legs }, facts)).toMatchObject({
      basis: 'now (live)',
      legs: [{ leg: 'Chelsea clean sheet', probability: '0%', fair_odds: null }, {}],
      all_legs_together: { probability: '0%', fair_odds: null },
    });
    expect(
      runTool('get_exact_score', { home: 0, away: 0, basis: 'pre_match' }, facts),
    ).toMatchObject({
      basis: 'pre-match',
      probability: pct(knowledge.scoreline.probabilities[0]?.[0] ?? 0),
    });
    expect(runTool('get_combination', { legs, basis: 'pre_match' }, facts)).toMatchObject({
      basis: 'pre-match',
      all_legs_together: {
        bet: 'Chelsea clean sheet and under 2.5 goals',
        probability: pct(before),
      },
    });
  });

  it('says what is wrong with a combination the model cannot have', () => {
    const { facts } = factsWith();
    const errorOf = (legs: unknown) =>
      (runTool('get_combination', { legs }, facts) as { error?: string }).error;
    const over = { market: 'totals', line: 2.5 };
    expect(errorOf([{ market: 'asian_handicap', team: 'home', line: -1 }, over])).toMatch(
      /^leg 1: market must be one of result, double_chance/,
    );
    expect(
      errorOf([
        { market: 'result', team: 'home' },
        { market: 'totals', line: 2 },
      ]),
    ).toBe('leg 2: a line of 2 can push or split the stake; use a half line such as 2.5');
    expect(errorOf([{ market: 'totals', line: 2.25 }, over])).toMatch(/^leg 1: a line of 2.25 can/);
    expect(errorOf([{ market: 'draw_no_bet', team: 'home' }, over])).toMatch(
      /^leg 1: draw no bet gives the stake back on a draw/,
    );
    expect(errorOf([over, { market: 'clean_sheet' }])).toBe('leg 2: clean_sheet needs a team');
    expect(errorOf([over, { market: 'win_to_nil', team: 'Madrid' }])).toBe(
      'leg 2: team must be "home", "away", "Arsenal" or "Chelsea"',
    );
    expect(errorOf([over, { market: 'exact_score', home_goals: 2 }])).toMatch(
      /^leg 2: exact_score needs home_goals and away_goals/,
    );
    expect(errorOf([over])).toMatch(/^a combination needs two legs or more/);
    expect(errorOf('over 2.5')).toMatch(/^legs must be a list/);
  });

  it("counts a selection in a team's league matches this season, naming the span counted", () => {
    // Arsenal this season, newest first: 2-0 Everton, 2-0 at Wolves, 1-1 Brentford, 1-2 at
    // Fulham, 3-1 at Everton.
    const facts = sampleFacts();
    const cleanSheets = runTool(
      'get_past_count',
      { team: 'Arsenal', legs: [{ market: 'clean_sheet' }] },
      facts,
    );
    // The count grounds a reply that quotes it, and no other count.
    expect(
      unsupportedNumbers('Arsenal kept 2 clean sheets in 5 league matches (40%).', [cleanSheets]),
    ).toEqual([]);
    expect(
      unsupportedNumbers('Arsenal kept 3 clean sheets.', [cleanSheets]).map((m) => m.text),
    ).toEqual(['3']);
    expect(cleanSheets).toMatchObject({
      matches_counted: "Arsenal's league matches since the start of the season",
      bet: 'Arsenal clean sheet',
      won: 2,
      of: 5,
      share: '40%',
      matches_won: [{ date: '2026-11-21' }, { date: '2026-11-14' }],
    });
    // All legs in the same match: three wins, but only the 3-1 had over 2.5 goals.
    const winAndOver = [{ market: 'result' }, { market: 'totals', line: 2.5 }];
    expect(runTool('get_past_count', { team: 'home', legs: winAndOver }, facts)).toMatchObject({
      bet: 'Arsenal to win and over 2.5 goals',
      won: 1,
      of: 5,
    });
    // Chelsea's last three: 0-1 at Fulham, 1-1 Brentford, 2-1 Everton.
    expect(
      runTool(
        'get_past_count',
        { team: 'Chelsea', legs: [{ market: 'totals', line: 2.5 }], last: 3 },
        facts,
      ),
    ).toMatchObject({
      matches_counted: "Chelsea's last 3 league matches this season",
      won: 1,
      of: 3,
    });
    expect(
      runTool(
        'get_past_count',
        { team: 'away', venue: 'home', legs: [{ market: 'both_teams_to_score' }] },
        facts,
      ),
    ).toMatchObject({
      matches_counted: "Chelsea's home league matches since the start of the season",
      won: 3,
      of: 3,
    });
    expect(
      runTool('get_past_count', { team: 'Arsenal', legs: [{ market: 'result' }], last: 10 }, facts),
    ).toMatchObject({
      matches_counted: "Arsenal's last 5 league matches this season",
      won: 3,
      of: 5,
      note: 'only 5 on record',
    });
  });

  it("counts a selection in the two teams' meetings, read by their names", () => {
    // Chelsea 1-2 Arsenal, then Arsenal 1-1 Chelsea.
    const facts = sampleFacts();
    const count = (args: Record<string, unknown>) =>
      runTool('get_past_count', { matches: 'meetings', ...args }, facts);
    expect(count({ legs: [{ market: 'result', team: 'Arsenal' }] })).toMatchObject({
      matches_counted: 'the meetings of Arsenal and Chelsea on record',
      won: 1,
      of: 2,
      matches_won: [{ date: '2026-03-01', home: 'Chelsea' }],
    });
    expect(count({ legs: [{ market: 'both_teams_to_score' }], last: 1 })).toMatchObject({
      matches_counted: 'the last meeting of Arsenal and Chelsea on record',
      won: 1,
      of: 1,
    });
  });

  it('says what is wrong with a past count the model cannot have', () => {
    const facts = sampleFacts();
    const errorOf = (args: Record<string, unknown>) =>
      (runTool('get_past_count', args, facts) as { error?: string }).error;
    const cleanSheet = [{ market: 'clean_sheet' }];
    expect(errorOf({ team: 'Chelsea', legs: [{ market: 'clean_sheet', team: 'Arsenal' }] })).toBe(
      "leg 1: Arsenal has no part in Chelsea's matches; leave team out",
    );
    expect(errorOf({ legs: cleanSheet })).toBe(
      'team must be "home", "away", "Arsenal" or "Chelsea"',
    );
    expect(errorOf({ team: 'Arsenal', legs: cleanSheet, last: 0 })).toMatch(/^last must be/);
    expect(errorOf({ team: 'Arsenal', legs: cleanSheet, venue: 'neutral' })).toMatch(/^venue/);
    expect(errorOf({ matches: 'meetings', venue: 'home', legs: cleanSheet })).toMatch(/^venue/);
    expect(errorOf({ matches: 'meetings', legs: cleanSheet })).toBe(
      'leg 1: clean_sheet needs a team',
    );
  });

  it("gives the model's track record this season as counts and a share", () => {
    const facts = sampleFacts({ trackRecord: { matches: 40, favouriteWon: 22 } });
    expect(runTool('get_track_record', {}, facts)).toMatchObject({
      league: 'Premier League',
      this_season: { finished_matches_forecast: 40, favourite_won: 22, favourite_won_share: '55%' },
    });
    expect(runTool('get_track_record', {}, sampleFacts())).toMatchObject({
      this_season: 'no finished match of this season had a stored forecast',
    });
  });
});
