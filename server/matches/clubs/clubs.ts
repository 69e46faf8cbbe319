import type { LeagueCode } from '../csv/football-data-csv';
import { CLUB_ROWS, type ClubAlias } from './club-list';

// One source of truth for club names: the import key (football-data.co.uk's spelling, what
// `teams.name` holds), the display name the API and the app show, and every other spelling
// that should lead to the club (football-data.org's names, older files, what people type).

import type { Language } from '../../../contracts/language';

export interface Club {
  league: LeagueCode;
  /** football-data.co.uk's spelling: the import key stored in `teams.name`. */
  key: string;
  /** The name shown to people. */
  name: string;
  aliases: readonly ClubAlias[];
}

export const CLUBS: readonly Club[] = (Object.keys(CLUB_ROWS) as LeagueCode[]).flatMap((league) =>
  CLUB_ROWS[league].map(([key, name, aliases = []]) => ({ league, key, name, aliases })),
);

/** Words of a text, as typed: letters and digits only ("Nott'm" is "Nott" and "m"). */
function words(text: string): string[] {
  return text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A word without accents or case: "Barça" → "barca", "Preußen" → "preussen". */
function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

/** How two spellings are compared: "1. FC Köln", "1 fc koln" and "1.FC KÖLN" are the same. */
export function foldName(text: string): string {
  return words(text).map(foldWord).join(' ');
}

const aliasText = (alias: ClubAlias) => (typeof alias === 'string' ? alias : alias.text);

/** The aliases that find the club on their own: all but the nicknames clubs share. */
export const ownAliases = (club: Club) =>
  club.aliases.filter((alias) => typeof alias === 'string' || !alias.matchOnly);

const byKey = new Map(CLUBS.map((club) => [club.key, club]));

// Every spelling (key, display name, own aliases) folded → the club. A spelling two clubs
// share would make names ambiguous; tests/server/matches/clubs.test.ts keeps the list free of
// them (shared nicknames are marked and name a club only within its match).
const bySpelling = new Map<string, Club>();
for (const club of CLUBS) {
  for (const spelling of [club.key, club.name, ...ownAliases(club).map(aliasText)]) {
    const folded = foldName(spelling);
    if (!bySpelling.has(folded)) bySpelling.set(folded, club);
  }
}

/** The club any known spelling names, or undefined. */
export function findClub(spelling: string): Club | undefined {
  return byKey.get(spelling) ?? bySpelling.get(foldName(spelling));
}

/** The name to show for a club stored under `sourceName`; unknown clubs keep their name. */
export function clubDisplayName(sourceName: string): string {
  return findClub(sourceName)?.name ?? sourceName;
}

/** The import key (football-data.co.uk spelling) of a known spelling, or undefined. */
export function clubKey(spelling: string): string | undefined {
  return findClub(spelling)?.key;
}

// Words that say what kind of club it is, not which: "FC", "AFC", "SSC", "VfB", "Calcio"…
const CLUB_WORDS = new Set(
  [
    ...['1.', 'AC', 'ACF', 'ACR', 'AFC', 'AJ', 'AS', 'BC', 'CA', 'CD', 'CF', 'CFC', 'CS'],
    ...['Calcio', 'DSC', 'EA', 'ESTAC', 'FC', 'FCO', 'FSV', 'HSC', 'MSV', 'OGC', 'OSC', 'RC'],
    ...['RCD', 'SC', 'SCO', 'SD', 'SM', 'SS', 'SSC', 'SV', 'SpVgg', 'TSG', 'TSV', 'UC', 'UD'],
    ...['US', 'VfB', 'VfL'],
  ].map((w) => w.toLowerCase()),
);

/** "FC St. Pauli 1910" → "St. Pauli": club-type words and founding years (four digits) go. */
export function stripClubWords(name: string): string {
  const kept = name
    .split(' ')
    .filter((w) => !CLUB_WORDS.has(w.toLowerCase()) && !/^(18|19|20)\d\d$/.test(w));
  // A name made only of such words ("AC") is kept as it is.
  return kept.length > 0 ? kept.join(' ') : name;
}

/** football-data.org names clubs in full ("Wolverhampton Wanderers FC", "1. FSV Mainz 05");
 * the same match from both sources must get the same key, so its names map onto
 * football-data.co.uk's: the full name, then without club-type words and founding years,
 * then (an unknown club) that stripped name without accents, as the csv files write. */
export function footballDataOrgTeamName(raw: string): string {
  const cleaned = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  const stripped = stripClubWords(cleaned);
  return clubKey(cleaned) ?? clubKey(stripped) ?? stripped.normalize('NFD').replace(/\p{M}/gu, '');
}

export interface ClubMention {
  club: Club;
  /** The words of the text that named it, as written. */
  text: string;
  /** Index of its first word among the text's words. */
  word: number;
}

interface Pattern {
  club: Club;
  folded: readonly string[];
  /** Set for ordinary words ("Nice", "Lens"): the words must be written exactly so. */
  exact: readonly string[] | null;
  notIn: readonly Language[] | null;
}

// Patterns by their first folded word, longest first, so "Inter Milan" wins over "Milan" and
// "Atlético de Madrid" over "Madrid".
const patternsByFirstWord = (() => {
  const patterns: Pattern[] = [];
  for (const club of CLUBS) {
    const exact = ownAliases(club).filter((a) => typeof a !== 'string');
    // A spelling that is also an ordinary word is only recognised through its exact form.
    const guarded = new Set(exact.map((a) => foldName(a.text)));
    const plain = new Set(
      [club.key, club.name, ...club.aliases.filter((a) => typeof a === 'string')]
        .map(foldName)
        .filter((f) => !guarded.has(f)),
    );
    for (const folded of plain)
      patterns.push({ club, folded: folded.split(' '), exact: null, notIn: null });
    for (const alias of exact) {
      const typed = words(alias.text);
      patterns.push({
        club,
        folded: typed.map(foldWord),
        exact: typed,
        notIn: alias.notIn ?? null,
      });
    }
  }
  const index = new Map<string, Pattern[]>();
  for (const pattern of patterns) {
    const first = pattern.folded[0] as string;
    index.set(first, [...(index.get(first) ?? []), pattern]);
  }
  for (const list of index.values()) list.sort((a, b) => b.folded.length - a.folded.length);
  return index;
})();

/**
 * The clubs a text names, in the order it names them, each once: tolerant to case and
 * accents ("atletico", "BARÇA", "monchengladbach"), knows the short forms people type
 * (Atleti, Spurs, Gladbach, PSG, Man Utd…). Short forms that are ordinary words ("Nice",
 * "Lens", "Como") count only as written; with `language`, those too common in it are
 * ignored, and without it every such word that is common somewhere is.
 */
export function findClubsMentioned(text: string, language?: Language): ClubMention[] {
  const typed = words(text);
  const folded = typed.map(foldWord);
  const found: ClubMention[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < typed.length; ) {
    const pattern = (patternsByFirstWord.get(folded[i] as string) ?? []).find(
      (p) =>
        p.folded.every((w, k) => folded[i + k] === w) &&
        (!p.exact || p.exact.every((w, k) => typed[i + k] === w)) &&
        (!p.notIn || (language !== undefined && !p.notIn.includes(language))),
    );
    if (!pattern) {
      i++;
      continue;
    }
    if (!seen.has(pattern.club.key)) {
      seen.add(pattern.club.key);
      found.push({
        club: pattern.club,
        text: typed.slice(i, i + pattern.folded.length).join(' '),
        word: i,
      });
    }
    i += pattern.folded.length;
  }
  return found;
}
