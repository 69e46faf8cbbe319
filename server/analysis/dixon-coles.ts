// biome-ignore-all lint/style/noNonNullAssertion: dense numeric arrays, indices in bounds by construction
import { dayNumber } from './dates';
import { solveSymmetricPositiveDefinite } from './linear-algebra';

/** A finished match, the only input the model learns from. */
export interface ScoredMatch {
  /** ISO date 'YYYY-MM-DD' (a date-time is cut to its date). */
  date: string;
  homeTeam: string;
  awayTeam: string;
  homeGoals: number;
  awayGoals: number;
  /** Shots on target and all shots of each side, where the source recorded them. */
  shotsOnTarget?: { home: number; away: number } | null;
  shots?: { home: number; away: number } | null;
  /** Corners won by each side, where recorded. */
  corners?: { home: number; away: number } | null;
  /** Goals each side was expected to score by the bookmakers' 1X2 prices, where the match
   * had prices (`impliedGoalRates`, market-goals.ts); the model rates it like a statistic. */
  marketGoals?: { home: number; away: number } | null;
}

/**
 * Gaussian prior on a team's attack and defence. The mean is `mean`, or `scale` times the
 * current average of the teams in `meanOf` (how promoted sides borrow the level of the
 * relegated ones inside the same fit), or 0.
 */
export interface TeamPrior {
  mean?: { attack: number; defence: number };
  meanOf?: readonly string[];
  scale?: number;
  sd?: number;
}

export interface DixonColesOptions {
  /** Fit on matches strictly before this date; time-decay weights count days back from it. */
  asOf: string;
  /** Time decay per day: a match d days old weighs exp(-xi·d). */
  xi?: number;
  /** Matches older than this many days are left out (their weight is negligible anyway). */
  windowDays?: number;
  /** Extra weight factor per match on top of the time decay (e.g. for older seasons). */
  matchWeight?: (match: ScoredMatch, ageDays: number) => number;
  /**
   * Shares of the expected-goals proxies in what the Poisson terms fit: each side's target is
   * (1 − s − t) × goals + s × shots on target × c + t × shots × c', with c and c' the window's
   * goals per shot on target and per shot. A match without the statistics keeps its goals.
   * τ (and so ρ) is still read from the real score. 0 and 0: goals only.
   */
  shotsOnTargetShare?: number;
  shotsShare?: number;
  /** Share of corners × the window's goals per corner, the same way. */
  cornersShare?: number;
  /** Standard deviation of the default prior (mean 0) on attack and defence. */
  priorSd?: number;
  /** Per-team priors that replace the default one. */
  teamPriors?: Readonly<Record<string, TeamPrior>>;
  /** Teams to rate even without matches in the window (they get their prior). */
  teams?: readonly string[];
  /** A previous fit to start from; refits every matchday converge in a few steps from it. */
  init?: DixonColesFit;
  maxIterations?: number;
  /** Stop when the Newton decrement (expected log-likelihood gain) falls below this. */
  tolerance?: number;
}

export interface DixonColesFit {
  asOf: string;
  teams: string[];
  /** Log-scale attack: higher scores more. */
  attack: Record<string, number>;
  /** Log-scale defence: higher concedes less. */
  defence: Record<string, number>;
  /** Log goal rate of an average team away from home against an average team. */
  intercept: number;
  /** Log-scale home advantage. */
  homeAdvantage: number;
  /** Dixon–Coles low-score dependence. */
  rho: number;
  xi: number;
  /** Matches used (inside the window, before asOf) and their total weight. */
  matches: number;
  totalWeight: number;
  /** Share of that weight on matches whose target used shots (0 with goals only). */
  statsWeightShare: number;
  /** Weighted log-likelihood (without the constant log x! terms) minus the prior penalty. */
  objective: number;
  iterations: number;
  converged: boolean;
  /** Negated Hessian of the objective (row-major, parameters [intercept, home, attack by
   * `teams`, defence by `teams`]) at the last Newton step: its inverse is the parameters'
   * approximate covariance (`rateCovariance`). */
  curvature: Float64Array;
}

