import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** msgid → msgstr of a Lingui .po catalog (continuation lines joined, header skipped). */
function readCatalog(locale: string): Map<string, string> {
  const text = readFileSync(
    new URL(`../../locales/${locale}/messages.po`, import.meta.url),
    'utf8',
  );
  const entries = new Map<string, string>();
  for (const block of text.split(/\n\s*\n/)) {
    const field = (name: string) => {
      const match = block.match(new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm'));
      return match?.[1]
        ? [...match[1].matchAll(/"(.*)"/g)].map((part) => part[1]).join('')
        : undefined;
    };
    const id = field('msgid');
    if (id) entries.set(id, field('msgstr') ?? '');
  }
  return entries;
}

describe('translations', () => {
  const english = readCatalog('en');
  const spanish = readCatalog('es');

  it('has messages to translate', () => {
    expect(english.size).toBeGreaterThan(10);
  });

  it('translates every message into Spanish', () => {
    const untranslated = [...english.keys()].filter((id) => !spanish.get(id));
    expect(untranslated).toEqual([]);
  });

  it('keeps every placeholder of a message in its Spanish translation', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\w+\}|<\/?\d+>/g)].map(String).sort();
    const mismatched = [...spanish].filter(([id, translation]) => {
      const source = english.get(id) || id;
      return JSON.stringify(placeholders(source)) !== JSON.stringify(placeholders(translation));
    });
    expect(mismatched).toEqual([]);
  });
});
