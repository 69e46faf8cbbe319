import type { ScoredMatch } from './dixon-coles';

// League tables from the finished matches of one season: rows, home and away records, clean
// sheets, goals per game, current streaks, and each league's tie-break rules.

export interface Record3 {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

/** Current runs, counted back from the team's latest match (0 when not on one). */
export interface Streaks {
  wins: number;
  draws: number;
  losses: number;
  unbeaten: number;
  winless: number;
  scored: number;
  failedToScore: number;
  cleanSheets: number;
  conceded: number;
}

export interface TableRow extends Record3 {
  position: number;
  team: string;
  goalDifference: number;
  home: Record3;
  away: Record3;
  cleanSheets: number;
  failedToScore: number;
  goalsPerGame: { for: number; against: number };
  /** Last five results, most recent first, e.g. 'WWDLW'. */
  form: string;
  streaks: Streaks;
}

export type TieBreak =
  | 'goalDifference'
  | 'goalsFor'
  | 'awayGoalsFor'
  | 'headToHeadPoints'
  | 'headToHeadGoalDifference'
  | 'headToHeadGoalsFor'
  | 'headToHeadAwayGoalsFor';

export interface TieBreakRule {
  /** Applied in order after points; each splits the teams still level. */
  criteria: TieBreak[];
  /**
   * Head-to-head criteria count only once the level teams have played all their matches
   * against each other (La Liga's rule); before that they are skipped.
   */
  headToHeadOnlyWhenComplete: boolean;
}

/**
 * Per league code. Head-to-head criteria are computed over the matches among the teams still
 * level at that step (a mini-league), so a three-way tie is split the way the regulations do.
 * Where every criterion is level the leagues use play-offs or lots; we list by name. See
 * docs/matches-api.md for the sources and what is simplified.
 */
export const TIE_BREAK_RULES: Readonly<Record<string, TieBreakRule>> = {
  // Premier League: goal difference, goals scored, then points and away goals between them.
  PL: {
    criteria: ['goalDifference', 'goalsFor', 'headToHeadPoints', 'headToHeadAwayGoalsFor'],
    headToHeadOnlyWhenComplete: false,
  },
  // La Liga: head-to-head points and goal difference first (once both legs are played),
  // then overall goal difference and goals scored.
  PD: {
    criteria: ['headToHeadPoints', 'headToHeadGoalDifference', 'goalDifference', 'goalsFor'],
    headToHeadOnlyWhenComplete: true,
  },
  // Serie A (from 2022-23): head-to-head points and goal difference, then overall.
  SA: {
    criteria: ['headToHeadPoints', 'headToHeadGoalDifference', 'goalDifference', 'goalsFor'],
    headToHeadOnlyWhenComplete: true,
  },
  // Bundesliga: goal difference, goals scored, head-to-head points, head-to-head away goals,
  // away goals in all matches.
  BL1: {
    criteria: [
      'goalDifference',
      'goalsFor',
      'headToHeadPoints',
      'headToHeadAwayGoalsFor',
      'awayGoalsFor',
    ],
    headToHeadOnlyWhenComplete: false,
  },
  // Ligue 1: goal difference, goals scored, then head-to-head points, goal difference and
  // goals scored.
  FL1: {
    criteria: [
      'goalDifference',
      'goalsFor',
      'headToHeadPoints',
      'headToHeadGoalDifference',
      'headToHeadGoalsFor',
    ],
    headToHeadOnlyWhenComplete: false,
  },
};

const DEFAULT_RULE: TieBreakRule = TIE_BREAK_RULES.PL as TieBreakRule;

const emptyRecord = (): Record3 => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  points: 0,
});

function add(record: Record3, goalsFor: number, goalsAgainst: number): void {
  record.played++;
  record.goalsFor += goalsFor;
  record.goalsAgainst += goalsAgainst;
  if (goalsFor > goalsAgainst) {
    record.won++;
    record.points += 3;
  } else if (goalsFor === goalsAgainst) {
    record.drawn++;
    record.points += 1;
  } else {
    record.lost++;
  }
}

/** Length of the run at the start of `list` (most recent first) where `holds` is true. */
function run<T>(list: readonly T[], holds: (item: T) => boolean): number {
  let n = 0;
  while (n < list.length && holds(list[n] as T)) n++;
  return n;
}

interface TeamGame {
  goalsFor: number;
  goalsAgainst: number;
}

function streaksOf(games: readonly TeamGame[]): Streaks {
  return {
    wins: run(games, (g) => g.goalsFor > g.goalsAgainst),
    draws: run(games, (g) => g.goalsFor === g.goalsAgainst),
    losses: run(games, (g) => g.goalsFor < g.goalsAgainst),
    unbeaten: run(games, (g) => g.goalsFor >= g.goalsAgainst),
    winless: run(games, (g) => g.goalsFor <= g.goalsAgainst),
    scored: run(games, (g) => g.goalsFor > 0),
    failedToScore: run(games, (g) => g.goalsFor === 0),
    cleanSheets: run(games, (g) => g.goalsAgainst === 0),
    conceded: run(games, (g) => g.goalsAgainst > 0),
  };
}

