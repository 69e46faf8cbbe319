import { fromPromise } from 'xstate';
import type { Session } from '../../../contracts/session';
import type { ModelEvent } from '../model-coverage';

/** An HTTP failure as the app's API client throws it. */
export const httpError = (status: number, data: Record<string, unknown> = {}) =>
  Object.assign(new Error(`HTTP ${status}`), { status, data });

/** An effect that never settles: the model sends its result as an event. */
export const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));

export const session: Session = {
  token: 'a.b.c',
  user: { id: 'u1', oauth_only: false, name: 'Ana', email: 'ana@example.com', language: 'en' },
};

/** The invoked actor `actor` finishing with `output` (XState's done event), and what that
 * means in the flow. */
export const actorDone = (actor: string, output: unknown, means: string): ModelEvent => ({
  event: { type: `xstate.done.actor.${actor}`, output },
  means,
});

/** The invoked actor `actor` failing with `error` (XState's error event), and what that
 * means in the flow. */
export const actorFailed = (actor: string, error: unknown, means: string): ModelEvent => ({
  event: { type: `xstate.error.actor.${actor}`, error },
  means,
});
