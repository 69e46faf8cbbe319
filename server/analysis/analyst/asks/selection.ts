import type { HalfTimeKnowledge } from '../../half-time';
import { finalScoreMatrix, type LiveKnowledge } from '../../in-play';
import {
  fairOddsOfSettlement,
  type Priced,
  priced,
  type Settlement,
  settleLine,
} from '../../markets';
import type { ScorelineMatrix } from '../../scoreline';
import type { MeetingFacts, TeamFormFacts } from '../match-facts';
import type { Ask, Period, Selection, Side } from './ask';

// What a market ask's selection comes to in numbers. One rule says how a stake on the
// selection settles on a score (`settleOnScore`); the chance ahead is that rule summed over a
// scoreline matrix, and the record behind is that rule counted over finished matches. Lines
// settle through markets.ts's `settleLine`, so a quarter line here settles as the match
// page's market does. Pure: no I/O.

/**
 * Why an ask gets no chance:
 * - `not_a_market`: not a selection on a score (why, form, next goal…).
 * - `no_side`, `no_line`, `no_margin`, `no_score`, `no_parts`, `no_half_time_full_time`: the
 *   selection lacks what its kind needs; `bad_line`: a line off the quarter-goal grid.
 * - `part_can_push`: a combination part that can push or split has no single win or loss.
 * - `mixed_periods`: a combination's parts are on different periods, so no one matrix.
 * - `needs_half_time`: half-time/full-time does not settle on a final score alone.
 * - `past_time_frame`: a past frame is counted in results (`countInResults`), not priced.
 * - `half_time_not_priced`: the knowledge has no half-time block.
 * - `second_half_not_priced`: no matrix of second-half goals alone is kept.
 * - `live_half_not_priced`: a first-half selection during a live match, except at the break.
 */
export type Unpriced =
  | 'not_a_market'
  | 'no_side'
  | 'no_line'
  | 'bad_line'
  | 'no_margin'
  | 'no_score'
  | 'no_parts'
  | 'no_half_time_full_time'
  | 'part_can_push'
  | 'mixed_periods'
  | 'needs_half_time'
  | 'past_time_frame'
  | 'half_time_not_priced'
  | 'second_half_not_priced'
  | 'live_half_not_priced';

/**
 * A selection's chance. `probability` is the chance the stake ends in profit: a win, or a half
 * win on a quarter line (for any line, P(value + line > 0)). Where the stake can push or split
 * (handicap and goal lines, draw no bet) `settlement` holds the five shares and `fairOdds`
 * comes from them (markets.ts `fairOddsOfSettlement`); otherwise `fairOdds` is 1 / probability.
 */
export interface Chance extends Priced {
  settlement?: Settlement;
}

export type ChanceOf = { chance: Chance; reason?: undefined } | { chance: null; reason: Unpriced };

/** The matrices `chanceOf` chooses from: MatchKnowledge (and MatchFacts.knowledge) fit it. */
export interface ChanceSources {
  /** The pre-match final-score matrix. */
  scoreline: ScorelineMatrix;
  halfTime: Pick<HalfTimeKnowledge, 'scoreline' | 'halfTimeFullTime'> | null;
  /** Null before kick-off. */
  live: Pick<LiveKnowledge, 'period' | 'score' | 'finalScoreline'> | null;
}

/** A team's finished match from its own point of view (TeamFormFacts' matches). */
export type TeamResult = Pick<
  TeamFormFacts['matches'][number],
  'date' | 'opponent' | 'venue' | 'goalsFor' | 'goalsAgainst'
>;

/** How many of the matches looked at the selection won, and those matches. */
export interface Count<M> {
  hits: number;
  of: number;
  matches: M[];
}

type Settle = (home: number, away: number) => Settlement;
/** `splits`: the stake can push or split, so its settlement is more than win or lose. A
 * combination names its `period` when only its parts do. */
interface Rule {
  settle: Settle;
  splits: boolean;
  period?: Period;
}
type Settler = Rule | { unpriced: Unpriced };

const WIN: Settlement = { win: 1, halfWin: 0, push: 0, halfLoss: 0, loss: 0 };
const LOSS: Settlement = { win: 0, halfWin: 0, push: 0, halfLoss: 0, loss: 1 };
const PUSH: Settlement = { win: 0, halfWin: 0, push: 1, halfLoss: 0, loss: 0 };
const SHARES = ['win', 'halfWin', 'push', 'halfLoss', 'loss'] as const;

