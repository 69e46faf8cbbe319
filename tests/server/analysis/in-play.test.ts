// biome-ignore-all lint/style/noNonNullAssertion: the looked-up rows and lines exist by construction
import { describe, expect, it } from 'vitest';
import { GOAL_TIME_PROFILE } from '../../../server/analysis/goal-time-profile';
import { halfTimeKnowledge } from '../../../server/analysis/half-time';
import { liveKnowledge, ratesForOutcome, remainingRates } from '../../../server/analysis/in-play';
import { marketsFromMatrix } from '../../../server/analysis/markets';
import { outcomeProbabilities, scorelineMatrix } from '../../../server/analysis/scoreline';

const rates = { home: 1.6, away: 1.1 };
const result = (k: ReturnType<typeof liveKnowledge>) => ({
  home: k.final.result.home.probability,
  draw: k.final.result.draw.probability,
  away: k.final.result.away.probability,
});

describe('ratesForOutcome', () => {
  it('finds rates whose matrix has the target 1X2 balance, keeping their product', () => {
    const target = { home: 0.5, draw: 0.26, away: 0.24 };
    const r = ratesForOutcome(rates, -0.1, target);
    const o = outcomeProbabilities(scorelineMatrix(r.home, r.away, -0.1));
    expect(o.home - o.away).toBeCloseTo(target.home - target.away, 9);
    expect(r.home * r.away).toBeCloseTo(rates.home * rates.away, 9);
    const own = outcomeProbabilities(scorelineMatrix(rates.home, rates.away, -0.1));
    expect(r.home > rates.home).toBe(target.home - target.away > own.home - own.away);
    const same = ratesForOutcome(rates, -0.1, own);
    expect(same.home).toBeCloseTo(rates.home, 9);
  });
});

