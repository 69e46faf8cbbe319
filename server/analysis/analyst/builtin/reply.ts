import type { Language } from '../../../../contracts/language';
import type { Markets } from '../../markets';
import type { MatchFacts } from '../match-facts';
import {
  type Entities,
  type Intent,
  isTopic,
  type TopicIntent,
  type Understanding,
} from '../understanding/understanding';
import { liveLead } from './answers/common';
import { formAnswer, headToHeadAnswer, strengthAnswer, tableAnswer } from './answers/context';
import { conversationAnswer, otherClubAnswer } from './answers/conversation';
import {
  bttsAnswer,
  cleanSheetAnswer,
  exactScoreAnswer,
  nextGoalAnswer,
  teamTotalsAnswer,
  totalsAnswer,
} from './answers/goals';
import { halfTimeAnswer } from './answers/half-time';
import {
  confidenceAnswer,
  matchStatusAnswer,
  overviewAnswer,
  valueAnswer,
  whyAnswer,
} from './answers/model';
import {
  doubleChanceAnswer,
  drawNoBetAnswer,
  handicapAnswer,
  resultAnswer,
  winningMarginAnswer,
  winToNilAnswer,
} from './answers/outcome';
import { reviewAnswer } from './answers/review';
import { type Reply, reply, type View, viewOf } from './view';

// Which answer a question gets: from what was understood and where the match stands.

// Topics with a first-half version: "and at half-time?" after any of them.
const HALF_TIME_TOPICS = new Set<Intent>([
  'result',
  'totals',
  'btts',
  'exact_score',
  'half_time',
  'double_chance',
  'live',
]);

type MarketAnswer = (v: View, e: Entities, m: Markets, u: Understanding) => Reply;

const MARKET_ANSWERS: Partial<Record<TopicIntent, MarketAnswer>> = {
  result: resultAnswer,
  live: resultAnswer,
  double_chance: doubleChanceAnswer,
  draw_no_bet: drawNoBetAnswer,
  handicap: handicapAnswer,
  winning_margin: winningMarginAnswer,
  win_to_nil: winToNilAnswer,
  totals: totalsAnswer,
  team_totals: teamTotalsAnswer,
  btts: bttsAnswer,
  clean_sheet: cleanSheetAnswer,
  exact_score: exactScoreAnswer,
  next_goal: nextGoalAnswer,
  overview: overviewAnswer,
  why: (v, _e, m, u) => whyAnswer(v, u, m),
  confidence: (v, e, m) => confidenceAnswer(v, e, m),
  value: (v, e, m) => valueAnswer(v, e, m),
};

/** The post-match review of a finished match: its result against the pre-match forecast. */
export function matchReview(facts: MatchFacts, language: Language): Reply {
  return reviewAnswer(viewOf(facts, language));
}

/** The builtin analyst's whole answer to one understood question. */
export function builtinReply(facts: MatchFacts, u: Understanding, language: Language): Reply {
  const v = viewOf(facts, language);
  const { intent, entities: e } = u;
  if (!isTopic(intent)) return conversationAnswer(v, intent);
  if (e.otherClub && !e.team) return otherClubAnswer(v, e.otherClub);

  const status = facts.match.status;
  // A finished match is answered with its result against the forecast, whatever was asked.
  if (status === 'finished') return reviewAnswer(v);
  if (intent === 'match_status') return matchStatusAnswer(v);
  if (intent === 'form') return formAnswer(v, e);
  if (intent === 'head_to_head') return headToHeadAnswer(v);
  if (intent === 'table') return tableAnswer(v, e);
  if (intent === 'strength') return strengthAnswer(v, e);

  if (status === 'postponed') return reply([v.t.postponed(v.home, v.away)]);
  const m = v.markets;
  if (!m) {
    return reply([
      liveLead(v) ?? (status === 'live' ? matchStatusAnswer(v).text : null),
      v.t.noModel(v.home, v.away, facts.match.league),
    ]);
  }

  // The first half: its own markets before kick-off; none once the match is under way.
  const firstHalf = intent === 'half_time' || e.period === 'first_half';
  if (firstHalf && HALF_TIME_TOPICS.has(intent)) {
    const halfTime = facts.knowledge?.halfTime;
    if (v.live || !halfTime) {
      const now = resultAnswer(v, {}, m);
      return { text: `${v.t.noLiveHalfTime()} ${now.text}`, attachments: now.attachments };
    }
    return halfTimeAnswer(v, e, halfTime, intent);
  }
  const answer = MARKET_ANSWERS[intent] ?? overviewAnswer;
  const answered = answer(v, e, m, u);
  // "What does draw no bet mean?": the market in a sentence, then its figures here.
  const meaning = u.asksMeaning ? v.t.meaning[intent] : undefined;
  const main = meaning ? { ...answered, text: `${meaning} ${answered.text}` } : answered;
  if (e.period === 'second_half') {
    return { text: `${v.t.noSecondHalf()} ${main.text}`, attachments: main.attachments };
  }
  return main;
}
