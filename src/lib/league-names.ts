import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The one name of each league the app shows, from the catalogue so a language may name it
// its own way. Spain's is "LaLiga" in both languages: the competition's own name, and what
// the API and the analyst's replies say too.
const LEAGUE_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  PL: msg`Premier League`,
  PD: msg`LaLiga`,
  SA: msg`Serie A`,
  BL1: msg`Bundesliga`,
  FL1: msg`Ligue 1`,
};

/** The five leagues' codes, in the order the app lists them. */
export const LEAGUE_CODES = ['PL', 'PD', 'SA', 'BL1', 'FL1'] as const;

/** A league's name in the current language; an unknown code stays as it is. */
export function leagueDisplayName(i18n: I18n, code: string): string {
  const name = LEAGUE_NAMES[code];
  return name ? i18n._(name) : code;
}
