// API load benchmark: the real server in-process on loopback, driven by autocannon.
//   npm run bench:api [-- --duration 10 --connections 10 --only chats]
//   DATABASE_URL=postgres://… npm run bench:api    (a fresh database is made and dropped)
// Prints throughput and p50/p99 latency for the health check (the baseline: it asks the
// database a trivial query), token verify, login, the match list, a match page, a league table
// and the chat reply (HTTP fallback, builtin analyst), each with its throughput as a ratio to
// the health check's in the same run. Exits 1 if any request fails.
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashPassword } from '../server/auth/passwords';
import { option, RAISED_LIMITS, startBenchServer } from './support';

const duration = option('duration', 10);
const connections = option('connections', 10);

/** With DATABASE_URL, a fresh database next to the one it names (dropped at the end). */
async function benchDatabase(adminUrl: string | undefined) {
  if (!adminUrl) return { url: undefined, drop: async () => {} };
  const name = `gv_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

const database = await benchDatabase(process.env.DATABASE_URL);
const { server, signInProUser } = await startBenchServer(
  database.url ? { DATABASE_URL: database.url } : {},
);
const PASSWORD = 'bench-password-1';
const { user, token } = await signInProUser({
  name: 'Bench',
  email: 'bench@example.com',
  passwordHash: await hashPassword(PASSWORD),
});
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

const upcoming = (await (
  await fetch(`${server.url}/api/matches/?status=upcoming`, { headers: auth })
).json()) as Array<{ id: string; prediction: unknown }>;
const match = upcoming.find((m) => m.prediction !== null);
if (!match) throw new Error('no upcoming match with a prediction');
const chatId = randomUUID();
const created = await fetch(`${server.url}/api/chats/`, {
  method: 'POST',
  headers: auth,
  body: JSON.stringify({ client_id: chatId, match_id: match.id }),
});
if (created.status !== 201) throw new Error(`chat create: ${created.status}`);

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

const scenarios: Scenario[] = [
  { name: 'GET /api/health/ (baseline)', method: 'GET', path: '/api/health/', headers: {} },
  {
    name: 'POST /api/auth/token/verify/',
    method: 'POST',
    path: '/api/auth/token/verify/',
    headers: { 'content-type': 'application/json' },
    body: { token },
  },
  {
    name: 'POST /api/auth/login/',
    method: 'POST',
    path: '/api/auth/login/',
    headers: { 'content-type': 'application/json' },
    body: { email: user.email, password: PASSWORD },
  },
  {
    name: 'GET /api/matches/?status=upcoming',
    method: 'GET',
    path: '/api/matches/?status=upcoming',
    headers: auth,
  },
  {
    name: 'GET /api/matches/{id}/',
    method: 'GET',
    path: `/api/matches/${match.id}/`,
    headers: auth,
  },
  {
    name: 'GET /api/leagues/PL/table/',
    method: 'GET',
    path: '/api/leagues/PL/table/',
    headers: auth,
  },
  {
    name: 'POST /api/chats/{id}/messages/',
    method: 'POST',
    path: `/api/chats/${chatId}/messages/`,
    headers: auth,
    body: { content: 'Who will win?' },
  },
];

const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
console.log(
  `machine: nproc ${cpus().length}, ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.versions.node}`,
);
console.log(
  `database: ${server.database.kind === 'pglite' ? 'PGlite in memory' : `PostgreSQL ${server.database.location}`}; analyst builtin`,
);
console.log(
  `rate limits raised for the bench: ${Object.entries(RAISED_LIMITS)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ')}`,
);
console.log(
  `${connections} connections, ${duration} s per endpoint, each after ${duration} s of the health check (its baseline)\n`,
);
console.log(
  `${'endpoint'.padEnd(36)} ${'req/s'.padStart(8)} ${'× health'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'requests'.padStart(9)} ${'failed'.padStart(7)}`,
);

let failed = 0;
const run = async (scenario: Scenario) => {
  const result = await autocannon({
    url: `${server.url}${scenario.path}`,
    method: scenario.method,
    headers: scenario.headers,
    ...(scenario.body === undefined ? {} : { body: JSON.stringify(scenario.body) }),
    connections,
    duration,
    // The load generator in a worker thread: on the server's own event loop it would
    // slow the server down and be counted in its latency.
    workers: 1,
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  failed += failures;
  return { result, failures };
};
const line = (name: string, result: autocannon.Result, failures: number, ratio: number) =>
  console.log(
    `${name.padEnd(36)} ${result.requests.average.toFixed(0).padStart(8)} ${ratio.toFixed(2).padStart(9)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(result.requests.total).padStart(9)} ${String(failures).padStart(7)}`,
  );
// Other jobs on the machine move every figure: each endpoint is compared with a health run
// just before it, and the health runs are printed too (their spread shows the noise).
const [health, ...endpoints] = scenarios as [Scenario, ...Scenario[]];
// `--only chats` measures the endpoints whose name contains it (with their baselines).
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? (process.argv[onlyIndex + 1] ?? '') : '';
for (const scenario of endpoints.filter((e) => e.name.includes(only))) {
  const baseline = await run(health);
  line(health.name, baseline.result, baseline.failures, 1);
  const { result, failures } = await run(scenario);
  line(scenario.name, result, failures, result.requests.average / baseline.result.requests.average);
}

// autocannon stops without waiting for the answers still in flight; let their handlers
// finish before the database closes under them.
await new Promise((resolve) => setTimeout(resolve, 2_000));
await server.close();
await database.drop();
if (failed > 0) {
  console.error(`\n${failed} requests failed`);
  process.exit(1);
}
