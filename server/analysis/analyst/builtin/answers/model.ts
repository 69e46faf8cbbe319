import type { Markets } from '../../../markets';
import { signedPercent } from '../../format';
import type { Entities, Intent, Understanding } from '../../understanding/understanding';
import { orderOf, otherSide, type Reply, reply, type View } from '../view';
import {
  atLine,
  expectedGoalsPicture,
  favouriteSide,
  goalsExplanation,
  liveLead,
  mostLikelyResult,
  namedOutcomeChance,
  probabilityBar,
} from './common';
import { resultAnswer } from './outcome';

// What the model thinks and why: the overview, the reasons, how sure it is, the model
// against the bookmaker's prices, and where the match stands.

// Answers about goals are explained by attack and defence, the rest by who is stronger.
const GOALS_TOPICS = new Set<Intent>([
  'totals',
  'team_totals',
  'btts',
  'clean_sheet',
  'exact_score',
  'next_goal',
]);

export function overviewAnswer(v: View, e: Entities, m: Markets): Reply {
  const { t } = v;
  const result = resultAnswer(v, e, m);
  const over = m.totals.find((l) => l.line === 2.5);
  const goals = v.live
    ? null
    : t.goalsOverview(
        v.goals(m.expectedGoals.total),
        over ? v.pct(over.over.settlement.win) : null,
        v.pct(m.bothTeamsToScore.yes.probability),
      );
  const next = v.live
    ? t.nextGoal(
        t.plainItem(v.home, v.pct(v.live.nextGoal.home.probability)),
        t.plainItem(v.away, v.pct(v.live.nextGoal.away.probability)),
        v.pct(v.live.nextGoal.none.probability),
      )
    : null;
  return {
    text: [result.text, goals, next].filter(Boolean).join(' '),
    attachments: [...result.attachments, ...expectedGoalsPicture(v)],
  };
}

export function whyAnswer(v: View, u: Understanding, m: Markets): Reply {
  const { t } = v;
  const { facts } = v;
  // Reasons are the pre-match ones: live, the score and the time left come first.
  const prematch = facts.knowledge?.markets ?? m;
  const xg = prematch.expectedGoals;
  const s = facts.strength;
  const aboutGoals = u.resolvedFrom !== undefined && GOALS_TOPICS.has(u.resolvedFrom.intent);
  const reasons: Array<string | null> = v.live
    ? [liveLead(v), goalsExplanation(v), t.beforeKickOff()]
    : [];
  if (aboutGoals) {
    reasons.push(t.whyGoals(v.goals(xg.home), v.home, v.goals(xg.away), v.away));
    if (s) {
      reasons.push(
        t.relativeStrength(v.home, signedPercent(s.home.attack), signedPercent(s.home.conceded)),
      );
      reasons.push(
        t.relativeStrength(v.away, signedPercent(s.away.attack), signedPercent(s.away.conceded)),
      );
    }
  } else {
    const side = favouriteSide(prematch);
    const other = otherSide(side);
    // The words follow the figures as written: the favourite by the 1X2 may trail on one of them.
    const xgOrder = orderOf(xg[side], xg[other], v.goals);
    reasons.push(
      t.whyResult(v.name(side), v.goals(xg[side]), v.goals(xg[other]), side === 'home', xgOrder),
    );
    const own = s?.[side].elo ?? null;
    const theirs = s?.[other].elo ?? null;
    if (own !== null && theirs !== null) {
      const elo = (x: number) => String(Math.round(x));
      const eloOrder = orderOf(own, theirs, elo);
      reasons.push(t.whyElo(v.name(side), elo(own), elo(theirs), eloOrder, eloOrder === xgOrder));
    }
    const f = facts.form;
    reasons.push(
      t.whyForm(
        v.home,
        String(f.home.points),
        String(f.home.maxPoints),
        v.away,
        String(f.away.points),
        String(f.away.maxPoints),
      ),
    );
  }
  reasons.push(t.resultsOnly(v.facts.knowledge?.model?.basis === 'goals_and_shots'));
  return reply(reasons, aboutGoals ? expectedGoalsPicture(v) : [probabilityBar(m)]);
}