export const DIXON_COLES_DEFAULTS = {
  xi: 0.0015,
  windowDays: 1500,
  priorSd: 0.5,
  maxIterations: 100,
  tolerance: 1e-9,
} as const;

/** Dixon–Coles τ: the correction factor for the four low scores. */
export function lowScoreFactor(
  homeGoals: number,
  awayGoals: number,
  lambdaHome: number,
  lambdaAway: number,
  rho: number,
): number {
  if (homeGoals === 0 && awayGoals === 0) return 1 - lambdaHome * lambdaAway * rho;
  if (homeGoals === 0 && awayGoals === 1) return 1 + lambdaHome * rho;
  if (homeGoals === 1 && awayGoals === 0) return 1 + lambdaAway * rho;
  if (homeGoals === 1 && awayGoals === 1) return 1 - rho;
  return 1;
}

// Low-score class of a result: which τ applies.
const PLAIN = 0;
const NIL_NIL = 1;
const NIL_ONE = 2;
const ONE_NIL = 3;
const ONE_ONE = 4;

function lowScoreClass(homeGoals: number, awayGoals: number): number {
  if (homeGoals === 0) return awayGoals === 0 ? NIL_NIL : awayGoals === 1 ? NIL_ONE : PLAIN;
  if (homeGoals === 1) return awayGoals === 0 ? ONE_NIL : awayGoals === 1 ? ONE_ONE : PLAIN;
  return PLAIN;
}

interface Prior {
  team: number;
  refs: Int32Array;
  scale: number;
  meanA: number;
  meanD: number;
  inv: number;
}

/**
 * The optimisation problem in flat arrays. Parameter layout: [intercept, home,
 * attack_0..attack_{n-1}, defence_0..defence_{n-1}].
 */
interface Problem {
  n: number;
  size: number;
  home: Int32Array;
  away: Int32Array;
  x: Float64Array;
  y: Float64Array;
  w: Float64Array;
  kind: Uint8Array;
  priors: Prior[];
}

const INTERCEPT = 0;
const HOME = 1;
const attackIndex = (_p: Problem, team: number) => 2 + team;
const defenceIndex = (p: Problem, team: number) => 2 + p.n + team;

function logRates(p: Problem, theta: Float64Array, k: number): [number, number] {
  const i = p.home[k]!;
  const j = p.away[k]!;
  const mu = theta[INTERCEPT]!;
  const logHome = mu + theta[HOME]! + theta[attackIndex(p, i)]! - theta[defenceIndex(p, j)]!;
  const logAway = mu + theta[attackIndex(p, j)]! - theta[defenceIndex(p, i)]!;
  return [logHome, logAway];
}

function tau(kind: number, lambda: number, nu: number, rho: number): number {
  switch (kind) {
    case NIL_NIL:
      return 1 - lambda * nu * rho;
    case NIL_ONE:
      return 1 + lambda * rho;
    case ONE_NIL:
      return 1 + nu * rho;
    case ONE_ONE:
      return 1 - rho;
    default:
      return 1;
  }
}

function priorResidual(p: Problem, prior: Prior, theta: Float64Array, defence: boolean): number {
  const at = defence ? defenceIndex : attackIndex;
  let ref = 0;
  for (let r = 0; r < prior.refs.length; r++) ref += theta[at(p, prior.refs[r]!)]!;
  if (prior.refs.length > 0) ref = (prior.scale * ref) / prior.refs.length;
  return theta[at(p, prior.team)]! - ref - (defence ? prior.meanD : prior.meanA);
}

function penalty(p: Problem, theta: Float64Array): number {
  let total = 0;
  for (const prior of p.priors) {
    const ra = priorResidual(p, prior, theta, false);
    const rd = priorResidual(p, prior, theta, true);
    total += 0.5 * prior.inv * (ra * ra + rd * rd);
  }
  return total;
}

function objective(p: Problem, theta: Float64Array, rho: number): number {
  const { x, y, w, kind } = p;
  let total = 0;
  for (let k = 0; k < x.length; k++) {
    const [ll, lv] = logRates(p, theta, k);
    const lambda = Math.exp(ll);
    const nu = Math.exp(lv);
    let term = x[k]! * ll - lambda + y[k]! * lv - nu;
    if (kind[k] !== PLAIN) {
      const t = tau(kind[k]!, lambda, nu, rho);
      if (!(t > 0)) return Number.NEGATIVE_INFINITY;
      term += Math.log(t);
    }
    total += w[k]! * term;
  }
  return total - penalty(p, theta);
}

