import { fromPromise } from 'xstate';
import type { Session } from '../../../contracts/session';

/** An HTTP failure as the app's API client throws it. */
export const httpError = (status: number, data: Record<string, unknown> = {}) =>
  Object.assign(new Error(`HTTP ${status}`), { status, data });

/** An effect that never settles: the model sends its result as an event. */
export const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));

export const session: Session = {
  token: 'a.b.c',
  user: { id: 'u1', oauth_only: false, name: 'Ana', email: 'ana@example.com', language: 'en' },
};
