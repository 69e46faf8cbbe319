// biome-ignore-all lint/style/noNonNullAssertion: the looked-up chances and rows exist by construction
import { describe, expect, it } from 'vitest';
import type { Ask, Selection } from '../../../../server/analysis/analyst/asks/ask';
import {
  type ChanceSources,
  chanceOf,
  countInResults,
  forwardChance,
  meetingsCount,
  settleOnScore,
  type TeamResult,
} from '../../../../server/analysis/analyst/asks/selection';
import type { MeetingFacts } from '../../../../server/analysis/analyst/match-facts';
import { halfTimeKnowledge } from '../../../../server/analysis/half-time';
import { finalScoreMatrix, liveKnowledge } from '../../../../server/analysis/in-play';
import { marketsFromMatrix, type Settlement } from '../../../../server/analysis/markets';
import type { ScorelineMatrix } from '../../../../server/analysis/scoreline';

const ask = (kind: Ask['kind'], selection: Selection = {}, extra: Partial<Ask> = {}): Ask => ({
  kind,
  selection,
  when: 'match',
  form: 'number',
  ...extra,
});

// A hand-made 3x3 matrix (0..2 goals each way). Worked out by hand:
//   home win (1-0, 2-0, 2-1) 0.53, draw 0.32, away win (0-1, 0-2, 1-2) 0.15
//   total goals 0: 0.10, 1: 0.23, 2: 0.34, 3: 0.23, 4: 0.10
//   home − away −2: 0.02, −1: 0.13, 0: 0.32, 1: 0.33, 2: 0.20
//   home goals 0: 0.20, 1: 0.32, 2: 0.48; away goals 0: 0.45, 1: 0.38, 2: 0.17
const grid: ScorelineMatrix = {
  maxGoals: 2,
  probabilities: [
    [0.1, 0.08, 0.02],
    [0.15, 0.12, 0.05],
    [0.2, 0.18, 0.1],
  ],
};
const chance = (a: Ask) => forwardChance(a, grid);
const p = (a: Ask) => chance(a)?.probability;
/** Each named share of a settlement, to rounding. */
const expectShares = (s: Settlement | undefined, shares: Partial<Settlement>) => {
  expect(s).toBeDefined();
  for (const [share, value] of Object.entries(shares)) {
    expect(s?.[share as keyof Settlement], share).toBeCloseTo(value, 12);
  }
};

describe('settleOnScore', () => {
  it('settles a result, the draw and a double chance all or nothing', () => {
    expect(settleOnScore(ask('result', { side: 'away' }), 1, 2)?.win).toBe(1);
    expect(settleOnScore(ask('result', { side: 'away' }), 2, 2)?.loss).toBe(1);
    expect(settleOnScore(ask('result', { draw: true }), 2, 2)?.win).toBe(1);
    expect(settleOnScore(ask('double_chance', { side: 'away' }), 2, 2)?.win).toBe(1);
    expect(settleOnScore(ask('double_chance', { side: 'away' }), 2, 1)?.loss).toBe(1);
  });

  it('pushes a whole line and splits a quarter line into half stakes', () => {
    const homeMinus = (line: number) => ask('handicap', { side: 'home', line });
    expect(settleOnScore(homeMinus(-1), 2, 1)).toMatchObject({ push: 1 });
    expect(settleOnScore(homeMinus(-0.75), 2, 1)).toMatchObject({ halfWin: 1 });
    expect(settleOnScore(homeMinus(-0.75), 3, 1)).toMatchObject({ win: 1 });
    expect(settleOnScore(homeMinus(-1.25), 2, 1)).toMatchObject({ halfLoss: 1 });
    const over = (line: number) => ask('totals', { line, direction: 'over' });
    expect(settleOnScore(over(2.25), 1, 1)).toMatchObject({ halfLoss: 1 });
    expect(settleOnScore(over(2.75), 2, 1)).toMatchObject({ halfWin: 1 });
    expect(settleOnScore(ask('draw_no_bet', { side: 'home' }), 1, 1)).toMatchObject({ push: 1 });
  });

  it("reads a handicap's line from its side's view", () => {
    // Away +1 on a 2-1 home win: the away side's −1 + 1 = 0 pushes; +1.5 wins.
    expect(settleOnScore(ask('handicap', { side: 'away', line: 1 }), 2, 1)).toMatchObject({
      push: 1,
    });
    expect(settleOnScore(ask('handicap', { side: 'away', line: 1.5 }), 2, 1)?.win).toBe(1);
  });

  it('is null for what is not a market on the final score or lacks what it needs', () => {
    expect(settleOnScore(ask('handicap', { side: 'home' }), 1, 0)).toBeNull();
    expect(settleOnScore(ask('result'), 1, 0)).toBeNull();
    expect(settleOnScore(ask('double_chance'), 1, 0)).toBeNull();
    expect(settleOnScore(ask('why'), 1, 0)).toBeNull();
    expect(settleOnScore(ask('totals', { line: 2.3 }), 1, 0)).toBeNull();
    const htft = { halfTime: 'home', fullTime: 'home' } as const;
    expect(settleOnScore(ask('half_time_full_time', { halfTimeFullTime: htft }), 1, 0)).toBeNull();
  });
});

