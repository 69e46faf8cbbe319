import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Session } from '../../contracts/session';
import {
  type EmailChangeRequest,
  type EmailChangeRequested,
  emailChangeMachine,
} from '../../machines/email-change.machine';
import { formatCoverage, walkEveryPath } from './model-coverage';
import { emailChangeModel } from './models/email-change.model';

const session: Session = {
  token: 'fresh.token.value',
  user: { id: 'u1', oauth_only: false, name: 'Ana', email: 'new@example.com', language: 'en' },
};
const httpError = (status: number, data: Record<string, unknown> = {}) =>
  Object.assign(new Error(`HTTP ${status}`), { status, data });
const PASSWORD = 'long-enough-1';
/** A message descriptor as English text, its placeholders filled. */
const text = (value: unknown) => {
  const descriptor = value as { message?: string; values?: Record<string, unknown> } | null;
  return (
    descriptor?.message?.replace(/\{(\w+)\}/g, (_, name) => String(descriptor.values?.[name])) ??
    null
  );
};

/** The machine with the app's two calls answering as given, and what it asked recorded. */
function emailChange({
  request = async () => ({ email: 'ne****@example.com' }),
  confirm = async () => session,
  oauthOnly = false,
}: {
  request?: (input: EmailChangeRequest) => Promise<EmailChangeRequested>;
  confirm?: (input: { code: string }) => Promise<Session>;
  oauthOnly?: boolean;
} = {}) {
  const requested: EmailChangeRequest[] = [];
  const confirmed: string[] = [];
  const stored: Session[] = [];
  const machine = emailChangeMachine.provide({
    actors: {
      requestEmailChange: fromPromise<EmailChangeRequested, EmailChangeRequest>(({ input }) => {
        requested.push(input);
        return request(input);
      }),
      confirmEmailChange: fromPromise<Session, { code: string }>(({ input }) => {
        confirmed.push(input.code);
        return confirm(input);
      }),
    },
    actions: { storeSession: (_, value) => stored.push(value) },
  });
  const actor = createActor(machine, {
    input: { currentEmail: 'ana@example.com', oauthOnly },
  }).start();
  const waitForRest = () =>
    waitFor(
      actor,
      (snapshot) => !snapshot.matches('requesting') && !snapshot.matches('confirming'),
    );
  return { actor, requested, confirmed, stored, waitForRest };
}

