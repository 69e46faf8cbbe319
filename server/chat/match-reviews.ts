import type { FastifyBaseLogger } from 'fastify';
import { languageOf } from '../../contracts/language';
import { groundedReply } from '../analysis/analyst/builtin/builtin-analyst';
import { matchReview } from '../analysis/analyst/builtin/reply';
import type { MatchRow } from '../matches/match-queries';
import type { ChatMessageRow, ChatRow, ChatStore } from './chat-store';
import type { MatchFactsLoader } from './match-facts';

/**
 * The analyst's review of a finished match in each chat about it (the result against what
 * the model expected, in the chat's language), added the first time the chat is listed or
 * opened after the final whistle. The chat is read-only by then; the review is its last
 * message. Only chats with a question in them get one.
 */
export function matchReviews(deps: {
  store: ChatStore;
  matchFacts: MatchFactsLoader;
  log: FastifyBaseLogger;
}) {
  return {
    /** The chat's review, written now if it is due; null when none is due (no question asked,
     * or the match has not finished). `messages`: the chat's messages when already loaded. */
    async ensure(
      chat: ChatRow,
      match: MatchRow,
      now: Date,
      messages?: ChatMessageRow[],
    ): Promise<ChatMessageRow | null> {
      const all = messages ?? (await deps.store.messages(chat.clientId));
      const existing = all.find((m) => m.kind === 'review');
      if (existing) return existing;
      const lastQuestion = all.filter((m) => m.role === 'user').at(-1);
      if (!lastQuestion) return null;
      const facts = await deps.matchFacts(match, now);
      if (facts.match.status !== 'finished') return null;
      const language = languageOf(lastQuestion.language);
      const review = matchReview(facts, language);
      const { text, rejected } = groundedReply(review.text, { facts, entities: {} }, language);
      if (rejected.length > 0) {
        deps.log.warn({ chat: chat.clientId, rejected }, 'match review: figure not in the facts');
      }
      return deps.store.addReview({
        chatClientId: chat.clientId,
        content: text,
        language,
        attachments: review.attachments,
      });
    },
  };
}

export type MatchReviews = ReturnType<typeof matchReviews>;
