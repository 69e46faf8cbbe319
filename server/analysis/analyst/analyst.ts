import type { ChatAttachment } from '../../../contracts/chat';
import type { Language } from '../../../contracts/language';
import type { AnalystRequest } from './match-facts';

/** One answer: the pictures it embeds (known up front) and its text, streamed in pieces.
 * The stream ends early, without an error, once `signal` aborts (the user pressed stop). */
export interface AnalystAnswer {
  attachments: ChatAttachment[];
  chunks: AsyncIterable<string>;
}

/** Answers questions about one match from its facts; `builtin` (offline) or `openai`. */
export interface Analyst {
  /** Resolves once the answer's attachments are known; its text streams after. */
  answer(request: AnalystRequest): Promise<AnalystAnswer>;
  /** Optional: does now, while a chat about these facts opens, the work its answers share. */
  prepare?(facts: AnalystRequest['facts']): void;
}

export type AnalystFailure = 'timeout' | 'unavailable' | 'unreadable';

const FAILURE_MESSAGES: Record<AnalystFailure, Record<Language, string>> = {
  timeout: {
    en: 'The analyst took too long to answer. Please try again.',
    es: 'El analista tardó demasiado en responder. Inténtalo de nuevo.',
  },
  unavailable: {
    en: 'The analyst is not available right now. Please try again in a moment.',
    es: 'El analista no está disponible en este momento. Inténtalo de nuevo en unos instantes.',
  },
  unreadable: {
    en: 'The analyst sent an answer that could not be read. Please try again.',
    es: 'El analista envió una respuesta que no se pudo leer. Inténtalo de nuevo.',
  },
};

/** A provider failure. `message` is for the user, in their language; `cause` is for the log. */
export class AnalystError extends Error {
  override name = 'AnalystError';
  readonly code = 'analyst_unavailable';

  constructor(
    readonly failure: AnalystFailure,
    language: Language,
    options: { cause?: unknown } = {},
  ) {
    super(FAILURE_MESSAGES[failure][language], options);
  }
}

/** The user-facing text of any failure while answering, in `language`. */
export function analystFailureMessage(error: unknown, language: Language): string {
  return error instanceof AnalystError ? error.message : FAILURE_MESSAGES.unavailable[language];
}