/** Points, goal difference, goals and away goals of each team in the matches among `teams`. */
function miniLeague(matches: readonly ScoredMatch[], teams: ReadonlySet<string>) {
  const table = new Map<string, Record3 & { awayGoalsFor: number }>();
  for (const team of teams) table.set(team, { ...emptyRecord(), awayGoalsFor: 0 });
  let played = 0;
  for (const m of matches) {
    const home = table.get(m.homeTeam);
    const away = table.get(m.awayTeam);
    if (!home || !away) continue;
    played++;
    add(home, m.homeGoals, m.awayGoals);
    add(away, m.awayGoals, m.homeGoals);
    away.awayGoalsFor += m.awayGoals;
  }
  // Every ordered pair meets once (home and away).
  const complete = played >= teams.size * (teams.size - 1);
  return { table, complete };
}

/**
 * The league table from the finished matches of one season. `teams` adds teams with no
 * match yet (listed at zero); `league` picks the tie-break rule (Premier League's when
 * unknown).
 */
export interface LeagueTable {
  rows: TableRow[];
  /** The criteria after points, in order. */
  tieBreaks: TieBreak[];
}

export function leagueTable(
  matches: readonly ScoredMatch[],
  options: { league?: string; teams?: readonly string[] } = {},
): LeagueTable {
  const rule = (options.league && TIE_BREAK_RULES[options.league]) || DEFAULT_RULE;
  const names = new Set(options.teams ?? []);
  for (const m of matches) {
    names.add(m.homeTeam);
    names.add(m.awayTeam);
  }
  // One pass over the season, latest first, into each team's records and game list. Stored
  // matches usually come in date order already; then no sort is needed.
  const inOrder = matches.every(
    (m, i) => i === 0 || (matches[i - 1] as ScoredMatch).date <= m.date,
  );
  const sorted = inOrder
    ? [...matches].reverse()
    : [...matches].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const perTeam = new Map<string, { home: Record3; away: Record3; games: TeamGame[] }>();
  for (const team of names)
    perTeam.set(team, { home: emptyRecord(), away: emptyRecord(), games: [] });
  for (const m of sorted) {
    const home = perTeam.get(m.homeTeam);
    const away = perTeam.get(m.awayTeam);
    if (!home || !away) continue;
    add(home.home, m.homeGoals, m.awayGoals);
    home.games.push({ goalsFor: m.homeGoals, goalsAgainst: m.awayGoals });
    add(away.away, m.awayGoals, m.homeGoals);
    away.games.push({ goalsFor: m.awayGoals, goalsAgainst: m.homeGoals });
  }
  const rows = new Map<string, TableRow>();
  for (const [team, { home, away, games }] of perTeam) {
    const total: Record3 = {
      played: home.played + away.played,
      won: home.won + away.won,
      drawn: home.drawn + away.drawn,
      lost: home.lost + away.lost,
      goalsFor: home.goalsFor + away.goalsFor,
      goalsAgainst: home.goalsAgainst + away.goalsAgainst,
      points: home.points + away.points,
    };
    const perGame = (goals: number) => (total.played > 0 ? goals / total.played : 0);
    rows.set(team, {
      position: 0,
      team,
      ...total,
      goalDifference: total.goalsFor - total.goalsAgainst,
      home,
      away,
      cleanSheets: games.filter((g) => g.goalsAgainst === 0).length,
      failedToScore: games.filter((g) => g.goalsFor === 0).length,
      goalsPerGame: { for: perGame(total.goalsFor), against: perGame(total.goalsAgainst) },
      form: games
        .slice(0, 5)
        .map((g) => (g.goalsFor > g.goalsAgainst ? 'W' : g.goalsFor === g.goalsAgainst ? 'D' : 'L'))
        .join(''),
      streaks: streaksOf(games),
    });
  }

  const value = (criterion: TieBreak, group: readonly TableRow[]) => {
    if (criterion === 'goalDifference') return (r: TableRow) => r.goalDifference;
    if (criterion === 'goalsFor') return (r: TableRow) => r.goalsFor;
    if (criterion === 'awayGoalsFor') return (r: TableRow) => r.away.goalsFor;
    const mini = miniLeague(matches, new Set(group.map((r) => r.team)));
    if (rule.headToHeadOnlyWhenComplete && !mini.complete) return null;
    return (r: TableRow) => {
      const h = mini.table.get(r.team);
      if (!h) return 0;
      if (criterion === 'headToHeadPoints') return h.points;
      if (criterion === 'headToHeadGoalDifference') return h.goalsFor - h.goalsAgainst;
      if (criterion === 'headToHeadGoalsFor') return h.goalsFor;
      return h.awayGoalsFor;
    };
  };

  // Split a level group by each criterion in turn; what stays level goes on to the next.
  const order = (group: TableRow[], from: number): TableRow[] => {
    if (group.length < 2 || from >= rule.criteria.length) {
      return [...group].sort((a, b) => (a.team < b.team ? -1 : a.team > b.team ? 1 : 0));
    }
    const of = value(rule.criteria[from] as TieBreak, group);
    if (!of) return order(group, from + 1);
    return splitBy(group, of).flatMap((level) => order(level, from + 1));
  };
  const ranked = splitBy([...rows.values()], (r) => r.points).flatMap((level) => order(level, 0));
  ranked.forEach((row, i) => {
    row.position = i + 1;
  });
  return { rows: ranked, tieBreaks: rule.criteria };
}

/** Groups of equal value, highest value first. */
function splitBy(rows: readonly TableRow[], of: (row: TableRow) => number): TableRow[][] {
  const groups = new Map<number, TableRow[]>();
  for (const row of rows) {
    const v = of(row);
    groups.set(v, [...(groups.get(v) ?? []), row]);
  }
  return [...groups.entries()].sort((a, b) => b[0] - a[0]).map(([, group]) => group);
}