const PAST_FRAMES = new Set<Ask['when']>(['last_match', 'last_n', 'season', 'meetings']);

const outcome = (won: boolean) => (won ? WIN : LOSS);

/** A side's goals for and against in a home-first score. */
function goalsOf(side: Side, home: number, away: number) {
  return side === 'home' ? { for: home, against: away } : { for: away, against: home };
}

/** How "value + line > 0" settles once the value is known: settleLine on a one-point
 * distribution, so whole, half and quarter lines follow the markets' convention exactly. */
function settleValue(value: number, line: number): Settlement {
  return settleLine({ offset: value, probabilities: [1], cumulative: [1] }, line);
}

const onQuarterGrid = (line: number) => Math.abs(line * 4 - Math.round(line * 4)) < 1e-9;
// Only a half line (2.5, −0.5) settles all or nothing.
const isHalfLine = (line: number) => Math.abs(line - Math.floor(line) - 0.5) < 1e-9;

/** Over wins when value − line > 0, under when line − value > 0. */
function overUnder(
  line: number,
  direction: Selection['direction'],
  value: (home: number, away: number) => number,
): Settler {
  if (!onQuarterGrid(line)) return { unpriced: 'bad_line' };
  const settle: Settle =
    direction === 'under'
      ? (h, a) => settleValue(-value(h, a), line)
      : (h, a) => settleValue(value(h, a), -line);
  return { settle, splits: !isHalfLine(line) };
}

const allOrNothing = (won: (home: number, away: number) => boolean): Rule => ({
  settle: (h, a) => outcome(won(h, a)),
  splits: false,
});

/** The settlement rule of an ask's selection, or why it has none. */
function settlerOf(ask: Ask): Settler {
  const s = ask.selection;
  const { side } = s;
  switch (ask.kind) {
    case 'result':
      if (!side && !s.draw) return { unpriced: 'no_side' };
      // A side and the draw together read as "side or draw", as they are named.
      return allOrNothing((h, a) => {
        const g = side && goalsOf(side, h, a);
        return (g !== undefined && g.for > g.against) || (s.draw === true && h === a);
      });
    case 'double_chance':
      if (!side) return { unpriced: 'no_side' };
      return allOrNothing((h, a) => {
        const g = goalsOf(side, h, a);
        return g.for >= g.against;
      });
    case 'draw_no_bet':
      if (!side) return { unpriced: 'no_side' };
      return {
        settle: (h, a) => {
          const g = goalsOf(side, h, a);
          return h === a ? PUSH : outcome(g.for > g.against);
        },
        splits: true,
      };
    case 'handicap': {
      if (!side) return { unpriced: 'no_side' };
      const { line } = s;
      if (line === undefined) return { unpriced: 'no_line' };
      if (!onQuarterGrid(line)) return { unpriced: 'bad_line' };
      return {
        settle: (h, a) => {
          const g = goalsOf(side, h, a);
          return settleValue(g.for - g.against, line);
        },
        splits: !isHalfLine(line),
      };
    }
    case 'totals': {
      const { band } = s;
      if (band) return allOrNothing((h, a) => h + a >= band.min && h + a <= band.max);
      if (s.line === undefined) return { unpriced: 'no_line' };
      return overUnder(s.line, s.direction, (h, a) => h + a);
    }
    case 'team_totals': {
      if (!side) return { unpriced: 'no_side' };
      const goals = (h: number, a: number) => {
        const g = goalsOf(side, h, a);
        return s.conceded ? g.against : g.for;
      };
      // Without a line the question is whether the side scores (concedes) at all.
      return overUnder(s.line ?? 0.5, s.direction, goals);
    }
    case 'btts':
      return allOrNothing((h, a) => (h > 0 && a > 0) !== (s.direction === 'under'));
    case 'clean_sheet':
      if (!side) return { unpriced: 'no_side' };
      return allOrNothing((h, a) => goalsOf(side, h, a).against === 0);
    case 'win_to_nil':
      if (!side) return { unpriced: 'no_side' };
      return allOrNothing((h, a) => {
        const g = goalsOf(side, h, a);
        return g.for > 0 && g.against === 0;
      });
    case 'winning_margin': {
      const { margin } = s;
      if (margin === undefined) return { unpriced: 'no_margin' };
      const by = (difference: number) => (s.orMore ? difference >= margin : difference === margin);
      return allOrNothing((h, a) => {
        if (!side) return by(Math.abs(h - a));
        const g = goalsOf(side, h, a);
        return by(g.for - g.against);
      });
    }
    case 'exact_score': {
      const { score } = s;
      if (!score) return { unpriced: 'no_score' };
      return allOrNothing((h, a) => h === score.home && a === score.away);
    }
    case 'half_time_full_time':
      return { unpriced: 'needs_half_time' };
    case 'combination':
      return combinationSettler(ask);
    default:
      return { unpriced: 'not_a_market' };
  }
}

