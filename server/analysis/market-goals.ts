import { normaliseOdds } from './metrics';
import { DEFAULT_MAX_GOALS, type OutcomeProbabilities, poissonPmf } from './scoreline';

// What the bookmakers' prices of a finished match said each side would score. Rated like a
// match statistic (GAP, `gap.ts`), a team's recent prices carry what results do not show
// (line-ups, injuries, a new coach) into its next forecasts; a match's own prices are never
// used for its own forecast (the model only sees matches before the day it predicts).

function homeAndAwayWin(home: number, away: number): { home: number; away: number } {
  const ph = poissonPmf(home, DEFAULT_MAX_GOALS);
  const pa = poissonPmf(away, DEFAULT_MAX_GOALS);
  let homeWin = 0;
  let awayWin = 0;
  let awayBelow = 0; // P(away scores fewer than h)
  let homeBelow = 0; // P(home scores fewer than a)
  for (let g = 0; g <= DEFAULT_MAX_GOALS; g++) {
    homeWin += (ph[g] ?? 0) * awayBelow;
    awayWin += (pa[g] ?? 0) * homeBelow;
    awayBelow += pa[g] ?? 0;
    homeBelow += ph[g] ?? 0;
  }
  return { home: homeWin, away: awayWin };
}

const MIN_RATE = 0.05;
const MAX_RATE = 6;

/**
 * The goal rates of independent Poisson scores whose home and away win probabilities are
 * those given (the draw follows), found by Newton's method on the log rates; null when the
 * probabilities are not a usable 1X2 or no such rates exist within 0.05-6 goals.
 */
export function impliedGoalRates(
  outcome: OutcomeProbabilities,
): { home: number; away: number } | null {
  const { home: targetHome, away: targetAway } = outcome;
  if (!(targetHome > 0.001 && targetAway > 0.001 && targetHome + targetAway < 0.999)) return null;
  let x = Math.log(1.4);
  let y = Math.log(1.1);
  const step = 1e-5;
  for (let iteration = 0; iteration < 30; iteration++) {
    const at = homeAndAwayWin(Math.exp(x), Math.exp(y));
    const r1 = at.home - targetHome;
    const r2 = at.away - targetAway;
    if (Math.abs(r1) < 1e-7 && Math.abs(r2) < 1e-7) {
      return { home: Math.exp(x), away: Math.exp(y) };
    }
    const dx = homeAndAwayWin(Math.exp(x + step), Math.exp(y));
    const dy = homeAndAwayWin(Math.exp(x), Math.exp(y + step));
    const a = (dx.home - at.home) / step;
    const b = (dy.home - at.home) / step;
    const c = (dx.away - at.away) / step;
    const d = (dy.away - at.away) / step;
    const det = a * d - b * c;
    if (!Number.isFinite(det) || Math.abs(det) < 1e-12) return null;
    // Damped so a far start cannot jump out of the sensible range in one step.
    const moveX = Math.max(-1, Math.min(1, (d * r1 - b * r2) / det));
    const moveY = Math.max(-1, Math.min(1, (a * r2 - c * r1) / det));
    x = Math.max(Math.log(MIN_RATE), Math.min(Math.log(MAX_RATE), x - moveX));
    y = Math.max(Math.log(MIN_RATE), Math.min(Math.log(MAX_RATE), y - moveY));
  }
  return null;
}

/** `impliedGoalRates` of decimal 1X2 odds (margin taken out proportionally); null without
 * usable odds. */
export function impliedGoalsFromOdds(
  odds: { home: number | null; draw: number | null; away: number | null } | null,
): { home: number; away: number } | null {
  const usable = (v: number | null | undefined): v is number =>
    typeof v === 'number' && Number.isFinite(v) && v > 1;
  if (!odds || !usable(odds.home) || !usable(odds.draw) || !usable(odds.away)) return null;
  return impliedGoalRates(normaliseOdds({ home: odds.home, draw: odds.draw, away: odds.away }));
}
