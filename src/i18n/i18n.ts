import { i18n, type Messages } from '@lingui/core';
import type { Language } from '../../contracts/language';
import { langStore, userStore } from '../lib/storage';
import { chooseLanguage } from './language';

// Each catalog is its own chunk: a visitor downloads only the language they read.
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  es: () => import('../../locales/es/messages.po'),
};

let latestRequest = 0;

/** Loads and shows a language. The last call wins: a catalogue still downloading for an
 * earlier call (a language switched to and straight back, as when saving it fails) must not
 * replace the one asked for after it. */
export async function activateLanguage(language: Language): Promise<void> {
  const request = ++latestRequest;
  const { messages } = await catalogs[language]();
  if (request !== latestRequest) return;
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
}

export function initialLanguage(): Language {
  return chooseLanguage({
    userLanguage: userStore.get()?.language,
    storedLang: langStore.get(),
    browserLanguages: navigator.languages ?? [navigator.language],
  });
}

/** Switching applies at once and is remembered under `lang` (SPEC §4). */
export async function switchLanguage(language: Language): Promise<void> {
  langStore.set(language);
  await activateLanguage(language);
}

export { i18n };