describe('forwardChance on a hand-made matrix', () => {
  it('result, draw, double chance, side or draw', () => {
    expect(p(ask('result', { side: 'home' }))).toBeCloseTo(0.53, 12);
    expect(p(ask('result', { draw: true }))).toBeCloseTo(0.32, 12);
    expect(p(ask('result', { side: 'away' }))).toBeCloseTo(0.15, 12);
    expect(p(ask('result', { side: 'away', draw: true }))).toBeCloseTo(0.47, 12);
    expect(p(ask('double_chance', { side: 'home' }))).toBeCloseTo(0.85, 12);
    expect(chance(ask('result', { side: 'away' }))?.fairOdds).toBeCloseTo(1 / 0.15, 9);
    expect(chance(ask('result', { side: 'away' }))?.settlement).toBeUndefined();
  });

  it('draw no bet: the draw is a push, priced as markets.ts prices it', () => {
    const c = chance(ask('draw_no_bet', { side: 'home' }))!;
    expectShares(c.settlement, { win: 0.53, push: 0.32, loss: 0.15 });
    expect(c.fairOdds).toBeCloseTo(1 + 0.15 / 0.53, 9);
    expect(c.fairOdds).toBeCloseTo(marketsFromMatrix(grid).result.drawNoBet.home.fairOdds!, 9);
  });

  it('whole and quarter totals settle as half stakes', () => {
    const over = (line: number) => chance(ask('totals', { line, direction: 'over' }))!;
    expect(over(2.5).probability).toBeCloseTo(0.33, 12);
    // Over 2: 3+ wins, exactly 2 pushes.
    expectShares(over(2).settlement, { win: 0.33, push: 0.34, loss: 0.33 });
    expect(over(2).fairOdds).toBeCloseTo(1 + 0.33 / 0.33, 9);
    // Over 2.25: half on 2 (pushes at 2), half on 2.5 (loses at 2): a half loss at 2.
    const o225 = over(2.25);
    expect(o225.settlement?.halfLoss).toBeCloseTo(0.34, 12);
    expect(o225.probability).toBeCloseTo(0.33, 12);
    expect(o225.fairOdds).toBeCloseTo(1 + (0.33 + 0.34 / 2) / 0.33, 9);
    // Over 2.75: a half win at 3.
    const o275 = over(2.75);
    expect(o275.settlement?.halfWin).toBeCloseTo(0.23, 12);
    expect(o275.settlement?.win).toBeCloseTo(0.1, 12);
    expect(o275.fairOdds).toBeCloseTo(1 + 0.67 / (0.1 + 0.23 / 2), 9);
    const u225 = chance(ask('totals', { line: 2.25, direction: 'under' }))!;
    expectShares(u225.settlement, { win: 0.33, halfWin: 0.34, loss: 0.33 });
    expect(u225.probability).toBeCloseTo(0.67, 12);
    const market = marketsFromMatrix(grid).totals.find((t) => t.line === 2.75)!;
    expect(o275.fairOdds).toBeCloseTo(market.over.fairOdds!, 12);
  });

  it('a line without a direction is over; a band is inclusive', () => {
    expect(p(ask('totals', { line: 2.5 }))).toBeCloseTo(0.33, 12);
    expect(p(ask('totals', { band: { min: 1, max: 2 } }))).toBeCloseTo(0.57, 12);
    expect(p(ask('totals', { band: { min: 4, max: 4 } }))).toBeCloseTo(0.1, 12);
    expect(forwardChance(ask('totals'), grid)).toBeNull();
  });

  it('asian handicaps agree with the match markets, whole line pushing', () => {
    const h = (side: 'home' | 'away', line: number) => chance(ask('handicap', { side, line }))!;
    expectShares(h('home', -1).settlement, { win: 0.2, push: 0.33, loss: 0.47 });
    expect(h('home', -1).fairOdds).toBeCloseTo(1 + 0.47 / 0.2, 9);
    expect(h('home', -0.75).settlement?.halfWin).toBeCloseTo(0.33, 12);
    expect(h('home', -0.75).probability).toBeCloseTo(0.53, 12);
    expect(h('home', -0.75).fairOdds).toBeCloseTo(1 + 0.47 / (0.2 + 0.33 / 2), 9);
    const markets = marketsFromMatrix(grid).asianHandicaps.find((m) => m.line === -0.25)!;
    expectShares(h('away', 0.25).settlement, markets.away.settlement);
    expectShares(h('away', 0.25).settlement, { win: 0.15, halfWin: 0.32, loss: 0.53 });
  });

  it("team totals: a side's goals, or with `conceded` the other side's", () => {
    expect(p(ask('team_totals', { side: 'away' }))).toBeCloseTo(0.55, 12);
    expect(p(ask('team_totals', { side: 'away', conceded: true, line: 1.5 }))).toBeCloseTo(
      0.48,
      12,
    );
    expect(p(ask('team_totals', { side: 'away', line: 1.5 }))).toBeCloseTo(0.17, 12);
    expect(p(ask('team_totals', { side: 'home', line: 1.5, direction: 'under' }))).toBeCloseTo(
      0.52,
      12,
    );
  });

  it('both to score, clean sheets, win to nil, margins, exact score', () => {
    expect(p(ask('btts'))).toBeCloseTo(0.45, 12);
    expect(p(ask('btts', { direction: 'under' }))).toBeCloseTo(0.55, 12);
    expect(p(ask('clean_sheet', { side: 'home' }))).toBeCloseTo(0.45, 12);
    expect(p(ask('clean_sheet', { side: 'away' }))).toBeCloseTo(0.2, 12);
    expect(p(ask('win_to_nil', { side: 'home' }))).toBeCloseTo(0.35, 12);
    expect(p(ask('win_to_nil', { side: 'away' }))).toBeCloseTo(0.1, 12);
    expect(p(ask('winning_margin', { side: 'home', margin: 1 }))).toBeCloseTo(0.33, 12);
    expect(p(ask('winning_margin', { side: 'home', margin: 1, orMore: true }))).toBeCloseTo(
      0.53,
      12,
    );
    expect(p(ask('winning_margin', { margin: 1 }))).toBeCloseTo(0.46, 12);
    expect(p(ask('winning_margin', { side: 'away', margin: 2 }))).toBeCloseTo(0.02, 12);
    expect(p(ask('exact_score', { score: { home: 2, away: 1 } }))).toBeCloseTo(0.18, 12);
    expect(p(ask('exact_score', { score: { home: 1, away: 2 } }))).toBeCloseTo(0.05, 12);
    expect(chance(ask('exact_score', { score: { home: 5, away: 0 } }))).toEqual({
      probability: 0,
      fairOdds: null,
    });
  });

  it('a combination is the joint chance from the matrix, not the product', () => {
    const homeWin = ask('result', { side: 'home' });
    const both = ask('btts');
    const combo = ask('combination', {}, { parts: [homeWin, both] });
    // Only 2-1 is a home win with both scoring.
    expect(p(combo)).toBeCloseTo(0.18, 12);
    expect(p(homeWin)! * p(both)!).toBeCloseTo(0.2385, 12);
    expect(chance(combo)?.fairOdds).toBeCloseTo(1 / 0.18, 9);
    const overTwo = ask('totals', { line: 2, direction: 'over' });
    expect(forwardChance(ask('combination', {}, { parts: [homeWin, overTwo] }), grid)).toBeNull();
    expect(forwardChance(ask('combination', {}, { parts: [] }), grid)).toBeNull();
  });
});

