import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  decodeCsvBytes,
  parseFootballDataDate,
  splitCsvLines,
} from '../../server/matches/csv/football-data-csv';

// A stand-in for www.football-data.co.uk on a loopback port, serving the real paths
// (/mmz4281/{yyzz}/{E0,SP1,I1,D1,F1}.csv and /fixtures.csv) built at start from real season
// files (../shared/data/football-data, read, never copied into the repository). Like the
// site, files differ in form: UTF-8 with a BOM, latin-1, plain UTF-8; dd/mm/yyyy and dd/mm/yy
// dates; Windows line ends. The "current" season is cut at a date the test moves: results
// before it, the next days' matches in fixtures.csv with their odds and no result columns.

const DIVISIONS = ['E0', 'SP1', 'I1', 'D1', 'F1'] as const;
// How each division's files are written, so every form the site uses is read somewhere.
const FORMS: Record<string, { encoding: 'bom' | 'latin1' | 'utf8'; shortYear: boolean }> = {
  E0: { encoding: 'bom', shortYear: false },
  SP1: { encoding: 'latin1', shortYear: false },
  I1: { encoding: 'utf8', shortYear: true },
  D1: { encoding: 'latin1', shortYear: true },
  F1: { encoding: 'bom', shortYear: false },
};
// Columns a results file has and fixtures.csv has not.
const RESULT_COLUMNS =
  /^(FTHG|FTAG|FTR|HTHG|HTAG|HTR|HS|AS|HST|AST|HF|AF|HC|AC|HY|AY|HR|AR|Referee)$/;
const FIXTURE_DAYS = 10;
// Older files spelt a few clubs with accents; written so here, the latin-1 and UTF-8 forms
// really differ in bytes (the recent real files are plain ASCII).
const ACCENTED: Record<string, string> = { Alaves: 'Alavés', Cadiz: 'Cádiz', 'FC Koln': 'FC Köln' };
const DAY = 86_400_000;

interface Table {
  header: string[];
  rows: Array<{ date: string; fields: string[] }>;
}

export interface FakeCoUkOptions {
  /** Folder of real files named like E0_2324.csv. */
  dataDir: string;
  /** First year of the season the site calls current, e.g. 2023 for 2023-24. */
  currentSeasonStart: number;
  /** Seasons served, the current one included. */
  seasons: number;
  /** ISO date: the current season's results end before it, fixtures.csv starts at it. */
  cutoff: string;
}

export interface FakeCoUk {
  url: string;
  /** Paths asked for, in order. */
  requests: string[];
  /** Moves the cut: later results appear and fixtures.csv lists the days after it. */
  setCutoff(date: string): void;
  /** A fixture (home v away of the current season) is listed on another day. */
  moveFixture(league: string, homeTeam: string, awayTeam: string, date: string): void;
  /** The file at `path` gets `text` as its data row number `row` (1: the first after the
   * header), e.g. a row that does not parse; null: served as built. */
  breakRow(path: string, row: number, text: string | null): void;
  /** `down`: every connection is dropped without an answer, as when the site is out. */
  setDown(down: boolean): void;
  /** Requests wait unanswered until `release()`: an import that has started and not ended. */
  hold(): { release(): void; requested: Promise<void> };
  /** The current season's matches in fixtures.csv right now (home, away, date). */
  fixtures(): Array<{ division: string; date: string; home: string; away: string }>;
  close(): Promise<void>;
}

function readTable(file: string): Table {
  const records = splitCsvLines(decodeCsvBytes(readFileSync(file)));
  const header = records[0]?.fields.map((f) => f.trim()) ?? [];
  const dateAt = header.indexOf('Date');
  const rows = records
    .slice(1)
    .filter(({ fields }) => fields.some((f) => f.trim() !== ''))
    .map(({ fields }) => ({ date: parseFootballDataDate(fields[dateAt] ?? '') ?? '', fields }));
  return { header, rows };
}

const csvField = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

function writeDate(iso: string, shortYear: boolean): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  return `${d}/${m}/${shortYear ? y.slice(2) : y}`;
}

function encode(text: string, encoding: 'bom' | 'latin1' | 'utf8'): Buffer {
  if (encoding === 'latin1') return Buffer.from(text, 'latin1');
  const body = Buffer.from(text, 'utf8');
  return encoding === 'bom' ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]) : body;
}

const twoDigits = (year: number) => String(year % 100).padStart(2, '0');

