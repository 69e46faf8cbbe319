import { normaliseOdds, overround } from './metrics';
import type { OutcomeProbabilities } from './scoreline';

// The model beside the bookmakers: the probabilities their prices imply once the margin is
// taken out, and where the two disagree. Information about the numbers, never staking advice.

/** Decimal odds as a source gave them (margin included). */
export interface BookmakerOdds {
  /** Who priced it, e.g. 'pinnacle' or 'market_average'. */
  source?: string | null;
  /** When: 'opening' (days before kick-off) or 'closing' (just before it). */
  phase?: 'opening' | 'closing' | null;
  result?: { home: number; draw: number; away: number } | null;
  overUnder25?: { over: number; under: number } | null;
}

export interface ComparedOutcome<K extends string> {
  outcome: K;
  odds: number;
  /** Implied by the odds with the margin removed. */
  market: number;
  model: number;
  /** model − market. */
  difference: number;
}

export interface ComparedMarket<K extends string> {
  /** The bookmaker's margin: implied probabilities sum minus 1. */
  margin: number;
  /** How the margin was removed: Shin's method for 1X2, proportional for two-way markets. */
  method: 'shin' | 'proportional';
  outcomes: Array<ComparedOutcome<K>>;
  /** The outcome the model rates highest above the market, null when it rates none higher. */
  modelRatesHigher: K | null;
}

export interface MarketComparison {
  source: string | null;
  phase: 'opening' | 'closing' | null;
  result: ComparedMarket<'home' | 'draw' | 'away'> | null;
  overUnder25: ComparedMarket<'over' | 'under'> | null;
}

function compare<K extends string>(
  entries: ReadonlyArray<{ outcome: K; odds: number; market: number; model: number }>,
  margin: number,
  method: 'shin' | 'proportional',
): ComparedMarket<K> {
  const outcomes = entries.map((e) => ({ ...e, difference: e.model - e.market }));
  let best: ComparedOutcome<K> | null = null;
  for (const o of outcomes)
    if (o.difference > 1e-9 && (!best || o.difference > best.difference)) best = o;
  return { margin, method, outcomes, modelRatesHigher: best?.outcome ?? null };
}

const validOdds = (values: readonly number[]) => values.every((v) => Number.isFinite(v) && v > 1);

/** The comparison for whatever markets the odds cover; null when they cover none usable. */
export function compareWithMarket(
  odds: BookmakerOdds,
  model: { result: OutcomeProbabilities; over25: number },
): MarketComparison | null {
  const r = odds.result;
  const result =
    r && validOdds([r.home, r.draw, r.away])
      ? (() => {
          const market = normaliseOdds(r, 'shin');
          return compare(
            (['home', 'draw', 'away'] as const).map((outcome) => ({
              outcome,
              odds: r[outcome],
              market: market[outcome],
              model: model.result[outcome],
            })),
            overround(r),
            'shin',
          );
        })()
      : null;
  const t = odds.overUnder25;
  const overUnder25 =
    t && validOdds([t.over, t.under])
      ? (() => {
          const booksum = 1 / t.over + 1 / t.under;
          return compare(
            [
              {
                outcome: 'over' as const,
                odds: t.over,
                market: 1 / t.over / booksum,
                model: model.over25,
              },
              {
                outcome: 'under' as const,
                odds: t.under,
                market: 1 / t.under / booksum,
                model: 1 - model.over25,
              },
            ],
            booksum - 1,
            'proportional',
          );
        })()
      : null;
  if (!result && !overUnder25) return null;
  return { source: odds.source ?? null, phase: odds.phase ?? null, result, overUnder25 };
}
