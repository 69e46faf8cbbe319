import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { sessionGuardMachine } from '../../../machines/session-guard.machine';
import { api } from '../../api/http';
import { withInspector } from '../../lib/inspector';
import { safeRedirect } from '../../lib/safe-redirect';
import { forgetToken, guardInput } from '../../lib/session';
import { Spinner } from '../../ui/Spinner';
import { toastActions } from '../../ui/toast';

const appSessionGuard = sessionGuardMachine.provide({
  actors: {
    verifyToken: fromPromise<void, { token: string }>(async ({ input }) => {
      await api('/auth/token/verify/', { method: 'POST', body: { token: input.token } });
    }),
  },
  actions: { forgetToken },
});

/**
 * Guard of /chat and /profile (SPEC §2): a spinner while the session machine checks the
 * token, the screen once it is verified, else back to /auth carrying where the user was.
 * Only a convenience: the server checks every protected call itself.
 */
export function ProtectedLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  // Navigation and the toast are the machine's actions; where the visitor was headed is
  // read when the guard starts, since the location moves on while we leave.
  const [guard] = useState(() => {
    const origin = location.href;
    return appSessionGuard.provide({
      actions: {
        leave: (_, why) => {
          if (why) toastActions.showError(undefined, why);
          void navigate({ to: '/auth', search: { redirect: safeRedirect(origin) }, replace: true });
        },
      },
    });
  });
  const [input] = useState(guardInput);
  const [snapshot] = useMachine(guard, withInspector({ input }));
  return snapshot.hasTag('authenticated') ? <Outlet /> : <Spinner />;
}