export async function startFakeFootballDataCoUk(options: FakeCoUkOptions): Promise<FakeCoUk> {
  const tables = new Map<string, Table>();
  const current = `${twoDigits(options.currentSeasonStart)}${twoDigits(options.currentSeasonStart + 1)}`;
  for (let i = 0; i < options.seasons; i++) {
    const start = options.currentSeasonStart - i;
    const code = `${twoDigits(start)}${twoDigits(start + 1)}`;
    for (const division of DIVISIONS) {
      tables.set(
        `${division}/${code}`,
        readTable(join(options.dataDir, `${division}_${code}.csv`)),
      );
    }
  }
  let cutoff = options.cutoff;
  let down = false;
  const moved = new Map<string, string>();
  const broken = new Map<string, { row: number; text: string }>();
  const requests: string[] = [];

  const fieldOf = (table: Table, fields: string[], column: string) =>
    fields[table.header.indexOf(column)] ?? '';
  const matchDate = (division: string, table: Table, row: Table['rows'][number]) =>
    moved.get(
      `${division}:${fieldOf(table, row.fields, 'HomeTeam')}:${fieldOf(table, row.fields, 'AwayTeam')}`,
    ) ?? row.date;

  const lines = (header: string[], rows: string[][]) =>
    `${[header, ...rows].map((fields) => fields.map(csvField).join(',')).join('\r\n')}\r\n`;

  const seasonFile = (division: string, code: string): string | null => {
    const table = tables.get(`${division}/${code}`);
    if (!table) return null;
    const form = FORMS[division] ?? { encoding: 'utf8', shortYear: false };
    const dateAt = table.header.indexOf('Date');
    const rows = table.rows
      .map((row) => ({ row, date: matchDate(division, table, row) }))
      .filter(({ date }) => code !== current || date < cutoff)
      .map(({ row, date }) => {
        const fields = row.fields.map((f) => ACCENTED[f] ?? f);
        fields[dateAt] = writeDate(date, form.shortYear);
        return fields;
      });
    return lines(table.header, rows);
  };

  const upcoming = () => {
    const until = new Date(Date.parse(cutoff) + FIXTURE_DAYS * DAY).toISOString().slice(0, 10);
    return DIVISIONS.flatMap((division) => {
      const table = tables.get(`${division}/${current}`) as Table;
      return table.rows
        .map((row) => ({ row, date: matchDate(division, table, row) }))
        .filter(({ date }) => date >= cutoff && date < until)
        .map(({ row, date }) => ({ division, table, row, date }));
    });
  };

  const fixturesFile = (): string => {
    // The site's header: the first five columns, Referee, then every odds column.
    const odds = (tables.get(`E0/${current}`) as Table).header.filter(
      (c) =>
        !['Div', 'Date', 'Time', 'HomeTeam', 'AwayTeam'].includes(c) && !RESULT_COLUMNS.test(c),
    );
    const header = ['Div', 'Date', 'Time', 'HomeTeam', 'AwayTeam', 'Referee', ...odds];
    const rows = upcoming().map(({ table, row, date }) =>
      header.map((column) =>
        column === 'Date'
          ? writeDate(date, false)
          : column === 'Referee'
            ? ''
            : fieldOf(table, row.fields, column),
      ),
    );
    // The site lists other leagues too; they are not ours.
    const first = rows[0];
    if (first) rows.push(['SC0', first[1] ?? '', '15:00', 'Celtic', 'Rangers']);
    return lines(header, rows);
  };

  const withBrokenRow = (path: string, text: string) => {
    const fault = broken.get(path);
    if (!fault) return text;
    const all = text.split('\r\n');
    all[fault.row] = fault.text;
    return all.join('\r\n');
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    requests.push(path);
    if (held) {
      held.waiting.push(() => answer(path, request, response));
      held.onRequest();
      return;
    }
    answer(path, request, response);
  });

  let held: { waiting: Array<() => void>; onRequest: () => void } | null = null;

  const answer = (path: string, request: IncomingMessage, response: ServerResponse) => {
    if (down) {
      request.socket.destroy();
      return;
    }
    const season = /^\/mmz4281\/(\d{4})\/([A-Z0-9]+)\.csv$/.exec(path);
    let body: Buffer | null = null;
    if (path === '/fixtures.csv') {
      body = Buffer.from(withBrokenRow(path, fixturesFile()), 'utf8');
    } else if (season) {
      const [, code, division] = season as unknown as [string, string, string];
      const text = seasonFile(division, code);
      const encoding = FORMS[division]?.encoding ?? 'utf8';
      if (text !== null) body = encode(withBrokenRow(path, text), encoding);
    }
    if (!body) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/csv', 'content-length': body.byteLength })
      .end(body);
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setCutoff: (date) => {
      cutoff = date;
    },
    moveFixture: (league, home, away, date) => {
      moved.set(`${league}:${home}:${away}`, date);
    },
    breakRow: (path, row, text) => {
      if (text === null) broken.delete(path);
      else broken.set(path, { row, text });
    },
    setDown: (value) => {
      down = value;
    },
    hold: () => {
      let onRequest = () => {};
      const requested = new Promise<void>((resolve) => {
        onRequest = resolve;
      });
      const gate = { waiting: [] as Array<() => void>, onRequest: () => onRequest() };
      held = gate;
      return {
        requested,
        release: () => {
          held = null;
          for (const go of gate.waiting) go();
        },
      };
    },
    fixtures: () =>
      upcoming().map(({ division, table, row, date }) => ({
        division,
        date,
        home: fieldOf(table, row.fields, 'HomeTeam'),
        away: fieldOf(table, row.fields, 'AwayTeam'),
      })),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
