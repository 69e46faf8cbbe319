// biome-ignore-all lint/style/noNonNullAssertion: the looked-up rows and lines exist by construction
import { describe, expect, it } from 'vitest';
import { compareWithMarket } from '../../../server/analysis/market-comparison';
import { matchKnowledge } from '../../../server/analysis/match-knowledge';
import { predictScoreline } from '../../../server/analysis/scoreline';
import { leagueTable } from '../../../server/analysis/season-table';

const inputs = {
  rates: { home: 1.55, away: 1.15 },
  rho: -0.08,
  outcome: { home: 0.47, draw: 0.27, away: 0.26 },
};

describe('matchKnowledge', () => {
  it('before kick-off: the tilted matrix, its markets, half-time, no live block', () => {
    const k = matchKnowledge(inputs);
    expect(k.markets.result.home.probability).toBeCloseTo(0.47, 12);
    expect(k.scoreline.maxGoals).toBe(10);
    expect(k.scoreline.probabilities.flat().reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(k.live).toBeNull();
    expect(k.season).toBeNull();
    expect(k.marketComparison).toBeNull();
    const htft = k.halfTime.halfTimeFullTime;
    const fullTimeHome = htft
      .filter((c) => c.fullTime === 'home')
      .reduce((s, c) => s + c.probability, 0);
    expect(fullTimeHome).toBeCloseTo(0.47, 12);
  });

  it('without a blend, the markets are the plain Dixon–Coles prediction', () => {
    const k = matchKnowledge({ rates: inputs.rates, rho: inputs.rho });
    const p = predictScoreline(inputs.rates.home, inputs.rates.away, inputs.rho);
    expect(k.markets.result.draw.probability).toBeCloseTo(p.outcome.draw, 12);
    expect(k.markets.totals.find((t) => t.line === 2.5)!.over.settlement.win).toBeCloseTo(
      p.overUnder25.over,
      12,
    );
  });

  it('at minute 0 the live 1X2 is the pre-match one (the blend carried into the rates)', () => {
    const k = matchKnowledge({ ...inputs, live: { minute: 0, score: { home: 0, away: 0 } } });
    // The in-play matrix has no low-score correction, so the draw moves a little.
    expect(k.live!.final.result.home.probability).toBeCloseTo(0.47, 1);
    expect(Math.abs(k.live!.final.result.home.probability - 0.47)).toBeLessThan(0.015);
  });

  it("carries both teams' table rows and the market comparison", () => {
    const k = matchKnowledge({
      ...inputs,
      season: {
        homeTeam: 'Arsenal',
        awayTeam: 'Luton',
        table: leagueTable(
          [
            {
              date: '2024-01-01',
              homeTeam: 'Arsenal',
              awayTeam: 'Chelsea',
              homeGoals: 2,
              awayGoals: 0,
            },
          ],
          { league: 'PL', teams: ['Luton'] },
        ),
      },
      odds: {
        source: 'PSC',
        result: { home: 2.0, draw: 3.5, away: 4.0 },
        overUnder25: { over: 1.9, under: 1.95 },
      },
    });
    expect(k.season!.home).toMatchObject({ team: 'Arsenal', position: 1, points: 3 });
    expect(k.season!.away).toMatchObject({ team: 'Luton', played: 0 });
    const c = k.marketComparison!;
    expect(c.source).toBe('PSC');
    const market = c.result!.outcomes.reduce((s, o) => s + o.market, 0);
    expect(market).toBeCloseTo(1, 9);
    for (const o of c.result!.outcomes) expect(o.difference).toBeCloseTo(o.model - o.market, 15);
    expect(c.overUnder25!.outcomes[0]!.model).toBeCloseTo(
      k.markets.totals.find((t) => t.line === 2.5)!.over.settlement.win,
      15,
    );
  });
});

describe('compareWithMarket', () => {
  const model = { result: { home: 0.5, draw: 0.25, away: 0.25 }, over25: 0.55 };

  it('takes the margin out and names the outcome the model rates highest above the market', () => {
    const c = compareWithMarket({ result: { home: 2.2, draw: 3.4, away: 3.6 } }, model)!;
    expect(c.result!.margin).toBeCloseTo(1 / 2.2 + 1 / 3.4 + 1 / 3.6 - 1, 12);
    const home = c.result!.outcomes.find((o) => o.outcome === 'home')!;
    expect(home.market).toBeLessThan(1 / 2.2);
    expect(c.result!.modelRatesHigher).toBe('home');
    expect(c.overUnder25).toBeNull();
  });

  it('says none when the model rates nothing higher, and ignores unusable odds', () => {
    const same = compareWithMarket({ overUnder25: { over: 1 / 0.55, under: 1 / 0.45 } }, model)!;
    expect(same.overUnder25!.margin).toBeCloseTo(0, 12);
    expect(same.overUnder25!.modelRatesHigher).toBeNull();
    expect(compareWithMarket({ result: { home: 1, draw: 3, away: 4 } }, model)).toBeNull();
    expect(compareWithMarket({}, model)).toBeNull();
  });
});
