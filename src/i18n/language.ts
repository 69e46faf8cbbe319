import { firstLanguageOf, isLanguage, type Language } from '../../contracts/language';

/**
 * SPEC §4: the stored user's language, then the stored `lang`, then the browser's
 * languages in order of preference, else English.
 */
export function chooseLanguage(sources: {
  userLanguage?: string | null | undefined;
  storedLang?: string | null | undefined;
  browserLanguages?: readonly string[];
}): Language {
  if (isLanguage(sources.userLanguage)) return sources.userLanguage;
  if (isLanguage(sources.storedLang)) return sources.storedLang;
  return firstLanguageOf(sources.browserLanguages ?? []) ?? 'en';
}
