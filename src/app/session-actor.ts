import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import { sessionApi } from '../api/session.api';
import { withInspector } from '../lib/inspector';
import { renewSession } from '../lib/session';
import { tokenStore } from '../lib/storage';
import { toastActions } from '../ui/toast';

export type SessionEvent = { type: 'CHECK' | 'LEFT' | 'SIGNED_IN' | 'SIGNED_OUT' };

/**
 * The session machine with the app's calls, storage and toasts (src/app/session.ts starts it
 * when first needed). `tokenAtStart` is whether a token was stored when the app started: the
 * machine's first decision (refresh now, or wait for a sign-in) is taken as it would have been
 * then, whatever happened while this chunk loaded (that follows as events).
 */
export function startSessionActor(tokenAtStart: boolean) {
  let firstDecision = true;
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
      guards: {
        hasToken: () => {
          if (!firstDecision) return tokenStore.get() !== null;
          firstDecision = false;
          return tokenAtStart;
        },
      },
    }),
    withInspector(),
  ).start();
  return {
    send: (event: SessionEvent) => actor.send(event),
    async mayEnter() {
      actor.send({ type: 'CHECK' });
      const verdict = await waitFor(actor, (snapshot) => !snapshot.hasTag('checking'));
      return verdict.hasTag('authenticated');
    },
    stop: () => actor.stop(),
  };
}