describe('liveKnowledge', () => {
  it('at kick-off with 0-0 keeps the whole pre-match expectation', () => {
    const k = liveKnowledge(rates, { minute: 0, score: { home: 0, away: 0 } });
    expect(k.remaining.expectedGoals.home).toBeCloseTo(rates.home, 12);
    expect(k.remaining.expectedGoals.away).toBeCloseTo(rates.away, 12);
    expect(k.remaining.shareOfMatch.home).toBeCloseTo(1, 12);
    const pre = outcomeProbabilities(scorelineMatrix(rates.home, rates.away, 0));
    expect(result(k).home).toBeCloseTo(pre.home, 9);
  });

  it("leaves less to come as the minutes pass, and half of the first-half share at 23'", () => {
    const at = (minute: number) =>
      remainingRates(rates, { minute, score: { home: 0, away: 0 } }).share.home;
    const s = GOAL_TIME_PROFILE.firstHalfShare.home;
    const firstHalf = 45 + GOAL_TIME_PROFILE.expectedStoppage.firstHalf;
    expect(at(23.5)).toBeCloseTo(s * (1 - 23.5 / firstHalf) + (1 - s), 12);
    const minutes = [0, 10, 30, 45, 46, 60, 75, 89, 90, 93];
    const shares = minutes.map(at);
    for (let i = 1; i < shares.length; i++) expect(shares[i]!).toBeLessThan(shares[i - 1]!);
    expect(
      remainingRates(rates, { minute: 45, period: 'half-time', score: { home: 0, away: 0 } }).share
        .home,
    ).toBeCloseTo(1 - s, 12);
  });

  it("a team 1-4 down at 69' is no longer the favourite", () => {
    const k = liveKnowledge(rates, { minute: 69, score: { home: 1, away: 4 } });
    const r = result(k);
    expect(r.home).toBeLessThan(0.01);
    expect(r.away).toBeGreaterThan(0.98);
    expect(r.home + r.draw + r.away).toBeCloseTo(1, 12);
    // No final score below the current one.
    expect(k.final.exactScores.every((s) => s.homeGoals >= 1 && s.awayGoals >= 4)).toBe(true);
  });

  it('at 90+ minutes nearly everything is settled, and past the stoppage nothing is left', () => {
    const late = liveKnowledge(rates, { minute: 94, score: { home: 1, away: 1 } });
    expect(result(late).draw).toBeGreaterThan(0.95);
    expect(late.remaining.expectedGoals.total).toBeLessThan(0.05);
    const over = liveKnowledge(rates, { minute: 97, stoppage: 6, score: { home: 2, away: 1 } });
    expect(over.remaining.expectedGoals.total).toBe(0);
    expect(result(over).home).toBeCloseTo(1, 12);
    expect(over.nextGoal.none.probability).toBeCloseTo(1, 12);
    // Without an announced stoppage, a clock far past 90 still leaves a minute.
    const unknown = liveKnowledge(rates, { minute: 101, score: { home: 0, away: 0 } });
    expect(unknown.remaining.expectedGoals.total).toBeGreaterThan(0);
    expect(unknown.remaining.expectedGoals.total).toBeLessThan(0.1);
  });

  it('an announced stoppage lengthens what is left', () => {
    const plain = remainingRates(rates, { minute: 90, score: { home: 0, away: 0 } });
    const long = remainingRates(rates, { minute: 90, stoppage: 9, score: { home: 0, away: 0 } });
    expect(long.home).toBeGreaterThan(plain.home);
  });

  it("a red card lowers the side's rate and raises the opponent's", () => {
    const state = { minute: 30, score: { home: 0, away: 0 } };
    const eleven = remainingRates(rates, state);
    const ten = remainingRates(rates, { ...state, redCards: { home: 1, away: 0 } });
    expect(ten.home).toBeCloseTo(eleven.home * GOAL_TIME_PROFILE.redCard.own, 12);
    expect(ten.away).toBeCloseTo(eleven.away * GOAL_TIME_PROFILE.redCard.opponent, 12);
    const k = liveKnowledge(rates, { ...state, redCards: { home: 1, away: 0 } });
    expect(result(k).home).toBeLessThan(result(liveKnowledge(rates, state)).home);
    expect(k.redCards).toEqual({ home: 1, away: 0 });
  });

  it('next goal, remaining goals and live totals are consistent', () => {
    const k = liveKnowledge(rates, { minute: 60, score: { home: 1, away: 0 } });
    const n = k.nextGoal;
    expect(n.home.probability + n.none.probability + n.away.probability).toBeCloseTo(1, 12);
    expect(k.remaining.goals.reduce((s, p) => s + p.probability, 0)).toBeCloseTo(1, 12);
    expect(k.remaining.goals[0]!.probability).toBeCloseTo(n.none.probability, 12);
    // One goal in already: under 0.5 is impossible, over 1.5 is "at least one more".
    const total = (line: number) => k.final.totals.find((t) => t.line === line)!;
    expect(total(0.5).over.settlement.win).toBeCloseTo(1, 12);
    expect(total(1.5).over.settlement.win).toBeCloseTo(1 - n.none.probability, 6);
  });

  it('keeps the final-score matrix its markets come from: nothing below the score now', () => {
    const k = liveKnowledge(rates, { minute: 60, score: { home: 2, away: 1 } });
    const grid = k.finalScoreline;
    expect(grid.probabilities.flat().reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(grid.probabilities[1]![3]).toBe(0);
    expect(grid.probabilities[2]![0]).toBe(0);
    expect(grid.probabilities[2]![1]).toBeCloseTo(k.nextGoal.none.probability, 6);
    expect(marketsFromMatrix(grid).result).toEqual(k.final.result);
  });

  it('a big lead stays a big lead: 4-0 at half-time', () => {
    const k = liveKnowledge(rates, {
      minute: 45,
      period: 'half-time',
      score: { home: 4, away: 0 },
    });
    expect(result(k).home).toBeGreaterThan(0.995);
  });
});

describe('halfTimeKnowledge', () => {
  const fullTime = { home: 0.5, draw: 0.26, away: 0.24 };
  const ht = halfTimeKnowledge(rates, fullTime);

  it('first half from the fitted shares of the rates', () => {
    expect(ht.expectedGoals.home).toBeCloseTo(
      rates.home * GOAL_TIME_PROFILE.firstHalfShare.home,
      6,
    );
    const r = ht.result;
    expect(r.home.probability + r.draw.probability + r.away.probability).toBeCloseTo(1, 12);
    expect(r.draw.probability).toBeGreaterThan(fullTime.draw);
    expect(ht.totals.map((t) => t.line)).toEqual([0.5, 1.5, 2.5]);
    // The half-time grid is the one these markets come from.
    const nilNil = ht.exactScores.find((s) => s.homeGoals === 0 && s.awayGoals === 0)!;
    expect(ht.scoreline.probabilities[0]![0]).toBeCloseTo(nilNil.probability, 12);
    expect(marketsFromMatrix(ht.scoreline).result.home).toEqual(r.home);
  });

  it('half-time/full-time sums to 1, its margins are the half-time and full-time 1X2', () => {
    const cell = (h: string, f: string) =>
      ht.halfTimeFullTime.find((c) => c.halfTime === h && c.fullTime === f)!.probability;
    expect(ht.halfTimeFullTime).toHaveLength(9);
    expect(ht.halfTimeFullTime.reduce((s, c) => s + c.probability, 0)).toBeCloseTo(1, 12);
    for (const ft of ['home', 'draw', 'away'] as const) {
      expect(cell('home', ft) + cell('draw', ft) + cell('away', ft)).toBeCloseTo(fullTime[ft], 12);
    }
    // Leading at the break usually holds.
    expect(cell('home', 'home')).toBeGreaterThan(cell('home', 'draw') + cell('home', 'away'));
    const markets = marketsFromMatrix(scorelineMatrix(1, 1, 0));
    expect(markets.result.home.probability).toBeCloseTo(markets.result.away.probability, 12);
  });
});
