// The interface languages (SPEC §9 "Languages: es, en"), shared by the SPA, its machines and
// the server: the one definition of the type and of the check.

export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** A stored or requested language as one of ours: anything but Spanish reads as English. */
export const languageOf = (value: unknown): Language => (value === 'es' ? 'es' : 'en');

/** The first of a browser's language tags (in its order of preference, e.g. `es-MX`) that
 * names one of ours. */
export function firstLanguageOf(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}
