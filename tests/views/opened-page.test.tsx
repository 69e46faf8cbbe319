import { createMemoryHistory } from '@tanstack/react-router';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createAppRouter, preloadOpenedPage } from '../../src/app/router';
import { startAppSession } from '../../src/app/session';
import { i18n } from '../../src/i18n/i18n';
import { langStore } from '../../src/lib/storage';

describe('the page being opened', () => {
  it('starts a lazily loaded page and the catalogue it waits for before any language is shown', async () => {
    langStore.set('es');
    const session = startAppSession();
    onTestFinished(() => session.stop());
    const router = createAppRouter({
      session,
      history: createMemoryHistory({ initialEntries: ['/auth/register'] }),
    });
    expect(i18n.locale).toBeFalsy();
    preloadOpenedPage(router);
    // The page waits for the whole catalogue, which needs a language: the initial one.
    await waitFor(() => expect(i18n.locale).toBe('es'));
    expect(document.documentElement.lang).toBe('es');
  });
});
