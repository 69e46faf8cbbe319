import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Session } from '../../../contracts/session';
import { refreshIntervalMs } from '../../../machines/session.machine';
import { signOut, startSession } from '../../../src/lib/session';
import { endSessionElsewhere, verifiedAccount } from '../../flows/accounts';
import type { FlowScreens, World } from '../../flows/replay';
import { renderApp } from '../../views/render-app';
import { signIn } from '../../views/signed-in';
import type { ModelPath } from '../model-coverage';
import { sessionModel } from './session.model';

const interval = 'xstate.after.refreshInterval.session.refresh.waiting';
const stored = () => window.localStorage.getItem('token');
const onProtectedScreen = (world: World) =>
  ['/chat', '/profile'].includes(world.router.state.location.pathname);

/**
 * The app's one session, watched from the public pricing page and the conversations screen
 * (/chat): the protected screen's check, the refresh in the background, sign-in and sign-out
 * (the hand-over the sign-in screens and the header's "Sign out" make: login.screens.ts
 * covers the sign-in form itself).
 */
export const sessionScreens: FlowScreens<typeof sessionModel.machine> = {
  model: sessionModel,
  calls: { verifyToken: '/auth/token/verify/', refresh: '/auth/me/' },
  async open(start, world, path) {
    world.token = null;
    if (start.means.includes('stored session')) {
      const session = await verifiedAccount();
      signIn(session);
      world.token = session.token;
    }
    // The page's clock, so five minutes can pass at once.
    if (path.steps.some((step) => step.event.type === interval)) {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    }
    world.router = (await renderApp('/pricing')).router;
  },
  act: {
    CHECK: async (_event, world, answer) => {
      // Signed out on the server meanwhile (another device's "sign out everywhere").
      if (answer?.type.includes('error') && world.token) await endSessionElsewhere(world.token);
      void world.router.navigate({ to: '/chat' });
    },
    LEFT: async (_event, world) => void world.router.navigate({ to: '/pricing' }),
    SIGNED_IN: async (_event, world) => {
      const session = await verifiedAccount();
      world.token = session.token;
      await act(() => startSession(session as unknown as Session));
    },
    SIGNED_OUT: async (_event, world) => {
      world.token = null;
      act(() => signOut());
    },
    [interval]: async () => act(() => vi.advanceTimersByTime(refreshIntervalMs)),
  },
  answered: (event, world, body) => {
    if (event.type === 'xstate.error.actor.verifyToken') world.token = null;
    if (event.type === 'xstate.done.actor.refresh') world.token = (body as { token: string }).token;
  },
  shows: {
    'access.unchecked': (_snapshot, world) => expect(onProtectedScreen(world)).toBe(false),
    // The protected screen waits for the verdict.
    'access.checking': (_snapshot, world) => {
      expect(world.router.state.location.pathname).toBe('/chat');
      expect(world.router.state.status).toBe('pending');
    },
    'access.authenticated': (_snapshot, world) => {
      expect(stored()).not.toBeNull();
      if (world.router.state.location.pathname === '/chat') {
        expect(world.router.state.status).toBe('idle');
      }
    },
    // Back to sign-in, carrying where the visitor was headed, and saying why.
    'access.unauthenticated': (_snapshot, world) => {
      expect(world.router.state.location.pathname).toBe('/auth');
      expect(world.router.state.location.search).toEqual({ redirect: '/chat' });
      screen.getAllByText(/^(No authentication token found|Invalid authentication token)$/);
    },
    'refresh.signedOut': () => expect(stored()).toBeNull(),
    'refresh.refreshing': (_snapshot, world) =>
      expect(world.answers.waiting('/auth/me/')).toBe(true),
    // The stored token is the last one a sign-in or a refresh brought; a failure kept it.
    'refresh.waiting': (_snapshot, world) => expect(stored()).toBe(world.token),
  },
  unreplayable: storedTokenChanges,
};

/**
 * The model's walks keep the stored token as they start (its `hasToken` is fixed); the
 * screens change it on sign-in, sign-out and a refused token. A path is replayable only while
 * no step reads a token the screens have changed: a protected screen's check, or the refresh
 * deciding whether to run.
 */
function storedTokenChanges(path: ModelPath): string | null {
  const assumed = path.start.includes('stored session');
  let has = assumed;
  for (const step of path.steps) {
    const reads = step.event.type === 'CHECK' || step.event.type === interval;
    if (reads && has !== assumed) {
      return "a step reads a stored token the screens changed (the model's hasToken is fixed)";
    }
    if (step.event.type === 'SIGNED_IN') has = true;
    if (step.event.type === 'SIGNED_OUT' || step.event.type.startsWith('xstate.error.actor.verify'))
      has = false;
  }
  return null;
}
