import { useLingui } from '@lingui/react/macro';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { sessionGuardMachine } from '../../../machines/session-guard.machine';
import { api } from '../../api/http';
import { withInspector } from '../../lib/inspector';
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
  // Where the visitor was headed when the guard started; the location moves on while we leave.
  const [origin] = useState(() => location.href);
  const navigate = useNavigate();
  const [snapshot] = useMachine(
    appSessionGuard,
    withInspector({ input: { token: tokenStore.get() } }),
  );
  const signedOut = snapshot.matches('unauthenticated');
  const error = snapshot.context.error;

  useEffect(() => {
    if (!signedOut) return;
    if (error) notify.error(i18n._(error));
    void navigate({ to: '/auth', search: { redirect: safeRedirect(origin) }, replace: true });
  }, [signedOut, error, i18n, navigate, origin]);

  return snapshot.matches('authenticated') ? <Outlet /> : <Spinner />;
}
