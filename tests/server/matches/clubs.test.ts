import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CLUBS,
  clubDisplayName,
  clubKey,
  findClubsMentioned,
  foldName,
  footballDataOrgTeamName,
  ownAliases,
} from '../../../server/matches/clubs/clubs';
import { parseFootballDataCsv } from '../../../server/matches/csv/football-data-csv';
import { DEMO_POOL } from '../../../server/matches/importers/demo-clubs';

const DATA_DIR = process.env.FOOTBALL_DATA_DIR ?? resolve('../shared/data/football-data');
// The last six seasons of the shared history (2018-19 to 2023-24).
const RECENT = /^(E0|SP1|I1|D1|F1)_(1819|1920|2021|2122|2223|2324)\.csv$/;

const keysOf = (text: string, language?: 'en' | 'es') =>
  findClubsMentioned(text, language).map((m) => m.club.key);

describe('club names', () => {
  it('gives every club of the last six seasons of csv history its display name', async () => {
    const files = (await readdir(DATA_DIR)).filter((f) => RECENT.test(f));
    expect(files).toHaveLength(30);
    const names = new Set<string>();
    for (const file of files) {
      const { rows } = parseFootballDataCsv(await readFile(join(DATA_DIR, file)), file);
      for (const row of rows) names.add(row.homeTeam).add(row.awayTeam);
    }
    expect(names.size).toBeGreaterThan(120);
    const unknown = [...names].filter((name) => clubKey(name) !== name);
    expect(unknown).toEqual([]);
    expect(clubDisplayName('Ath Madrid')).toBe('Atlético de Madrid');
    expect(clubDisplayName("Nott'm Forest")).toBe('Nottingham Forest');
    expect(clubDisplayName("M'gladbach")).toBe('Borussia Mönchengladbach');
    expect(clubDisplayName('Espanol')).toBe('RCD Espanyol');
    expect(clubDisplayName('FC Koln')).toBe('1. FC Köln');
    expect(clubDisplayName('Paris SG')).toBe('Paris Saint-Germain');
  });

  it('names every demo club, current and promoted', () => {
    for (const clubs of Object.values(DEMO_POOL)) {
      for (const key of clubs) expect(clubKey(key), key).toBe(key);
    }
  });

  it('keeps unknown clubs under their source name', () => {
    expect(clubDisplayName('Real Unknown CF')).toBe('Real Unknown CF');
    expect(clubKey('Real Unknown CF')).toBeUndefined();
  });

  it('never lets two clubs share a spelling, except nicknames marked as shared', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const club of CLUBS) {
      const spellings = new Set(
        [
          club.key,
          club.name,
          ...ownAliases(club).map((a) => (typeof a === 'string' ? a : a.text)),
        ].map(foldName),
      );
      for (const s of spellings) {
        const other = owner.get(s);
        if (other && other !== club.key) clashes.push(`${s}: ${other} / ${club.key}`);
        owner.set(s, club.key);
      }
    }
    expect(clashes).toEqual([]);
    expect(new Set(CLUBS.map((c) => c.key)).size).toBe(CLUBS.length);
    // A shared nickname is no other club's own spelling ("Reds" is nobody's alone).
    const sharedTaken = CLUBS.flatMap((club) =>
      club.aliases.flatMap((a) => {
        if (typeof a === 'string' || !a.matchOnly) return [];
        const other = owner.get(foldName(a.text));
        return other && other !== club.key ? [`${a.text}: ${other} / ${club.key}`] : [];
      }),
    );
    expect(sharedTaken).toEqual([]);
  });

  it('maps football-data.co.uk and football-data.org spellings onto one key', () => {
    const pairs: Array<[string, string]> = [
      ['Club Atlético de Madrid', 'Ath Madrid'],
      ['Athletic Club', 'Ath Bilbao'],
      ['Nottingham Forest FC', "Nott'm Forest"],
      ['Borussia Mönchengladbach', "M'gladbach"],
      ['RCD Espanyol de Barcelona', 'Espanol'],
      ['Rayo Vallecano de Madrid', 'Vallecano'],
      ['Real Sociedad de Fútbol', 'Sociedad'],
      ['1. FC Köln', 'FC Koln'],
      ['Eintracht Frankfurt', 'Ein Frankfurt'],
      ['Paris Saint-Germain FC', 'Paris SG'],
      ['FC Internazionale Milano', 'Inter'],
    ];
    for (const [org, key] of pairs) expect(footballDataOrgTeamName(org), org).toBe(key);
    // An unknown club: club words and accents go, as the csv files write names.
    expect(footballDataOrgTeamName('SD Ñoño Balompié 1921')).toBe('Nono Balompie');
  });

  it('finds the clubs a question names, whatever the case and accents', () => {
    expect(keysOf('Will Atleti beat Barça?')).toEqual(['Ath Madrid', 'Barcelona']);
    expect(keysOf('atletico vs BARCA, then spurs v man utd')).toEqual([
      'Ath Madrid',
      'Barcelona',
      'Tottenham',
      'Man United',
    ]);
    expect(keysOf('¿Gana el PSG al OM? ¿Y el Gladbach al BVB?', 'es')).toEqual([
      'Paris SG',
      'Marseille',
      "M'gladbach",
      'Dortmund',
    ]);
    expect(keysOf('Juve or Inter Milan, and Bayern')).toEqual([
      'Juventus',
      'Inter',
      'Bayern Munich',
    ]);
    expect(keysOf('monchengladbach against koln')).toEqual(["M'gladbach", 'FC Koln']);
    // Longest name first: the whole of "Atlético de Madrid", not Real Madrid's "Madrid".
    expect(keysOf('Atlético de Madrid')).toEqual(['Ath Madrid']);
  });

  it('finds clubs by the nicknames fans type in English and Spanish', () => {
    expect(keysOf('Los Che or the Colchoneros?', 'en')).toEqual(['Valencia', 'Ath Madrid']);
    expect(keysOf('¿Ganan los vikingos a los culers?', 'es')).toEqual(['Real Madrid', 'Barcelona']);
    expect(keysOf('Toffees v Magpies, then the Bianconeri?')).toEqual(['Everton', 'Newcastle']);
    expect(keysOf('will United beat City? and Real, Pool?', 'en')).toEqual([
      'Man United',
      'Man City',
      'Real Madrid',
      'Liverpool',
    ]);
    expect(keysOf('Che beat Sevillistas and béticos', 'en')).toEqual([
      'Valencia',
      'Sevilla',
      'Betis',
    ]);
    // Written in lower case they are ordinary words; Argentine "che" in Spanish even capitalised.
    expect(keysOf('the real united city pool', 'en')).toEqual([]);
    expect(keysOf('Che, ¿quién gana?', 'es')).toEqual([]);
  });

  it('never finds a club by a nickname clubs share', () => {
    // Blues: Chelsea, Everton, Birmingham, Ipswich, Man City; Reds: Liverpool, Forest.
    expect(keysOf('the Blues or the Reds, the Rojiblancos or the Bianconeri?', 'en')).toEqual([]);
  });

  it('does not take ordinary words for clubs', () => {
    expect(keysOf('a nice derby, the lens of history, reading the table', 'en')).toEqual([]);
    expect(keysOf('Nice against Lens', 'en')).toEqual(['Nice', 'Lens']);
    expect(keysOf('¿Cómo juega el Levante? Como siempre, en español', 'es')).toEqual(['Levante']);
    expect(keysOf('Como against Pisa', 'en')).toEqual(['Como', 'Pisa']);
    expect(keysOf('Como 1907 contra el Pisa', 'es')).toEqual(['Como', 'Pisa']);
  });
});
