// What GET /matches/{id}/ adds about a match (`knowledge`, `season_context`) and what
// GET /leagues/{code}/table/ answers. The server computes it in server/analysis
// (matchKnowledge, leagueTable) and sends it with snake_case keys; docs/matches-api.md is the
// prose. Types only: nothing here runs. Every probability is 0..1; fair_odds = 1 / probability
// (null at 0), the price without any bookmaker margin.

export interface Priced {
  probability: number;
  fair_odds: number | null;
}

/** Shares of how a stake on a handicap or total line settles; they sum to 1. */
export interface Settlement {
  win: number;
  half_win: number;
  push: number;
  half_loss: number;
  loss: number;
}

export interface LineMarket {
  line: number;
  settlement: Settlement;
  fair_odds: number | null;
}

export interface OverUnder {
  line: number;
  over: LineMarket;
  under: LineMarket;
}

export interface ScoreJson {
  home_goals: number;
  away_goals: number;
  probability: number;
}

export interface MarketsJson {
  max_goals: number;
  expected_goals: { home: number; away: number; total: number };
  result: {
    home: Priced;
    draw: Priced;
    away: Priced;
    double_chance: { home_or_draw: Priced; home_or_away: Priced; draw_or_away: Priced };
    draw_no_bet: { home: Priced; away: Priced };
  };
  /** Lines −3, −2, −1, 1, 2, 3 goals added to the home side. */
  european_handicaps: Array<{ line: number; home: Priced; draw: Priced; away: Priced }>;
  /** Home lines −3..3 in quarter steps; the away side at the mirrored line. */
  asian_handicaps: Array<{ line: number; home: LineMarket; away: LineMarket }>;
  /** Lines 0.5..6.5 in quarter steps. */
  totals: OverUnder[];
  team_totals: { home: OverUnder[]; away: OverUnder[] };
  both_teams_to_score: { yes: Priced; no: Priced };
  clean_sheet: { home: Priced; away: Priced };
  win_to_nil: { home: Priced; away: Priced };
  winning_margins: {
    /** By exactly 1, 2, 3. */
    home_by: Priced[];
    home_by4_plus: Priced;
    score_draw: Priced;
    no_score_draw: Priced;
    away_by: Priced[];
    away_by4_plus: Priced;
  };
  odd_even_goals: { odd: Priced; even: Priced };
  /** Most likely first. */
  exact_scores: Array<ScoreJson & { fair_odds: number | null }>;
}

export type MatchResult = 'home' | 'draw' | 'away';

export interface HalfTimeJson {
  expected_goals: { home: number; away: number; total: number };
  result: { home: Priced; draw: Priced; away: Priced };
  /** Lines 0.5, 1.5, 2.5. */
  totals: OverUnder[];
  both_teams_to_score: { yes: Priced; no: Priced };
  exact_scores: Array<ScoreJson & { fair_odds: number | null }>;
  half_time_full_time: Array<{ half_time: MatchResult; full_time: MatchResult } & Priced>;
}

export interface LiveJson {
  minute: number;
  period: 'first-half' | 'half-time' | 'second-half';
  score: { home: number; away: number };
  red_cards: { home: number; away: number };
  remaining: {
    expected_goals: { home: number; away: number; total: number };
    share_of_match: { home: number; away: number };
    /** P(exactly 0..5 more goals), then 6 or more. */
    goals: Priced[];
  };
  next_goal: { home: Priced; none: Priced; away: Priced };
  /** Every market on the final score, given the score so far. */
  final: MarketsJson;
}

export interface ComparedMarketJson<K extends string> {
  margin: number;
  method: 'shin' | 'proportional';
  outcomes: Array<{ outcome: K; odds: number; market: number; model: number; difference: number }>;
  /** Where the model's probability is furthest above the market's; null if nowhere. */
  model_rates_higher: K | null;
}

export interface MarketComparisonJson {
  /** Whose prices: 'pinnacle', 'market_average' or 'bet365' (contracts/match-details'
   * OddsSource); null for prices stored without their source. */
  source: string | null;
  /** Opening (days before kick-off) or closing (just before it); null when not recorded. */
  phase: 'opening' | 'closing' | null;
  result: ComparedMarketJson<MatchResult> | null;
  over_under25: ComparedMarketJson<'over' | 'under'> | null;
}

/** How sure the pre-match 1X2 is, each figure in probability (0..1). */
export interface ForecastUncertaintyJson {
  /** Standard deviation of each probability from the uncertainty of the teams' ratings. */
  outcome_sd: { home: number; draw: number; away: number } | null;
  /** How far the two blended models (Dixon–Coles, Elo) disagree on each outcome. */
  spread: { home: number; draw: number; away: number } | null;
  /** high: both at most 0.04; medium: at most 0.08; low: beyond. */
  level: 'high' | 'medium' | 'low';
}

export interface ModelJson {
  /** Ratings fitted on goals mixed with shots (sources with statistics) or goals only. */
  basis: 'goals_and_shots' | 'goals';
  uncertainty: ForecastUncertaintyJson;
}

export interface MatchKnowledgeJson {
  /** The model behind the pre-match forecast and how sure it is. */
  model: ModelJson | null;
  /** probabilities[home goals][away goals], 0..max_goals each way. */
  scoreline: { max_goals: number; probabilities: number[][] };
  markets: MarketsJson;
  half_time: HalfTimeJson;
  /** Only while the match is live; recomputed from its minute and score on every request. */
  live: LiveJson | null;
  /** Only when the match has bookmaker odds. Information, not advice. */
  market_comparison: MarketComparisonJson | null;
}

export interface RecordJson {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  points: number;
}

export interface TableRowJson extends RecordJson {
  position: number;
  team: string;
  goal_difference: number;
  home: RecordJson;
  away: RecordJson;
  clean_sheets: number;
  failed_to_score: number;
  goals_per_game: { for: number; against: number };
  /** Last five, most recent first, e.g. 'WWDLW'. */
  form: string;
  /** Current runs (0 when not on one). */
  streaks: {
    wins: number;
    draws: number;
    losses: number;
    unbeaten: number;
    winless: number;
    scored: number;
    failed_to_score: number;
    clean_sheets: number;
    conceded: number;
  };
}

export type TieBreak =
  | 'goal_difference'
  | 'goals_for'
  | 'away_goals_for'
  | 'head_to_head_points'
  | 'head_to_head_goal_difference'
  | 'head_to_head_goals_for'
  | 'head_to_head_away_goals_for';

export interface SeasonContextJson {
  season: string;
  home: TableRowJson | null;
  away: TableRowJson | null;
  tie_breaks: TieBreak[];
}

export interface LeagueTableJson {
  league: string;
  season: string | null;
  tie_breaks: TieBreak[];
  rows: TableRowJson[];
}
