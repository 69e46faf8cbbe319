import type { ZodError } from 'zod';

/** Field name → messages, the `errors` object of the API contract (e.g. `{ email: [...] }`). */
export type FieldErrors = Record<string, string[]>;

/** An error a route throws on purpose: the central error handler answers it with exactly
 * this status and `{ detail, errors?, code? }`, and does not log it as a failure. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly extra: { errors?: FieldErrors; code?: string; retryAfter?: number } = {},
  ) {
    super(detail);
  }
}

/** Groups a zod error's issues by top-level field, for the `errors` object. */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'non_field_errors';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}
