import type { Markets, OverUnder } from '../../../markets';
import type { Entities, Side } from '../../understanding/understanding';
import { otherSide, type Reply, reply, type View } from '../view';
import {
  atLine,
  expectedGoalsPicture,
  goalsExplanation,
  isHalfLine,
  liveLead,
  settlementWords,
} from './common';

// How many goals and who scores them: totals, team totals, both teams to score, clean sheets,
// exact scores, the next goal. `markets` is the final score's (the live one while played).

type Answer = (v: View, e: Entities, m: Markets) => Reply;

const DEFAULT_LINE = 2.5;

/** "Over 2.5 goals: 50% (under 50%)." at a half line; win/push/loss shares at other lines. */
export function overUnderSentence(
  v: View,
  market: OverUnder,
  direction: 'over' | 'under' | undefined,
  subject: string | null,
): string {
  const { t } = v;
  const dir = direction ?? 'over';
  const asked = market[dir];
  const other = market[dir === 'over' ? 'under' : 'over'];
  const label = t.overUnderLabel(dir, v.line(market.line), subject);
  if (isHalfLine(market.line)) {
    return t.overUnder(
      label,
      v.pct(asked.settlement.win),
      t.overUnderLabel(dir === 'over' ? 'under' : 'over', v.line(market.line), null),
      v.pct(other.settlement.win),
    );
  }
  return t.splitLineBet(label, settlementWords(v, asked.settlement), v.odds(asked.fairOdds));
}

export const totalsAnswer: Answer = (v, e, m) => {
  const { t } = v;
  const pictures = expectedGoalsPicture(v);
  if (e.line === undefined && e.direction === undefined) {
    const standard = atLine(m.totals, DEFAULT_LINE);
    const first = v.live
      ? t.goalsToComeFirst(v.goals(v.live.remaining.expectedGoals.total))
      : t.goalsExpected(
          v.goals(m.expectedGoals.total),
          v.home,
          v.goals(m.expectedGoals.home),
          v.away,
          v.goals(m.expectedGoals.away),
        );
    return reply(
      [liveLead(v), first, standard ? overUnderSentence(v, standard, undefined, null) : null],
      pictures,
    );
  }
  const market = atLine(m.totals, e.line ?? DEFAULT_LINE);
  if (!market)
    return reply([
      t.totalLines(v.line(m.totals[0]?.line ?? 0.5), v.line(m.totals.at(-1)?.line ?? 6.5)),
    ]);
  return reply(
    [liveLead(v), overUnderSentence(v, market, e.direction, null), goalsExplanation(v)],
    pictures,
  );
};

export const teamTotalsAnswer: Answer = (v, e, m) => {
  const { t } = v;
  const side: Side = e.team ?? 'home';
  const lines = m.teamTotals[side];
  const expected = v.live ? v.live.remaining.expectedGoals[side] : m.expectedGoals[side];
  if (e.line === undefined) {
    const once = atLine(lines, 0.5);
    return reply(
      [
        liveLead(v),
        v.live
          ? t.teamGoalsToCome(v.name(side), v.goals(expected))
          : t.teamGoalsExpected(v.name(side), v.goals(expected)),
        once ? t.teamScores(v.name(side), v.pct(once.over.settlement.win)) : null,
      ],
      expectedGoalsPicture(v),
    );
  }
  const market = atLine(lines, e.line);
  if (!market)
    return reply([t.teamLines(v.line(lines[0]?.line ?? 0.5), v.line(lines.at(-1)?.line ?? 4.5))]);
  return reply(
    [
      liveLead(v),
      overUnderSentence(v, market, e.direction, v.name(side)),
      v.live
        ? t.teamGoalsToCome(v.name(side), v.goals(expected))
        : t.teamGoalsExpected(v.name(side), v.goals(expected)),
    ],
    expectedGoalsPicture(v),
  );
};

export const bttsAnswer: Answer = (v, e, m) => {
  const { t } = v;
  const { yes, no } = m.bothTeamsToScore;
  const scores = (side: Side) => atLine(m.teamTotals[side], 0.5)?.over.settlement.win ?? 0;
  // Live, a side that has scored needs no percentage: it has.
  const scored = (side: Side) => (v.live?.score[side] ?? 0) > 0;
  const each =
    scored('home') || scored('away')
      ? (['home', 'away'] as const).map((side) =>
          scored(side)
            ? t.alreadyScored(v.name(side))
            : t.stillToScore(v.name(side), v.pct(scores(side))),
        )
      : [t.eachScores(v.home, v.pct(scores('home')), v.away, v.pct(scores('away')))];
  const first =
    e.direction === 'under'
      ? t.bttsNo(v.pct(no.probability), v.pct(yes.probability))
      : t.btts(v.pct(yes.probability), v.pct(no.probability));
  return reply([liveLead(v), first, ...each], expectedGoalsPicture(v));
};

