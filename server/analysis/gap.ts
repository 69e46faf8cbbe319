/**
 * Generalised Attacking Performance (GAP) ratings, after Wheatcroft (2020, "A profitable model
 * for predicting the over/under market in football", International Journal of Forecasting
 * 36(3)). Each team has four ratings of one match statistic (goals, shots on target, shots,
 * corners…): how much it makes at home and away (attack) and how much it allows at home and
 * away (defence). A home side i meeting an away side j is expected to make
 * (homeAttack_i + awayDefence_j) / 2 and to allow (awayAttack_j + homeDefence_i) / 2. After
 * the match each rating moves by λ times the error of the estimate it took part in: φ of it
 * on the ratings of the venue played, 1 − φ on the other venue's, never below 0.
 */
export interface GapRatings {
  homeAttack: number;
  homeDefence: number;
  awayAttack: number;
  awayDefence: number;
}

export interface GapOptions {
  /** Learning rate λ. */
  lambda: number;
  /** Share φ of an update on the ratings of the venue played (the rest goes to the other). */
  phi: number;
}

export interface GapState {
  options: GapOptions;
  ratings: Record<string, GapRatings>;
  /** Mean of the statistic per side over the matches seen: the start of a team never seen. */
  seen: number;
  total: number;
  seasonTeams: string[];
}

export function createGapState(options: GapOptions): GapState {
  return { options, ratings: {}, seen: 0, total: 0, seasonTeams: [] };
}

function startingRatings(state: GapState): GapRatings {
  const level = state.seen > 0 ? state.total / state.seen : 0;
  return { homeAttack: level, homeDefence: level, awayAttack: level, awayDefence: level };
}

function ratingsOf(state: GapState, team: string): GapRatings {
  let r = state.ratings[team];
  if (!r) {
    r = startingRatings(state);
    state.ratings[team] = r;
  }
  return r;
}

/** The statistic each side is expected to make. */
export function gapEstimate(
  state: GapState,
  homeTeam: string,
  awayTeam: string,
): { home: number; away: number } {
  const h = state.ratings[homeTeam] ?? startingRatings(state);
  const a = state.ratings[awayTeam] ?? startingRatings(state);
  return { home: (h.homeAttack + a.awayDefence) / 2, away: (a.awayAttack + h.homeDefence) / 2 };
}

/**
 * Opens a season with its teams, as Elo does: a team that did not play the previous one
 * (promoted) starts at the average ratings of the teams that left it (relegated).
 */
export function startGapSeason(state: GapState, teams: readonly string[]): void {
  const previous = new Set(state.seasonTeams);
  const current = new Set(teams);
  const leavers = [...previous].filter((t) => !current.has(t) && state.ratings[t]);
  if (previous.size > 0 && leavers.length > 0) {
    const mean = (key: keyof GapRatings) =>
      leavers.reduce((sum, t) => sum + (state.ratings[t]?.[key] ?? 0), 0) / leavers.length;
    const start: GapRatings = {
      homeAttack: mean('homeAttack'),
      homeDefence: mean('homeDefence'),
      awayAttack: mean('awayAttack'),
      awayDefence: mean('awayDefence'),
    };
    for (const team of current) if (!previous.has(team)) state.ratings[team] = { ...start };
  }
  state.seasonTeams = [...current];
}

const raised = (value: number, by: number) => Math.max(value + by, 0);

/** Applies one match's statistic (`home` made by the home side, `away` by the away side). */
export function recordGapMatch(
  state: GapState,
  homeTeam: string,
  awayTeam: string,
  made: { home: number; away: number },
): void {
  const { lambda, phi } = state.options;
  const h = ratingsOf(state, homeTeam);
  const a = ratingsOf(state, awayTeam);
  const homeError = made.home - (h.homeAttack + a.awayDefence) / 2;
  const awayError = made.away - (a.awayAttack + h.homeDefence) / 2;
  h.homeAttack = raised(h.homeAttack, lambda * phi * homeError);
  h.awayAttack = raised(h.awayAttack, lambda * (1 - phi) * homeError);
  h.homeDefence = raised(h.homeDefence, lambda * phi * awayError);
  h.awayDefence = raised(h.awayDefence, lambda * (1 - phi) * awayError);
  a.awayAttack = raised(a.awayAttack, lambda * phi * awayError);
  a.homeAttack = raised(a.homeAttack, lambda * (1 - phi) * awayError);
  a.awayDefence = raised(a.awayDefence, lambda * phi * homeError);
  a.homeDefence = raised(a.homeDefence, lambda * (1 - phi) * homeError);
  state.seen += 2;
  state.total += made.home + made.away;
}

/**
 * How much more of the statistic the home side is expected to make than the away side, as
 * a log ratio (each side's estimate plus 5% of the league's level, so a rating at 0 stays
 * finite); 0 before any match.
 */
export function gapLogRatio(state: GapState, homeTeam: string, awayTeam: string): number {
  if (state.seen === 0) return 0;
  const e = gapEstimate(state, homeTeam, awayTeam);
  const floor = (0.05 * state.total) / state.seen;
  return Math.log((e.home + floor + 1e-9) / (e.away + floor + 1e-9));
}
