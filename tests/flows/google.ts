import { vi } from 'vitest';

/**
 * Google Identity Services in the page, as the browser gets it: the app appends Google's
 * client script to the document and waits for it to load or fail. `awaitGoogle` keeps the
 * script the page appends (happy-dom would fail it at once), then `loadGoogle` plays it
 * arriving: `window.google`, whose button hands the app `credential()` when pressed, as
 * Google's does once the user has picked an account; `blockGoogle` plays it failing to load.
 */
let requested: HTMLScriptElement[] = [];

export function awaitGoogle() {
  delete window.google;
  requested = [];
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement && node.src.startsWith('https://accounts.google.com/'))
        requested.push(node);
      else append(node);
    }
  });
}

function pendingScript(): HTMLScriptElement {
  const script = requested.at(-1);
  if (!script) throw new Error('the page has not asked for Google’s script');
  return script;
}

export function loadGoogle(credential: () => string) {
  const script = pendingScript();
  let callback: (response: { credential: string; select_by: string }) => void = () => {};
  window.google = {
    accounts: {
      id: {
        initialize: (options) => {
          callback = options.callback;
        },
        renderButton: (parent, options) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent =
            options.text === 'signup_with' ? 'Sign up with Google' : 'Sign in with Google';
          button.addEventListener('click', () =>
            callback({ credential: credential(), select_by: 'btn' }),
          );
          parent.replaceChildren(button);
        },
      },
    },
  };
  script.onload?.(new Event('load'));
}

export function blockGoogle() {
  pendingScript().onerror?.(new Event('error'));
}