/**
 * Gradient and negated Hessian of the objective in theta. The curvature is the Poisson part
 * plus the prior; τ's own curvature is small and left out (the line search keeps steps safe).
 */
function gradientAndCurvature(p: Problem, theta: Float64Array, rho: number) {
  const { size, x, y, w, kind } = p;
  const g = new Float64Array(size);
  const hess = new Float64Array(size * size);
  const add = (r: number, c: number, v: number) => {
    hess[r * size + c]! += v;
  };
  // Indices and signs of the parameters in log(lambda) and log(nu).
  const li = new Int32Array(4);
  const ls = [1, 1, 1, -1];
  const vi = new Int32Array(3);
  const vs = [1, 1, -1];
  for (let k = 0; k < x.length; k++) {
    const [ll, lv] = logRates(p, theta, k);
    const lambda = Math.exp(ll);
    const nu = Math.exp(lv);
    let dl = x[k]! - lambda; // d/d log(lambda)
    let dn = y[k]! - nu; // d/d log(nu)
    const kk = kind[k]!;
    if (kk === NIL_NIL) {
      const t = (lambda * nu * rho) / (1 - lambda * nu * rho);
      dl -= t;
      dn -= t;
    } else if (kk === NIL_ONE) {
      dl += (lambda * rho) / (1 + lambda * rho);
    } else if (kk === ONE_NIL) {
      dn += (nu * rho) / (1 + nu * rho);
    }
    const wk = w[k]!;
    const i = p.home[k]!;
    const j = p.away[k]!;
    li[0] = INTERCEPT;
    li[1] = HOME;
    li[2] = attackIndex(p, i);
    li[3] = defenceIndex(p, j);
    vi[0] = INTERCEPT;
    vi[1] = attackIndex(p, j);
    vi[2] = defenceIndex(p, i);
    const cl = wk * lambda;
    const cn = wk * nu;
    for (let a = 0; a < 4; a++) {
      g[li[a]!]! += ls[a]! * wk * dl;
      for (let b = 0; b < 4; b++) add(li[a]!, li[b]!, ls[a]! * ls[b]! * cl);
    }
    for (let a = 0; a < 3; a++) {
      g[vi[a]!]! += vs[a]! * wk * dn;
      for (let b = 0; b < 3; b++) add(vi[a]!, vi[b]!, vs[a]! * vs[b]! * cn);
    }
  }
  for (const prior of p.priors) {
    const m = prior.refs.length;
    const c = m > 0 ? prior.scale / m : 0;
    for (const defence of [false, true]) {
      const at = defence ? defenceIndex : attackIndex;
      const r = priorResidual(p, prior, theta, defence);
      const self = at(p, prior.team);
      // residual r = θ_self − c·Σ θ_ref − mean, so ∇r = e_self − c·Σ e_ref
      g[self]! -= prior.inv * r;
      add(self, self, prior.inv);
      for (let a = 0; a < m; a++) {
        const ra = at(p, prior.refs[a]!);
        g[ra]! += prior.inv * r * c;
        add(self, ra, -prior.inv * c);
        add(ra, self, -prior.inv * c);
        for (let b = 0; b < m; b++) add(ra, at(p, prior.refs[b]!), prior.inv * c * c);
      }
    }
  }
  // A whisper of curvature on the intercept and home terms keeps the system solvable even
  // without matches.
  add(INTERCEPT, INTERCEPT, 1e-6);
  add(HOME, HOME, 1e-6);
  return { g, hess };
}

/**
 * Newton's method on rho alone; the τ terms are concave in rho and only depend on it through
 * τ = 1 + c·rho with a per-match c, which we gather once.
 */