// The same matrix as every source, so a test sees which one was chosen by its figures.
const preMatch: ChanceSources = { scoreline: grid, halfTime: null, live: null };
const firstHalf: ScorelineMatrix = {
  maxGoals: 1,
  probabilities: [
    [0.4, 0.2],
    [0.3, 0.1],
  ],
};
const homeWin = ask('result', { side: 'home' });

describe('chanceOf', () => {
  it('before kick-off reads the pre-match matrix', () => {
    expect(chanceOf(homeWin, preMatch).chance?.probability).toBeCloseTo(0.53, 12);
  });

  it('while live reads the final-score matrix: the score now plus the goals to come', () => {
    const remaining = {
      maxGoals: 1,
      probabilities: [
        [0.5, 0.2],
        [0.2, 0.1],
      ],
    };
    // 1-0 now: finals 1-0 0.5, 1-1 0.2, 2-0 0.2, 2-1 0.1.
    const live = {
      period: 'second-half' as const,
      score: { home: 1, away: 0 },
      finalScoreline: finalScoreMatrix({ home: 1, away: 0 }, remaining),
    };
    const sources = { ...preMatch, live };
    expect(chanceOf(homeWin, sources).chance?.probability).toBeCloseTo(0.8, 12);
    expect(chanceOf(ask('btts'), sources).chance?.probability).toBeCloseTo(0.3, 12);
    const nilNil = ask('exact_score', { score: { home: 0, away: 0 } });
    expect(chanceOf(nilNil, sources).chance?.probability).toBe(0);
    expect(chanceOf({ ...homeWin, when: 'pre_match' }, sources).chance?.probability).toBeCloseTo(
      0.53,
      12,
    );
  });

  it("agrees with the live block's own final-score markets", () => {
    const k = liveKnowledge({ home: 1.5, away: 1.1 }, { minute: 60, score: { home: 1, away: 0 } });
    const sources = { ...preMatch, live: k };
    const got = chanceOf(homeWin, sources).chance!;
    expect(got.probability).toBeCloseTo(k.final.result.home.probability, 12);
    expect(got.probability).toBeGreaterThan(0.53);
    const over = chanceOf(ask('totals', { line: 1.5 }), sources).chance!;
    expect(over.probability).toBeCloseTo(1 - k.nextGoal.none.probability, 6);
  });

  it('a first-half ask reads the half-time matrix; the second half is not priced', () => {
    const ht = { scoreline: firstHalf, halfTimeFullTime: [] };
    const sources = { ...preMatch, halfTime: ht };
    const half = { period: 'first_half' as const };
    expect(chanceOf({ ...homeWin, ...half }, sources).chance?.probability).toBeCloseTo(0.3, 12);
    expect(chanceOf({ ...ask('btts'), ...half }, sources).chance?.probability).toBeCloseTo(0.1, 12);
    expect(chanceOf({ ...homeWin, ...half }, preMatch)).toEqual({
      chance: null,
      reason: 'half_time_not_priced',
    });
    expect(chanceOf({ ...homeWin, period: 'second_half' }, sources).reason).toBe(
      'second_half_not_priced',
    );
  });

  it("live, a first-half ask is settled at the break and not priced while it's played", () => {
    const ht = { scoreline: firstHalf, halfTimeFullTime: [] };
    const atBreak = {
      ...preMatch,
      halfTime: ht,
      live: { period: 'half-time' as const, score: { home: 0, away: 1 }, finalScoreline: grid },
    };
    const half = { period: 'first_half' as const };
    expect(chanceOf({ ...homeWin, ...half }, atBreak).chance?.probability).toBe(0);
    const awayLeads = ask('result', { side: 'away' }, half);
    expect(chanceOf(awayLeads, atBreak).chance?.probability).toBe(1);
    const playing = { ...atBreak, live: { ...atBreak.live, period: 'first-half' as const } };
    expect(chanceOf(awayLeads, playing).reason).toBe('live_half_not_priced');
  });

  it("half-time/full-time comes from the half-time block's joint table", () => {
    const ht = halfTimeKnowledge({ home: 1.5, away: 1.1 }, { home: 0.5, draw: 0.26, away: 0.24 });
    const sources = { ...preMatch, halfTime: ht };
    const drawHome = ask('half_time_full_time', {
      halfTimeFullTime: { halfTime: 'draw', fullTime: 'home' },
    });
    const cell = ht.halfTimeFullTime.find((c) => c.halfTime === 'draw' && c.fullTime === 'home')!;
    expect(chanceOf(drawHome, sources).chance).toEqual({
      probability: cell.probability,
      fairOdds: cell.fairOdds,
    });
    expect(chanceOf(ask('half_time_full_time'), sources).reason).toBe('no_half_time_full_time');
    // At the break the half is known: away leads, so draw/home is out; home/home is the
    // chance the home side turns 0-1 into a win on the final-score matrix.
    const atBreak = {
      ...sources,
      live: { period: 'half-time' as const, score: { home: 0, away: 1 }, finalScoreline: grid },
    };
    expect(chanceOf(drawHome, atBreak).chance?.probability).toBe(0);
    const awayHome = ask('half_time_full_time', {
      halfTimeFullTime: { halfTime: 'away', fullTime: 'home' },
    });
    expect(chanceOf(awayHome, atBreak).chance?.probability).toBeCloseTo(0.53, 12);
  });

  it('says why when it has no chance', () => {
    expect(chanceOf(ask('handicap', { side: 'home' }), preMatch).reason).toBe('no_line');
    expect(chanceOf(ask('handicap', { line: -1 }), preMatch).reason).toBe('no_side');
    expect(chanceOf(ask('form'), preMatch).reason).toBe('not_a_market');
    expect(chanceOf(ask('winning_margin', { side: 'home' }), preMatch).reason).toBe('no_margin');
    expect(chanceOf({ ...homeWin, when: 'last_n' }, preMatch).reason).toBe('past_time_frame');
    const pushes = ask('draw_no_bet', { side: 'home' });
    const combo = ask('combination', {}, { parts: [homeWin, pushes] });
    expect(chanceOf(combo, preMatch).reason).toBe('part_can_push');
    const mixed = ask(
      'combination',
      {},
      { parts: [homeWin, { ...homeWin, period: 'first_half' }] },
    );
    expect(chanceOf(mixed, preMatch).reason).toBe('mixed_periods');
  });
});

