import { createMemoryHistory } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { App } from '../../src/app/App';
import { prepareDocument } from '../../src/app/bootstrap';
import { createAppRouter } from '../../src/app/router';
import { startAppSession } from '../../src/app/session';

/** Starts the whole SPA at `path`, as main.tsx does, on an in-memory history. */
export async function renderApp(path: string) {
  await prepareDocument();
  const session = startAppSession();
  onTestFinished(() => session.stop());
  const router = createAppRouter({
    session,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // Pages split off with lazyRouteComponent arrive before the first render, so a test sees
  // its page as soon as the route renders, as it did when they were bundled with the app.
  await Promise.all(
    Object.values(router.routesById).map((route) =>
      (route.options.component as { preload?: () => Promise<void> } | undefined)?.preload?.(),
    ),
  );
  await act(async () => {
    render(<App router={router} />);
  });
  return { router };
}
