import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../src/i18n/language';

describe('chooseLanguage', () => {
  it("prefers the stored user's language", () => {
    expect(chooseLanguage({ userLanguage: 'es', storedLang: 'en', browserLanguages: ['en'] })).toBe(
      'es',
    );
  });
  it('then the stored lang', () => {
    expect(chooseLanguage({ userLanguage: null, storedLang: 'es', browserLanguages: ['en'] })).toBe(
      'es',
    );
  });
  it("then the browser's first supported language", () => {
    expect(chooseLanguage({ browserLanguages: ['fr-FR', 'es-MX', 'en'] })).toBe('es');
  });
  it('ignores unsupported stored values', () => {
    expect(chooseLanguage({ userLanguage: 'de', storedLang: 'xx', browserLanguages: [] })).toBe(
      'en',
    );
  });
  it('falls back to English', () => {
    expect(chooseLanguage({})).toBe('en');
  });
});
