import type { ChatErrorCode } from './chat';
import type { NAME_INVISIBLE_CODE } from './names';

/**
 * The `code` of every refusal of the API (`{ detail, code, errors?, field_codes?,
 * retry_after? }`, docs/api-errors.md). `detail` is English for logs and API clients; the
 * SPA shows its own catalogue message for the code, in the reader's language, and never
 * `detail`. A code is stable: change its meaning only together with the SPA's machines.
 */
export type ApiErrorCode =
  // Any endpoint.
  /** 400: a body, query or parameter failed validation; `errors` (field → English messages)
   * and `field_codes` (field → FieldErrorCode) say which field and why. */
  | 'invalid_input'
  /** 400 (or 405, 413, 415): the request itself is malformed (not JSON, too large…). */
  | 'bad_request'
  /** 404: no such endpoint or resource (match, league, chat, subscription, mail). */
  | 'not_found'
  /** 401: the bearer token (or the token sent to verify) is missing, invalid or ended. */
  | 'invalid_token'
  /** 429: the per-IP budget of every route; `retry_after` seconds. */
  | 'too_many_requests'
  /** 429: an account limit (sign-in, code and password guesses); `retry_after` seconds. */
  | 'too_many_attempts'
  /** 503: the database cannot be reached for a moment; `Retry-After`. */
  | 'service_unavailable'
  /** 500: a bug; the details are in the server's log only. */
  | 'internal_error'
  // Accounts (auth.routes.ts, profile.routes.ts).
  /** 400: register or e-mail change to an address that has an account (finished or not). */
  | 'email_taken'
  /** 401/404 login: no such account or the wrong password (one message for both). */
  | 'invalid_credentials'
  /** 403 login or reset, 403 password change: the account signs in with Google only. */
  | 'oauth_only'
  /** 403 login: the right password, but the e-mail was never verified (a code was resent). */
  | 'unverified'
  /** 401 Google sign-in: the id_token was not accepted. */
  | 'google_failed'
  /** 503: Google sign-in is not configured on this server. */
  | 'google_unavailable'
  /** 400 e-mail change of a Google account: no fresh Google sign-in as proof. */
  | 'google_reauth_failed'
  /** 404 reset request: no account with this address. */
  | 'user_not_found'
  /** 400 resend of a sign-up code: no sign-up waits for a code at this address. */
  | 'no_pending_signup'
  /** 429: a code went out less than a minute ago; `retry_after` seconds. */
  | 'resend_too_soon'
  /** 503: the mail with the code could not be sent. */
  | 'mail_failed'
  /** 400: the code is wrong (tries are left). */
  | 'invalid_code'
  /** 400: the code is older than 10 minutes. */
  | 'code_expired'
  /** 400: 5 wrong tries spent the code. */
  | 'code_locked'
  /** 400: there is no code to check (never sent, used, or the account does not fit). */
  | 'no_code'
  /** 400 profile: the current password is wrong. */
  | 'wrong_password'
  /** 400 profile: the new password is the current one. */
  | 'same_password'
  /** 400 profile: the new e-mail is the current one. */
  | 'same_email'
  /** 400: the name holds invisible or text-direction characters (contracts/names.ts). */
  | typeof NAME_INVISIBLE_CODE
  // Subscriptions.
  /** 422 checkout: `variant_id` is not the endpoint's plan. */
  | 'wrong_variant'
  /** 422 checkout: `redirect_url` is not an address of this app. */
  | 'invalid_redirect_url'
  /** 409 monthly checkout: a trial, active or past-due subscription already covers the user. */
  | 'already_subscribed'
  /** 409 monthly checkout: the user's subscription is paused (resume it instead). */
  | 'subscription_paused'
  /** 403 trial checkout: the one-time trial is used, or the user is Pro already. */
  | 'not_eligible'
  /** 502: the payment provider failed to create the checkout. */
  | 'checkout_failed'
  /** 409 cancel/pause/resume: the subscription's status does not allow it. */
  | 'action_not_allowed'
  /** 409 cancel/pause/resume: the subscription was made through a provider no longer used. */
  | 'provider_changed'
  /** 502 cancel/pause/resume: the payment provider failed. */
  | 'provider_failed'
  /** 401 webhook: the signature does not match. */
  | 'invalid_signature'
  // Chats (contracts/chat.ts; `rate_limited` carries `retry_after`).
  | ChatErrorCode;

/** Why one field of an `invalid_input` refusal was refused (`field_codes`). */
export type FieldErrorCode =
  /** Missing or of the wrong type. */
  | 'required'
  | 'too_short'
  | 'too_long'
  /** Not of the expected form (an e-mail, a 4-digit code, one of the allowed values…). */
  | 'invalid'
  /** The field is not accepted by this endpoint. */
  | 'unknown_field'
  | typeof NAME_INVISIBLE_CODE;

/** The body of every refusal. */
export interface ApiErrorBody {
  code: ApiErrorCode;
  detail: string;
  errors?: Record<string, string[]>;
  field_codes?: Record<string, FieldErrorCode>;
  /** Seconds, on 429s (also the `Retry-After` header). */
  retry_after?: number;
}
