// Names are shown to other people's eyes in pages and mails. Characters that reorder the
// text around them (direction overrides and isolates) or take no space at all (zero-width
// ones) let a name look like something else, e.g. hide or reverse part of it, so they are
// refused in registration and the profile, and stripped from names Google gives us.
// Shared so the SPA's validation and the server agree.

/** U+202A–202E (embeddings, overrides), U+2066–2069 (isolates), U+200B–200F (zero-width
 * space/joiners, LRM/RLM), U+2060 (word joiner), U+FEFF (zero-width no-break space). */
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\u2060\uFEFF]/u;

/** The stable code of the refusal (the SPA shows its own message for it). */
export const NAME_INVISIBLE_CODE = 'name_invisible_characters';

export const hasInvisibleCharacters = (name: string) => INVISIBLE.test(name);

/** A name from an outside source (Google) made acceptable: invisible characters dropped,
 * control characters (NUL, line breaks) turned into spaces, spaces collapsed. May come
 * back empty. */
export function cleanOutsideName(name: string): string {
  return name
    .replace(new RegExp(INVISIBLE.source, 'gu'), '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}
