import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What a machine may read of a failed API call. The app's HTTP client throws errors with
 * `status` and the parsed JSON body in `data` (ofetch's FetchError); anything else is a
 * network or programming error with only a message.
 */
export interface ApiFailure {
  status: number | undefined;
  data: Record<string, unknown>;
  message: string | undefined;
}

export function readApiFailure(error: unknown): ApiFailure {
  const failure = (error ?? {}) as {
    status?: unknown;
    statusCode?: unknown;
    data?: unknown;
    message?: unknown;
  };
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
  const message =
    typeof failure.message === 'string' && failure.message ? failure.message : undefined;
  return { status, data, message };
}

/** The first non-empty string among the body's fields, in the order given. */
export function firstText(data: Record<string, unknown>, ...fields: string[]): string | undefined {
  for (const field of fields) {
    const value = data[field];
    if (typeof value === 'string' && value.trim()) return value;
    if (Array.isArray(value) && typeof value[0] === 'string' && value[0].trim()) return value[0];
  }
  return undefined;
}

/**
 * An account limit's refusal (429 `too_many_attempts`, `retry_after` seconds) in the user's
 * words, saying how long to wait; undefined for any other failure.
 */
export function tooManyAttempts(error: unknown): MessageDescriptor | undefined {
  const { status, data } = readApiFailure(error);
  if (status !== 429 || data.code !== 'too_many_attempts') return undefined;
  const seconds = Number(data.retry_after);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    return msg`Too many attempts. Please try again later.`;
  }
  const minutes = Math.ceil(seconds / 60);
  return msg`Too many attempts. Please try again in ${minutes} min.`;
}
