// Shared by the walk-forward benches: their arguments, the league order, and one worker
// thread per league (a league's walk-forward is a long serial chain of refits).
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { LeagueModelOptions } from '../server/analysis/league-model';
import {
  type LeagueRun,
  type LoadedData,
  loadFootballData,
  walkForwardLeague,
} from './walk-forward';

interface Job {
  dir: string;
  division: string;
  options: LeagueModelOptions;
}

const LEAGUE_ORDER = ['E0', 'SP1', 'I1', 'D1', 'F1'];

/** `[data-dir] [--jobs N] [--set option=value,…]` plus the flags a bench names; the data
 * folder defaults to FOOTBALL_DATA_DIR or ../shared/data/football-data beside the
 * repository. `--set` overrides model options (numbers) to try a variant. */
export function parseBenchArgs(
  argv: readonly string[],
  flags: readonly string[] = [],
): { dir: string; jobs: number; flags: Set<string>; options: LeagueModelOptions } {
  let dir = process.env.FOOTBALL_DATA_DIR;
  let jobs = Math.min(availableParallelism(), 2);
  const seen = new Set<string>();
  const options: Record<string, number> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--jobs') jobs = Math.max(1, Number(argv[++i]) || 1);
    else if (arg.startsWith('--jobs=')) jobs = Math.max(1, Number(arg.slice(7)) || 1);
    else if (arg === '--set') {
      for (const pair of (argv[++i] ?? '').split(',')) {
        const [key, value] = pair.split('=');
        if (key && value !== undefined) options[key] = Number(value);
      }
    } else if (flags.includes(arg)) seen.add(arg);
    else dir = arg;
  }
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  return {
    dir: resolve(dir ?? resolve(repoRoot, '../shared/data/football-data')),
    jobs,
    flags: seen,
    options: options as LeagueModelOptions,
  };
}

/** The five leagues in their usual order, then any other division found. */
export function leagueOrder(data: LoadedData): string[] {
  return [
    ...LEAGUE_ORDER.filter((d) => data.byLeague.has(d)),
    ...[...data.byLeague.keys()].filter((d) => !LEAGUE_ORDER.includes(d)).sort(),
  ];
}

// Workers run this file; tsx's loader is registered in each before importing it.
function runInWorker(job: Job): Promise<LeagueRun> {
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(code, { eval: true, workerData: job });
    worker.once('message', (run: LeagueRun) => resolvePromise(run));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`worker for ${job.division} exited with ${code}`));
    });
  });
}

/** The walk-forward of each division, `jobs` leagues at a time, in the order given. */
export async function runLeagues(
  dir: string,
  divisions: string[],
  jobs: number,
  options: LeagueModelOptions = {},
): Promise<LeagueRun[]> {
  const queue = [...divisions];
  const runs: LeagueRun[] = [];
  const lanes = Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let division = queue.shift(); division; division = queue.shift()) {
      runs.push(await runInWorker({ dir, division, options }));
    }
  });
  await Promise.all(lanes);
  return runs.sort((a, b) => divisions.indexOf(a.division) - divisions.indexOf(b.division));
}

if (!isMainThread && (workerData as Partial<Job> | null)?.division) {
  const job = workerData as Job;
  const data = loadFootballData(job.dir);
  parentPort?.postMessage(
    walkForwardLeague(job.division, data.byLeague.get(job.division) ?? [], job.options),
  );
}
