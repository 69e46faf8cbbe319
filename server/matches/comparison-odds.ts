import type {
  OddsPhase,
  OddsSource,
  BookmakerOdds as StoredOdds,
} from '../../contracts/match-details';
import type { BookmakerOdds } from '../analysis/market-comparison';

// Which of a match's stored prices the model is compared with. One price list (a source at
// one phase) for both markets, so the comparison can name whose prices it read.

// Closing prices carry the most information; Pinnacle's margin is the thinnest and its
// prices the sharpest, the market average next. The market maximum is each outcome's best
// price over many bookmakers, not one book: its "margin" can be negative, so it is left out.
const PREFERENCE: ReadonlyArray<[OddsPhase, OddsSource]> = [
  ['closing', 'pinnacle'],
  ['closing', 'market_average'],
  ['closing', 'bet365'],
  ['opening', 'pinnacle'],
  ['opening', 'market_average'],
  ['opening', 'bet365'],
];

/**
 * The price list covering the most markets (1X2, over/under 2.5), the preferred one among
 * equals; without stored prices, the 1X2 columns with no named source. Null when neither.
 */
export function comparisonOdds(
  stored: StoredOdds | null,
  columns: { home: number; draw: number; away: number } | null,
): BookmakerOdds | null {
  let best: BookmakerOdds | null = null;
  let bestCount = 0;
  for (const [phase, source] of PREFERENCE) {
    const pick = <T extends { source: OddsSource; phase: OddsPhase }>(list: T[] | undefined) =>
      list?.find((o) => o.source === source && o.phase === phase) ?? null;
    const r = pick(stored?.match_result);
    const t = pick(stored?.over_under_2_5);
    const count = (r ? 1 : 0) + (t ? 1 : 0);
    if (count > bestCount) {
      bestCount = count;
      best = {
        source,
        phase,
        result: r && { home: r.home, draw: r.draw, away: r.away },
        overUnder25: t && { over: t.over, under: t.under },
      };
    }
  }
  if (best) return best;
  return columns ? { source: null, phase: null, result: columns, overUnder25: null } : null;
}