// Chelsea's record, newest first, from Chelsea's point of view.
const chelsea: TeamResult[] = [
  { date: '2026-03-01', opponent: 'Spurs', venue: 'away', goalsFor: 2, goalsAgainst: 0 },
  { date: '2026-02-22', opponent: 'Everton', venue: 'home', goalsFor: 1, goalsAgainst: 1 },
  { date: '2026-02-15', opponent: 'Fulham', venue: 'away', goalsFor: 1, goalsAgainst: 2 },
  { date: '2026-02-08', opponent: 'Brentford', venue: 'home', goalsFor: 3, goalsAgainst: 0 },
  { date: '2026-02-01', opponent: 'Wolves', venue: 'away', goalsFor: 2, goalsAgainst: 1 },
];
const opponents = (count: ReturnType<typeof countInResults>) =>
  count?.matches.map((m) => m.opponent);
const past = (kind: Ask['kind'], selection: Selection, extra: Partial<Ask> = {}) =>
  ask(kind, selection, { when: 'season', ...extra });

describe('countInResults', () => {
  it('counts clean sheets of the side asked about, whichever side it is here', () => {
    // Chelsea are the away side of this match: their clean sheets are goalsAgainst = 0.
    const count = countInResults(past('clean_sheet', { side: 'away' }), chelsea);
    expect(count).toMatchObject({ hits: 2, of: 5 });
    expect(opponents(count)).toEqual(['Spurs', 'Brentford']);
  });

  it('wins, draws, totals, both to score, win to nil', () => {
    const of = (kind: Ask['kind'], selection: Selection) =>
      countInResults(past(kind, selection), chelsea)?.hits;
    expect(of('result', { side: 'home' })).toBe(3);
    expect(of('result', { side: 'away' })).toBe(3);
    expect(of('result', { draw: true })).toBe(1);
    expect(of('totals', { line: 2.5, direction: 'over' })).toBe(3);
    expect(of('btts', {})).toBe(3);
    expect(of('win_to_nil', { side: 'away' })).toBe(2);
  });

  it("flips `conceded` and an exact score to the side's point of view", () => {
    const concededTwoPlus = past('team_totals', { side: 'away', conceded: true, line: 1.5 });
    expect(opponents(countInResults(concededTwoPlus, chelsea))).toEqual(['Fulham']);
    // "Chelsea (away here) 2-1 winners": this match's 1-2, goalsFor 2, goalsAgainst 1.
    const awayWinTwoOne = past('exact_score', { side: 'away', score: { home: 1, away: 2 } });
    expect(opponents(countInResults(awayWinTwoOne, chelsea))).toEqual(['Wolves']);
    // The same score asked of the home side reads goalsFor 1, goalsAgainst 2.
    const homeLoseOneTwo = past('exact_score', { side: 'home', score: { home: 1, away: 2 } });
    expect(opponents(countInResults(homeLoseOneTwo, chelsea))).toEqual(['Fulham']);
  });

  it('keeps the venue asked and the last match or the last `count`', () => {
    const wins = past('result', { side: 'away' }, { venue: 'away' });
    expect(countInResults(wins, chelsea)).toMatchObject({ hits: 2, of: 3 });
    const lastTwo = past('result', { side: 'away' }, { when: 'last_n', count: 2 });
    expect(countInResults(lastTwo, chelsea)).toMatchObject({ hits: 1, of: 2 });
    const last = past('clean_sheet', { side: 'away' }, { when: 'last_match' });
    expect(countInResults(last, chelsea)).toMatchObject({ hits: 1, of: 1 });
  });

  it('counts a half win on a quarter line, not a push', () => {
    // −0.75 for Chelsea: 2-0 and 3-0 win, 2-1 half wins, 1-1 and 1-2 lose.
    const quarter = past('handicap', { side: 'away', line: -0.75 });
    expect(countInResults(quarter, chelsea)?.hits).toBe(3);
    const whole = past('handicap', { side: 'away', line: -1 });
    expect(countInResults(whole, chelsea)?.hits).toBe(2);
  });

  it('is null where a final score does not settle the selection', () => {
    const htft = { halfTime: 'home', fullTime: 'home' } as const;
    expect(countInResults(past('half_time_full_time', { halfTimeFullTime: htft }), chelsea)).toBe(
      null,
    );
    expect(countInResults(past('btts', {}, { period: 'first_half' }), chelsea)).toBeNull();
    expect(countInResults(past('handicap', { side: 'away' }), chelsea)).toBeNull();
  });
});

