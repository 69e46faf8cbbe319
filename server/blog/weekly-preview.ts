import type { WeeklyPreview, WeeklyPreviewMatch } from '../../contracts/blog';
import type { Language } from '../../contracts/language';
import { PREVIEW_TEXTS, type PreviewFigures } from './weekly-preview-texts';

export const PREVIEW_DAYS = 7;

export interface PreviewItem {
  id: string;
  league: string;
  leagueName: string;
  kickoff: Date;
  home: string;
  away: string;
  demo: boolean;
  prediction: {
    home: number;
    draw: number;
    away: number;
    expectedHome: number;
    expectedAway: number;
    likelyScores: Array<{ home: number; away: number; probability: number }>;
  };
}

function figuresOf(item: PreviewItem): PreviewFigures {
  const p = item.prediction;
  const [likely] = p.likelyScores;
  return {
    home: item.home,
    away: item.away,
    pHome: p.home,
    pDraw: p.draw,
    pAway: p.away,
    xgHome: p.expectedHome,
    xgAway: p.expectedAway,
    likely: likely ? { home: likely.home, away: likely.away } : null,
  };
}

/** The item scoring highest on `key` (the first on ties, so the post is deterministic). */
function best<T>(items: T[], key: (item: T) => number): T | undefined {
  let top: T | undefined;
  for (const item of items) if (top === undefined || key(item) > key(top)) top = item;
  return top;
}

/**
 * The weekly preview post, written from the model's predictions of the matches in
 * [from, to): the week in numbers, its standout matches, and one verdict per match, in
 * kick-off order. Pure, so the text can be tested on fixed numbers.
 */
export function buildWeeklyPreview(
  items: PreviewItem[],
  lang: Language,
  window: { from: Date; to: Date; now: Date },
): WeeklyPreview {
  const texts = PREVIEW_TEXTS[lang];
  const sorted = [...items].sort(
    (a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.id.localeCompare(b.id),
  );
  const figures = sorted.map(figuresOf);
  const matches: WeeklyPreviewMatch[] = sorted.map((item, i) => ({
    id: item.id,
    league: item.league,
    league_name: item.leagueName,
    kickoff: item.kickoff.toISOString(),
    home: item.home,
    away: item.away,
    prediction: {
      home: item.prediction.home,
      draw: item.prediction.draw,
      away: item.prediction.away,
    },
    expected_goals: { home: item.prediction.expectedHome, away: item.prediction.expectedAway },
    likely_score: figures[i]?.likely ?? null,
    verdict: texts.verdict(figures[i] as PreviewFigures),
  }));

  const totalGoals = (m: PreviewFigures) => m.xgHome + m.xgAway;
  const highlights: string[] = [];
  if (figures.length > 1) {
    const strongest = best(figures, (m) => Math.max(m.pHome, m.pAway));
    const closest = best(figures, (m) => -Math.abs(m.pHome - m.pAway));
    const goalFest = best(figures, totalGoals);
    const tightest = best(figures, (m) => -totalGoals(m));
    if (strongest) highlights.push(texts.strongest(strongest));
    if (closest) highlights.push(texts.closest(closest));
    if (goalFest) highlights.push(texts.goalFest(goalFest));
    if (tightest && tightest !== goalFest) highlights.push(texts.tightest(tightest));
  }

  const intro =
    figures.length === 0
      ? texts.empty
      : texts.intro({
          matches: figures.length,
          leagues: new Set(sorted.map((m) => m.league)).size,
          homeFavourites: figures.filter((m) => m.pHome > m.pAway).length,
          awayFavourites: figures.filter((m) => m.pAway > m.pHome).length,
          averageGoals: figures.reduce((sum, m) => sum + totalGoals(m), 0) / figures.length,
        });

  return {
    lang,
    generated_at: window.now.toISOString(),
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    demo: sorted.some((m) => m.demo),
    intro,
    highlights,
    matches,
  };
}
