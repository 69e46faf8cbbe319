import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Session } from '../../contracts/session';
import { loginMachine } from '../../machines/login.machine';
import { messageText } from './message-text';
import { formatCoverage, walkEveryPath } from './model-coverage';
import { loginModel } from './models/login.model';

const session: Session = {
  token: 'a.b.c',
  user: { id: 'u1', oauth_only: false, name: 'Ana', email: 'ana@example.com', language: 'es' },
};
const httpError = (status: number, data: Record<string, unknown> = {}) =>
  Object.assign(new Error(`HTTP ${status}`), { status, data });

/** Runs the real machine with the login call answering `outcome`. */
async function signIn(outcome: () => Promise<Session>) {
  const stored: Session[] = [];
  const went: string[] = [];
  const machine = loginMachine.provide({
    actors: { login: fromPromise(outcome) },
    actions: {
      storeSession: (_, session) => stored.push(session),
      goToApp: () => went.push('/chat'),
      goToVerifyCode: (_, email) => went.push(`/auth/verify-code ${email}`),
    },
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'SUBMIT', email: '  ana@example.com ', password: 'secret-pass' });
  await waitFor(actor, (snapshot) => !snapshot.matches('signingIn'));
  const { value, context } = actor.getSnapshot();
  const error = context.error;
  return {
    value,
    email: context.email,
    stored,
    went,
    error: messageText(error),
    spanish: messageText(error, 'es'),
  };
}

describe('login machine', () => {
  it('covers every state and transition with generated paths', async () => {
    const coverage = await walkEveryPath(loginModel);
    console.info(formatCoverage('login', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('stores the session and ends signed in', async () => {
    const result = await signIn(async () => session);
    expect(result.value).toBe('signedIn');
    expect(result.stored).toEqual([session]);
    expect(result.email).toBe('ana@example.com');
    expect(result.went).toEqual(['/chat']);
  });

  it('tells a Google-created account to use Google', async () => {
    const result = await signIn(async () => {
      throw httpError(403, { code: 'oauth_only', detail: 'x' });
    });
    expect(result.value).toBe('editing');
    expect(result.error).toBe(
      "This account was created with Google. Please use 'Sign in with Google' to access your account.",
    );
  });

  it.each([401, 404])('answers %i with invalid email or password', async (status) => {
    const result = await signIn(async () => {
      throw httpError(status, { detail: 'nope' });
    });
    expect(result.error).toBe('Invalid email or password');
    expect(result.stored).toEqual([]);
  });

  it('sends an unverified account to the code check', async () => {
    const result = await signIn(async () => {
      throw httpError(403, { detail: 'Account not verified' });
    });
    expect(result.value).toBe('unverified');
    expect(result.went).toEqual(['/auth/verify-code ana@example.com']);
  });

  it('says how many minutes a locked-out sign-in must wait, in the catalogue', async () => {
    const machine = loginMachine.provide({
      actors: {
        login: fromPromise<Session, { email: string; password: string }>(async () => {
          throw httpError(429, {
            code: 'too_many_attempts',
            retry_after: 61,
            detail: 'server wording',
          });
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'SUBMIT', email: 'ana@example.com', password: 'secret-pass' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.error).toMatchObject({
      message: 'Too many attempts. Please try again in {minutes} min.',
      values: { minutes: 2 },
    });
  });

  it('never shows the server wording: other failures read as the catalogue fallback', async () => {
    const result = await signIn(async () => {
      throw httpError(500, { message: 'Database is down', detail: 'Internal server error' });
    });
    expect(result.error).toBe('An error occurred while logging in. Please try again.');
    expect(result.spanish).toBe('Se produjo un error al iniciar sesión. Inténtalo de nuevo.');
  });

  it('says in Spanish how long to wait after too many requests from this address', async () => {
    const result = await signIn(async () => {
      throw httpError(429, { code: 'too_many_requests', retry_after: 20, detail: 'Slow down' });
    });
    expect(result.error).toBe('Too many requests. Please try again in 20 s.');
    expect(result.spanish).toBe('Demasiadas solicitudes. Inténtalo de nuevo dentro de 20 s.');
  });

  it('says the service is briefly unavailable when the database is', async () => {
    const result = await signIn(async () => {
      throw httpError(503, { code: 'service_unavailable', retry_after: 5 });
    });
    expect(result.spanish).toBe(
      'El servicio no está disponible por un momento. Inténtalo de nuevo en unos instantes.',
    );
  });

  it('falls back to the generic login error', async () => {
    const result = await signIn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(result.error).toBe('An error occurred while logging in. Please try again.');
  });

  it.each([
    [
      httpError(401, {
        code: 'google_failed',
        detail: 'The Google sign-in could not be verified.',
      }),
      'No se pudo iniciar sesión con Google. Inténtalo de nuevo.',
    ],
    [
      httpError(503, { code: 'google_unavailable', detail: 'Google sign-in is not configured.' }),
      'El inicio de sesión con Google no está disponible ahora mismo.',
    ],
    [
      httpError(500, { detail: 'Boom' }),
      'Se produjo un error al iniciar sesión. Inténtalo de nuevo.',
    ],
  ])("shows a Google sign-in failure %s in the user's words: %s", async (error, spanish) => {
    const machine = loginMachine.provide({
      actors: {
        loginWithGoogle: fromPromise<Session, { idToken: string }>(async () => {
          throw error;
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'GOOGLE_CREDENTIAL', idToken: 'x' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(messageText(actor.getSnapshot().context.error, 'es')).toBe(spanish);
  });

  it("shows the Google button's own (translated) failure as it is", () => {
    const actor = createActor(loginMachine).start();
    actor.send({
      type: 'GOOGLE_FAILED',
      message: 'No se pudo cargar el inicio de sesión con Google.',
    });
    expect(actor.getSnapshot().context.error).toBe(
      'No se pudo cargar el inicio de sesión con Google.',
    );
  });
});
