import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { activateLanguage, initialLanguage } from './i18n/i18n';
import { applyTheme, storedTheme } from './ui/theme/theme';

applyTheme(storedTheme());

// The catalog is loaded before the first render so no screen flashes untranslated text.
await activateLanguage(initialLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