function updateRho(p: Problem, theta: Float64Array, rho0: number): number {
  const cs: number[] = [];
  const ws: number[] = [];
  let lo = -1;
  let hi = 1;
  for (let k = 0; k < p.x.length; k++) {
    const kk = p.kind[k]!;
    if (kk === PLAIN) continue;
    const [ll, lv] = logRates(p, theta, k);
    const lambda = Math.exp(ll);
    const nu = Math.exp(lv);
    const c = kk === NIL_NIL ? -lambda * nu : kk === NIL_ONE ? lambda : kk === ONE_NIL ? nu : -1;
    cs.push(c);
    ws.push(p.w[k]!);
    // keep 1 + c·rho > 0
    if (c > 0) lo = Math.max(lo, -1 / c);
    else hi = Math.min(hi, -1 / c);
  }
  if (cs.length === 0) return 0;
  lo += 1e-6;
  hi -= 1e-6;
  let rho = Math.min(hi, Math.max(lo, rho0));
  for (let iter = 0; iter < 30; iter++) {
    let d1 = 0;
    let d2 = 0;
    for (let q = 0; q < cs.length; q++) {
      const c = cs[q]!;
      const t = 1 + c * rho;
      d1 += (ws[q]! * c) / t;
      d2 -= (ws[q]! * c * c) / (t * t);
    }
    if (!(d2 < 0)) break;
    let next = rho - d1 / d2;
    if (next <= lo) next = (rho + lo) / 2;
    if (next >= hi) next = (rho + hi) / 2;
    const moved = Math.abs(next - rho);
    rho = next;
    if (moved < 1e-10) break;
  }
  return rho;
}

function buildProblem(matches: readonly ScoredMatch[], options: DixonColesOptions) {
  const xi = options.xi ?? DIXON_COLES_DEFAULTS.xi;
  const windowDays = options.windowDays ?? DIXON_COLES_DEFAULTS.windowDays;
  const priorSd = options.priorSd ?? DIXON_COLES_DEFAULTS.priorSd;
  const asOfDay = dayNumber(options.asOf);

  const used: ScoredMatch[] = [];
  const ages: number[] = [];
  for (const m of matches) {
    const age = asOfDay - dayNumber(m.date);
    if (age > 0 && age <= windowDays) {
      used.push(m);
      ages.push(age);
    }
  }
  const index = new Map<string, number>();
  const teams: string[] = [];
  const addTeam = (t: string) => {
    if (!index.has(t)) {
      index.set(t, teams.length);
      teams.push(t);
    }
  };
  for (const t of options.teams ?? []) addTeam(t);
  for (const m of used) {
    addTeam(m.homeTeam);
    addTeam(m.awayTeam);
  }
  const n = teams.length;
  const count = used.length;
  const p: Problem = {
    n,
    size: 2 + 2 * n,
    home: new Int32Array(count),
    away: new Int32Array(count),
    x: new Float64Array(count),
    y: new Float64Array(count),
    w: new Float64Array(count),
    kind: new Uint8Array(count),
    priors: [],
  };
  let totalWeight = 0;
  used.forEach((match, k) => {
    const age = ages[k]!;
    p.home[k] = index.get(match.homeTeam)!;
    p.away[k] = index.get(match.awayTeam)!;
    p.x[k] = match.homeGoals;
    p.y[k] = match.awayGoals;
    const weight = Math.exp(-xi * age) * (options.matchWeight?.(match, age) ?? 1);
    p.w[k] = weight;
    totalWeight += weight;
    p.kind[k] = lowScoreClass(match.homeGoals, match.awayGoals);
  });
  const statsWeight = mixInShots(p, used, options);
  teams.forEach((team, t) => {
    const prior = options.teamPriors?.[team];
    const refs = (prior?.meanOf ?? [])
      .map((r) => index.get(r) ?? -1)
      .filter((r) => r >= 0 && r !== t);
    const sd = prior?.sd ?? priorSd;
    p.priors.push({
      team: t,
      refs: Int32Array.from(refs),
      scale: prior?.scale ?? 1,
      meanA: prior?.mean?.attack ?? 0,
      meanD: prior?.mean?.defence ?? 0,
      inv: 1 / (sd * sd),
    });
  });
  return { p, teams, xi, totalWeight, statsWeight };
}

