import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiErrorCode, FieldErrorCode } from '../contracts/api-errors';

/**
 * What a machine may read of a failed API call. The app's HTTP client throws errors with
 * `status` and the parsed JSON body in `data` (FetchError, src/api/http.ts); anything else is a
 * network or programming error with only a message.
 *
 * Machines show people catalogue messages chosen by the refusal's `code`
 * (contracts/api-errors.ts, docs/api-errors.md), never the body's English `detail`.
 */
export interface ApiFailure {
  status: number | undefined;
  data: Record<string, unknown>;
  /** The refusal's code, when the body has one. */
  code: ApiErrorCode | undefined;
}

export function readApiFailure(error: unknown): ApiFailure {
  const failure = (error ?? {}) as { status?: unknown; statusCode?: unknown; data?: unknown };
  const status =
    typeof failure.status === 'number'
      ? failure.status
      : typeof failure.statusCode === 'number'
        ? failure.statusCode
        : undefined;
  const data =
    failure.data && typeof failure.data === 'object' && !Array.isArray(failure.data)
      ? (failure.data as Record<string, unknown>)
      : {};
  const code = typeof data.code === 'string' ? (data.code as ApiErrorCode) : undefined;
  return { status, data, code };
}

/** A refusal's `retry_after` in whole seconds, when it names a usable one. */
function retryAfterOf(data: Record<string, unknown>): number | undefined {
  const seconds = Math.ceil(Number(data.retry_after));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** How long to wait, in the user's words, for a limit of `code` (a 429 refusal's body). */
export function waitMessageOf(code: unknown, retryAfter: number | undefined): MessageDescriptor {
  const seconds = retryAfter;
  const minutes = Math.ceil((seconds ?? 0) / 60);
  switch (code) {
    case 'resend_too_soon':
      return seconds === undefined
        ? msg`Please wait a minute before asking for another code.`
        : msg`Please wait ${seconds} s before asking for another code.`;
    case 'rate_limited':
      return seconds === undefined
        ? msg`Too many messages. Please wait a moment and try again.`
        : msg`Too many messages. Please wait ${seconds} s and try again.`;
    case 'too_many_attempts':
      if (seconds === undefined) return msg`Too many attempts. Please try again later.`;
      return seconds < 60
        ? msg`Too many attempts. Please try again in ${seconds} s.`
        : msg`Too many attempts. Please try again in ${minutes} min.`;
    default:
      if (seconds === undefined) return msg`Too many requests. Please try again later.`;
      return seconds < 60
        ? msg`Too many requests. Please try again in ${seconds} s.`
        : msg`Too many requests. Please try again in ${minutes} min.`;
  }
}

/**
 * Any limit's refusal (429: the account limits, the per-IP budget, the code resend wait,
 * the chat's) in the user's words, saying how long to wait; undefined for any other
 * failure.
 */
export function waitMessage(error: unknown): MessageDescriptor | undefined {
  const { status, data, code } = readApiFailure(error);
  if (status !== 429) return undefined;
  return waitMessageOf(code, retryAfterOf(data));
}

/** Why a mailed code no longer works, whatever it was for; undefined for other codes. */
export function codeRefusalMessage(code: unknown): MessageDescriptor | undefined {
  switch (code) {
    case 'code_expired':
      return msg`This code has expired. Request a new one.`;
    case 'code_locked':
      return msg`Too many wrong tries. Request a new code.`;
    case 'no_code':
      return msg`There is no code to check. Request a new one.`;
    default:
      return undefined;
  }
}

type FieldMessages = Partial<Record<FieldErrorCode, MessageDescriptor>>;

const emailMessages: FieldMessages = {
  required: msg`Enter your e-mail address.`,
  too_long: msg`The e-mail address is too long.`,
  invalid: msg`Enter a valid e-mail address.`,
};
const passwordMessages: FieldMessages = {
  required: msg`Enter a password.`,
  too_short: msg`Password must be at least 8 characters`,
  too_long: msg`The password is too long.`,
};

// By field name; the account endpoints name the same rules differently.
const fieldMessages: Record<string, FieldMessages> = {
  name: {
    required: msg`Enter your name.`,
    too_long: msg`The name is too long.`,
    invalid: msg`The name cannot contain control characters.`,
    name_invisible_characters: msg`The name cannot contain invisible or text-direction characters.`,
  },
  email: emailMessages,
  identifier: emailMessages,
  new_email: emailMessages,
  password: passwordMessages,
  new_password: passwordMessages,
  code: {
    required: msg`Enter the 4-digit code from the e-mail.`,
    invalid: msg`Enter the 4-digit code from the e-mail.`,
  },
};

/** An `invalid_input` refusal's first field the SPA can word (`field_codes`). */
export function fieldMessage(data: Record<string, unknown>): MessageDescriptor | undefined {
  const fieldCodes = data.field_codes;
  if (!fieldCodes || typeof fieldCodes !== 'object') return undefined;
  for (const [field, code] of Object.entries(fieldCodes as Record<string, unknown>)) {
    const message = fieldMessages[field]?.[code as FieldErrorCode];
    if (message) return message;
  }
  return undefined;
}

/**
 * The refusals that read the same in every flow: a limit (how long to wait), a field the
 * server refused, the database or the mail briefly unavailable. Undefined for the rest,
 * which each machine words itself (SPEC §8).
 */
export function commonRefusal(error: unknown): MessageDescriptor | undefined {
  const { data, code } = readApiFailure(error);
  switch (code) {
    case 'service_unavailable':
      return msg`The service is briefly unavailable. Please try again in a moment.`;
    case 'mail_failed':
      return msg`We could not send the e-mail. Please try again in a moment.`;
    case 'invalid_input':
      return fieldMessage(data);
    default:
      return waitMessage(error);
  }
}
