import type { GoalTimeProfile } from './goal-time-profile';
import { type HalfTimeKnowledge, halfTimeKnowledge } from './half-time';
import {
  type GoalRates,
  type LiveKnowledge,
  type LiveState,
  liveKnowledge,
  ratesForOutcome,
} from './in-play';
import type { ForecastUncertainty, ModelBasis } from './league-model';
import { type BookmakerOdds, compareWithMarket, type MarketComparison } from './market-comparison';
import { type Markets, marketsFromMatrix } from './markets';
import {
  DEFAULT_MAX_GOALS,
  type OutcomeProbabilities,
  outcomeProbabilities,
  type ScorelineMatrix,
  scorelineMatrix,
  tiltToOutcome,
} from './scoreline';
import type { LeagueTable, TableRow, TieBreak } from './season-table';

// The one layer that knows what the numbers can say about a match: the match API, the match
// panel and the analyst all read `matchKnowledge`.

export interface MatchKnowledgeInputs {
  /** The model's pre-match goal rates (Dixon–Coles, before any 1X2 blend) and its ρ. */
  rates: GoalRates;
  rho: number;
  /** The final pre-match 1X2 when it differs from Dixon–Coles' own (the Elo blend). */
  outcome?: OutcomeProbabilities | null;
  /** Which model made the pre-match forecast and how sure it is (`predictMatch`). */
  model?: ModelKnowledge | null;
  /** The match in progress; null or absent before kick-off and after the whistle. */
  live?: LiveState | null;
  /** The league table so far (`leagueTable`, computed once per league), for both rows. */
  season?: { homeTeam: string; awayTeam: string; table: LeagueTable } | null;
  odds?: BookmakerOdds | null;
  profile?: GoalTimeProfile;
  maxGoals?: number;
  /** How many exact scores the lists carry (any score is in the matrix). */
  topScores?: number;
}

export interface SeasonContext {
  home: TableRow | null;
  away: TableRow | null;
  /** The tie-break criteria the positions use, after points. */
  tieBreaks: TieBreak[];
}

/** What the forecast rests on: ratings fitted on goals mixed with shots, or goals only (no
 * statistics in the source), and the forecast's uncertainty (`ForecastUncertainty`). */
export interface ModelKnowledge {
  basis: ModelBasis;
  uncertainty: ForecastUncertainty;
}

export interface MatchKnowledge {
  /** Null when the inputs did not say (a bare matrix). */
  model: ModelKnowledge | null;
  scoreline: ScorelineMatrix;
  markets: Markets;
  halfTime: HalfTimeKnowledge;
  live: LiveKnowledge | null;
  season: SeasonContext | null;
  marketComparison: MarketComparison | null;
}

export function matchKnowledge(inputs: MatchKnowledgeInputs): MatchKnowledge {
  const maxGoals = inputs.maxGoals ?? DEFAULT_MAX_GOALS;
  const topScores = inputs.topScores ?? 10;
  const plain = scorelineMatrix(inputs.rates.home, inputs.rates.away, inputs.rho, maxGoals);
  const scoreline = inputs.outcome ? tiltToOutcome(plain, inputs.outcome) : plain;
  const markets = marketsFromMatrix(scoreline, topScores);
  const outcome = inputs.outcome ?? outcomeProbabilities(plain);
  // Halves and minutes need rates; these carry the blended 1X2 (identical without a blend).
  const rates = inputs.outcome
    ? ratesForOutcome(inputs.rates, inputs.rho, inputs.outcome, maxGoals)
    : inputs.rates;
  const options = { profile: inputs.profile, maxGoals, topScores: Math.min(topScores, 5) };

  let season: SeasonContext | null = null;
  if (inputs.season) {
    const { table, homeTeam, awayTeam } = inputs.season;
    const row = (team: string) => table.rows.find((r) => r.team === team) ?? null;
    season = { home: row(homeTeam), away: row(awayTeam), tieBreaks: table.tieBreaks };
  }

  return {
    model: inputs.model ?? null,
    scoreline,
    markets,
    halfTime: halfTimeKnowledge(rates, outcome, options),
    live: inputs.live ? liveKnowledge(rates, inputs.live, options) : null,
    season,
    marketComparison: inputs.odds
      ? compareWithMarket(inputs.odds, {
          result: {
            home: markets.result.home.probability,
            draw: markets.result.draw.probability,
            away: markets.result.away.probability,
          },
          over25: markets.totals.find((t) => t.line === 2.5)?.over.settlement.win ?? 0,
        })
      : null,
  };
}
