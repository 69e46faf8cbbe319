import { clubDisplayName } from '../../../../matches/clubs/clubs';
import type { ConversationIntent } from '../../understanding/understanding';
import { type Reply, reply, type View } from '../view';
import { liveLead, mostLikelyResult } from './common';

// Everything that is not a figure about the match: greetings, help, what the model cannot
// know, off-topic, abuse and injected instructions, stakes. Short, in the user's language.

/** The one figure the analyst can always offer instead: the most likely result now. */
function whatICanSay(v: View): string | null {
  const m = v.markets;
  if (!m) return null;
  const { team, p } = mostLikelyResult(v, m);
  return v.t.whatICanSay(team, v.pct(p));
}

export function conversationAnswer(v: View, intent: ConversationIntent): Reply {
  const { t } = v;
  switch (intent) {
    case 'greeting':
      return reply([t.hello(), t.canAnswer(v.home, v.away)]);
    case 'help':
      return reply([t.canAnswer(v.home, v.away), t.cannotKnowList()]);
    case 'thanks':
      return reply([t.welcome(v.home, v.away)]);
    case 'cant_know':
      return reply([t.cannotKnow(), liveLead(v), whatICanSay(v)]);
    case 'off_topic':
      return reply([t.offTopic(v.home, v.away)]);
    case 'abuse':
      return reply([t.abuse(v.home, v.away)]);
    case 'injection':
      return reply([t.injection(v.home, v.away)]);
    case 'stake': {
      // The likeliest result may be the draw: never a side's win called the likeliest.
      const likeliest = v.markets ? mostLikelyResult(v, v.markets) : null;
      return reply([
        t.noBettingAdvice(),
        liveLead(v),
        likeliest ? t.noSureBet(likeliest.team, v.pct(likeliest.p)) : null,
        t.responsibleGambling(),
      ]);
    }
    case 'follow_up':
    case 'fallback':
      return reply([t.notUnderstood(v.home, v.away)]);
  }
}

/** A club outside this match: the chat is about one match. */
export function otherClubAnswer(v: View, club: string): Reply {
  return reply([v.t.otherClub(clubDisplayName(club), v.home, v.away)]);
}
