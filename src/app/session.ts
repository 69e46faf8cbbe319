import { withAllMessages } from '../i18n/i18n';
import { onSessionChange } from '../lib/session';
import { tokenStore } from '../lib/storage';
import type { SessionEvent, startSessionActor } from './session-actor';

/** The app's one session actor, as the router's context hands it to `beforeLoad`. */
export interface AppSession {
  /**
   * Whether a protected screen may be shown (SPEC §4 "Guard"): answers once the token is
   * checked. When it may not, the session has already removed a refused token and said why.
   */
  mayEnter(): Promise<boolean>;
  /** The protected screens were left: the next entry verifies the token again. */
  left(): void;
  /** A token is stored: the auth screens send the visitor on to /chat. */
  signedIn(): boolean;
  stop(): void;
}

type SessionActor = ReturnType<typeof startSessionActor>;

/**
 * Starts the session for one run of the app (main.tsx, a view test): verification, refresh
 * and their toasts live here, not in a screen, so nothing is lost when screens change while a
 * call is in flight. Sign-in and sign-out reach it through `src/lib/session.ts`.
 *
 * The machine (and xstate) is its own chunk, loaded at once when a token is stored (the
 * refresh starts with the app) and otherwise when first needed: a protected route, a sign-in.
 * Most visitors of /auth have no session, and the landing's JS stays without it.
 */
export function startAppSession(): AppSession {
  const tokenAtStart = tokenStore.get() !== null;
  let actor: Promise<SessionActor> | undefined;
  const load = () => {
    actor ??= withAllMessages(() => import('./session-actor')).then(
      (chunk) => chunk.startSessionActor(tokenAtStart),
      (error: unknown) => {
        actor = undefined;
        throw error;
      },
    );
    return actor;
  };
  // Events keep their order: each waits for the actor, and the chunk loads once. Leaving the
  // protected screens before the session ever started changes nothing.
  const send = (event: SessionEvent) => {
    if (!actor && event.type === 'LEFT') return;
    load().then(
      (started) => started.send(event),
      () => {},
    );
  };
  if (tokenAtStart) void load();
  const unsubscribe = onSessionChange((change) =>
    send({ type: change === 'started' ? 'SIGNED_IN' : 'SIGNED_OUT' }),
  );
  return {
    mayEnter: async () => (await load()).mayEnter(),
    left: () => send({ type: 'LEFT' }),
    signedIn: () => tokenStore.get() !== null,
    stop() {
      unsubscribe();
      actor?.then(
        (started) => started.stop(),
        () => {},
      );
    },
  };
}
