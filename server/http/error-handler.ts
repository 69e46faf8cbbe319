import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { ApiErrorCode } from '../../contracts/api-errors';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { HttpError } from './http-error';
import { invalidInput } from './parse-input';

// Fastify's own messages are written for developers; clients get these instead.
const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but was sent as JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send JSON (application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_BAD_URL: 'The request URL is malformed.',
};

interface ErrorLike {
  statusCode?: unknown;
  code?: unknown;
  message?: unknown;
  validation?: unknown;
}

// Long enough for a database restart or failover to finish.
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Turns anything thrown while handling a request into the API's `{ detail, code }` shape
 * (contracts/api-errors.ts). Client mistakes keep their 4xx status; a database that cannot
 * be reached is a 503 to retry; everything else is logged and becomes a bare 500, so
 * internals (SQL, stack traces) never reach the client. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ZodError) return sendHttpError(reply, invalidInput(error));
  if (error instanceof HttpError) return sendHttpError(reply, error);
  const { statusCode, code, message, validation } = (error ?? {}) as ErrorLike;
  if (validation !== undefined) {
    return reply.code(400).send({
      detail: typeof message === 'string' ? message : 'Bad request.',
      code: 'invalid_input' satisfies ApiErrorCode,
    });
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const detail =
      (typeof code === 'string' ? CLIENT_MESSAGES[code] : undefined) ??
      (typeof message === 'string' && message !== '' ? message : 'Bad request.');
    return reply.code(statusCode).send({ detail, code: 'bad_request' satisfies ApiErrorCode });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unreachable');
    return reply
      .code(503)
      .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({
        detail: 'The service is briefly unavailable. Please try again in a moment.',
        code: 'service_unavailable' satisfies ApiErrorCode,
        retry_after: DATABASE_RETRY_AFTER_SECONDS,
      });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply
    .code(500)
    .send({ detail: 'Internal server error', code: 'internal_error' satisfies ApiErrorCode });
}

function sendHttpError(reply: FastifyReply, error: HttpError) {
  const { code, errors, fieldCodes, retryAfter } = error.extra;
  const body = {
    detail: error.detail,
    code,
    ...(errors && { errors }),
    ...(fieldCodes && { field_codes: fieldCodes }),
    // Also in the body, so a client can say how long in its own words.
    ...(retryAfter !== undefined && { retry_after: retryAfter }),
  };
  if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
  return reply.code(error.statusCode).send(body);
}

/** Errors Fastify raises before routing (e.g. an undecodable URL) would otherwise use its
 * default `{ error, message, statusCode }` body; keep the API's shape everywhere. */
export function handleFrameworkError(
  error: { statusCode?: number; code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const detail = (error.code && CLIENT_MESSAGES[error.code]) || 'Bad request.';
  return reply.code(statusCode).send({ detail, code: 'bad_request' satisfies ApiErrorCode });
}
