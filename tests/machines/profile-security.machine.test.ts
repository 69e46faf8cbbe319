import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type PasswordChange,
  profileSecurityMachine,
} from '../../machines/profile-security.machine';
import { formatCoverage, walkEveryPath } from './model-coverage';
import { profileSecurityModel } from './models/profile-security.model';

const httpError = (status: number, data: Record<string, unknown> = {}) =>
  Object.assign(new Error(`HTTP ${status}`), { status, data });
const text = (value: unknown) => (value as { message?: string } | null)?.message ?? null;
const valid = {
  type: 'SUBMIT',
  currentPassword: 'old-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
} as const;

function security(answer: () => Promise<void>) {
  const calls: PasswordChange[] = [];
  let cleared = 0;
  const machine = profileSecurityMachine.provide({
    actors: {
      changePassword: fromPromise<void, PasswordChange>(({ input }) => {
        calls.push(input);
        return answer();
      }),
    },
    actions: { clearForm: () => cleared++ },
  });
  const actor = createActor(machine).start();
  return {
    actor,
    calls,
    cleared: () => cleared,
    settled: () => waitFor(actor, (snapshot) => snapshot.matches('editing')),
  };
}

describe('profile security machine', () => {
  it('covers every state and transition with generated paths', async () => {
    const coverage = await walkEveryPath(profileSecurityModel);
    console.info(formatCoverage('profile-security', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('sends the current and new password, clears the form and says it is done', async () => {
    const flow = security(async () => {});
    flow.actor.send(valid);
    await flow.settled();
    expect(flow.calls).toEqual([
      { current_password: 'old-password', new_password: 'new-password' },
    ]);
    expect(flow.cleared()).toBe(1);
    expect(text(flow.actor.getSnapshot().context.notice)).toBe('Your password has been changed.');
  });

  it.each([
    [{ currentPassword: '' }, 'Enter your current password.'],
    [{ newPassword: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ newPassword: '', confirmPassword: '' }, 'Password must be at least 8 characters'],
    [{ confirmPassword: '' }, 'Confirm your new password.'],
    [{ confirmPassword: 'new-passwort' }, 'Passwords do not match'],
    [
      { newPassword: 'old-password', confirmPassword: 'old-password' },
      'The new password must be different from the current one.',
    ],
  ])('refuses %j without a call: %s', (change, message) => {
    const flow = security(async () => {});
    flow.actor.send({ ...valid, ...change });
    expect(flow.actor.getSnapshot().value).toBe('editing');
    expect(text(flow.actor.getSnapshot().context.error)).toBe(message);
    expect(flow.calls).toEqual([]);
  });

  it.each([
    [httpError(400, { code: 'wrong_password' }), 'The current password is incorrect.'],
    [
      httpError(400, { code: 'same_password' }),
      'The new password must be different from the current one.',
    ],
    [
      httpError(403, { code: 'oauth_only' }),
      'This account uses Google sign-in, so it has no password to change.',
    ],
    [httpError(429, { code: 'too_many_attempts' }), 'Too many attempts. Please try again later.'],
    [new TypeError('fetch failed'), 'Failed to change password. Please try again.'],
  ])('shows %s as %s and keeps the fields', async (error, message) => {
    const flow = security(async () => {
      throw error;
    });
    flow.actor.send(valid);
    await flow.settled();
    expect(text(flow.actor.getSnapshot().context.error)).toBe(message);
    expect(flow.cleared()).toBe(0);
  });
});
