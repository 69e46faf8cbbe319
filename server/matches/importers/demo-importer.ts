import { dataChanged } from '../../cache/invalidation';
import type { LeagueCode } from '../csv/football-data-csv';
import { hashSeed, MATCH_LENGTH_MINUTES, seededRandom } from '../match-clock';
import { upsertMatches } from '../match-store';
import { DEMO_CLUBS, DEMO_POOL, DEMO_RELEGATED } from './demo-clubs';
import { type ImportReport, type IncomingMatch, type MatchImporter, matchKey } from './importer';

const DAY = 86_400_000;
const MINUTE = 60_000;
const LEAGUES = Object.keys(DEMO_CLUBS) as LeagueCode[];
/** Finished seasons before the current one: enough for head-to-head, form across seasons and
 * the model's time-weighted fit. */
export const DEMO_PAST_SEASONS = 4;

// The current round's kick-offs around `now` (minutes): yesterday, earlier today, two live
// right now, later today and tomorrow. Other rounds are the same pattern whole weeks away.
const CURRENT_ROUND_OFFSETS = [-1560, -1320, -300, -180, -80, -35, 120, 270, 1320, 1560];

/** '2026-27' for any date from July 2026 to June 2027. */
export function seasonOf(date: Date): string {
  const year = date.getUTCMonth() >= 6 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** Double round robin by the circle method (Berger tables): rounds of [home, away] index
 * pairs. The fixed club alternates home and away by round, every other pair by its place in
 * the circle, so each club is at home in half its matches, never three times running within a half. */
export function roundRobin(teamCount: number): Array<Array<[number, number]>> {
  const ids = Array.from({ length: teamCount }, (_, i) => i);
  const rounds: Array<Array<[number, number]>> = [];
  for (let r = 0; r < teamCount - 1; r++) {
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < teamCount / 2; i++) {
      const a = ids[i] as number;
      const b = ids[teamCount - 1 - i] as number;
      const firstAtHome = i === 0 ? r % 2 === 0 : i % 2 === 0;
      pairs.push(firstAtHome ? [a, b] : [b, a]);
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

/** A club's strength in a season, from +1 (the strongest of the pool) down to -1 (a league's
 * size down the pool) and a little lower for the division below, with a little seeded noise:
 * every season of the demo draws its results from these. */
function strength(league: LeagueCode, club: string, season: string): number {
  const index = DEMO_POOL[league].indexOf(club);
  const size = DEMO_CLUBS[league].length;
  const noise = (seededRandom(hashSeed(`${league}:${season}:${club}`))() - 0.5) * 0.3;
  return Math.max(-1.6, 1 - (2 * index) / (size - 1)) + noise;
}

/** A result drawn from the two clubs' strengths (home advantage included). */
function drawScore(random: () => number, diff: number) {
  return {
    homeGoals: poisson(random, 1.45 * Math.exp(0.45 * diff)),
    awayGoals: poisson(random, 1.15 * Math.exp(-0.45 * diff)),
  };
}

function seasonLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

export interface DemoLineup {
  season: string;
  clubs: string[];
  /** The clubs that finish in the relegation places and go down (none for this season). */
  relegated: string[];
}

// The weakest clubs of a league's size in the pool, with the division below, are the ones
// promotions and relegations move.
const WEAK_SIDES = 6;

/**
 * The clubs of each demo season, oldest first, ending with this season's (DEMO_CLUBS). Walking
 * back a season at a time: some of the weaker clubs of a season came up from the division
 * below, and in their place the season before held clubs that went down at its end.
 */
export function demoLineups(league: LeagueCode, now: Date): DemoLineup[] {
  const startYear = Number(seasonOf(now).slice(0, 4));
  const count = DEMO_RELEGATED[league];
  const pool = DEMO_POOL[league];
  let clubs = [...DEMO_CLUBS[league]];
  const lineups: DemoLineup[] = [{ season: seasonLabel(startYear), clubs, relegated: [] }];
  for (let back = 1; back <= DEMO_PAST_SEASONS; back++) {
    const season = seasonLabel(startYear - back);
    const random = seededRandom(hashSeed(`${league}:${season}:lineup`));
    // Sides that go up and down are the weaker ones: the bottom of the pool's top flight.
    const weak = (club: string) => pool.indexOf(club) >= DEMO_CLUBS[league].length - WEAK_SIDES;
    const promoted = pick(random, clubs.filter(weak), count);
    // One of them is a club of this season's league (it went down and came back), so this
    // season's promoted sides have met the others before too.
    const below = pool.filter((club) => weak(club) && !clubs.includes(club));
    const returning = pick(
      random,
      below.filter((club) => DEMO_CLUBS[league].includes(club)),
      1,
    );
    const relegated = [
      ...returning,
      ...pick(
        random,
        below.filter((club) => !returning.includes(club)),
        count - returning.length,
      ),
    ];
    clubs = [...clubs.filter((club) => !promoted.includes(club)), ...relegated];
    lineups.unshift({ season, clubs, relegated });
  }
  return lineups;
}

/** `count` different items of `items` (all when fewer), drawn at random. */
function pick<T>(random: () => number, items: readonly T[], count: number): T[] {
  const left = [...items];
  return Array.from(
    { length: Math.min(count, items.length) },
    () => left.splice(Math.floor(random() * left.length), 1)[0] as T,
  );
}

/** Clubs by final position: points, then goal difference, then goals scored. */
export function finalTable(
  clubs: readonly string[],
  results: ReadonlyArray<Pick<IncomingMatch, 'homeTeam' | 'awayTeam' | 'homeGoals' | 'awayGoals'>>,
): string[] {
  const rows = new Map(clubs.map((club) => [club, { points: 0, diff: 0, scored: 0 }]));
  const add = (club: string, scored: number, conceded: number) => {
    const row = rows.get(club);
    if (!row) return;
    row.points += scored > conceded ? 3 : scored === conceded ? 1 : 0;
    row.diff += scored - conceded;
    row.scored += scored;
  };
  for (const m of results) {
    add(m.homeTeam, m.homeGoals ?? 0, m.awayGoals ?? 0);
    add(m.awayTeam, m.awayGoals ?? 0, m.homeGoals ?? 0);
  }
  const key = (club: string) => rows.get(club) ?? { points: 0, diff: 0, scored: 0 };
  return [...clubs].sort(
    (a, b) =>
      key(b).points - key(a).points || key(b).diff - key(a).diff || key(b).scored - key(a).scored,
  );
}

// Past seasons kick off on the second weekend of August; each round's slots, in minutes
// from its Saturday 00:00 UTC: Friday evening, Saturday lunchtime, three at three o'clock,
// Saturday evening, three on Sunday and Monday evening.
const PAST_SLOT_MINUTES = [-300, 690, 840, 840, 840, 990, 2220, 2370, 2520, 3960];
// How far below its usual strength a club plays in the season it goes down.
const RELEGATION_FORM = 0.6;
// Draws of a past season tried until its relegated clubs really finish at the bottom.
const MAX_DRAWS = 400;

/** A finished past season of one lineup, its relegated clubs last in the table. */
function pastSeason(league: LeagueCode, lineup: DemoLineup): IncomingMatch[] {
  const { season, clubs, relegated } = lineup;
  // A club that goes down had a poor season on top of being one of the weaker sides.
  const strengths = clubs.map(
    (club) => strength(league, club, season) - (relegated.includes(club) ? RELEGATION_FORM : 0),
  );
  const schedule = roundRobin(clubs.length);
  const august = Date.UTC(Number(season.slice(0, 4)), 7, 8);
  const firstSaturday = august + ((6 - new Date(august).getUTCDay() + 7) % 7) * DAY;
  let played: IncomingMatch[] = [];
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const random = seededRandom(hashSeed(`${league}:${season}:${draw}`));
    played = schedule.flatMap((pairs, round) =>
      pairs.map(([h, a], slot) => {
        const kickoff = new Date(
          firstSaturday + round * 7 * DAY + (PAST_SLOT_MINUTES[slot] ?? 0) * MINUTE,
        );
        const homeTeam = clubs[h] as string;
        const awayTeam = clubs[a] as string;
        return {
          league,
          season,
          kickoff,
          status: 'finished' as const,
          homeTeam,
          awayTeam,
          ...drawScore(random, (strengths[h] as number) - (strengths[a] as number)),
          odds: null,
          externalKey: matchKey(league, kickoff.toISOString().slice(0, 10), homeTeam, awayTeam),
        };
      }),
    );
    const bottom = finalTable(clubs, played).slice(clubs.length - relegated.length);
    if (bottom.every((club) => relegated.includes(club))) break;
  }
  return played;
}

/** The demo season of one league around `now`; the same `now` always gives the same season. */
export function demoLeagueSeason(league: LeagueCode, now: Date): IncomingMatch[] {
  const clubs = DEMO_CLUBS[league];
  const season = seasonOf(now);
  const random = seededRandom(hashSeed(`${league}:${season}`));
  const strengths = clubs.map((club) => strength(league, club, season));
  const schedule = roundRobin(clubs.length);
  const current = currentRound(now, schedule.length);
  const anchor = Math.floor(now.getTime() / (5 * MINUTE)) * 5 * MINUTE;
  const out: IncomingMatch[] = [];
  schedule.forEach((pairs, round) => {
    pairs.forEach(([h, a], slot) => {
      const offset = CURRENT_ROUND_OFFSETS[slot] ?? 0;
      const homeTeam = clubs[h] as string;
      const awayTeam = clubs[a] as string;
      const { homeGoals, awayGoals } = drawScore(
        random,
        (strengths[h] as number) - (strengths[a] as number),
      );
      // One Premier League match of the last round is postponed with no new date, one of the
      // round before was moved to a midweek evening this week (and so still has to be played).
      const postponed = league === 'PL' && round === current - 1 && slot === 0;
      const rescheduled = league === 'PL' && round === current - 2 && slot === 1;
      const kickoff = rescheduled
        ? new Date(anchor + 2 * DAY + 200 * MINUTE)
        : new Date(anchor + (round - current) * 7 * DAY + offset * MINUTE);
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

/** Every demo match of one league: the past seasons, then the current one around `now`. */
export function demoLeagueHistory(league: LeagueCode, now: Date): IncomingMatch[] {
  const past = demoLineups(league, now).slice(0, -1);
  return [
    ...past.flatMap((lineup) => pastSeason(league, lineup)),
    ...demoLeagueSeason(league, now),
  ];
}

/** The default data: generated seasons of the five leagues (this one and DEMO_PAST_SEASONS
 * before it), labelled demo. */
export const demoImporter: MatchImporter<{ now: Date }> = {
  source: 'demo',
  async import(db, { now }) {
    const report: ImportReport = { source: 'demo', files: [], rows: 0, badRows: [] };
    await db.transaction(async (tx) => {
      for (const league of LEAGUES) {
        const rows = await upsertMatches(tx, 'demo', demoLeagueHistory(league, now));
        report.files.push({ file: `demo:${league}`, rows, imported: true });
        report.rows += rows;
      }
    });
    dataChanged(db);
    return report;
  },
};
