import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCsvPaths, runImport } from '../../../server/matches/import-cli';
import { type ProgressOutput, progressBar } from '../../../server/matches/import-progress';
import {
  FAKE_TOKEN,
  type FakeFootballDataOrg,
  startFakeFootballDataOrg,
} from '../../mocks/football-data-org-server';
import { createTestDatabase, type TestDatabase } from '../test-database';

const DATA_DIR = process.env.FOOTBALL_DATA_DIR ?? resolve('../shared/data/football-data');

/** What the command writes, as a pipe (lines) or a terminal (raw text with \r redraws). */
function captured(isTTY: boolean) {
  let text = '';
  const out: ProgressOutput = {
    isTTY,
    write: (chunk) => {
      text += chunk;
    },
  };
  return { out, text: () => text, lines: () => text.split('\n').filter((l) => l !== '') };
}

/** football-data.co.uk's layout on a loopback port: /mmz4281/2324/E0.csv is the real file
 * (sent in small chunks, so downloads report progress); anything else is 404. */
async function startCsvSite(csv: Buffer) {
  const server: Server = createServer((request, response) => {
    if (request.url !== '/mmz4281/2324/E0.csv') {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<h1>Not Found</h1>');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/csv', 'content-length': String(csv.length) });
    const half = Math.floor(csv.length / 2);
    response.write(csv.subarray(0, half));
    setTimeout(() => response.end(csv.subarray(half)), 20);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('data:import', () => {
  let testDb: TestDatabase;
  let dir: string;
  let site: Awaited<ReturnType<typeof startCsvSite>>;
  let api: FakeFootballDataOrg;
  const count = async () => {
    const { rows } = await testDb.database.db.execute<{ n: number; season: string | null }>(
      sql`select count(*)::int as n, min(season) as season from matches`,
    );
    return rows[0];
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'gv-cli-'));
    await writeFile(
      join(dir, 'I1_2324.csv'),
      'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG\nI1,19/08/2023,Empoli,Verona,0,1\nI1,19/08/2023,Frosinone,Napoli,1,3\n',
    );
    await writeFile(
      join(dir, 'bad.csv'),
      'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG\nXX,1/1/2020,A,B,1,1\n',
    );
    site = await startCsvSite(await readFile(join(DATA_DIR, 'E0_2324.csv')));
    api = await startFakeFootballDataOrg();
  });
  afterAll(async () => {
    await testDb.drop();
    await site.close();
    await api.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await testDb.database.db.execute(sql`delete from matches`);
  });

  it('prints a line per file and a summary when not on a terminal', async () => {
    const output = captured(false);
    const report = await importCsvPaths(testDb.database.db, [dir], output.out);
    expect(report.rows).toBe(2);
    expect(output.text()).not.toContain('\r');
    expect(output.lines()).toEqual([
      `[1/2] ${join(dir, 'I1_2324.csv')}: 2 matches`,
      `[2/2] ${join(dir, 'bad.csv')}: skipped, 1 bad rows`,
      `  ${join(dir, 'bad.csv')}:2: unknown division 'XX'`,
      'Imported 1 of 2 files: 2 matches, 1 bad rows.',
    ]);
  });

  it('redraws one bar line on a terminal, with bytes while downloading, then the summary', async () => {
    const url = site.url('/mmz4281/2324/E0.csv');
    const output = captured(true);
    const report = await importCsvPaths(
      testDb.database.db,
      [join(dir, 'I1_2324.csv'), url],
      output.out,
    );
    expect(report.rows).toBe(382);

    const [bar, ...after] = output.text().split('\n');
    const frames = (bar ?? '')
      .split('\r')
      .filter((f) => f !== '')
      .map((f) => f.replace('\u001b[K', ''));
    expect(frames[0]).toBe(`${progressBar(1, 2)} 1/2 files  I1_2324.csv  2 matches`);
    // While E0.csv downloads: one file done, its name and the bytes so far out of the size.
    const downloading = frames.filter((f) => f.includes('E0.csv') && f.includes('kB/'));
    expect(downloading.length).toBeGreaterThanOrEqual(2);
    for (const frame of downloading) {
      expect(frame).toMatch(
        /^\[#####\.\.\.\.\.\] 1\/2 files {2}E0\.csv {2}\d+(\.\d)? k?B\/\d+\.\d kB$/,
      );
    }
    expect(downloading.at(-1)).toMatch(/ (\d+\.\d kB)\/\1$/);
    expect(frames.at(-1)).toBe('[##########] 2/2 files  E0.csv  380 matches');
    expect(after.filter((l) => l !== '')).toEqual([
      'Imported 2 of 2 files: 382 matches, 0 bad rows.',
    ]);
  });

  it('imports a csv URL like a file, with the season from its path', async () => {
    const output = captured(false);
    const code = await runImport(
      testDb.database.db,
      ['--', site.url('/mmz4281/2324/E0.csv')],
      { footballDataToken: undefined, footballDataUrl: api.url },
      output.out,
    );
    expect(code).toBe(0);
    expect(await count()).toEqual({ n: 380, season: '2023-24' });
  });

  it('names a URL that answers 404 and imports nothing of it', async () => {
    const missing = site.url('/mmz4281/2324/X9.csv');
    const output = captured(false);
    const code = await runImport(
      testDb.database.db,
      [missing],
      { footballDataToken: undefined, footballDataUrl: api.url },
      output.out,
    );
    expect(code).toBe(1);
    expect(output.lines()).toEqual([
      `[1/1] ${missing}: skipped, 1 bad rows`,
      `  ${missing}: download of ${missing} failed: HTTP 404 Not Found`,
      'Imported 0 of 1 files: 0 matches, 1 bad rows.',
    ]);
    expect(await count()).toEqual({ n: 0, season: null });
  });

  it('runs the football-data.org importer for that word, a line per league', async () => {
    api.setMatches('FL1', [
      {
        id: 1,
        competition: 'FL1',
        utcDate: '2024-03-01T20:00:00Z',
        status: 'FINISHED',
        score: { home: 2, away: 0 },
        home: 'Paris Saint-Germain FC',
        away: 'AS Monaco FC',
      },
    ]);
    const output = captured(false);
    const code = await runImport(
      testDb.database.db,
      ['football-data.org'],
      { footballDataToken: FAKE_TOKEN, footballDataUrl: api.url },
      output.out,
    );
    expect(code).toBe(0);
    expect(output.lines()).toEqual([
      '[1/5] football-data.org/PL: 0 matches',
      '[2/5] football-data.org/PD: 0 matches',
      '[3/5] football-data.org/SA: 0 matches',
      '[4/5] football-data.org/BL1: 0 matches',
      '[5/5] football-data.org/FL1: 1 matches',
      'Imported 5 leagues from football-data.org: 1 matches, 0 skipped.',
    ]);
    expect(await count()).toEqual({ n: 1, season: '2023-24' });
  });

  it('says football-data.org needs FOOTBALL_DATA_TOKEN when it is not set', async () => {
    const output = captured(false);
    const code = await runImport(
      testDb.database.db,
      ['football-data.org'],
      { footballDataToken: undefined, footballDataUrl: api.url },
      output.out,
    );
    expect(code).toBe(1);
    expect(output.lines()).toEqual([
      'football-data.org: football-data.org needs FOOTBALL_DATA_TOKEN (a free key from https://www.football-data.org/client/register).',
    ]);
  });
});
