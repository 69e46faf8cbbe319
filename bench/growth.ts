// How cost grows with data: 1, 5 and 10 seasons of the five leagues.
//   npm run bench:growth [-- --seasons 1,5,10 --rounds 30]    (FOOTBALL_DATA_DIR or ../shared/data/football-data)
// For each size: the real football-data.co.uk seasons up to 2023-24 (read from the data folder at
// run time, never copied), moved forward by whole years so that the last one is the season being
// played now (its matches after today become fixtures without a result), stored in a fresh PGlite
// on disk; then the real server on it. Prints the refit time (every league's model and the
// upcoming matches' predictions), the match list, a match page and a chat reply (median of
// `rounds` requests one after another, and the first one after the data changed), the database
// size and the server's memory.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { dataChanged } from '../server/cache/invalidation';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { parseFile } from '../server/matches/importers/csv-importer';
import { type IncomingMatch, matchKey } from '../server/matches/importers/importer';
import { upsertMatches } from '../server/matches/match-store';
import { predictionService } from '../server/matches/predictions';
import { median, startBenchServer } from './support';

const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const sizes = (arg('seasons') ?? '1,5,10').split(',').map(Number);
const rounds = Number(arg('rounds') ?? 30);
const dataDir = resolve(
  process.env.FOOTBALL_DATA_DIR ?? join(import.meta.dirname, '../../shared/data/football-data'),
);
const DIVISIONS = ['E0', 'SP1', 'I1', 'D1', 'F1'];
const LAST_SEASON_START = 2023;

const now = new Date();
// The season being played now starts this year from July, else last year.
const currentStart = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
const shiftYears = currentStart - LAST_SEASON_START;

const label = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
const fileOf = (division: string, start: number) =>
  join(
    dataDir,
    `${division}_${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}.csv`,
  );

/** One real season moved `shiftYears` forward; what lies after now has no result yet. */
function movedSeason(division: string, start: number): IncomingMatch[] {
  const file = fileOf(division, start);
  const { incoming, badRows } = parseFile(readFileSync(file), file);
  if (badRows.length > 0) throw new Error(`${file}: ${badRows[0]?.reason}`);
  return incoming.map((m) => {
    const kickoff = new Date(m.kickoff);
    kickoff.setUTCFullYear(kickoff.getUTCFullYear() + shiftYears);
    const played = kickoff <= now;
    return {
      ...m,
      season: label(start + shiftYears),
      kickoff,
      status: played ? 'finished' : 'scheduled',
      homeGoals: played ? m.homeGoals : null,
      awayGoals: played ? m.awayGoals : null,
      stats: played ? m.stats : null,
      externalKey: matchKey(m.league, kickoff.toISOString().slice(0, 10), m.homeTeam, m.awayTeam),
    };
  });
}

const gc = (globalThis as { gc?: () => void }).gc;

interface Row {
  seasons: number;
  matches: number;
  refitMs: number;
  list: { cold: number; warm: number };
  detail: { cold: number; warm: number };
  chat: number;
  dbMiB: number;
  rssMiB: number;
  heapMiB: number;
}

