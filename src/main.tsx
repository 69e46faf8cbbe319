import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prepareDocument } from './app/bootstrap';
import { createAppRouter, preloadOpenedPage } from './app/router';
import { startAppSession } from './app/session';

const router = createAppRouter({ session: startAppSession() });
// The opened page's chunks download beside the first screen's messages, not after them.
preloadOpenedPage(router);
await prepareDocument();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
