import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import { sessionApi } from '../api/session.api';
import { withInspector } from '../lib/inspector';
import { onSessionChange, renewSession } from '../lib/session';
import { tokenStore } from '../lib/storage';
import { toastActions } from '../ui/toast';

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

/**
 * Starts the session for one run of the app (main.tsx, a view test): verification, refresh
 * and their toasts live here, not in a screen, so nothing is lost when screens change while a
 * call is in flight. Sign-in and sign-out reach it through `src/lib/session.ts`.
 */
export function startAppSession(): AppSession {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        verifyToken: fromPromise<void, void>(() => sessionApi.verifyToken(tokenStore.get() ?? '')),
        refresh: fromPromise(() => sessionApi.refresh()),
      },
      actions: {
        storeSession: (_, session) => renewSession(session),
        forgetToken: () => tokenStore.clear(),
        showError: toastActions.showError,
      },
      guards: { hasToken: () => tokenStore.get() !== null },
    }),
    withInspector(),
  ).start();
  const unsubscribe = onSessionChange((change) =>
    actor.send({ type: change === 'started' ? 'SIGNED_IN' : 'SIGNED_OUT' }),
  );
  return {
    async mayEnter() {
      actor.send({ type: 'CHECK' });
      const verdict = await waitFor(actor, (snapshot) => !snapshot.hasTag('checking'));
      return verdict.hasTag('authenticated');
    },
    left: () => actor.send({ type: 'LEFT' }),
    signedIn: () => tokenStore.get() !== null,
    stop() {
      unsubscribe();
      actor.stop();
    },
  };
}
