import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../contracts/chat';
import { languages } from '../../contracts/language';

const language = z.enum(languages, { error: "must be 'en' or 'es'" });

// Blank questions are refused rather than answered with a summary nobody asked for.
const content = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'must not be empty')
  .max(CHAT_MESSAGE_MAX_LENGTH, `must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`);

export const createChatBody = z
  .object({
    client_id: z.uuid({ error: 'must be a UUID' }),
    match_id: z.uuid({ error: 'must be a UUID' }),
  })
  .strict();

export const chatParams = z.object({ client_id: z.string() });

export const sendMessageBody = z.object({ content, language: language.optional() }).strict();

// A request id only has to tell one socket's sends apart; it is echoed, never stored.
const requestId = z.string().min(1).max(100);

/** ChatClientFrame of contracts/chat.ts. */
export const clientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().max(4096) }),
  z.object({
    type: z.literal('send'),
    request_id: requestId,
    content,
    language: language.optional(),
  }),
  z.object({ type: z.literal('stop'), request_id: requestId }),
]);
