import { describe, expect, it } from 'vitest';
import type {
  BookmakerOdds,
  MatchResultOdds,
  OverUnder25Odds,
} from '../../../contracts/match-details';
import { comparisonOdds } from '../../../server/matches/comparison-odds';

const result = (
  source: MatchResultOdds['source'],
  phase: MatchResultOdds['phase'],
  home = 2.1,
): MatchResultOdds => ({ source, phase, home, draw: 3.4, away: 3.6 });
const totals = (
  source: OverUnder25Odds['source'],
  phase: OverUnder25Odds['phase'],
  over = 1.9,
): OverUnder25Odds => ({ source, phase, over, under: 1.95 });
const stored = (match_result: MatchResultOdds[], over_under_2_5: OverUnder25Odds[]) =>
  ({ match_result, over_under_2_5 }) satisfies BookmakerOdds;

describe('comparisonOdds', () => {
  it("prefers Pinnacle's closing prices for both markets", () => {
    const odds = comparisonOdds(
      stored(
        [result('bet365', 'opening', 2.0), result('pinnacle', 'closing', 2.2)],
        [totals('pinnacle', 'opening', 1.8), totals('pinnacle', 'closing', 1.85)],
      ),
      { home: 9, draw: 9, away: 9 },
    );
    expect(odds).toEqual({
      source: 'pinnacle',
      phase: 'closing',
      result: { home: 2.2, draw: 3.4, away: 3.6 },
      overUnder25: { over: 1.85, under: 1.95 },
    });
  });

  it('takes a list with both markets over a preferred one with only the 1X2', () => {
    const odds = comparisonOdds(
      stored(
        [result('pinnacle', 'opening'), result('market_average', 'opening', 2.05)],
        [totals('market_average', 'opening')],
      ),
      null,
    );
    expect(odds).toMatchObject({ source: 'market_average', phase: 'opening' });
    expect(odds?.result?.home).toBe(2.05);
    expect(odds?.overUnder25).toEqual({ over: 1.9, under: 1.95 });
  });

  it('never reads the market maximum, which is no one bookmaker', () => {
    expect(comparisonOdds(stored([result('market_maximum', 'closing')], []), null)).toBeNull();
    expect(
      comparisonOdds(
        stored([result('market_maximum', 'closing')], [totals('bet365', 'opening')]),
        null,
      ),
    ).toEqual({
      source: 'bet365',
      phase: 'opening',
      result: null,
      overUnder25: { over: 1.9, under: 1.95 },
    });
  });

  it('falls back to the stored 1X2 columns, unnamed, when no price list is stored', () => {
    expect(comparisonOdds(null, { home: 2, draw: 3, away: 4 })).toEqual({
      source: null,
      phase: null,
      result: { home: 2, draw: 3, away: 4 },
      overUnder25: null,
    });
    expect(comparisonOdds(null, null)).toBeNull();
  });
});
