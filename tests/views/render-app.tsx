import { createMemoryHistory } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { App } from '../../src/app/App';
import { prepareDocument } from '../../src/app/bootstrap';
import { createAppRouter } from '../../src/app/router';

/** Starts the whole SPA at `path`, as main.tsx does, on an in-memory history. */
export async function renderApp(path: string) {
  await prepareDocument();
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await act(async () => {
    render(<App router={router} />);
  });
  return { router };
}