/** All parts must win on the same score: only parts that settle all or nothing combine. */
function combinationSettler(ask: Ask): Settler {
  const parts = ask.parts ?? [];
  if (parts.length === 0) return { unpriced: 'no_parts' };
  const period = ask.period ?? parts[0]?.period;
  const settles: Settle[] = [];
  for (const part of parts) {
    const settler = settlerOf(part);
    if ('unpriced' in settler) return settler;
    if (settler.splits) return { unpriced: 'part_can_push' };
    if ((part.period ?? period) !== period) return { unpriced: 'mixed_periods' };
    settles.push(settler.settle);
  }
  return {
    settle: (h, a) => outcome(settles.every((settle) => settle(h, a).win === 1)),
    splits: false,
    period,
  };
}

/**
 * How a stake on the ask's selection settles on a score of the ask's period (the final score,
 * or the half-time score for a first-half ask): one share of the Settlement is 1. Null when
 * the ask is not a market on a score or lacks what it needs; half-time/full-time is always
 * null here, as a final score alone does not say who led at the break (`chanceOf` prices it).
 */
export function settleOnScore(ask: Ask, home: number, away: number): Settlement | null {
  const settler = settlerOf(ask);
  return 'unpriced' in settler ? null : settler.settle(home, away);
}

function sumOver(matrix: ScorelineMatrix, settle: Settle): Settlement {
  const total: Settlement = { win: 0, halfWin: 0, push: 0, halfLoss: 0, loss: 0 };
  matrix.probabilities.forEach((row, h) => {
    row.forEach((p, a) => {
      if (p === 0) return;
      const s = settle(h, a);
      for (const share of SHARES) total[share] += p * s[share];
    });
  });
  return total;
}

function chanceOnMatrix(rule: Rule, matrix: ScorelineMatrix): Chance {
  const settlement = sumOver(matrix, rule.settle);
  if (!rule.splits) return priced(settlement.win);
  const probability = Math.min(1, Math.max(0, settlement.win + settlement.halfWin));
  return { probability, fairOdds: fairOddsOfSettlement(settlement), settlement };
}

/**
 * The chance of the ask's selection on a matrix of the ask's period: the cells summed by how
 * they settle. A combination is the joint sum over the cells where every part wins, never a
 * product of the parts' chances. Null where `settleOnScore` is.
 */
export function forwardChance(ask: Ask, matrix: ScorelineMatrix): Chance | null {
  const settler = settlerOf(ask);
  return 'unpriced' in settler ? null : chanceOnMatrix(settler, matrix);
}

const unpriced = (reason: Unpriced): ChanceOf => ({ chance: null, reason });

/** A matrix with all its mass on a score already settled. */
const settledAt = (score: { home: number; away: number }) =>
  finalScoreMatrix(score, { maxGoals: 0, probabilities: [[1]] });

/**
 * The chance of a market ask from the knowledge, on the right matrix: the live final-score
 * matrix while the match is played (unless the ask is `pre_match`), else the pre-match one;
 * the half-time matrix for a first-half ask (at the break, the score on the board). Past time
 * frames are counted, not priced (`countInResults`, `meetingsCount`).
 */
export function chanceOf(ask: Ask, knowledge: ChanceSources): ChanceOf {
  if (PAST_FRAMES.has(ask.when)) return unpriced('past_time_frame');
  const live = ask.when === 'pre_match' ? null : knowledge.live;
  if (ask.kind === 'half_time_full_time') return halfTimeFullTimeChance(ask, knowledge, live);
  const settler = settlerOf(ask);
  if ('unpriced' in settler) return unpriced(settler.unpriced);
  const period = settler.period ?? ask.period;
  if (period === 'second_half') return unpriced('second_half_not_priced');
  if (period !== 'first_half') {
    return { chance: chanceOnMatrix(settler, live?.finalScoreline ?? knowledge.scoreline) };
  }
  if (live) {
    // Only at the break is the first half's score known: the board's.
    if (live.period !== 'half-time') return unpriced('live_half_not_priced');
    return { chance: chanceOnMatrix(settler, settledAt(live.score)) };
  }
  if (!knowledge.halfTime) return unpriced('half_time_not_priced');
  return { chance: chanceOnMatrix(settler, knowledge.halfTime.scoreline) };
}

