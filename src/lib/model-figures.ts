import type { I18n } from '@lingui/core';

// The prediction model as measured by `npm run bench:predict` (bench/README.md, "Figures";
// docs/decisions/006): a walk-forward test over ../shared/data. Typed so the landing page's
// bundle does not carry server/analysis/walk-forward-record.json (which the accuracy post
// reads); tests/lib/model-figures.test.ts fails when a rerun of the bench moves them.
export const MODEL_FIGURES = {
  /** Matches predicted by a model fitted only on earlier matchdays. */
  predictedMatches: 36_099,
  leagues: 5,
  /** Seasons predicted (2004-05 to 2023-24; 2003-04 is the warm-up). */
  seasons: 20,
  modelRps: 0.1978,
  bookmakerRps: 0.19566,
  decayPerDay: 0.0025,
  windowDays: 1500,
} as const;

/** How much worse than the bookmakers' normalised odds the model's RPS is: 0.011. */
export const GAP_TO_BOOKMAKERS = MODEL_FIGURES.modelRps / MODEL_FIGURES.bookmakerRps - 1;

/** The figures as text in the interface language's number style. */
export function formattedModelFigures(i18n: I18n) {
  const f = MODEL_FIGURES;
  return {
    matches: i18n.number(f.predictedMatches),
    leagues: i18n.number(f.leagues),
    seasons: i18n.number(f.seasons),
    modelRps: i18n.number(f.modelRps, { minimumFractionDigits: 4, maximumFractionDigits: 4 }),
    bookmakerRps: i18n.number(f.bookmakerRps, {
      minimumFractionDigits: 4,
      maximumFractionDigits: 4,
    }),
    gap: i18n.number(GAP_TO_BOOKMAKERS * 100, { maximumFractionDigits: 1 }),
    decay: i18n.number(f.decayPerDay, { maximumFractionDigits: 4 }),
    halfLife: i18n.number(Math.round(Math.LN2 / f.decayPerDay)),
    window: i18n.number(f.windowDays),
  };
}

export type ModelFigureTexts = ReturnType<typeof formattedModelFigures>;
