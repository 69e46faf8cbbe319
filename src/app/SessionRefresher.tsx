import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { Session } from '../../contracts/session';
import { tokenRefreshMachine } from '../../machines/token-refresh.machine';
import { sessionApi } from '../api/session.api';
import { withInspector } from '../lib/inspector';
import { onSessionChange, renewSession } from '../lib/session';
import { tokenStore } from '../lib/storage';

const appTokenRefresh = tokenRefreshMachine.provide({
  actors: { refresh: fromPromise<Session, void>(() => sessionApi.refresh()) },
  actions: { storeSession: (_, session) => renewSession(session) },
  guards: { hasToken: () => tokenStore.get() !== null },
});

/** Keeps the stored token fresh for as long as the app is open (SPEC §4 "Token refresh"). */
export function SessionRefresher() {
  const refresher = useActorRef(appTokenRefresh, withInspector());
  useEffect(
    () =>
      onSessionChange((change) =>
        refresher.send({ type: change === 'started' ? 'SESSION_STARTED' : 'TOKEN_CHANGED' }),
      ),
    [refresher],
  );
  return null;
}
