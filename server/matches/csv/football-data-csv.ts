// Pure parser for football-data.co.uk match-result CSVs and its fixtures.csv (bytes in, rows
// out). No file system: the importer reads files or URLs and hands the bytes here, so tests
// feed inline samples.

import type { BookmakerOdds, MatchStats } from '../../../contracts/match-details';
import { clubKey } from '../clubs/clubs';
import { parseOdd, readBookmakerOdds, readMatchStats } from './football-data-extras';

/** football-data.org competition codes, used as our league codes everywhere. */
export type LeagueCode = 'PL' | 'PD' | 'SA' | 'BL1' | 'FL1';

export const DIVISION_TO_LEAGUE: Readonly<Record<string, LeagueCode>> = {
  E0: 'PL',
  SP1: 'PD',
  I1: 'SA',
  D1: 'BL1',
  F1: 'FL1',
};

export type OddsSource = 'PSC' | 'PS' | 'Avg' | 'BbAv' | 'B365';

/** Decimal 1X2 odds from one source, with the bookmaker margin still in them. */
export interface MatchOdds {
  home: number;
  draw: number;
  away: number;
  source: OddsSource;
}

export interface FootballDataRow {
  file: string;
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  division: string;
  league: LeagueCode;
  /** '2023-24' style; from the file name when it follows LEAGUE_yyzz, else from the date. */
  season: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** Kick-off 'HH:MM' as written in the file (UK local time), null when the file has no Time. */
  time: string | null;
  homeTeam: string;
  awayTeam: string;
  homeGoals: number;
  awayGoals: number;
  result: 'H' | 'D' | 'A';
  /** Half-time score (HTHG/HTAG); null when the file has none or it contradicts the final. */
  halfTime: { home: number; away: number } | null;
  /** Best available 1X2 odds: Pinnacle closing, Pinnacle, market average, Bet365. */
  odds: MatchOdds | null;
  /** Every opening and closing price of the row, by source. */
  bookmakerOdds: BookmakerOdds | null;
  /** Half-time score, shots, corners, fouls and cards, where the file has them. */
  stats: MatchStats | null;
}

export interface BadRow {
  file: string;
  line: number;
  reason: string;
}

export interface ParsedFootballDataFile {
  rows: FootballDataRow[];
  badRows: BadRow[];
}

// Preference order: closing Pinnacle is the sharpest price, then Pinnacle's opening-ish price,
// then the market average (Avg* from 2019-20, BbAv* before), then a single bookmaker.
const ODDS_COLUMNS: ReadonlyArray<{ source: OddsSource; columns: [string, string, string] }> = [
  { source: 'PSC', columns: ['PSCH', 'PSCD', 'PSCA'] },
  { source: 'PS', columns: ['PSH', 'PSD', 'PSA'] },
  { source: 'Avg', columns: ['AvgH', 'AvgD', 'AvgA'] },
  { source: 'BbAv', columns: ['BbAvH', 'BbAvD', 'BbAvA'] },
  { source: 'B365', columns: ['B365H', 'B365D', 'B365A'] },
];

/** Trim, collapse inner whitespace and map known alternative spellings (other sources',
 * older files') to football-data.co.uk's name (see clubs/). */
export function normaliseTeamName(raw: string): string {
  const cleaned = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  return clubKey(cleaned) ?? cleaned;
}

/**
 * Text from bytes: strips a UTF-8 BOM, reads UTF-8 when the bytes are valid UTF-8 and falls
 * back to latin-1 (Windows-1252) otherwise, which is what older football-data files use.
 */
export function decodeCsvBytes(input: Uint8Array | string): string {
  if (typeof input === 'string') return input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  // A BOM says UTF-8, but files re-saved by hand can still carry latin-1 bytes after it.
  const hasBom = input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf;
  const body = hasBom ? input.subarray(3) : input;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

/** One CSV record per physical line, with the line number; quoted fields may hold commas. */
export function splitCsvLines(text: string): Array<{ line: number; fields: string[] }> {
  const records: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          inQuotes = false;
        }
      } else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"') {
      inQuotes = true;
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      records.push({ line: recordLine, fields });
      fields = [];
      field = '';
      line++;
      recordLine = line;
    } else {
      field += c;
    }
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    records.push({ line: recordLine, fields });
  }
  return records;
}

