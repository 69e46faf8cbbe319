import { useLingui } from '@lingui/react/macro';
import { Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { sessionGuardMachine } from '../../../machines/session-guard.machine';
import { api } from '../../api/http';
import { safeRedirect } from '../../lib/safe-redirect';
import { tokenStore } from '../../lib/storage';
import { Spinner } from '../../ui/Spinner';
import { notify } from '../../ui/toast';

const appSessionGuard = sessionGuardMachine.provide({
  actors: {
    verifyToken: fromPromise<void, { token: string }>(async ({ input }) => {
      await api('/auth/token/verify/', { method: 'POST', body: { token: input.token } });
    }),
  },
  actions: { forgetToken: () => tokenStore.clear() },
});

/**
 * Guard of /chat and /profile (SPEC §2): a spinner while the session machine checks the
 * token, the screen once it is verified, else back to /auth carrying where the user was.
 * Only a convenience: the server checks every protected call itself.
 */
export function ProtectedLayout() {
  const { i18n } = useLingui();
  const location = useLocation();
  const [snapshot] = useMachine(appSessionGuard, { input: { token: tokenStore.get() } });
  const error = snapshot.context.error;

  useEffect(() => {
    if (snapshot.matches('unauthenticated') && error) notify.error(i18n._(error));
  }, [snapshot, error, i18n]);

  if (snapshot.matches('authenticated')) return <Outlet />;
  if (snapshot.matches('unauthenticated')) {
    return <Navigate to="/auth" search={{ redirect: safeRedirect(location.href) }} replace />;
  }
  return <Spinner />;
}