export const cleanSheetAnswer: Answer = (v, e, m) => {
  const { t } = v;
  const expected = (side: Side) =>
    v.live ? v.live.remaining.expectedGoals[side] : m.expectedGoals[side];
  if (e.team) {
    const side = e.team;
    const other = otherSide(side);
    return reply(
      [
        liveLead(v),
        t.cleanSheet(v.name(side), v.pct(m.cleanSheet[side].probability)),
        v.live
          ? t.teamGoalsToCome(v.name(other), v.goals(expected(other)))
          : t.teamGoalsExpected(v.name(other), v.goals(expected(other))),
      ],
      expectedGoalsPicture(v),
    );
  }
  return reply(
    [
      liveLead(v),
      t.cleanSheetAll(
        t.plainItem(v.home, v.pct(m.cleanSheet.home.probability)),
        t.plainItem(v.away, v.pct(m.cleanSheet.away.probability)),
      ),
      goalsExplanation(v),
    ],
    expectedGoalsPicture(v),
  );
};

export const exactScoreAnswer: Answer = (v, e, m) => {
  const { t } = v;
  const scoreOf = (s: { homeGoals: number; awayGoals: number }) =>
    `${v.home} ${v.score(s.homeGoals, s.awayGoals)} ${v.away}`;
  const [top, ...next] = m.exactScores;
  if (!top) return reply([]);
  const heatmap = heatmapOf(v);
  const mostLikely = v.live ? t.mostLikelyFinalScore : t.mostLikelyScore;
  if (!e.score) {
    const others = next
      .slice(0, 2)
      .map((s) => t.scoreItem(v.score(s.homeGoals, s.awayGoals), v.pct(s.probability)));
    return reply(
      [
        liveLead(v),
        mostLikely(scoreOf(top), v.pct(top.probability)),
        others.length ? t.thenScores(others) : null,
        t.noScoreLikely(),
      ],
      heatmap,
    );
  }
  const { home, away } = e.score;
  const asked = `${v.home} ${v.score(home, away)} ${v.away}`;
  if (v.live && (home < v.live.score.home || away < v.live.score.away)) {
    return reply([liveLead(v), t.scoreGone(asked)]);
  }
  // Before kick-off every score is in the matrix; live, the listed most likely final scores.
  const listed = m.exactScores.find((s) => s.homeGoals === home && s.awayGoals === away);
  const p =
    listed?.probability ??
    (v.live ? null : (v.facts.knowledge?.scoreline.probabilities[home]?.[away] ?? 0));
  if (p === null) {
    return reply([
      liveLead(v),
      t.scoreNotListed(asked),
      mostLikely(scoreOf(top), v.pct(top.probability)),
    ]);
  }
  const isTop = top.homeGoals === home && top.awayGoals === away;
  return reply(
    [
      liveLead(v),
      t.scoreChance(asked, v.pct(p)),
      isTop ? t.topScore() : mostLikely(scoreOf(top), v.pct(top.probability)),
    ],
    heatmap,
  );
};

export const nextGoalAnswer: Answer = (v, e, m) => {
  const { t } = v;
  const live = v.live;
  if (!live) return totalsAnswer(v, e, m);
  const n = live.nextGoal;
  const first = e.team
    ? t.nextGoalTeam(v.name(e.team), v.pct(n[e.team].probability))
    : t.nextGoal(
        t.plainItem(v.home, v.pct(n.home.probability)),
        t.plainItem(v.away, v.pct(n.away.probability)),
        v.pct(n.none.probability),
      );
  return reply([liveLead(v), first, goalsExplanation(v)]);
};

// The heat map covers 0-5 goals a side: beyond that every cell rounds to nothing.
const HEATMAP_MAX_GOALS = 5;

function heatmapOf(v: View) {
  const matrix = v.facts.knowledge?.scoreline;
  if (!matrix || v.live) return [];
  const max = Math.min(HEATMAP_MAX_GOALS, matrix.maxGoals);
  return [
    {
      type: 'scoreline_heatmap' as const,
      max_goals: max,
      probabilities: matrix.probabilities.slice(0, max + 1).map((row) => row.slice(0, max + 1)),
    },
  ];
}
