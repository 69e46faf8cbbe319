import { describe, expect, it } from 'vitest';
import { activateLanguage, i18n, switchLanguage } from '../../src/i18n/i18n';
import { langStore } from '../../src/lib/storage';

describe('switching the language', () => {
  it('shows the language asked for last, even when an earlier catalogue arrives after it', async () => {
    await activateLanguage('en');
    // A switch to Spanish taken straight back (saving it failed): the Spanish catalogue is
    // still downloading when English, already loaded, is asked for again.
    const toSpanish = switchLanguage('es');
    const backToEnglish = switchLanguage('en');
    await Promise.all([toSpanish, backToEnglish]);
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(langStore.get()).toBe('en');
  });
});
