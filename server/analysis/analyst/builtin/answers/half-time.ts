import type { HalfTimeKnowledge } from '../../../half-time';
import type { Entities, Intent } from '../../understanding/understanding';
import { type Reply, reply, type View } from '../view';
import { overUnderSentence } from './goals';

// The first half: its 1X2, goals, both teams to score, scores and the half-time/full-time
// doubles. Pre-match figures only, so a match being played never gets them (see reply.ts).

/** `topic` is what was asked about the first half: its result unless goals or scores. */
export function halfTimeAnswer(v: View, e: Entities, h: HalfTimeKnowledge, topic: Intent): Reply {
  const { t } = v;
  if (topic === 'btts') {
    return reply([
      t.halfTimeBtts(v.pct(h.bothTeamsToScore.yes.probability)),
      t.halfTimeExpected(
        v.home,
        v.goals(h.expectedGoals.home),
        v.away,
        v.goals(h.expectedGoals.away),
      ),
    ]);
  }
  if (e.score || topic === 'exact_score') {
    const [top] = h.exactScores;
    if (!top) return reply([]);
    const topText = t.halfTimeTopScore(
      v.score(top.homeGoals, top.awayGoals),
      v.pct(top.probability),
    );
    if (!e.score) return reply([topText]);
    const listed = h.exactScores.find(
      (s) => s.homeGoals === e.score?.home && s.awayGoals === e.score?.away,
    );
    const asked = v.score(e.score.home, e.score.away);
    return reply([
      listed ? t.halfTimeScore(asked, v.pct(listed.probability)) : t.halfTimeScoreNotListed(asked),
      listed === top ? null : topText,
    ]);
  }
  if (e.line !== undefined || e.direction !== undefined || topic === 'totals') {
    const market = h.totals.find((l) => Math.abs(l.line - (e.line ?? 1.5)) < 1e-9);
    if (!market) return reply([t.halfTimeLines(h.totals.map((l) => v.line(l.line)))]);
    return reply([
      overUnderSentence(v, market, e.direction, t.firstHalf()),
      t.halfTimeExpected(
        v.home,
        v.goals(h.expectedGoals.home),
        v.away,
        v.goals(h.expectedGoals.away),
      ),
    ]);
  }
  const r = h.result;
  const ahead = (side: 'home' | 'away') => t.aheadItem(v.name(side), v.pct(r[side].probability));
  const level = t.levelItem(v.pct(r.draw.probability));
  const first = e.team
    ? t.halfTimeAhead(v.name(e.team), v.pct(r[e.team].probability))
    : e.draw
      ? t.halfTimeLevel(v.pct(r.draw.probability))
      : t.halfTimeResult(ahead('home'), level, ahead('away'));
  const [double] = [...h.halfTimeFullTime].sort((a, b) => b.probability - a.probability);
  const label = (k: 'home' | 'draw' | 'away') => (k === 'draw' ? t.drawWord() : v.name(k));
  return reply([
    first,
    double
      ? t.halfTimeFullTime(
          `${label(double.halfTime)}/${label(double.fullTime)}`,
          v.pct(double.probability),
        )
      : null,
  ]);
}
