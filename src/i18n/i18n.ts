import { i18n, type Messages } from '@lingui/core';
import type { Language } from '../../contracts/language';
import { langStore, userStore } from '../lib/storage';
import { chooseLanguage } from './language';

// Each catalog is its own chunk: a visitor downloads only the language they read. The first
// screen (the entry chunk) needs a few of its messages only: it starts with those
// (scripts/vite-first-screen-messages.ts), and every screen loaded later waits for the whole
// catalogue (`withAllMessages`).
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  es: () => import('../../locales/es/messages.po'),
};
const firstScreenCatalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('virtual:first-screen-messages/en'),
  es: () => import('virtual:first-screen-messages/es'),
};

let latestRequest = 0;
let latestActivation: Promise<void> = Promise.resolve();
/** The language asked for last (shown, or still downloading). */
let requestedLanguage: Language | undefined;
let allMessagesWanted = false;
const allMessagesLoaded = new Set<Language>();

/** Loads and shows a language. The last call wins: a catalogue still downloading for an
 * earlier call (a language switched to and straight back, as when saving it fails) must not
 * replace the one asked for after it; every call resolves once the last one is shown. */
export function activateLanguage(language: Language): Promise<void> {
  const request = ++latestRequest;
  const all = allMessagesWanted;
  requestedLanguage = language;
  latestActivation = (async () => {
    const { messages } = await (all ? catalogs : firstScreenCatalogs)[language]();
    if (request !== latestRequest) return latestActivation;
    i18n.loadAndActivate({ locale: language, messages });
    if (all) allMessagesLoaded.add(language);
    document.documentElement.lang = language;
  })();
  return latestActivation;
}

/** Every message of the shown language, from now on and in any language switched to. One
 * loading at a time: concurrent callers share it. Asked for before any language (a lazily
 * loaded page opened directly, main.tsx), it loads the initial language's whole catalogue
 * instead of its first-screen messages. */
let allMessages: Promise<void> | undefined;
function loadAllMessages(): Promise<void> {
  allMessagesWanted = true;
  allMessages ??= (async () => {
    for (;;) {
      const language = requestedLanguage ?? initialLanguage();
      if (allMessagesLoaded.has(language)) break;
      await activateLanguage(language);
    }
  })().catch((error: unknown) => {
    allMessages = undefined;
    throw error;
  });
  return allMessages;
}

/** A lazily loaded module that shows messages: it resolves once the whole catalogue is in. */
export async function withAllMessages<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadAllMessages()]);
  return module;
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
