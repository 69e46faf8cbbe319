// biome-ignore-all lint/style/noNonNullAssertion: the looked-up rows and lines exist by construction
import { describe, expect, it } from 'vitest';
import {
  ASIAN_HANDICAP_LINES,
  exactScoreProbability,
  fairOddsOfSettlement,
  marketsFromMatrix,
  type Settlement,
  TOTAL_LINES,
} from '../../../server/analysis/markets';
import {
  type ScorelineMatrix,
  scorelineMatrix,
  tiltToOutcome,
} from '../../../server/analysis/scoreline';

const matrix = tiltToOutcome(scorelineMatrix(1.7, 1.05, -0.11), {
  home: 0.52,
  draw: 0.25,
  away: 0.23,
});
const markets = marketsFromMatrix(matrix, 10);

/** Direct sum over the matrix cells where `keep(h, a)` holds. */
const where = (m: ScorelineMatrix, keep: (h: number, a: number) => boolean) => {
  let sum = 0;
  m.probabilities.forEach((row, h) => {
    row.forEach((p, a) => {
      if (keep(h, a)) sum += p;
    });
  });
  return sum;
};
const shares = (s: Settlement) => s.win + s.halfWin + s.push + s.halfLoss + s.loss;

describe('marketsFromMatrix', () => {
  it('1X2, double chance and draw no bet agree with sums over the matrix', () => {
    const { result } = markets;
    expect(result.home.probability).toBeCloseTo(
      where(matrix, (h, a) => h > a),
      12,
    );
    expect(result.draw.probability).toBeCloseTo(
      where(matrix, (h, a) => h === a),
      12,
    );
    expect(result.away.probability).toBeCloseTo(
      where(matrix, (h, a) => h < a),
      12,
    );
    expect(result.home.probability).toBeCloseTo(0.52, 12);
    expect(result.home.probability + result.draw.probability + result.away.probability).toBeCloseTo(
      1,
      12,
    );
    expect(result.doubleChance.homeOrDraw.probability).toBeCloseTo(0.77, 12);
    expect(result.doubleChance.drawOrAway.probability).toBeCloseTo(0.48, 12);
    expect(result.drawNoBet.home.probability + result.drawNoBet.away.probability).toBeCloseTo(
      1,
      12,
    );
    expect(result.drawNoBet.home.probability).toBeCloseTo(0.52 / 0.75, 12);
    expect(result.home.fairOdds).toBeCloseTo(1 / 0.52, 10);
  });

  it('European handicaps sum to 1 and match the shifted goal difference', () => {
    for (const e of markets.europeanHandicaps) {
      expect(e.home.probability + e.draw.probability + e.away.probability).toBeCloseTo(1, 12);
      expect(e.home.probability).toBeCloseTo(
        where(matrix, (h, a) => h - a + e.line > 0),
        12,
      );
      expect(e.draw.probability).toBeCloseTo(
        where(matrix, (h, a) => h - a + e.line === 0),
        12,
      );
    }
  });

  it('Asian handicap shares sum to 1; whole lines push, half lines never, quarter lines split', () => {
    for (const ah of markets.asianHandicaps) {
      for (const side of [ah.home, ah.away]) {
        expect(shares(side.settlement)).toBeCloseTo(1, 12);
        for (const v of Object.values(side.settlement)) expect(v).toBeGreaterThanOrEqual(-1e-15);
      }
      const quarters = Math.round(ah.line * 4);
      const s = ah.home.settlement;
      if (quarters % 4 === 0) expect(s.push).toBeGreaterThan(0);
      if (quarters % 2 !== 0) expect(s.push).toBe(0);
      if (quarters % 2 === 0) expect(s.halfWin + s.halfLoss).toBe(0);
      else expect(s.halfWin + s.halfLoss).toBeGreaterThan(0);
      // The away side at the mirrored line is the home bet turned round.
      expect(ah.away.settlement.win).toBeCloseTo(s.loss, 12);
      expect(ah.away.settlement.halfWin).toBeCloseTo(s.halfLoss, 12);
      expect(ah.away.settlement.push).toBeCloseTo(s.push, 12);
    }
    expect(markets.asianHandicaps.map((a) => a.line)).toEqual(ASIAN_HANDICAP_LINES);
  });

  it('settles the lines as bookmakers do (−0.5, −1, −0.75, −0.25)', () => {
    const at = (line: number) =>
      markets.asianHandicaps.find((a) => a.line === line)!.home.settlement;
    const by = (k: number) => where(matrix, (h, a) => h - a === k);
    const half = at(-0.5);
    expect(half.win).toBeCloseTo(markets.result.home.probability, 12);
    const one = at(-1);
    expect(one.push).toBeCloseTo(by(1), 12);
    expect(one.win).toBeCloseTo(
      where(matrix, (h, a) => h - a >= 2),
      12,
    );
    const threeQuarters = at(-0.75);
    expect(threeQuarters.halfWin).toBeCloseTo(by(1), 12);
    expect(threeQuarters.win).toBeCloseTo(one.win, 12);
    const quarter = at(-0.25);
    expect(quarter.halfLoss).toBeCloseTo(by(0), 12);
    expect(quarter.win).toBeCloseTo(half.win, 12);
    // Level ball (0) is draw no bet.
    expect(markets.asianHandicaps.find((a) => a.line === 0)!.home.fairOdds).toBeCloseTo(
      markets.result.drawNoBet.home.fairOdds!,
      10,
    );
  });

  it('fair odds of a settlement give a zero expected return', () => {
    for (const ah of markets.asianHandicaps) {
      const s = ah.home.settlement;
      const o = fairOddsOfSettlement(s)!;
      const expected = s.win * (o - 1) + (s.halfWin * (o - 1)) / 2 - s.halfLoss / 2 - s.loss;
      expect(expected).toBeCloseTo(0, 12);
    }
    expect(fairOddsOfSettlement({ win: 0, halfWin: 0, push: 0, halfLoss: 0, loss: 1 })).toBeNull();
  });

  it('totals at every line 0.5..6.5: over and under complement, over falls as the line rises', () => {
    expect(markets.totals.map((t) => t.line)).toEqual(TOTAL_LINES);
    expect(TOTAL_LINES[0]).toBe(0.5);
    expect(TOTAL_LINES.at(-1)).toBe(6.5);
    let previous = 1;
    for (const t of markets.totals) {
      expect(shares(t.over.settlement)).toBeCloseTo(1, 12);
      expect(t.over.settlement.win).toBeCloseTo(t.under.settlement.loss, 12);
      expect(t.over.settlement.push).toBeCloseTo(t.under.settlement.push, 12);
      expect(t.over.settlement.win).toBeLessThanOrEqual(previous + 1e-15);
      previous = t.over.settlement.win;
      if (Number.isInteger(t.line - 0.5)) {
        expect(t.over.settlement.win).toBeCloseTo(
          where(matrix, (h, a) => h + a > t.line),
          12,
        );
        expect(t.over.settlement.win + t.under.settlement.win).toBeCloseTo(1, 12);
      }
    }
    const two = markets.totals.find((t) => t.line === 2)!;
    expect(two.over.settlement.push).toBeCloseTo(
      where(matrix, (h, a) => h + a === 2),
      12,
    );
  });

  it('team totals, BTTS, clean sheets and win to nil agree with the matrix', () => {
    const home15 = markets.teamTotals.home.find((t) => t.line === 1.5)!;
    expect(home15.over.settlement.win).toBeCloseTo(
      where(matrix, (h) => h > 1.5),
      12,
    );
    const away05 = markets.teamTotals.away.find((t) => t.line === 0.5)!;
    expect(away05.under.settlement.win).toBeCloseTo(markets.cleanSheet.home.probability, 12);
    expect(markets.bothTeamsToScore.yes.probability).toBeCloseTo(
      where(matrix, (h, a) => h > 0 && a > 0),
      12,
    );
    expect(
      markets.bothTeamsToScore.yes.probability + markets.bothTeamsToScore.no.probability,
    ).toBeCloseTo(1, 12);
    expect(markets.cleanSheet.away.probability).toBeCloseTo(
      where(matrix, (h) => h === 0),
      12,
    );
    expect(markets.winToNil.home.probability).toBeCloseTo(
      where(matrix, (h, a) => h > 0 && a === 0),
      12,
    );
    expect(markets.winToNil.away.probability).toBeLessThan(markets.cleanSheet.away.probability);
  });

  it('winning margins partition the outcomes', () => {
    const w = markets.winningMargins;
    const all = [
      ...w.homeBy,
      w.homeBy4Plus,
      w.scoreDraw,
      w.noScoreDraw,
      ...w.awayBy,
      w.awayBy4Plus,
    ];
    expect(all.reduce((s, p) => s + p.probability, 0)).toBeCloseTo(1, 12);
    expect(w.homeBy[1]!.probability).toBeCloseTo(
      where(matrix, (h, a) => h - a === 2),
      12,
    );
    expect(w.noScoreDraw.probability).toBeCloseTo(exactScoreProbability(matrix, 0, 0), 15);
    expect(
      markets.oddEvenGoals.odd.probability + markets.oddEvenGoals.even.probability,
    ).toBeCloseTo(1, 12);
  });

  it('lists the top exact scores in order and answers any score', () => {
    const probabilities = markets.exactScores.map((s) => s.probability);
    expect(probabilities).toEqual([...probabilities].sort((a, b) => b - a));
    expect(markets.exactScores).toHaveLength(10);
    const best = Math.max(...matrix.probabilities.flat());
    expect(markets.exactScores[0]!.probability).toBe(best);
    expect(exactScoreProbability(matrix, 3, 2)).toBe(matrix.probabilities[3]![2]);
    expect(exactScoreProbability(matrix, 11, 0)).toBe(0);
    expect(exactScoreProbability(matrix, -1, 0)).toBe(0);
  });

  it('expected goals match the matrix means', () => {
    expect(markets.expectedGoals.home).toBeCloseTo(
      sumBy(matrix, (h) => h),
      12,
    );
    expect(markets.expectedGoals.total).toBeCloseTo(
      sumBy(matrix, (h, a) => h + a),
      12,
    );
  });
});

function sumBy(m: ScorelineMatrix, f: (h: number, a: number) => number): number {
  let s = 0;
  m.probabilities.forEach((row, h) => {
    row.forEach((p, a) => {
      s += p * f(h, a);
    });
  });
  return s;
}
