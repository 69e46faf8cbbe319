import { orderOf, type Reply, reply, type View } from '../view';

// A finished match: the result beside what the model expected before kick-off. Also the
// post-match review the analyst adds to a chat (server/chat/match-reviews.ts).

export function reviewAnswer(v: View): Reply {
  const { t, facts } = v;
  const score = facts.match.score;
  if (!score) return reply([t.finishedNoScore(v.home, v.away)]);
  const fullTime = t.fullTime(v.home, v.score(score.home, score.away), v.away);
  const p = facts.prediction;
  if (!p) return reply([fullTime, t.noPrematch()]);
  const outcome = score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
  const ranked = (['home', 'draw', 'away'] as const).slice().sort((a, b) => p[b] - p[a]);
  const top = ranked[0] ?? 'home';
  // "Behind" only when the figures written say so: one level with the top one was a pick too.
  const verdict =
    orderOf(p[outcome], p[top], v.pct) !== 'lower'
      ? 'expected'
      : p[outcome] < 0.25
        ? 'upset'
        : 'surprise';
  const team = (k: 'home' | 'draw' | 'away') => (k === 'draw' ? null : v.name(k));
  const listed = p.likelyScores.find((s) => s.home === score.home && s.away === score.away);
  return reply(
    [
      fullTime,
      t.reviewResult(verdict, team(outcome), v.pct(p[outcome]), team(top), v.pct(p[top])),
      t.reviewGoals(
        v.home,
        v.goals(p.expectedGoals.home),
        v.away,
        v.goals(p.expectedGoals.away),
        listed ? v.pct(listed.probability) : null,
      ),
    ],
    [{ type: 'probability_bar', home: p.home, draw: p.draw, away: p.away }],
  );
}
