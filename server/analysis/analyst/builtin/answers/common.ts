import type { ChatAttachment } from '../../../../../contracts/chat';
import type { Markets, OverUnder, Settlement } from '../../../markets';
import type { Entities, Side } from '../../understanding/understanding';
import type { View } from '../view';

// Pieces several answers share: the live lead, the sentence that explains a goals figure,
// a line's settlement in words, the pictures.

/** "Live, 63': Man United 1–0 Liverpool." before every answer about a match being played. */
export function liveLead(v: View): string | null {
  if (!v.live) return null;
  const { minute, score } = v.live;
  return v.t.liveLead(String(minute), v.home, v.score(score.home, score.away), v.away);
}

/** The chance of the side or the draw a question names ("City win?", "how sure are you City
 * win?"), in a sentence; null when it names neither. */
export function namedOutcomeChance(v: View, e: Entities, m: Markets): string | null {
  const r = m.result;
  const now = v.live !== null;
  if (e.team) return v.t.winChance(v.name(e.team), v.pct(r[e.team].probability), now);
  if (e.draw) return v.t.drawChance(v.pct(r.draw.probability), now);
  return null;
}

/** The goals behind an answer: expected goals before kick-off, the goals still to come live. */
export function goalsExplanation(v: View): string | null {
  if (v.live) {
    const left = v.live.remaining.expectedGoals;
    return v.t.goalsToCome(
      v.goals(left.total),
      v.home,
      v.goals(left.home),
      v.away,
      v.goals(left.away),
    );
  }
  const xg = v.markets?.expectedGoals;
  return xg ? v.t.expectedGoals(v.home, v.goals(xg.home), v.away, v.goals(xg.away)) : null;
}

/** "wins 31%, stake back 22%, loses 47%" for whole and quarter lines; half lines have one
 * figure (the caller writes it). */
export function settlementWords(v: View, s: Settlement): string {
  const parts = [v.t.settleWin(v.pct(s.win))];
  if (s.halfWin > 0) parts.push(v.t.settleHalfWin(v.pct(s.halfWin)));
  if (s.push > 0) parts.push(v.t.settlePush(v.pct(s.push)));
  if (s.halfLoss > 0) parts.push(v.t.settleHalfLoss(v.pct(s.halfLoss)));
  parts.push(v.t.settleLoss(v.pct(s.loss)));
  return parts.join(', ');
}

/** The market at a goals line, if the model prices it. */
export const atLine = (lines: readonly OverUnder[], line: number) =>
  lines.find((l) => Math.abs(l.line - line) < 1e-9);

/** A half line settles win or lose only: one figure says it. */
export const isHalfLine = (line: number) => Number.isInteger(line * 2) && !Number.isInteger(line);

export function probabilityBar(markets: Markets): ChatAttachment {
  const r = markets.result;
  return {
    type: 'probability_bar',
    home: r.home.probability,
    draw: r.draw.probability,
    away: r.away.probability,
  };
}

/** The expected goals picture: pre-match only (live, the goals still to come are in words). */
export function expectedGoalsPicture(v: View): ChatAttachment[] {
  const xg = v.markets?.expectedGoals;
  return xg && !v.live ? [{ type: 'expected_goals', home: xg.home, away: xg.away }] : [];
}

/** The single most likely result: a team's win (its name) or the draw (null). */
export function mostLikelyResult(v: View, m: Markets): { team: string | null; p: number } {
  const side = favouriteSide(m);
  const r = m.result;
  return r.draw.probability > r[side].probability
    ? { team: null, p: r.draw.probability }
    : { team: v.name(side), p: r[side].probability };
}

/** The favourite's side by the 1X2 now (home on a tie). */
export function favouriteSide(markets: Markets): Side {
  return markets.result.away.probability > markets.result.home.probability ? 'away' : 'home';
}