const resultOf = (home: number, away: number) =>
  home > away ? 'home' : home < away ? 'away' : 'draw';

/** Before kick-off the half-time block prices the nine doubles (its joint table); at the break
 * the half is settled and only the full-time result is left to price. */
function halfTimeFullTimeChance(
  ask: Ask,
  knowledge: ChanceSources,
  live: ChanceSources['live'],
): ChanceOf {
  const asked = ask.selection.halfTimeFullTime;
  if (!asked) return unpriced('no_half_time_full_time');
  if (live) {
    if (live.period !== 'half-time') return unpriced('live_half_not_priced');
    if (resultOf(live.score.home, live.score.away) !== asked.halfTime) {
      return { chance: priced(0) };
    }
    const fullTime = allOrNothing((h, a) => resultOf(h, a) === asked.fullTime);
    return { chance: chanceOnMatrix(fullTime, live.finalScoreline) };
  }
  const cell = knowledge.halfTime?.halfTimeFullTime.find(
    (c) => c.halfTime === asked.halfTime && c.fullTime === asked.fullTime,
  );
  if (!cell) return unpriced('half_time_not_priced');
  return { chance: priced(cell.probability) };
}

/** Won outright, or half won on a quarter line: the same event `Chance.probability` prices. */
const wins = (s: Settlement) => s.win === 1 || s.halfWin === 1;

/** The matches a past frame looks at, newest first: the last one, the last `count`, or all. */
function window<M>(ask: Ask, newestFirst: readonly M[]): M[] {
  if (ask.when === 'last_match') return newestFirst.slice(0, 1);
  return ask.count === undefined ? [...newestFirst] : newestFirst.slice(0, ask.count);
}

/** Full-time results carry no half-time score: a half's selection cannot be counted in them. */
function fullTimeRule(ask: Ask): Rule | null {
  const settler = settlerOf(ask);
  if ('unpriced' in settler || (settler.period ?? ask.period) !== undefined) return null;
  return settler;
}

/**
 * How many of a team's finished matches (newest first, from the team's point of view) the
 * selection won. The selection is worded for this match and `selection.side` is the team
 * asked about, so each past score is read into this match's sides: for the home side goalsFor
 * is the home goals, for the away side the away goals (an exact score 2-1 asked of the away
 * side's record is goalsFor 1, goalsAgainst 2). A selection without a side is read from the
 * home side's view, which only symmetric ones (the draw, totals, both to score) should be.
 * `venue` keeps the team's home or away matches; the frame keeps the last one or the last
 * `count`. Null when the selection does not settle on a final score.
 */
export function countInResults<M extends TeamResult>(
  ask: Ask,
  results: readonly M[],
): Count<M> | null {
  const rule = fullTimeRule(ask);
  if (!rule) return null;
  const side = ask.selection.side ?? 'home';
  const looked = window(
    ask,
    results.filter((m) => ask.venue === undefined || m.venue === ask.venue),
  );
  const matches = looked.filter((m) => {
    const [home, away] =
      side === 'home' ? [m.goalsFor, m.goalsAgainst] : [m.goalsAgainst, m.goalsFor];
    return wins(rule.settle(home, away));
  });
  return { hits: matches.length, of: looked.length, matches };
}

/**
 * How many past meetings (newest first, display names) the selection won, each read into this
 * match's sides by name: a meeting the home team played away counts its goals as home goals.
 * Meetings without the home team by that name are not looked at. Null as `countInResults`.
 */
export function meetingsCount<M extends MeetingFacts>(
  ask: Ask,
  meetings: readonly M[],
  homeTeamName: string,
): Count<M> | null {
  const rule = fullTimeRule(ask);
  if (!rule) return null;
  const looked = window(
    ask,
    meetings.filter((m) => m.home === homeTeamName || m.away === homeTeamName),
  );
  const matches = looked.filter((m) => {
    const [home, away] =
      m.home === homeTeamName ? [m.homeGoals, m.awayGoals] : [m.awayGoals, m.homeGoals];
    return wins(rule.settle(home, away));
  });
  return { hits: matches.length, of: looked.length, matches };
}