describe('e-mail change machine', () => {
  it('covers every state and transition with generated paths', async () => {
    const coverage = await walkEveryPath(emailChangeModel);
    console.info(formatCoverage('email-change', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('requests a code for the new address, then switches with the code', async () => {
    const flow = emailChange();
    flow.actor.send({ type: 'SUBMIT_EMAIL', email: ' new@example.com ', password: PASSWORD });
    await flow.waitForRest();
    expect(flow.actor.getSnapshot().value).toBe('enteringCode');
    expect(flow.actor.getSnapshot().context.newEmail).toBe('new@example.com');
    flow.actor.send({ type: 'SUBMIT_CODE', code: ' 4321 ' });
    await flow.waitForRest();
    expect(flow.requested).toEqual([{ new_email: 'new@example.com', current_password: PASSWORD }]);
    expect(flow.confirmed).toEqual(['4321']);
    expect(flow.stored).toEqual([session]);
    const snapshot = flow.actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.currentEmail).toBe('new@example.com');
    expect(text(snapshot.context.notice)).toBe('Your e-mail address has been changed.');
  });

  it.each([
    [' ', PASSWORD, 'Enter your e-mail address.'],
    [' Ana@Example.com ', PASSWORD, 'Please enter a different email'],
    ['new@example.com', '', 'Enter your current password.'],
  ])('refuses %j (password %j) without a call: %s', (email, password, message) => {
    const flow = emailChange();
    flow.actor.send({ type: 'SUBMIT_EMAIL', email, password });
    expect(flow.actor.getSnapshot().value).toBe('editing');
    expect(text(flow.actor.getSnapshot().context.error)).toBe(message);
    expect(flow.requested).toEqual([]);
  });

  it.each([
    [httpError(400, { code: 'same_email' }), 'Please enter a different email'],
    [httpError(400, { code: 'email_taken' }), 'Email is already in use'],
    [httpError(400, { code: 'wrong_password' }), 'The current password is incorrect.'],
    [
      httpError(400, { code: 'google_reauth_failed' }),
      'Sign in with Google again to confirm it is you.',
    ],
    [
      httpError(429, { code: 'resend_too_soon' }),
      'Please wait a minute before asking for another code.',
    ],
    [
      httpError(429, { code: 'resend_too_soon', retry_after: 45 }),
      'Please wait 45 s before asking for another code.',
    ],
    [httpError(429), 'Too many requests. Please try again later.'],
    [
      httpError(429, { code: 'too_many_attempts', retry_after: 300 }),
      'Too many attempts. Please try again in 5 min.',
    ],
    [httpError(503, { detail: 'Mail is down' }), 'Failed to request email change'],
    [new TypeError('fetch failed'), 'Failed to request email change'],
  ])('shows a failed request %s as %s', async (error, message) => {
    const flow = emailChange({
      request: async () => {
        throw error;
      },
    });
    flow.actor.send({ type: 'SUBMIT_EMAIL', email: 'new@example.com', password: PASSWORD });
    await flow.waitForRest();
    expect(flow.actor.getSnapshot().value).toBe('editing');
    expect(text(flow.actor.getSnapshot().context.error)).toBe(message);
  });

  it.each([
    [httpError(400, { code: 'invalid_code' }), 'Invalid verification code'],
    [httpError(400, { code: 'code_expired' }), 'This code has expired. Request a new one.'],
    [httpError(400, { code: 'code_locked' }), 'Too many wrong tries. Request a new code.'],
    [httpError(400, { code: 'no_code' }), 'There is no code to check. Request a new one.'],
    [httpError(400, { code: 'email_taken' }), 'Email is already in use'],
    [httpError(500), 'Invalid verification code'],
    [
      httpError(429, { code: 'too_many_attempts', retry_after: 60 }),
      'Too many attempts. Please try again in 1 min.',
    ],
  ])('shows a refused code %s as %s, keeping the code step', async (error, message) => {
    const flow = emailChange({
      confirm: async () => {
        throw error;
      },
    });
    flow.actor.send({ type: 'SUBMIT_EMAIL', email: 'new@example.com', password: PASSWORD });
    await flow.waitForRest();
    flow.actor.send({ type: 'SUBMIT_CODE', code: '1234' });
    await flow.waitForRest();
    expect(flow.actor.getSnapshot().value).toBe('enteringCode');
    expect(text(flow.actor.getSnapshot().context.error)).toBe(message);
    expect(flow.stored).toEqual([]);
  });

  it('refuses a malformed code without a call, and goes back to the address on cancel', async () => {
    const flow = emailChange();
    flow.actor.send({ type: 'SUBMIT_EMAIL', email: 'new@example.com', password: PASSWORD });
    await flow.waitForRest();
    flow.actor.send({ type: 'SUBMIT_CODE', code: '12' });
    expect(text(flow.actor.getSnapshot().context.error)).toBe(
      'Enter the 4-digit code from the e-mail.',
    );
    expect(flow.confirmed).toEqual([]);
    flow.actor.send({ type: 'CANCEL' });
    expect(flow.actor.getSnapshot().value).toBe('editing');
    expect(flow.actor.getSnapshot().context.error).toBeNull();
  });

  it('asks a Google-only account for a Google sign-in instead of a password', async () => {
    const flow = emailChange({ oauthOnly: true });
    flow.actor.send({ type: 'SUBMIT_EMAIL', email: 'new@example.com', password: PASSWORD });
    expect(text(flow.actor.getSnapshot().context.error)).toBe(
      'Sign in with Google again to confirm it is you.',
    );
    expect(flow.requested).toEqual([]);
    flow.actor.send({ type: 'SUBMIT_EMAIL', email: 'new@example.com', idToken: 'google.id.token' });
    await flow.waitForRest();
    expect(flow.actor.getSnapshot().value).toBe('enteringCode');
    expect(flow.requested).toEqual([{ new_email: 'new@example.com', id_token: 'google.id.token' }]);
  });

  it('forgets the password once the change is done or cancelled', async () => {
    const flow = emailChange();
    flow.actor.send({ type: 'SUBMIT_EMAIL', email: 'new@example.com', password: PASSWORD });
    await flow.waitForRest();
    expect(flow.actor.getSnapshot().context.proof).toEqual({ current_password: PASSWORD });
    flow.actor.send({ type: 'CANCEL' });
    expect(flow.actor.getSnapshot().context.proof).toBeNull();
    flow.actor.send({ type: 'SUBMIT_EMAIL', email: 'new@example.com', password: PASSWORD });
    await flow.waitForRest();
    flow.actor.send({ type: 'SUBMIT_CODE', code: '1234' });
    await flow.waitForRest();
    expect(flow.actor.getSnapshot().context.proof).toBeNull();
  });
});