/** Goals per shot (of a kind) over the window's weighted matches that recorded it. */
function conversion(
  p: Problem,
  used: readonly ScoredMatch[],
  shotsOf: (m: ScoredMatch) => { home: number; away: number } | null | undefined,
): number {
  let goals = 0;
  let shots = 0;
  used.forEach((m, k) => {
    const s = shotsOf(m);
    if (!s) return;
    goals += p.w[k]! * (m.homeGoals + m.awayGoals);
    shots += p.w[k]! * (s.home + s.away);
  });
  return shots > 0 ? goals / shots : 0;
}

/** Replaces each side's goals by the goals/statistics mix of `shotsOnTargetShare`,
 * `shotsShare` and `cornersShare` where the match has the statistics; returns the weight of
 * those matches. */
function mixInShots(p: Problem, used: readonly ScoredMatch[], options: DixonColesOptions) {
  const kinds = [
    { share: options.shotsOnTargetShare ?? 0, of: (m: ScoredMatch) => m.shotsOnTarget },
    { share: options.shotsShare ?? 0, of: (m: ScoredMatch) => m.shots },
    { share: options.cornersShare ?? 0, of: (m: ScoredMatch) => m.corners },
  ]
    .filter((kind) => kind.share > 0)
    .map((kind) => ({ ...kind, c: conversion(p, used, kind.of) }))
    .filter((kind) => kind.c > 0);
  if (kinds.length === 0) return 0;
  let weight = 0;
  used.forEach((m, k) => {
    let goalsShare = 1;
    let x = 0;
    let y = 0;
    for (const kind of kinds) {
      const made = kind.of(m);
      if (!made) continue;
      goalsShare -= kind.share;
      x += kind.share * kind.c * made.home;
      y += kind.share * kind.c * made.away;
    }
    if (goalsShare === 1) return;
    p.x[k] = x + goalsShare * m.homeGoals;
    p.y[k] = y + goalsShare * m.awayGoals;
    weight += p.w[k]!;
  });
  return weight;
}

function startingPoint(p: Problem, teams: readonly string[], init: DixonColesFit | undefined) {
  const theta = new Float64Array(p.size);
  if (init) {
    theta[INTERCEPT] = init.intercept;
    theta[HOME] = init.homeAdvantage;
    teams.forEach((team, t) => {
      theta[attackIndex(p, t)] = init.attack[team] ?? p.priors[t]!.meanA;
      theta[defenceIndex(p, t)] = init.defence[team] ?? p.priors[t]!.meanD;
    });
    return { theta, rho: init.rho };
  }
  let homeGoals = 0;
  let awayGoals = 0;
  let weight = 0;
  for (let k = 0; k < p.x.length; k++) {
    homeGoals += p.w[k]! * p.x[k]!;
    awayGoals += p.w[k]! * p.y[k]!;
    weight += p.w[k]!;
  }
  const hasGoals = homeGoals > 0 && awayGoals > 0;
  theta[INTERCEPT] = hasGoals ? Math.log(awayGoals / weight) : Math.log(1.2);
  theta[HOME] = hasGoals ? Math.log(homeGoals / awayGoals) : 0.25;
  return { theta, rho: 0 };
}

/**
 * Fits the Dixon–Coles model by maximum weighted likelihood with a Gaussian prior on the team
 * ratings: Newton steps on (intercept, home, attack, defence) with a backtracking line
 * search, alternating with a 1-D Newton search for rho. Pure and deterministic.
 */
