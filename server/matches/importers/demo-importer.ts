import type { LeagueCode } from '../csv/football-data-csv';
import { hashSeed, MATCH_LENGTH_MINUTES, seededRandom } from '../match-clock';
import { upsertMatches } from '../match-store';
import { DEMO_CLUBS } from './demo-clubs';
import { type ImportReport, type IncomingMatch, type MatchImporter, matchKey } from './importer';

const DAY = 86_400_000;
const MINUTE = 60_000;
const LEAGUES = Object.keys(DEMO_CLUBS) as LeagueCode[];

// The current round's kick-offs around `now` (minutes): yesterday, earlier today, two live
// right now, later today and tomorrow. Other rounds are the same pattern whole weeks away.
const CURRENT_ROUND_OFFSETS = [-1560, -1320, -300, -180, -80, -35, 120, 270, 1320, 1560];

/** '2026-27' for any date from July 2026 to June 2027. */
export function seasonOf(date: Date): string {
  const year = date.getUTCMonth() >= 6 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** Double round robin by the circle method: rounds of [home, away] index pairs. */
export function roundRobin(teamCount: number): Array<Array<[number, number]>> {
  const ids = Array.from({ length: teamCount }, (_, i) => i);
  const rounds: Array<Array<[number, number]>> = [];
  for (let r = 0; r < teamCount - 1; r++) {
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < teamCount / 2; i++) {
      const a = ids[i] as number;
      const b = ids[teamCount - 1 - i] as number;
      pairs.push((r + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    ids.splice(1, 0, ids.pop() as number);
  }
  return [...rounds, ...rounds.map((pairs) => pairs.map(([h, a]) => [a, h] as [number, number]))];
}

function poisson(random: () => number, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = random();
  while (p > limit && k < 9) {
    k++;
    p *= random();
  }
  return k;
}

/** The round being played around `now`: the share of the season (mid-August to late May)
 * gone by, keeping a few played and a few coming rounds at either end. */
function currentRound(now: Date, rounds: number): number {
  const startYear = Number(seasonOf(now).slice(0, 4));
  const start = Date.UTC(startYear, 7, 15);
  const end = Date.UTC(startYear + 1, 4, 24);
  const share = (now.getTime() - start) / (end - start);
  return Math.min(rounds - 6, Math.max(6, Math.round(share * (rounds - 1))));
}

/** The demo season of one league around `now`; the same `now` always gives the same season. */
export function demoLeagueSeason(league: LeagueCode, now: Date): IncomingMatch[] {
  const clubs = DEMO_CLUBS[league];
  const season = seasonOf(now);
  const random = seededRandom(hashSeed(`${league}:${season}`));
  // Strength from +1 (strongest) to -1, with a little seeded noise.
  const strength = clubs.map((_, i) => 1 - (2 * i) / (clubs.length - 1) + (random() - 0.5) * 0.3);
  const schedule = roundRobin(clubs.length);
  const current = currentRound(now, schedule.length);
  const anchor = Math.floor(now.getTime() / (5 * MINUTE)) * 5 * MINUTE;
  const out: IncomingMatch[] = [];
  schedule.forEach((pairs, round) => {
    pairs.forEach(([h, a], slot) => {
      const offset = CURRENT_ROUND_OFFSETS[slot] ?? 0;
      const kickoff = new Date(anchor + (round - current) * 7 * DAY + offset * MINUTE);
      const homeTeam = clubs[h] as string;
      const awayTeam = clubs[a] as string;
      const diff = (strength[h] as number) - (strength[a] as number);
      const homeGoals = poisson(random, 1.45 * Math.exp(0.45 * diff));
      const awayGoals = poisson(random, 1.15 * Math.exp(-0.45 * diff));
      const postponed = league === 'PL' && round === current - 1 && slot === 0;
      const over = now.getTime() >= kickoff.getTime() + MATCH_LENGTH_MINUTES * MINUTE;
      const date = kickoff.toISOString().slice(0, 10);
      out.push({
        league,
        season,
        kickoff,
        status: postponed ? 'postponed' : over ? 'finished' : 'scheduled',
        homeTeam,
        awayTeam,
        // Scheduled matches keep their eventual score too: the API plays it out on the
        // clock (see match-clock.ts) and never shows it before kick-off.
        homeGoals: postponed ? null : homeGoals,
        awayGoals: postponed ? null : awayGoals,
        odds: null,
        externalKey: matchKey(league, date, homeTeam, awayTeam),
      });
    });
  });
  return out;
}

/** The default data: a generated current season of the five leagues, labelled demo. */
export const demoImporter: MatchImporter<{ now: Date }> = {
  source: 'demo',
  async import(db, { now }) {
    const report: ImportReport = { source: 'demo', files: [], rows: 0, badRows: [] };
    await db.transaction(async (tx) => {
      for (const league of LEAGUES) {
        const rows = await upsertMatches(tx, 'demo', demoLeagueSeason(league, now));
        report.files.push({ file: `demo:${league}`, rows, imported: true });
        report.rows += rows;
      }
    });
    return report;
  },
};
