import type {
  BookmakerOdds,
  MatchResultOdds,
  MatchStats,
  OddsPhase,
  OddsSource,
  OverUnder25Odds,
  TeamPair,
} from '../../../contracts/match-details';

// Odds and statistics columns of football-data.co.uk files (see its notes.txt): which exist
// depends on the season and on the file (fixtures.csv has no results nor statistics). A
// column that is missing or empty is left out; these never make a row bad.

type Read = (column: string) => string | undefined;

// Per source, the column prefixes of its opening and closing prices: 1X2 columns are
// `${prefix}H/D/A`, over/under 2.5 are `${prefix}>2.5` / `${prefix}<2.5`. Older seasons
// (before 2019-20) have Betbrain's average and maximum where later ones have Avg and Max.
const MATCH_RESULT: ReadonlyArray<[OddsSource, OddsPhase, readonly string[]]> = [
  ['bet365', 'opening', ['B365']],
  ['pinnacle', 'opening', ['PS']],
  ['market_average', 'opening', ['Avg', 'BbAv']],
  ['market_maximum', 'opening', ['Max', 'BbMx']],
  ['bet365', 'closing', ['B365C']],
  ['pinnacle', 'closing', ['PSC']],
  ['market_average', 'closing', ['AvgC']],
  ['market_maximum', 'closing', ['MaxC']],
];

const OVER_UNDER: ReadonlyArray<[OddsSource, OddsPhase, readonly string[]]> = [
  ['bet365', 'opening', ['B365']],
  ['pinnacle', 'opening', ['P']],
  ['market_average', 'opening', ['Avg', 'BbAv']],
  ['market_maximum', 'opening', ['Max', 'BbMx']],
  ['bet365', 'closing', ['B365C']],
  ['pinnacle', 'closing', ['PC']],
  ['market_average', 'closing', ['AvgC']],
  ['market_maximum', 'closing', ['MaxC']],
];

const STAT_COLUMNS: ReadonlyArray<[keyof MatchStats, string, string]> = [
  ['half_time', 'HTHG', 'HTAG'],
  ['shots', 'HS', 'AS'],
  ['shots_on_target', 'HST', 'AST'],
  ['corners', 'HC', 'AC'],
  ['fouls', 'HF', 'AF'],
  ['yellow_cards', 'HY', 'AY'],
  ['red_cards', 'HR', 'AR'],
];

/** A decimal price, or null for an empty or impossible one (≤ 1). */
export function parseOdd(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const v = Number(raw.trim());
  return Number.isFinite(v) && v > 1 ? v : null;
}

function parseCount(raw: string | undefined): number | null {
  const t = raw?.trim() ?? '';
  // pandas re-saves write integers as '2.0'
  return /^\d+(\.0+)?$/.test(t) ? Number(t) : null;
}

/** The first prefix whose every column holds a price. */
function firstPriced(read: Read, prefixes: readonly string[], suffixes: readonly string[]) {
  for (const prefix of prefixes) {
    const prices = suffixes.map((suffix) => parseOdd(read(`${prefix}${suffix}`)));
    if (prices.every((p) => p !== null)) return prices as number[];
  }
  return null;
}

/** Every 1X2 and over/under 2.5 price the row has, or null when it has none. */
export function readBookmakerOdds(read: Read): BookmakerOdds | null {
  const matchResult: MatchResultOdds[] = [];
  for (const [source, phase, prefixes] of MATCH_RESULT) {
    const prices = firstPriced(read, prefixes, ['H', 'D', 'A']);
    if (prices) {
      const [home, draw, away] = prices as [number, number, number];
      matchResult.push({ source, phase, home, draw, away });
    }
  }
  const overUnder: OverUnder25Odds[] = [];
  for (const [source, phase, prefixes] of OVER_UNDER) {
    const prices = firstPriced(read, prefixes, ['>2.5', '<2.5']);
    if (prices) {
      const [over, under] = prices as [number, number];
      overUnder.push({ source, phase, over, under });
    }
  }
  if (matchResult.length === 0 && overUnder.length === 0) return null;
  return { match_result: matchResult, over_under_2_5: overUnder };
}

/** Half-time score and the statistics the row has, or null when it has none. */
export function readMatchStats(read: Read): MatchStats | null {
  const stats: MatchStats = {
    half_time: null,
    shots: null,
    shots_on_target: null,
    corners: null,
    fouls: null,
    yellow_cards: null,
    red_cards: null,
  };
  let any = false;
  for (const [key, homeColumn, awayColumn] of STAT_COLUMNS) {
    const home = parseCount(read(homeColumn));
    const away = parseCount(read(awayColumn));
    if (home === null || away === null) continue;
    stats[key] = { home, away } satisfies TeamPair;
    any = true;
  }
  return any ? stats : null;
}