async function measure(seasons: number): Promise<Row> {
  const dir = mkdtempSync(join(tmpdir(), 'goalvision-growth-'));
  try {
    // The data first, in the folder the server then opens (so it seeds no demo).
    const setup = await openDatabase({ dataDir: dir, databaseUrl: undefined });
    let matches = 0;
    try {
      await migrate(setup);
      for (const division of DIVISIONS) {
        const rows: IncomingMatch[] = [];
        for (let start = LAST_SEASON_START - seasons + 1; start <= LAST_SEASON_START; start++) {
          rows.push(...movedSeason(division, start));
        }
        matches += await setup.db.transaction((tx) => upsertMatches(tx, 'csv', rows));
      }
    } finally {
      await setup.close();
    }

    const { server, signInProUser } = await startBenchServer({ DATA_DIR: dir });
    try {
      const { db } = server.database;
      const refitStarted = performance.now();
      await predictionService(db).refreshUpcoming(new Date());
      const refitMs = performance.now() - refitStarted;

      const { token } = await signInProUser({ name: 'Bench', email: 'growth@example.com' });
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const timed = async (path: string, init: RequestInit = {}) => {
        const started = performance.now();
        const response = await fetch(`${server.url}${path}`, { headers, ...init });
        const body = await response.text();
        if (!response.ok) throw new Error(`${path}: ${response.status} ${body}`);
        return { ms: performance.now() - started, body };
      };
      const latency = async (path: string) => {
        // The first request after the data changed computes; the others come from memory.
        dataChanged(db);
        const cold = (await timed(path)).ms;
        const warm: number[] = [];
        for (let i = 0; i < rounds; i++) warm.push((await timed(path)).ms);
        return { cold, warm: median(warm) };
      };

      const listPath = '/api/matches/?status=upcoming';
      const upcoming = JSON.parse((await timed(listPath)).body) as Array<{
        id: string;
        prediction: unknown;
      }>;
      const match = upcoming.find((m) => m.prediction !== null);
      if (!match) throw new Error('no upcoming match with a prediction');
      const list = await latency(listPath);
      const detail = await latency(`/api/matches/${match.id}/`);

      const chatId = randomUUID();
      await timed('/api/chats/', {
        method: 'POST',
        body: JSON.stringify({ client_id: chatId, match_id: match.id }),
      });
      const questions = ['Who will win?', '¿Cuántos goles habrá?', 'Both teams to score?'];
      const chat: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const { ms } = await timed(`/api/chats/${chatId}/messages/`, {
          method: 'POST',
          body: JSON.stringify({ content: questions[i % questions.length] }),
        });
        chat.push(ms);
      }

      const { rows } = await db.execute<{ size: string }>(
        sql`select pg_database_size(current_database())::text as size`,
      );
      gc?.();
      const memory = process.memoryUsage();
      return {
        seasons,
        matches,
        refitMs,
        list,
        detail,
        chat: median(chat),
        dbMiB: Number(rows[0]?.size ?? 0) / 2 ** 20,
        rssMiB: memory.rss / 2 ** 20,
        heapMiB: memory.heapUsed / 2 ** 20,
      };
    } finally {
      await server.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `machine: nproc ${cpus().length}, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.versions.node}; PGlite on disk; analyst builtin`,
);
console.log(
  `data: ${dataDir}, seasons up to ${label(LAST_SEASON_START)} moved ${shiftYears} years forward; ${rounds} requests one after another per figure (median); cold = first request after a data change${gc ? '' : '; run with --expose-gc for the heap figure after a collection'}\n`,
);
console.log(
  `${'seasons'.padStart(7)} ${'matches'.padStart(8)} ${'refit ms'.padStart(9)} ${'list ms'.padStart(8)} ${'(cold)'.padStart(7)} ${'match ms'.padStart(9)} ${'(cold)'.padStart(7)} ${'chat ms'.padStart(8)} ${'db MiB'.padStart(7)} ${'rss MiB'.padStart(8)} ${'heap MiB'.padStart(9)}`,
);
// One size first, not printed: the process's own warm-up (JIT, the analyst's training) would
// otherwise be counted in the first row.
await measure(sizes[0] ?? 1);
const results: Row[] = [];
for (const seasons of sizes) {
  const r = await measure(seasons);
  results.push(r);
  console.log(
    `${String(r.seasons).padStart(7)} ${String(r.matches).padStart(8)} ${r.refitMs.toFixed(0).padStart(9)} ${r.list.warm.toFixed(1).padStart(8)} ${r.list.cold.toFixed(0).padStart(7)} ${r.detail.warm.toFixed(1).padStart(9)} ${r.detail.cold.toFixed(0).padStart(7)} ${r.chat.toFixed(1).padStart(8)} ${r.dbMiB.toFixed(1).padStart(7)} ${r.rssMiB.toFixed(0).padStart(8)} ${r.heapMiB.toFixed(0).padStart(9)}`,
  );
}
const first = results[0];
const last = results.at(-1);
if (first && last && first !== last) {
  const x = (a: number, b: number) => `${(b / a).toFixed(2)}×`;
  console.log(
    `\n${first.seasons} → ${last.seasons} seasons: list ${x(first.list.warm, last.list.warm)} (cold ${x(first.list.cold, last.list.cold)}), match page ${x(first.detail.warm, last.detail.warm)} (cold ${x(first.detail.cold, last.detail.cold)}), chat reply ${x(first.chat, last.chat)}, refit ${x(first.refitMs, last.refitMs)}`,
  );
}