describe('meetingsCount', () => {
  const meetings: MeetingFacts[] = [
    { date: '2025-12-01', home: 'Chelsea', away: 'Arsenal', homeGoals: 0, awayGoals: 2 },
    { date: '2025-04-10', home: 'Arsenal', away: 'Chelsea', homeGoals: 1, awayGoals: 1 },
    { date: '2024-10-05', home: 'Arsenal', away: 'Chelsea', homeGoals: 3, awayGoals: 1 },
  ];

  it("maps each meeting to this match's sides by name", () => {
    const arsenalWins = meetingsCount(ask('result', { side: 'home' }), meetings, 'Arsenal');
    expect(arsenalWins).toMatchObject({ hits: 2, of: 3 });
    expect(arsenalWins?.matches.map((m) => m.date)).toEqual(['2025-12-01', '2024-10-05']);
    const arsenalTwoNil = ask('exact_score', { score: { home: 2, away: 0 } });
    expect(meetingsCount(arsenalTwoNil, meetings, 'Arsenal')?.hits).toBe(1);
    const arsenalCleanSheet = ask('clean_sheet', { side: 'home' });
    expect(meetingsCount(arsenalCleanSheet, meetings, 'Arsenal')?.matches).toEqual([meetings[0]]);
    // From Chelsea as this match's home side, the same meetings read the other way.
    expect(meetingsCount(ask('result', { side: 'home' }), meetings, 'Chelsea')?.hits).toBe(0);
  });

  it('keeps the last `count` meetings', () => {
    const draws = ask('result', { draw: true }, { when: 'meetings', count: 1 });
    expect(meetingsCount(draws, meetings, 'Arsenal')).toMatchObject({ hits: 0, of: 1 });
  });
});