/** 'dd/mm/yy' or 'dd/mm/yyyy' → 'YYYY-MM-DD'; two-digit years are 19xx from 90 up. */
export function parseFootballDataDate(raw: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(raw.trim());
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  let year = Number(m[3]);
  if (m[3]?.length === 2) year += year >= 90 ? 1900 : 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** 'E0_2324.csv' → '2023-24'; null when the name does not follow LEAGUE_yyzz. */
export function seasonFromFileName(file: string): string | null {
  const m = /(?:^|[/\\])[A-Z]+\d?_(\d{2})(\d{2})\.csv$/i.exec(file);
  if (!m) return null;
  const start = Number(m[1]);
  const end = Number(m[2]);
  if ((start + 1) % 100 !== end) return null;
  return `${start >= 90 ? 1900 + start : 2000 + start}-${m[2]}`;
}

/** Season of a date when no file name says it: seasons start on 1 July. */
export function seasonFromDate(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const start = month >= 7 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

function parseGoals(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const t = raw.trim();
  // pandas re-saves write integers as '2.0'
  if (!/^\d+(\.0+)?$/.test(t)) return null;
  return Number(t);
}

function pickOdds(read: Read): MatchOdds | null {
  for (const { source, columns } of ODDS_COLUMNS) {
    const [home, draw, away] = columns.map((c) => parseOdd(read(c)));
    if (home != null && draw != null && away != null) return { home, draw, away, source };
  }
  return null;
}

type Read = (column: string) => string | undefined;

/** What every row of a results file or of fixtures.csv says before its score. */
type MatchHead = Pick<
  FootballDataRow,
  'file' | 'line' | 'division' | 'league' | 'season' | 'date' | 'time' | 'homeTeam' | 'awayTeam'
>;

/**
 * The header's columns and each data row as a column reader, for both kinds of file. Rows
 * made only of commas (padding at the end of many files) are left out; a missing required
 * column is one bad row for the header.
 */
function readTable(
  input: Uint8Array | string,
  file: string,
  required: readonly string[],
): { rows: Array<{ line: number; read: Read }>; badRows: BadRow[] } {
  const records = splitCsvLines(decodeCsvBytes(input));
  const header = records[0];
  if (!header) return { rows: [], badRows: [{ file, line: 1, reason: 'empty file' }] };
  const index = new Map<string, number>();
  header.fields.forEach((name, i) => {
    const key = name.trim();
    if (key !== '' && !index.has(key)) index.set(key, i);
  });
  const missing = required.filter((c) => !index.has(c));
  if (missing.length > 0) {
    const reason = `missing columns: ${missing.join(', ')}`;
    return { rows: [], badRows: [{ file, line: header.line, reason }] };
  }
  const rows = records
    .slice(1)
    .filter(({ fields }) => !fields.every((f) => f.trim() === ''))
    .map(({ line, fields }) => ({
      line,
      read: (column: string) => {
        const i = index.get(column);
        return i === undefined ? undefined : fields[i];
      },
    }));
  return { rows, badRows: [] };
}

/** Division, date, kick-off and clubs of one row, or why they are unusable. */
function readMatchHead(
  read: Read,
  file: string,
  line: number,
  fileSeason: string | null,
): MatchHead | { bad: string } {
  const division = (read('Div') ?? '').trim();
  const league = DIVISION_TO_LEAGUE[division];
  if (!league) return { bad: `unknown division '${division}'` };
  const rawDate = (read('Date') ?? '').trim();
  const date = parseFootballDataDate(rawDate);
  if (!date) return { bad: `bad date '${rawDate}'` };
  const homeTeam = normaliseTeamName(read('HomeTeam') ?? '');
  const awayTeam = normaliseTeamName(read('AwayTeam') ?? '');
  if (homeTeam === '' || awayTeam === '') return { bad: 'missing team name' };
  if (homeTeam === awayTeam) return { bad: `team plays itself: '${homeTeam}'` };
  const rawTime = (read('Time') ?? '').trim();
  let time: string | null = null;
  if (rawTime !== '') {
    const t = /^(\d{1,2}):(\d{2})$/.exec(rawTime);
    if (!t || Number(t[1]) > 23 || Number(t[2]) > 59)
      return { bad: `bad kick-off time '${rawTime}'` };
    time = `${t[1]?.padStart(2, '0')}:${t[2]}`;
  }
  const season = fileSeason ?? seasonFromDate(date);
  return { file, line, division, league, season, date, time, homeTeam, awayTeam };
}

const MATCH_COLUMNS = ['Div', 'Date', 'HomeTeam', 'AwayTeam'] as const;

/** Parses one football-data.co.uk file. Bad rows are reported with file and line, not thrown. */
export function parseFootballDataCsv(
  input: Uint8Array | string,
  file: string,
): ParsedFootballDataFile {
  const table = readTable(input, file, [...MATCH_COLUMNS, 'FTHG', 'FTAG']);
  const rows: FootballDataRow[] = [];
  const badRows = table.badRows;
  const fileSeason = seasonFromFileName(file);
  for (const { line, read } of table.rows) {
    const bad = (reason: string) => badRows.push({ file, line, reason });
    const head = readMatchHead(read, file, line, fileSeason);
    if ('bad' in head) {
      bad(head.bad);
      continue;
    }
    const homeGoals = parseGoals(read('FTHG'));
    const awayGoals = parseGoals(read('FTAG'));
    if (homeGoals == null || awayGoals == null) {
      bad(`bad full-time goals '${read('FTHG') ?? ''}'-'${read('FTAG') ?? ''}'`);
      continue;
    }
    const result = homeGoals > awayGoals ? 'H' : homeGoals < awayGoals ? 'A' : 'D';
    const ftr = (read('FTR') ?? '').trim();
    if (ftr !== '' && ftr !== result) {
      bad(`FTR '${ftr}' disagrees with score ${homeGoals}-${awayGoals}`);
      continue;
    }
    const htHome = parseGoals(read('HTHG'));
    const htAway = parseGoals(read('HTAG'));
    // Goals cannot be taken back, so a half-time score above the final one is a typo.
    const halfTime =
      htHome != null && htAway != null && htHome <= homeGoals && htAway <= awayGoals
        ? { home: htHome, away: htAway }
        : null;
    const stats = readMatchStats(read);
    rows.push({
      ...head,
      homeGoals,
      awayGoals,
      result,
      halfTime,
      odds: pickOdds(read),
      bookmakerOdds: readBookmakerOdds(read),
      // The statistics' half-time score is the checked one.
      stats: stats && { ...stats, half_time: halfTime },
    });
  }
  return { rows, badRows };
}

/** A coming match of fixtures.csv: no score, the prices of the days before. */
export type FootballDataFixture = MatchHead & {
  odds: MatchOdds | null;
  bookmakerOdds: BookmakerOdds | null;
};

/**
 * Parses football-data.co.uk's fixtures.csv (the coming matches of every league it covers,
 * with odds, no result columns). Rows of other divisions are skipped, not bad.
 */
export function parseFootballDataFixturesCsv(
  input: Uint8Array | string,
  file: string,
): { rows: FootballDataFixture[]; badRows: BadRow[] } {
  const table = readTable(input, file, MATCH_COLUMNS);
  const rows: FootballDataFixture[] = [];
  const badRows = table.badRows;
  for (const { line, read } of table.rows) {
    if (!DIVISION_TO_LEAGUE[(read('Div') ?? '').trim()]) continue;
    const head = readMatchHead(read, file, line, null);
    if ('bad' in head) {
      badRows.push({ file, line, reason: head.bad });
      continue;
    }
    rows.push({ ...head, odds: pickOdds(read), bookmakerOdds: readBookmakerOdds(read) });
  }
  return { rows, badRows };
}
