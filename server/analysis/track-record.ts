import type { AccuracyFigures, CalibrationBinJson } from '../../contracts/model-accuracy';
import type { MatchOutcome } from './metrics';
import { logLoss, rankedProbabilityScore } from './metrics';
import type { OutcomeProbabilities } from './scoreline';

// How forecasts scored: the walk-forward bench and the app's stored predictions are scored by
// the same functions, so the accuracy page compares like with like.

/** One tenth of the probability scale: how many forecasts fell in it, their mean, and how
 * often the outcome they were about happened. */
export interface CalibrationBin {
  from: number;
  to: number;
  forecasts: number;
  meanForecast: number;
  observed: number;
}

export interface ScoredForecast {
  forecast: OutcomeProbabilities;
  outcome: MatchOutcome;
}

const OUTCOME_OF = { home: 'H', draw: 'D', away: 'A' } as const;

/** Every forecast probability (home, draw and away alike) in tenths, against how often that
 * outcome happened. Empty tenths are left out. */
export function calibrationBins(list: Iterable<ScoredForecast>): CalibrationBin[] {
  const bins = Array.from({ length: 10 }, () => ({ n: 0, forecast: 0, happened: 0 }));
  for (const { forecast, outcome } of list) {
    for (const key of ['home', 'draw', 'away'] as const) {
      const p = forecast[key];
      const bin = bins[Math.min(9, Math.max(0, Math.floor(p * 10)))];
      if (!bin) continue;
      bin.n++;
      bin.forecast += p;
      if (OUTCOME_OF[key] === outcome) bin.happened++;
    }
  }
  return bins.flatMap((b, i) =>
    b.n === 0
      ? []
      : [
          {
            from: i / 10,
            to: (i + 1) / 10,
            forecasts: b.n,
            meanForecast: b.forecast / b.n,
            observed: b.happened / b.n,
          },
        ],
  );
}

/** A forecast, the bookmakers' probabilities for the same match (margin removed; null
 * without odds) and what happened. */
export interface JudgedForecast extends ScoredForecast {
  bookmaker: OutcomeProbabilities | null;
}

/** Mean RPS and log-loss of the model over every forecast, and of the bookmakers over those
 * with odds; the ratio compares the two on the matches with odds only. */
export function accuracyFigures(list: readonly JudgedForecast[]): AccuracyFigures {
  let rps = 0;
  let ll = 0;
  let priced = 0;
  let modelRpsPriced = 0;
  let bookRps = 0;
  let bookLl = 0;
  for (const { forecast, outcome, bookmaker } of list) {
    const r = rankedProbabilityScore(forecast, outcome);
    rps += r;
    ll += logLoss(forecast, outcome);
    if (bookmaker) {
      priced++;
      modelRpsPriced += r;
      bookRps += rankedProbabilityScore(bookmaker, outcome);
      bookLl += logLoss(bookmaker, outcome);
    }
  }
  const n = Math.max(list.length, 1);
  return {
    matches: list.length,
    model_rps: rps / n,
    model_log_loss: ll / n,
    bookmaker_rps: priced > 0 ? bookRps / priced : null,
    bookmaker_log_loss: priced > 0 ? bookLl / priced : null,
    ratio: priced > 0 && bookRps > 0 ? modelRpsPriced / bookRps : null,
  };
}

export const calibrationJson = (bins: CalibrationBin[]): CalibrationBinJson[] =>
  bins.map((b) => ({
    from: b.from,
    to: b.to,
    forecasts: b.forecasts,
    mean_forecast: b.meanForecast,
    observed: b.observed,
  }));
