// Wire types of what GET /api/matches/{id}/ adds about a match beyond the list: bookmaker
// odds and match statistics, as football-data.co.uk publishes them. The server stores the
// same shapes (jsonb), so what is imported is what is served.

/** Who priced the odds: one bookmaker, or the average / best price over the bookmakers the
 * source collects (Betbrain's average and maximum in seasons before 2019-20). */
export type OddsSource = 'bet365' | 'pinnacle' | 'market_average' | 'market_maximum';

/** Opening prices are taken days before kick-off (fixtures.csv on Fridays); closing prices
 * just before it. */
export type OddsPhase = 'opening' | 'closing';

/** Decimal 1X2 prices, bookmaker margin included. */
export interface MatchResultOdds {
  source: OddsSource;
  phase: OddsPhase;
  home: number;
  draw: number;
  away: number;
}

/** Decimal prices on more / fewer than 2.5 goals. */
export interface OverUnder25Odds {
  source: OddsSource;
  phase: OddsPhase;
  over: number;
  under: number;
}

export interface BookmakerOdds {
  match_result: MatchResultOdds[];
  over_under_2_5: OverUnder25Odds[];
}

export interface TeamPair {
  home: number;
  away: number;
}

/** What the source recorded of a played match; a figure it lacks is null. */
export interface MatchStats {
  half_time: TeamPair | null;
  shots: TeamPair | null;
  shots_on_target: TeamPair | null;
  corners: TeamPair | null;
  fouls: TeamPair | null;
  yellow_cards: TeamPair | null;
  red_cards: TeamPair | null;
}

/** Fields of the match detail response that come from the data source. */
export interface MatchDetailData {
  /** null when the source had no prices for this match. */
  odds: BookmakerOdds | null;
  /** null before the match is played or when the source has no statistics. */
  stats: MatchStats | null;
}