export function confidenceAnswer(v: View, e: Entities, m: Markets): Reply {
  const { t } = v;
  const { team, p } = mostLikelyResult(v, m);
  const tier = p >= 0.65 ? 'sure' : p >= 0.45 ? 'leans' : 'open';
  const [top] = m.exactScores;
  const record = v.facts.trackRecord;
  const model = v.facts.knowledge?.model ?? null;
  return reply(
    [
      liveLead(v),
      // "How sure are you City win?": the chance of the side asked about, then how sure overall.
      namedOutcomeChance(v, e, m),
      t.confidence(tier, team, v.pct(p)),
      model ? t.modelCertainty(model.uncertainty.level, model.basis === 'goals_and_shots') : null,
      top ? t.topScoreOnly(v.score(top.homeGoals, top.awayGoals), v.pct(top.probability)) : null,
      record && record.matches > 0
        ? t.trackRecord(
            v.facts.match.league,
            String(record.matches),
            String(record.favouriteWon),
            v.pct(record.favouriteWon / record.matches),
          )
        : null,
    ],
    [probabilityBar(m)],
  );
}

/** What a quoted price is for, and the model's chance of it: a side, the draw or a goals line
 * (none when the question names no selection). */
function quotedSelection(
  v: View,
  e: Entities,
  m: Markets,
): { label: string; probability: number } | undefined {
  const { t } = v;
  if (e.line !== undefined && e.direction) {
    const at = atLine(m.totals, e.line);
    return (
      at && {
        label: t.goalsLine(e.direction, v.line(at.line)),
        probability: at[e.direction].settlement.win,
      }
    );
  }
  if (e.draw) return { label: t.theDraw(), probability: m.result.draw.probability };
  if (e.team) return { label: v.name(e.team), probability: m.result[e.team].probability };
  return undefined;
}

export function valueAnswer(v: View, e: Entities, m: Markets): Reply {
  const { t } = v;
  // "Arsenal at 2.10, value?": the model's chance against the chance that price implies, on
  // the live figures too (the user's price is as fresh as the question).
  const selection = e.price === undefined ? undefined : quotedSelection(v, e, m);
  if (e.price !== undefined && selection) {
    const implied = 1 / e.price;
    return reply(
      [
        liveLead(v),
        t.quotedPrice(
          selection.label,
          v.pct(selection.probability),
          v.odds(e.price),
          v.pct(implied),
        ),
        t.quotedPriceValue(orderOf(selection.probability, implied, v.pct)),
        t.notAdvice(),
      ],
      [probabilityBar(m)],
    );
  }
  const comparison = v.facts.knowledge?.marketComparison ?? null;
  // The prices on record are pre-match: live, the model has moved on and they no longer compare.
  if (v.live || !comparison?.result) {
    const model = resultAnswer(v, {}, m);
    return reply(
      [v.live ? t.noLiveOdds() : t.noOdds(), model.text, t.notAdvice()],
      model.attachments,
    );
  }
  const c = comparison.result;
  const outcome = (k: 'home' | 'draw' | 'away') => c.outcomes.find((o) => o.outcome === k);
  const label = (k: 'home' | 'draw' | 'away') => (k === 'draw' ? t.drawWord() : v.name(k));
  const items = (which: 'market' | 'model') =>
    (['home', 'draw', 'away'] as const).map((k) =>
      t.plainItem(label(k), v.pct(outcome(k)?.[which] ?? 0)),
    );
  const higher = c.modelRatesHigher ? outcome(c.modelRatesHigher) : undefined;
  // "0 percentage points higher" says nothing: under half a point is no clear difference.
  const points = higher ? Math.round(higher.difference * 100) : 0;
  const over = comparison.overUnder25?.outcomes.find((o) => o.outcome === 'over');
  return reply(
    [
      t.marketImplies(v.pct(c.margin), t.list(items('market'))),
      t.modelSays(t.list(items('model'))),
      higher && points > 0
        ? t.modelHigher(label(higher.outcome), String(points))
        : t.modelNotHigher(higher !== undefined),
      over ? t.overMarket(v.pct(over.market), v.pct(over.model)) : null,
      t.notAdvice(),
    ],
    [probabilityBar(m)],
  );
}

export function matchStatusAnswer(v: View): Reply {
  const { t } = v;
  const { match } = v.facts;
  if (match.status === 'postponed') return reply([t.postponed(v.home, v.away)]);
  if (match.status === 'live' && match.score) {
    return reply([
      t.liveNow(
        match.minute === null ? null : String(match.minute),
        v.home,
        v.score(match.score.home, match.score.away),
        v.away,
      ),
    ]);
  }
  if (match.status === 'finished' && match.score) {
    return reply([t.fullTime(v.home, v.score(match.score.home, match.score.away), v.away)]);
  }
  return reply([t.kickOff(v.home, v.away, t.dateTime(match.kickoff))]);
}
