import type { Language } from '../../contracts/language';
import { goals, percent, score } from '../analysis/analyst/format';

export interface PreviewFigures {
  home: string;
  away: string;
  pHome: number;
  pDraw: number;
  pAway: number;
  xgHome: number;
  xgAway: number;
  likely: { home: number; away: number } | null;
}

export interface WeekFigures {
  matches: number;
  leagues: number;
  homeFavourites: number;
  awayFavourites: number;
  averageGoals: number;
}

// A side is a clear favourite at 50% or more; below that the match reads as open.
const CLEAR_FAVOURITE = 0.5;

/** The generated sentences of the weekly preview, in each language. */
export const PREVIEW_TEXTS: Record<
  Language,
  {
    intro(week: WeekFigures): string;
    empty: string;
    verdict(m: PreviewFigures): string;
    strongest(m: PreviewFigures): string;
    closest(m: PreviewFigures): string;
    goalFest(m: PreviewFigures): string;
    tightest(m: PreviewFigures): string;
  }
> = {
  en: {
    intro: (w) =>
      `The model has priced ${w.matches} ${w.matches === 1 ? 'match' : 'matches'} in the next seven days across ${w.leagues} ${w.leagues === 1 ? 'league' : 'leagues'}. The home side is the favourite in ${w.homeFavourites} of them and the away side in ${w.awayFavourites}; on average it expects ${goals(w.averageGoals, 'en')} goals a match.`,
    empty:
      'There are no scheduled matches with a prediction in the next seven days. The preview fills in as soon as the fixtures are published.',
    verdict: (m) => {
      const lead = favourite(m);
      const xg = `expected goals ${goals(m.xgHome, 'en')}–${goals(m.xgAway, 'en')}`;
      const likely = m.likely ? `, most likely score ${score(m.likely.home, m.likely.away)}` : '';
      if (!lead)
        return `Too close to call: ${m.home} ${percent(m.pHome)}, draw ${percent(m.pDraw)}, ${m.away} ${percent(m.pAway)}; ${xg}${likely}.`;
      return `${lead.team} ${lead.p >= CLEAR_FAVOURITE ? 'are clear favourites' : 'are slight favourites'} at ${percent(lead.p)} (draw ${percent(m.pDraw)}); ${xg}${likely}.`;
    },
    strongest: (m) => {
      const lead = favourite(m) ?? { team: m.home, p: m.pHome };
      return `Strongest favourite: ${lead.team} in ${m.home} v ${m.away}, at ${percent(lead.p)}.`;
    },
    closest: (m) =>
      `Closest call: ${m.home} v ${m.away}, ${percent(m.pHome)} against ${percent(m.pAway)} with the draw at ${percent(m.pDraw)}.`,
    goalFest: (m) =>
      `Most goals expected: ${m.home} v ${m.away}, ${goals(m.xgHome + m.xgAway, 'en')} in all.`,
    tightest: (m) =>
      `Fewest goals expected: ${m.home} v ${m.away}, ${goals(m.xgHome + m.xgAway, 'en')} in all.`,
  },
  es: {
    intro: (w) =>
      `El modelo ha calculado ${w.matches} ${w.matches === 1 ? 'partido' : 'partidos'} de los próximos siete días en ${w.leagues} ${w.leagues === 1 ? 'liga' : 'ligas'}. El local es favorito en ${w.homeFavourites} y el visitante en ${w.awayFavourites}; de media espera ${goals(w.averageGoals, 'es')} goles por partido.`,
    empty:
      'No hay partidos programados con predicción en los próximos siete días. El avance se completa en cuanto se publica el calendario.',
    verdict: (m) => {
      const lead = favourite(m);
      const xg = `goles esperados ${goals(m.xgHome, 'es')}–${goals(m.xgAway, 'es')}`;
      const likely = m.likely
        ? `, resultado más probable ${score(m.likely.home, m.likely.away)}`
        : '';
      if (!lead)
        return `Muy igualado: ${m.home} ${percent(m.pHome)}, empate ${percent(m.pDraw)}, ${m.away} ${percent(m.pAway)}; ${xg}${likely}.`;
      return `${lead.team} ${lead.p >= CLEAR_FAVOURITE ? 'es claro favorito' : 'es ligeramente favorito'} con un ${percent(lead.p)} (empate ${percent(m.pDraw)}); ${xg}${likely}.`;
    },
    strongest: (m) => {
      const lead = favourite(m) ?? { team: m.home, p: m.pHome };
      return `El favorito más claro: ${lead.team} en el ${m.home}–${m.away}, con un ${percent(lead.p)}.`;
    },
    closest: (m) =>
      `El más igualado: ${m.home}–${m.away}, ${percent(m.pHome)} contra ${percent(m.pAway)} y el empate en ${percent(m.pDraw)}.`,
    goalFest: (m) =>
      `Más goles esperados: ${m.home}–${m.away}, ${goals(m.xgHome + m.xgAway, 'es')} en total.`,
    tightest: (m) =>
      `Menos goles esperados: ${m.home}–${m.away}, ${goals(m.xgHome + m.xgAway, 'es')} en total.`,
  },
};

// Within 5 points the match has no favourite worth naming.
const NO_FAVOURITE_MARGIN = 0.05;

function favourite(m: PreviewFigures): { team: string; p: number } | null {
  if (Math.abs(m.pHome - m.pAway) < NO_FAVOURITE_MARGIN) return null;
  return m.pHome > m.pAway ? { team: m.home, p: m.pHome } : { team: m.away, p: m.pAway };
}
