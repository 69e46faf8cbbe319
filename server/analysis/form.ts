import type { ScoredMatch } from './dixon-coles';

export type FormResult = 'W' | 'D' | 'L';

export interface FormMatch {
  date: string;
  opponent: string;
  venue: 'home' | 'away';
  goalsFor: number;
  goalsAgainst: number;
  result: FormResult;
}

export interface TeamForm {
  team: string;
  /** Most recent first. */
  matches: FormMatch[];
  /** Most recent first, e.g. 'WWDLW'. */
  sequence: string;
  points: number;
  maxPoints: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
}

/**
 * A team's last `n` results (3 points a win, 1 a draw) among matches strictly before
 * `before` (all matches when absent), optionally only at home or away.
 */
export function recentForm(
  matches: readonly ScoredMatch[],
  team: string,
  options: { n?: number; before?: string; venue?: 'home' | 'away' } = {},
): TeamForm {
  const n = options.n ?? 5;
  const played = matches
    .filter((m) => options.before === undefined || m.date < options.before)
    .filter((m) =>
      options.venue === 'home'
        ? m.homeTeam === team
        : options.venue === 'away'
          ? m.awayTeam === team
          : m.homeTeam === team || m.awayTeam === team,
    )
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .slice(0, n);
  const form: FormMatch[] = played.map((m) => {
    const home = m.homeTeam === team;
    const goalsFor = home ? m.homeGoals : m.awayGoals;
    const goalsAgainst = home ? m.awayGoals : m.homeGoals;
    return {
      date: m.date,
      opponent: home ? m.awayTeam : m.homeTeam,
      venue: home ? 'home' : 'away',
      goalsFor,
      goalsAgainst,
      result: goalsFor > goalsAgainst ? 'W' : goalsFor === goalsAgainst ? 'D' : 'L',
    };
  });
  const count = (r: FormResult) => form.filter((f) => f.result === r).length;
  const wins = count('W');
  const draws = count('D');
  return {
    team,
    matches: form,
    sequence: form.map((f) => f.result).join(''),
    points: 3 * wins + draws,
    maxPoints: 3 * form.length,
    wins,
    draws,
    losses: count('L'),
    goalsFor: form.reduce((s, f) => s + f.goalsFor, 0),
    goalsAgainst: form.reduce((s, f) => s + f.goalsAgainst, 0),
  };
}
