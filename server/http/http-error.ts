import type { ZodError } from 'zod';
import type { ApiErrorCode, FieldErrorCode } from '../../contracts/api-errors';
import { NAME_INVISIBLE_CODE } from '../../contracts/names';

/** Field name → messages, the `errors` object of the API contract (e.g. `{ email: [...] }`). */
export type FieldErrors = Record<string, string[]>;

/** Field name → why it was refused, for clients that word it themselves (`field_codes`). */
export type FieldCodes = Record<string, FieldErrorCode>;

/** An error a route throws on purpose: the central error handler answers it with exactly
 * this status and `{ detail, code, errors?, field_codes?, retry_after? }`, and does not log
 * it as a failure. The `code` is what clients read (contracts/api-errors.ts); `detail` is
 * English, for logs and API clients. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly extra: {
      code: ApiErrorCode;
      errors?: FieldErrors;
      fieldCodes?: FieldCodes;
      retryAfter?: number;
    },
  ) {
    super(detail);
  }
}

const NON_FIELD = 'non_field_errors';

/** Groups a zod error's issues by top-level field, for the `errors` object. */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : NON_FIELD;
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

type Issue = ZodError['issues'][number];

function fieldCodeOf(issue: Issue): FieldErrorCode {
  switch (issue.code) {
    case 'invalid_type':
      return 'required';
    case 'too_small':
      // A string that must not be empty is a required one.
      return issue.origin === 'string' && issue.minimum === 1 ? 'required' : 'too_short';
    case 'too_big':
      return 'too_long';
    case 'unrecognized_keys':
      return 'unknown_field';
    case 'custom': {
      const code = issue.params?.code;
      return code === NAME_INVISIBLE_CODE ? code : 'invalid';
    }
    default:
      return 'invalid';
  }
}

/** The first reason per top-level field, for the `field_codes` object; a field absent
 * from `input` is `required` whatever rule noticed it. */
export function fieldCodesOf(error: ZodError, input?: unknown): FieldCodes {
  const given = input && typeof input === 'object' ? (input as Record<string, unknown>) : null;
  const codes: FieldCodes = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : NON_FIELD;
    const absent = given !== null && issue.path.length > 0 && given[field] === undefined;
    codes[field] ??= absent ? 'required' : fieldCodeOf(issue);
  }
  return codes;
}