export function fitDixonColes(
  matches: readonly ScoredMatch[],
  options: DixonColesOptions,
): DixonColesFit {
  const maxIterations = options.maxIterations ?? DIXON_COLES_DEFAULTS.maxIterations;
  const tolerance = options.tolerance ?? DIXON_COLES_DEFAULTS.tolerance;
  const { p, teams, xi, totalWeight, statsWeight } = buildProblem(matches, options);
  const start = startingPoint(p, teams, options.init);
  const theta = start.theta;
  let rho = start.rho;
  let value = objective(p, theta, rho);
  if (!Number.isFinite(value)) {
    rho = 0;
    value = objective(p, theta, rho);
  }
  const hasData = p.x.length > 0;
  let iterations = 0;
  let converged = false;
  const trial = new Float64Array(p.size);
  let curvature = new Float64Array(0);
  while (iterations < maxIterations) {
    iterations++;
    const { g, hess } = gradientAndCurvature(p, theta, rho);
    curvature = hess;
    const step = solveSymmetricPositiveDefinite(hess, g, p.size);
    if (!step) break;
    let decrement = 0;
    for (let q = 0; q < p.size; q++) decrement += g[q]! * step[q]!;
    let accepted = false;
    for (let t = 1, halvings = 0; halvings < 30; halvings++, t /= 2) {
      for (let q = 0; q < p.size; q++) trial[q] = theta[q]! + t * step[q]!;
      const v = objective(p, trial, rho);
      if (v >= value) {
        theta.set(trial);
        value = v;
        accepted = true;
        break;
      }
    }
    const newRho = hasData ? updateRho(p, theta, rho) : 0;
    const rhoMoved = Math.abs(newRho - rho);
    rho = newRho;
    value = objective(p, theta, rho);
    if (decrement < tolerance && rhoMoved < 1e-7) {
      converged = true;
      break;
    }
    if (!accepted && rhoMoved < 1e-7) {
      // No ascent along the Newton direction: we are at the optimum up to rounding.
      converged = decrement < 1e-6;
      break;
    }
  }

  const attack: Record<string, number> = {};
  const defence: Record<string, number> = {};
  teams.forEach((team, t) => {
    attack[team] = theta[attackIndex(p, t)]!;
    defence[team] = theta[defenceIndex(p, t)]!;
  });
  return {
    asOf: options.asOf,
    teams,
    attack,
    defence,
    intercept: theta[INTERCEPT]!,
    homeAdvantage: theta[HOME]!,
    rho,
    xi,
    matches: p.x.length,
    totalWeight,
    statsWeightShare: totalWeight > 0 ? statsWeight / totalWeight : 0,
    objective: value,
    iterations,
    converged,
    curvature,
  };
}

/**
 * Approximate covariance of (log λ_home, log λ_away) for a match from the fit's curvature
 * (the inverse of the negated Hessian, projected on each rate's parameters): how far the goal
 * rates could move with the ratings' uncertainty. Null when the curvature is not usable.
 */
export function rateCovariance(
  fit: DixonColesFit,
  homeTeam: string,
  awayTeam: string,
): { home: number; away: number; both: number } | null {
  const n = fit.teams.length;
  const size = 2 + 2 * n;
  const i = fit.teams.indexOf(homeTeam);
  const j = fit.teams.indexOf(awayTeam);
  if (i < 0 || j < 0 || fit.curvature.length !== size * size) return null;
  const a = new Float64Array(size);
  a[0] = 1;
  a[1] = 1;
  a[2 + i] = 1;
  a[2 + n + j] = -1;
  const b = new Float64Array(size);
  b[0] = 1;
  b[2 + j] = 1;
  b[2 + n + i] = -1;
  const za = solveSymmetricPositiveDefinite(fit.curvature, a, size);
  const zb = solveSymmetricPositiveDefinite(fit.curvature, b, size);
  if (!za || !zb) return null;
  let home = 0;
  let away = 0;
  let both = 0;
  for (let q = 0; q < size; q++) {
    home += a[q]! * za[q]!;
    away += b[q]! * zb[q]!;
    both += b[q]! * za[q]!;
  }
  return { home, away, both };
}

/** Expected goals of each side; `neutral` drops the home advantage. Throws on unknown teams. */
export function expectedGoals(
  fit: DixonColesFit,
  homeTeam: string,
  awayTeam: string,
  options: { neutral?: boolean } = {},
): { home: number; away: number } {
  const ah = fit.attack[homeTeam];
  const dh = fit.defence[homeTeam];
  const aa = fit.attack[awayTeam];
  const da = fit.defence[awayTeam];
  if (ah === undefined || dh === undefined) throw new Error(`team not in the model: '${homeTeam}'`);
  if (aa === undefined || da === undefined) throw new Error(`team not in the model: '${awayTeam}'`);
  const home = options.neutral ? 0 : fit.homeAdvantage;
  return {
    home: Math.exp(fit.intercept + home + ah - da),
    away: Math.exp(fit.intercept + aa - dh),
  };
}
