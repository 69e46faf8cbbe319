import type { z } from 'zod';
import type { ApiErrorCode } from '../../contracts/api-errors';
import { fieldCodesOf, fieldErrorsOf, HttpError } from './http-error';

/** Validates a request part (body, query, params) against a zod schema. A mismatch becomes
 * a 400 `invalid_input` with a readable `detail`, per-field `errors` and `field_codes`, so
 * routes never see bad input. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw invalidInput(result.error, input);
}

/** The 400 of a zod error (also for ZodErrors thrown by a route). */
export function invalidInput(error: z.ZodError, input?: unknown): HttpError {
  const errors = fieldErrorsOf(error);
  const [field, messages] = Object.entries(errors)[0] ?? ['input', ['is invalid']];
  // A rule about the whole body (no field) reads best on its own.
  const detail = field === 'non_field_errors' ? String(messages[0]) : `${field}: ${messages[0]}`;
  // A rule may name its refusal (params.code) so the SPA can show its own message for it.
  const code = error.issues
    .map((issue) => (issue.code === 'custom' ? issue.params?.code : undefined))
    .find((value): value is ApiErrorCode => typeof value === 'string');
  return new HttpError(400, detail, {
    code: code ?? 'invalid_input',
    errors,
    fieldCodes: fieldCodesOf(error, input),
  });
}
