// Wire types of GET /api/blog/model-accuracy/: the model's track record, from the
// walk-forward bench (bench:predict writes server/analysis/walk-forward-record.json) and from
// the app's own stored predictions of finished matches. Types only.

/** Mean scores of the model beside the bookmakers' (margin removed) on the same matches. */
export interface AccuracyFigures {
  matches: number;
  model_rps: number;
  model_log_loss: number;
  /** null when none of the matches had odds. */
  bookmaker_rps: number | null;
  bookmaker_log_loss: number | null;
  /** model_rps / bookmaker_rps: below 1 the model beat the prices. */
  ratio: number | null;
}

/** One tenth of the probability scale: forecasts in it, their mean, how often it happened. */
export interface CalibrationBinJson {
  from: number;
  to: number;
  forecasts: number;
  mean_forecast: number;
  observed: number;
}

/** Which prices the market figures are: market averages before 2012-13, Pinnacle's closing
 * odds from then on. */
export type OddsEra = 'average_odds' | 'pinnacle_closing';

export interface WalkForwardRecord {
  /** Day the bench ran (YYYY-MM-DD). */
  generated_on: string;
  first_season: string;
  last_season: string;
  overall: AccuracyFigures;
  eras: Array<{
    era: OddsEra;
    first_season: string;
    last_season: string;
    figures: AccuracyFigures;
  }>;
  leagues: Array<{
    /** Our league code (PL, PD, SA, BL1, FL1). */
    league: string;
    overall: AccuracyFigures;
    eras: Array<{ era: OddsEra; figures: AccuracyFigures }>;
  }>;
  /** Every 1X2 probability of the model (home, draw and away alike). */
  calibration: CalibrationBinJson[];
}

export interface StoredPredictionsRecord {
  /** Finished matches that had a stored prediction. */
  overall: AccuracyFigures;
  leagues: Array<{ league: string; figures: AccuracyFigures }>;
  calibration: CalibrationBinJson[];
  /** True when the matches are the generated demo season, not real ones. */
  demo: boolean;
}

export interface ModelAccuracy {
  walk_forward: WalkForwardRecord;
  stored: StoredPredictionsRecord;
}
