import type { z } from 'zod';
import { fieldErrorsOf, HttpError } from './http-error';

/** Validates a request part (body, query, params) against a zod schema. A mismatch becomes
 * a 400 with a readable `detail` and per-field `errors`, so routes never see bad input. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = fieldErrorsOf(result.error);
  const [field, messages] = Object.entries(errors)[0] ?? ['input', ['is invalid']];
  // A rule about the whole body (no field) reads best on its own.
  const detail = field === 'non_field_errors' ? String(messages[0]) : `${field}: ${messages[0]}`;
  // A rule may name its refusal (params.code) so the SPA can show its own message for it.
  const code = result.error.issues
    .map((issue) => (issue.code === 'custom' ? issue.params?.code : undefined))
    .find((value): value is string => typeof value === 'string');
  throw new HttpError(400, detail, code ? { errors, code } : { errors });
}
