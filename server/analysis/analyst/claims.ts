import type { Markets } from '../markets';
import { findNumbers } from './grounding';
import type { MatchFacts } from './match-facts';

// The claims check: the words of a reply must agree with the facts, not only its figures.
// grounding.ts passes "Arsenal also rate higher on Elo: 1324 against 1371" (both ratings are in
// the facts); this module finds the claim in it and shows it false (1324 is the lower one).
//
// API
//   claimFacts(facts)              what claims are checked against, from the MatchFacts the reply
//                                  was built from (the teams' names, the 1X2 now and before
//                                  kick-off, table positions, current runs, figures per team).
//   checkClaims(sentence, facts)   every claim one sentence makes, each with its verdict: 'false'
//                                  (the facts or the sentence's own figures contradict it),
//                                  'true', or 'unknown' (nothing here can settle it).
//   falseClaims(sentence, facts)   only the false ones: empty = the sentence may go out.
//
// The claims, in English and Spanish:
//   - comparison: a comparative word (higher, lower, more, fewer, better, worse, stronger, ahead,
//     behind, lead, trail; más, menos, mayor, menor, mejor, peor, por delante, por detrás…)
//     governing two figures joined by against / vs / compared with / than / behind / frente a /
//     contra / que… ("rate higher on Elo: 1324 against 1371"). The first figure is the subject's
//     (the team named before the word) unless the sentence hands each figure to a team ("Chelsea
//     1540 against Arsenal 1612"). The figures must go the word's way; "better" and "worse" turn
//     round where less is better (a table position, goals conceded). Where the sentence names
//     what is compared (Elo, expected goals, points, position, goals scored or conceded, attack,
//     the chance to win) and the facts hold that figure for both teams, the figures must also be
//     the subject's and the other team's, not the other way round.
//   - likelier: "more likely / less likely than", "más / menos probable que" between two
//     outcomes with their percentages: the order must agree, as for a comparison.
//   - favourite: "X are the favourites", "el favorito es X", "the most likely result is X to
//     win / a draw", "el resultado más probable es el empate": that outcome's chance is the
//     highest of the 1X2 (a tie at the top is not false). The live 1X2 while the match is played,
//     the pre-match one otherwise or where the sentence says so (before kick-off, were, era).
//   - position: "X are 3rd", "X es 3.º", "top of the table", "leaders", "líder", "X are above Y
//     in the table": the team's position in the facts' table rows.
//   - run: "unbeaten in 5", "won 4 in a row", "lost 3 in a row", "without a win in 4", "invicto
//     en 5", "4 victorias seguidas", "sin ganar en 4"… (digits or number words): the table row's
//     current streak or the form sequence. A run is false only when its length is known (it
//     ended within the record) and shorter than N.
//
// A claim that cannot be verified is never rejected: only one shown false is. Unknown are a
// team called by another name than the facts', a comparison whose figures the sentence does not
// join (or where the first is a difference: "4 more than Chelsea's 5"), a run longer than the
// record, half-time and home- or away-only claims, and negated ones. Against the market, an
// average or an earlier time, or on a figure the facts do not hold per team, only the order of
// the sentence's own figures is checked, not whose they are. So the check may miss a false
// claim; it must never hold back a true one.

type Side = 'home' | 'away';
type Outcome = Side | 'draw';

/** The 1X2 as probabilities. */
interface Chances {
  home: number;
  draw: number;
  away: number;
}

/** A current run; `exact` when it ended within the record (otherwise it may be longer). */
interface Run {
  length: number;
  exact: boolean;
}

type RunKind = 'wins' | 'draws' | 'losses' | 'unbeaten' | 'winless';

type MetricName =
  | 'elo'
  | 'expectedGoals'
  | 'conceded'
  | 'position'
  | 'points'
  | 'scored'
  | 'attack'
  | 'winChance';

export interface ClaimFacts {
  names: Record<Side, string>;
  /** The 1X2 that applies now (live while played) and before kick-off; null when none. */
  chances: { now: Chances | null; prematch: Chances | null };
  position: Record<Side, number | null>;
  /** Each source's view of a run (the table row's streaks, the form sequence). */
  runs: Record<Side, Record<RunKind, Run[]>>;
  /** A figure the facts hold for both teams, as [home, away] pairs (several for expected goals:
   * pre-match, live). */
  figures: Record<MetricName, Array<[number, number]>>;
}

export type ClaimKind = 'comparison' | 'likelier' | 'favourite' | 'position' | 'run';

export interface Claim {
  kind: ClaimKind;
  /** The words that make the claim, as written. */
  text: string;
  verdict: 'true' | 'false' | 'unknown';
  /** Why it is false, for the log. */
  why?: string;
}

const RUN_RESULTS: Record<RunKind, string> = {
  wins: 'W',
  draws: 'D',
  losses: 'L',
  unbeaten: 'WD',
  winless: 'DL',
};

/** What the claims of replies about this match are checked against. */
export function claimFacts(facts: MatchFacts): ClaimFacts {
  const { match, knowledge, prediction, strength, form, season } = facts;
  const result = (r: Markets['result']): Chances => ({
    home: r.home.probability,
    draw: r.draw.probability,
    away: r.away.probability,
  });
  const prematch = knowledge ? result(knowledge.markets.result) : prediction;
  const live = match.status === 'live' ? (knowledge?.live ?? null) : null;
  const now = match.status === 'live' ? (live ? result(live.final.result) : null) : prematch;

  const runs = (side: Side): Record<RunKind, Run[]> => {
    const row = season[side];
    const sequence = form[side].sequence;
    const out = {} as Record<RunKind, Run[]>;
    for (const kind of Object.keys(RUN_RESULTS) as RunKind[]) {
      const sources: Run[] = [];
      if (row) sources.push({ length: row.streaks[kind], exact: row.streaks[kind] < row.played });
      if (sequence.length > 0) {
        let n = 0;
        while (n < sequence.length && RUN_RESULTS[kind].includes(sequence[n] as string)) n++;
        sources.push({ length: n, exact: n < sequence.length });
      }
      out[kind] = sources;
    }
    return out;
  };

  const pairs = (...list: Array<[number | null | undefined, number | null | undefined]>) =>
    list.filter((p): p is [number, number] => typeof p[0] === 'number' && typeof p[1] === 'number');
  const rows = { home: season.home, away: season.away };
  const markets = knowledge?.markets;
  return {
    names: { home: match.home, away: match.away },
    chances: { now, prematch },
    position: { home: rows.home?.position ?? null, away: rows.away?.position ?? null },
    runs: { home: runs('home'), away: runs('away') },
    figures: {
      elo: pairs([strength?.home.elo, strength?.away.elo]),
      expectedGoals: pairs(
        [prediction?.expectedGoals.home, prediction?.expectedGoals.away],
        [markets?.expectedGoals.home, markets?.expectedGoals.away],
        [live?.final.expectedGoals.home, live?.final.expectedGoals.away],
        [live?.remaining.expectedGoals.home, live?.remaining.expectedGoals.away],
      ),
      conceded: pairs(
        [form.home.goalsAgainst, form.away.goalsAgainst],
        [rows.home?.goalsAgainst, rows.away?.goalsAgainst],
        [strength?.home.conceded, strength?.away.conceded],
      ),
      position: pairs([rows.home?.position, rows.away?.position]),
      points: pairs([form.home.points, form.away.points], [rows.home?.points, rows.away?.points]),
      scored: pairs(
        [form.home.goalsFor, form.away.goalsFor],
        [rows.home?.goalsFor, rows.away?.goalsFor],
      ),
      attack: pairs([strength?.home.attack, strength?.away.attack]),
      winChance: pairs(
        [prematch?.home, prematch?.away],
        [now?.home, now?.away],
        [prediction?.home, prediction?.away],
      ),
    },
  };
}

// ---- Reading a sentence ------------------------------------------------------------------

/** A whole word or phrase, case-insensitive, letters on neither side. */
const words = (source: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'iu');

/** Every match of `re` in `text` (the patterns here are kept non-global, safe for test()). */
const everyMatch = (re: RegExp, text: string) =>
  text.matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`));

interface Span {
  start: number;
  end: number;
}

interface TeamMention extends Span {
  side: Side;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SIDE_WORDS: Record<Side, string> = {
  home: 'the home (?:side|team)|the hosts|home side|el equipo local|los locales|el local',
  away: 'the away (?:side|team)|the visitors|away side|el equipo visitante|los visitantes|el visitante',
};

/** Where the sentence names a team (its name as the facts write it, or "the home side"). */
function teamMentions(text: string, facts: ClaimFacts): TeamMention[] {
  const found: TeamMention[] = [];
  for (const side of ['home', 'away'] as const) {
    for (const source of [literal(facts.names[side]), SIDE_WORDS[side]]) {
      for (const m of everyMatch(words(source), text)) {
        found.push({ side, start: m.index, end: m.index + m[0].length });
      }
    }
  }
  // The longer name wins where one holds the other ("Inter" in "Inter Miami").
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: TeamMention[] = [];
  for (const m of found) {
    const last = kept[kept.length - 1];
    if (!last || m.start >= last.end) kept.push(m);
  }
  return kept;
}

interface Figure extends Span {
  text: string;
  /** Alternative signed values: percentages in percent units. */
  values: Array<{ value: number; percent: boolean; decimals: number }>;
  ordinal: boolean;
}

/** The sentence's plain figures (no scores, dates or times), with their signs. */
function figuresIn(text: string): Figure[] {
  const out: Figure[] = [];
  for (const mention of findNumbers(text)) {
    const readings = mention.readings.flatMap((r) =>
      r.kind === 'number' || r.kind === 'percent' ? [r] : [],
    );
    if (readings.length === 0 || readings.length < mention.readings.length) continue;
    // grounding.ts ignores signs; a comparison of +25% with -15% needs them.
    const before = text.slice(Math.max(0, mention.start - 2), mention.start);
    const negative =
      /(?:^|[\s(:])[-−]$/.test(before) || (mention.start === 1 && /^[-−]/.test(text));
    const values = readings.map(({ kind, value, decimals }) => ({
      value: negative ? -value : value,
      percent: kind === 'percent',
      decimals,
    }));
    out.push({
      start: mention.start,
      end: mention.end,
      text: mention.text,
      values,
      ordinal: /\d\s*(?:st|nd|rd|th|\.?[º°ª])$/i.test(mention.text),
    });
  }
  return out;
}

/** Whether a written figure reads as a value of the facts (at its own precision). */
function readsAs(figure: Figure, value: number): boolean {
  return figure.values.some((v) => {
    const t = 0.5 * 10 ** -v.decimals + 1e-9;
    return Math.abs((v.percent ? value * 100 : value) - v.value) <= t;
  });
}

// ---- Comparisons -------------------------------------------------------------------------

interface Comparative extends Span {
  /** +1: the subject has more of it; -1: less. */
  direction: 1 | -1;
  /** Better/worse: turned round where less is better (a position, goals conceded). */
  judged: boolean;
  likely: boolean;
}

const COMPARATIVES: Array<{ re: RegExp; direction: 1 | -1; judged?: true; likely?: true }> = [
  { re: words('more likely|likelier|more probable'), direction: 1, likely: true },
  { re: words('less likely|less probable'), direction: -1, likely: true },
  { re: words('más probables?'), direction: 1, likely: true },
  { re: words('menos probables?'), direction: -1, likely: true },
  {
    re: words('más fuertes?|aventaja\\p{L}*|supera\\p{L}*|por delante'),
    direction: 1,
    judged: true,
  },
  { re: words('más débil(?:es)?|por detrás'), direction: -1, judged: true },
  { re: words('más alt[oa]s?|por encima'), direction: 1 },
  { re: words('más baj[oa]s?|por debajo'), direction: -1 },
  {
    re: words('better|stronger|ahead|leads?|leading|edges?|outscor\\p{L}*|mejor(?:es)?'),
    direction: 1,
    judged: true,
  },
  { re: words('worse|weaker|behind|trails?|trailing|peor(?:es)?'), direction: -1, judged: true },
  {
    re: words('higher|greater|bigger|larger|more|above|mayor(?:es)?|superior(?:es)?|más'),
    direction: 1,
  },
  {
    re: words('lower|smaller|fewer|less|below|menor(?:es)?|inferior(?:es)?|menos'),
    direction: -1,
  },
];

// Where those words make no comparison: "or more", over/under lines ("más de 2,5").
const NOT_COMPARING = [
  words('or (?:more|fewer|less)|no more|any more|more or less|o (?:más|menos)|más o menos'),
  /(?<![\p{L}])(?:más|menos) de\s*[+\-−]?\d/iu,
];

// A Spanish superlative: "el hándicap más equilibrado", "su resultado más probable".
const SUPERLATIVE_BEFORE =
  /(?<![\p{L}])(?:el|la|los|las|lo|su|sus|del|al)\s+((?:[\p{L}/-]+\s+){0,2})$/iu;
// "1612 is higher than 1540" compares two values; "4 more than 5" states a difference.
const LINKING_VERBS = words('is|are|was|were|rate|rates|es|son|era|eran|está|están');
const VERBS = words(
  'tiene|tienen|es|son|va|van|marca|marcan|encaja|encajan|está|están|suma|suman|lleva|llevan|ha|han|gana|ganan|hay|da|dan|valora|era|eran|fue|queda|quedan|sigue|siguen',
);

function comparativesIn(text: string, teams: TeamMention[]): Comparative[] {
  const blocked: Span[] = [];
  for (const re of NOT_COMPARING) {
    for (const m of everyMatch(re, text))
      blocked.push({ start: m.index, end: m.index + m[0].length });
  }
  const found: Comparative[] = [];
  for (const { re, direction, judged, likely } of COMPARATIVES) {
    for (const m of everyMatch(re, text)) {
      const span = { start: m.index, end: m.index + m[0].length };
      const taken = [...blocked, ...found].some((s) => s.start < span.end && span.start < s.end);
      if (taken) continue;
      const word = m[0].toLowerCase();
      if (/^(?:más|menos|mejor|peor|mayor|menor)/.test(word)) {
        const article = SUPERLATIVE_BEFORE.exec(text.slice(0, span.start));
        const between = article?.[1] ?? '';
        const onTeam = teams.some(
          (t) => t.end > span.start - between.length && t.start < span.start,
        );
        // "su resultado más probable" is the most likely one; "más probable que", a comparison.
        const superlative = article && !VERBS.test(between) && !onTeam;
        if (superlative && !/\bque\b/.test(text.slice(span.end))) continue;
        if (/probables?$/.test(word) && !/\bque\b/.test(text.slice(span.end))) continue;
      }
      found.push({ ...span, direction, judged: judged === true, likely: likely === true });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

// Two figures compared: "1324 against 1371", "1612 is higher than 1540", "27%, behind … 47%".
const JOINS = words(
  'against|vs\\.?|versus|v|compared (?:with|to)|than|behind|ahead of|above|below|frente a|contra|comparad[oa]s? con|en comparación con|por (?:detrás|delante|encima|debajo) del?|que|ante',
);
const JUST_TO = /^\s*(?:to|a)\s*$/i;
// Where a clause ends: a word before it does not reach a figure after it.
const CLAUSE_BREAK = words(
  'but|while|whereas|although|though|however|and|pero|mientras|aunque|sin embargo|y',
);

interface Pair {
  a: Figure;
  b: Figure;
  /** Where the joining word is ("than", "que"). */
  join: Span;
}

function pairsIn(text: string, figures: Figure[]): Pair[] {
  const out: Pair[] = [];
  for (let i = 0; i + 1 < figures.length; i++) {
    const a = figures[i] as Figure;
    const b = figures[i + 1] as Figure;
    const between = text.slice(a.end, b.start);
    if (between.length > 80 || /[;]/.test(between)) continue;
    // A percentage beside a plain number, a position beside a count: not one quantity.
    if (a.values[0]?.percent !== b.values[0]?.percent || a.ordinal !== b.ordinal) continue;
    const join = JOINS.exec(between);
    if (join)
      out.push({
        a,
        b,
        join: { start: a.end + join.index, end: a.end + join.index + join[0].length },
      });
    else if (JUST_TO.test(between)) out.push({ a, b, join: { start: a.end, end: b.start } });
  }
  return out;
}

/** The comparative word a pair of figures answers to: the last one before its second figure
 * (within the clause), or else the first one after it. */
function governing(text: string, pair: Pair, all: Comparative[], figures: Figure[]) {
  const before = all.filter((c) => c.start < pair.b.start);
  const last = before[before.length - 1];
  if (last) {
    const gap = text.slice(last.end, Math.max(last.end, pair.a.start));
    if (CLAUSE_BREAK.test(gap) || /;/.test(gap)) return null;
    // Spanish "que" joins only after a comparative: "más alto (1612) que el del Chelsea".
    if (/^que$/i.test(text.slice(pair.join.start, pair.join.end)) && last.start > pair.join.start)
      return null;
    return last;
  }
  const after = all.find((c) => c.start >= pair.b.end);
  if (!after) return null;
  const gap = text.slice(pair.b.end, after.start);
  const figureBetween = figures.some((f) => f.start >= pair.b.end && f.end <= after.start);
  if (figureBetween || /;/.test(gap) || CLAUSE_BREAK.test(gap)) return null;
  if (/^que$/i.test(text.slice(pair.join.start, pair.join.end))) return null;
  return after;
}

const METRICS: Array<{ name: MetricName; re: RegExp; lessIsBetter?: true }> = [
  { name: 'elo', re: words('elo') },
  { name: 'expectedGoals', re: words('expected goals|xg|goles esperados') },
  {
    name: 'conceded',
    re: words('conced\\p{L}*|goals against|encaj\\p{L}*|en contra|defen[cs]e|defensa'),
    lessIsBetter: true,
  },
  {
    name: 'position',
    re: words('position|place[ds]?|table|puesto|posición|clasificación|tabla'),
    lessIsBetter: true,
  },
  { name: 'points', re: words('points?|puntos?') },
  { name: 'scored', re: words('scored?|scoring|goals for|a favor|marcad\\p{L}*|marca|marcan') },
  { name: 'attack', re: words('attack|ataque') },
  { name: 'winChance', re: words('win|winning|chance|victoria|ganar|gane|gana') },
];

// Against something other than the other team: the figures are not the two teams'.
const NOT_TEAM_AGAINST_TEAM = words(
  'market|bookmakers?|bookies?|odds|average|league average|before|earlier|last season|pre-?match|mercado|casas? de apuestas|cuotas?|media|promedio|antes|temporada pasada',
);

const POSITION = METRICS.find((m) => m.name === 'position') as (typeof METRICS)[number];

/** The metric nearest the compared figures, of those the sentence names. */
function metricOf(text: string, from: number, to: number) {
  let best: { metric: (typeof METRICS)[number]; distance: number } | null = null;
  for (const metric of METRICS) {
    for (const m of everyMatch(metric.re, text)) {
      const end = m.index + m[0].length;
      const distance = end < from ? from - end : m.index > to ? m.index - to : 0;
      if (!best || distance < best.distance) best = { metric, distance };
    }
  }
  return best?.metric ?? null;
}

/** The team a figure is handed to: "Arsenal 1612", "Chelsea's 1540", "1,62 del Arsenal". */
function ownerOf(
  text: string,
  figure: Figure,
  teams: TeamMention[],
  figures: Figure[],
  comparatives: Comparative[],
) {
  const prior = teams.filter((t) => t.end <= figure.start).pop();
  if (prior) {
    const between = text.slice(prior.end, figure.start);
    const inside = (s: Span) => s.start >= prior.end && s.end <= figure.start;
    const clean =
      between.length <= 25 &&
      !JOINS.test(between) &&
      !figures.some(inside) &&
      !comparatives.some(inside);
    if (clean && /^(?:['’]s)?[\s:(]*(?:[\p{L}]+\s+){0,3}(?:of\s+|de\s+)?[\s:(]*$/iu.test(between))
      return prior.side;
  }
  const next = teams.find((t) => t.start >= figure.end);
  if (
    next &&
    /^\)?\s*(?:for|para|del|de la|de)\s+(?:el |la |los )?$/i.test(
      text.slice(figure.end, next.start),
    )
  )
    return next.side;
  return null;
}

/** The sign of x − y over every reading of both figures; null when the readings disagree. */
function compare(x: Figure, y: Figure): -1 | 0 | 1 | null {
  const signs = new Set<number>();
  for (const a of x.values)
    for (const b of y.values) if (a.percent === b.percent) signs.add(Math.sign(a.value - b.value));
  return signs.size === 1 ? ([...signs][0] as -1 | 0 | 1) : null;
}

function comparisonClaims(text: string, facts: ClaimFacts, teams: TeamMention[]): Claim[] {
  const figures = figuresIn(text);
  const all = comparativesIn(text, teams);
  const claims: Claim[] = [];
  for (const pair of pairsIn(text, figures)) {
    const word = governing(text, pair, all, figures);
    if (!word) continue;
    // "4 more than Chelsea's 5", "5 percentage points higher than 47%": the first figure is
    // the difference, not a value to compare.
    const lead = text.slice(pair.a.end, word.start);
    if (
      word.start > pair.a.end &&
      /^\s*(?:[\p{L}%]+\s+){0,3}$/u.test(lead) &&
      !LINKING_VERBS.test(lead)
    )
      continue;
    const start = Math.min(word.start, pair.a.start);
    const end = Math.max(word.end, pair.b.end);
    const claim = (verdict: Claim['verdict'], why?: string): Claim => ({
      kind: word.likely ? 'likelier' : 'comparison',
      text: text.slice(start, end),
      verdict,
      ...(why && { why }),
    });
    const subject = teams.filter((t) => t.end <= word.start).pop()?.side ?? null;
    // Whose figure is whose: the first is the subject's unless the sentence hands them out.
    let [x, y] = [pair.a, pair.b];
    const ownerA = ownerOf(text, pair.a, teams, figures, all);
    const ownerB = ownerOf(text, pair.b, teams, figures, all);
    if (subject && ownerA && ownerB && ownerA !== ownerB && ownerB === subject) [x, y] = [y, x];
    // Two ordinals ("3rd", "5.º") are table positions whatever the sentence calls them.
    const metric = x.ordinal && y.ordinal ? POSITION : metricOf(text, start, end);
    const lessIsBetter =
      metric?.lessIsBetter === true && (word.judged || metric.name === 'position');
    const sign = compare(x, y);
    if (sign === null) {
      claims.push(claim('unknown'));
      continue;
    }
    const wanted = lessIsBetter ? -word.direction : word.direction;
    if (sign !== wanted) {
      claims.push(
        claim(
          'false',
          `${x.text} is ${sign === 0 ? 'equal to' : sign > 0 ? 'above' : 'below'} ${y.text}`,
        ),
      );
      continue;
    }
    // Right way round by the sentence's own figures; are they the teams' it says they are?
    const figuresOf = metric ? facts.figures[metric.name] : [];
    if (!subject || figuresOf.length === 0 || NOT_TEAM_AGAINST_TEAM.test(text)) {
      claims.push(claim('true'));
      continue;
    }
    const other: Side = subject === 'home' ? 'away' : 'home';
    const at = (pairOf: [number, number], side: Side) => pairOf[side === 'home' ? 0 : 1];
    const asSaid = figuresOf.some((p) => readsAs(x, at(p, subject)) && readsAs(y, at(p, other)));
    const swapped = figuresOf.some((p) => readsAs(x, at(p, other)) && readsAs(y, at(p, subject)));
    claims.push(
      swapped && !asSaid
        ? claim(
            'false',
            `${x.text} is ${facts.names[other]}'s and ${y.text} ${facts.names[subject]}'s`,
          )
        : claim('true'),
    );
  }
  return claims;
}

// ---- The favourite and the most likely result ----------------------------------------------

// Which 1X2 a claim is about: the pre-match one when the claim is in the past ("were the
// favourites") or the sentence speaks of before kick-off and not of now.
const PAST = words('were|was|era|eran|fue|fueron|daba');
const BEFORE_KICK_OFF = words(
  'before (?:the )?kick-?off|pre-?match|beforehand|going into|coming into|antes del (?:partido|inicio|comienzo)|previa|previo',
);
const NOW = words('now|currently|at the moment|ahora|actualmente|en este momento');
const HALF_TIME = words('half-?time|half time|first half|descanso|primera parte|primer tiempo');
const ADJECTIVES =
  '(?:clear|strong|narrow|slight|big|heavy|firm|overwhelming|claro|gran|ligero)\\s+';
const ARTICLE = '(?:el|la|los)\\s+';

const MOST_LIKELY =
  '(?:most likely|likeliest|most probable) (?:result|outcome)|resultado más probable';
// Ends where the outcome begins: no word boundary after it.
const MOST_LIKELY_IS = new RegExp(
  `(?<![\\p{L}])(?:${MOST_LIKELY})(?:\\s+of all)?(?:\\s+(?:now|ahora))?(?:,|:|\\s+is|\\s+was|\\s+es|\\s+era)?\\s+(?:now\\s+|ahora\\s+)?`,
  'iu',
);
const IS_MOST_LIKELY = `(?:is|was|es|era)(?:\\s+(?:now|still|ahora))?\\s+(?:the|el)\\s+(?:single\\s+)?(?:${MOST_LIKELY})`;
const DRAW_IS_MOST_LIKELY = words(`(?:a|the|el|un)\\s+(?:draw|empate)\\s+${IS_MOST_LIKELY}`);

/** The outcome a phrase names right here: a team (given by its mention) or the draw. */
type Named = { outcome: Outcome; span: Span };

/** "X are the favourites", "el favorito es X", "the most likely result is a draw". */
function favouriteClaims(text: string, facts: ClaimFacts, teams: TeamMention[]): Claim[] {
  if (HALF_TIME.test(text)) return [];
  const named: Named[] = [];
  const tail = (t: TeamMention) => text.slice(t.end);
  const head = (t: TeamMention) => text.slice(0, t.start);
  for (const t of teams) {
    // After the team: "Arsenal are (now) the (clear) favourites", "El Arsenal es el favorito".
    const after = new RegExp(
      `^(?:['’]s)?\\s+(?:are|is|remain|remains|were|was|start as|go in as|es|era|sigue siendo|parte como)(?:\\s+(?:now|still|clearly|ahora))?\\s+(?:the\\s+|${ARTICLE})?(?:${ADJECTIVES})?(?:favou?rites?|favorit[oa]s?)(?![\\p{L}])(?!\\s+(?:to|para)\\s+(?!win|ganar))`,
      'iu',
    ).exec(tail(t));
    if (after)
      named.push({ outcome: t.side, span: { start: t.start, end: t.end + after[0].length } });
    // "Arsenal, the favourites", before it: "the favourites are Arsenal", "el favorito es el Arsenal".
    const comma = /^,\s+(?:the\s+)?(?:favou?rites?|favorit[oa])\b/iu.exec(tail(t));
    if (comma)
      named.push({ outcome: t.side, span: { start: t.start, end: t.end + comma[0].length } });
    const before = new RegExp(
      `(?:favou?rites?|favorit[oa]s?)(?:\\s+to win|\\s+para ganar)?(?:\\s+(?:are|is|were|was|es|son|era|eran|sigue siendo)(?:\\s+(?:now|ahora))?\\s+|\\s*:\\s*)(?:${ARTICLE})?$`,
      'iu',
    ).exec(head(t));
    if (before) named.push({ outcome: t.side, span: { start: before.index, end: t.end } });
    // "An Arsenal win is the most likely result", "la victoria del Arsenal es el resultado…".
    const win = /(?:(?:la\s+)?victoria\s+(?:del|de la|de)|an?)\s+$/iu.exec(head(t));
    const isMostLikely = new RegExp(
      `^(?:\\s+(?:to win|win|winning|victory))?\\s+${IS_MOST_LIKELY}`,
      'iu',
    ).exec(tail(t));
    const winWords = win || /^\s+(?:to win|win|winning|victory)/iu.test(tail(t));
    if (isMostLikely && winWords) {
      const start = win ? win.index : t.start;
      named.push({ outcome: t.side, span: { start, end: t.end + isMostLikely[0].length } });
    }
  }
  // "the most likely result is Arsenal to win / a draw", "el resultado más probable es el empate".
  const outcomeAt = (at: number): Named | null => {
    const draw = /^(?:a|the|el|un)\s+(?:draw|empate)(?![\p{L}])/iu.exec(text.slice(at));
    if (draw) return { outcome: 'draw', span: { start: at, end: at + draw[0].length } };
    const team = teams.find((t) => t.start >= at && t.start - at <= 22);
    if (!team) return null;
    const lead = text.slice(at, team.start);
    const win = /^\s*(?:to win|win|winning|victory)(?![\p{L}])/iu.exec(text.slice(team.end));
    const victoria = /^(?:la\s+)?victoria\s+(?:del|de la|de)\s+$/iu.test(lead);
    const an = /^(?:an?|the)\s+$/iu.test(lead) || lead === '';
    if (an && win)
      return { outcome: team.side, span: { start: at, end: team.end + win[0].length } };
    return victoria ? { outcome: team.side, span: { start: at, end: team.end } } : null;
  };
  for (const m of everyMatch(MOST_LIKELY_IS, text)) {
    const result = outcomeAt(m.index + m[0].length);
    if (result)
      named.push({ outcome: result.outcome, span: { start: m.index, end: result.span.end } });
  }
  for (const m of everyMatch(DRAW_IS_MOST_LIKELY, text)) {
    named.push({ outcome: 'draw', span: { start: m.index, end: m.index + m[0].length } });
  }

  const beforeKickOff = BEFORE_KICK_OFF.test(text) && !NOW.test(text);
  return named.map(({ outcome, span }): Claim => {
    const claimText = text.slice(span.start, span.end);
    const prematch = beforeKickOff || PAST.test(claimText);
    const chances = prematch ? facts.chances.prematch : facts.chances.now;
    if (!chances) return { kind: 'favourite', text: claimText, verdict: 'unknown' };
    const top = (['home', 'draw', 'away'] as const).reduce((a, b) =>
      chances[b] > chances[a] ? b : a,
    );
    const ahead = chances[top] > chances[outcome] ? top : null;
    const label = (k: Outcome) => (k === 'draw' ? 'the draw' : facts.names[k]);
    return ahead
      ? {
          kind: 'favourite',
          text: claimText,
          verdict: 'false',
          why: `${label(ahead)} is likelier (${pct(chances[ahead])} against ${pct(chances[outcome])})`,
        }
      : { kind: 'favourite', text: claimText, verdict: 'true' };
  });
}

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

// ---- Table positions -----------------------------------------------------------------------

const VENUE_ONLY = words(
  'at home|away from home|on the road|home table|away table|form table|home form|away form|en casa|fuera de casa|como local|como visitante',
);
const TABLE = words('table|league|standings|clasificación|tabla|liga');

function positionClaims(text: string, facts: ClaimFacts, teams: TeamMention[]): Claim[] {
  if (VENUE_ONLY.test(text)) return [];
  const claims: Claim[] = [];
  const at = (t: TeamMention, position: number, end: number, start = t.start) => {
    const actual = facts.position[t.side];
    const claimText = text.slice(start, end);
    if (actual === null)
      return claims.push({ kind: 'position', text: claimText, verdict: 'unknown' });
    return claims.push(
      actual === position
        ? { kind: 'position', text: claimText, verdict: 'true' }
        : {
            kind: 'position',
            text: claimText,
            verdict: 'false',
            why: `${facts.names[t.side]} are ${actual} in the table`,
          },
    );
  };
  for (const t of teams) {
    const tail = text.slice(t.end);
    const en =
      /^\s+(?:are|is|sit|sits|lie|lies|remain|remains|stand|stands|were|was)\s+(?:currently\s+|now\s+|still\s+)?(?:in\s+)?(?:(\d{1,2})(?:st|nd|rd|th)\b|(top)(?:\s+of\s+the\s+(?:table|league|standings)\b|(?=\s*(?:[.,;]|$|with\b)))|(?:the\s+)?(?:league\s+)?(leaders)\b)/iu.exec(
        tail,
      ) ??
      /^\s+(?:lead|leads)\s+the\s+(?:table|league|standings)\b()()(x)/iu.exec(tail) ??
      /^,\s+(?:the\s+)?(?:league\s+)?(?:(leaders)|(top)\s+of\s+the\s+(?:table|league))\b()/iu.exec(
        tail,
      );
    if (en) {
      const place = en[1] && /^\d/.test(en[1]) ? Number(en[1]) : 1;
      at(t, place, t.end + en[0].length);
      continue;
    }
    const es =
      /^\s+(?:es|está|va|marcha|sigue|llega|era|estaba|iba)\s+(?:ahora\s+|todavía\s+|aún\s+)?(?:(?:el|la)\s+)?(?:(\d{1,2})\.?[º°ª]|(líder)\b|(primer[oa])\b|(?:en\s+)?(?:lo alto|la cima|cabeza)\s+de\s+la\s+(?:tabla|clasificación|liga))/iu.exec(
        tail,
      ) ?? /^\s+lidera\s+la\s+(?:clasificación|tabla|liga)/iu.exec(tail);
    if (es) {
      const place = es[1] ? Number(es[1]) : 1;
      at(t, place, t.end + es[0].length);
      continue;
    }
    const leaders =
      /(?:league\s+leaders|table-toppers|(?:el|la)\s+líder)[\s,]+(?:(?:el|la)\s+)?$/iu.exec(
        text.slice(0, t.start),
      );
    if (leaders) {
      at(t, 1, t.end, leaders.index);
      continue;
    }
    // "Arsenal are (3 points) above Chelsea in the table", "por encima del Chelsea en la tabla".
    const relative =
      /^\s+(?:are|is|sit|sits|stand|stands|were|was|está|va|queda|es|estaba)\s+(?:[\p{L}\d]+\s+(?:places?|points?|spots?|puestos?|puntos?)\s+)?(above|below|ahead of|behind|higher than|lower than|por encima de(?:l)?|por debajo de(?:l)?|por delante de(?:l)?|por detrás de(?:l)?)\s+(?:(?:el|la)\s+)?$/iu;
    const other = teams.find((o) => o.start > t.end && o.side !== t.side);
    const rel = other ? relative.exec(text.slice(t.end, other.start)) : null;
    if (other && rel && TABLE.test(text.slice(other.end))) {
      const mine = facts.position[t.side];
      const theirs = facts.position[other.side];
      const claimText = text.slice(t.start, other.end);
      if (mine === null || theirs === null) {
        claims.push({ kind: 'position', text: claimText, verdict: 'unknown' });
        continue;
      }
      const above = /above|ahead|higher|encima|delante/i.test(rel[1] ?? '');
      const holds = above ? mine < theirs : mine > theirs;
      claims.push(
        holds
          ? { kind: 'position', text: claimText, verdict: 'true' }
          : {
              kind: 'position',
              text: claimText,
              verdict: 'false',
              why: `${facts.names[t.side]} are ${mine}, ${facts.names[other.side]} ${theirs}`,
            },
      );
    }
  }
  return claims;
}

// ---- Runs ----------------------------------------------------------------------------------

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
};
const N = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const LAST = '(?:(?:their|its|the|los|sus)\\s+)?(?:(?:last|últimos)\\s+)?';
const GAMES = '(?:\\s+(?:games|matches|league games|league matches|partidos))?';

const RUNS: Array<{ kind: RunKind; re: RegExp }> = [
  ...[
    `unbeaten in ${LAST}${N}`,
    `${N}${GAMES}\\s+unbeaten`,
    `${N}-(?:game|match) unbeaten`,
    `unbeaten (?:run|streak) of ${N}`,
    `without (?:a )?(?:defeat|loss) in ${LAST}${N}`,
    `${N}${GAMES} without (?:a )?(?:defeat|loss)`,
    `invict[oa]s? (?:en|durante) ${LAST}${N}`,
    `${N}${GAMES}(?: seguidos| consecutivos)? (?:sin perder|invict[oa]s?)`,
    `sin perder en ${LAST}${N}`,
  ].map((source) => ({ kind: 'unbeaten' as const, re: words(source) })),
  ...[
    `won ${LAST}${N}${GAMES} (?:in a row|straight|on the trot|on the bounce|consecutively)`,
    `${N} (?:straight|consecutive|successive) (?:wins|victories)`,
    `${N} (?:wins|victories) in a row`,
    `winning (?:run|streak) of ${N}`,
    `${N}-(?:game|match) winning (?:run|streak)`,
    `ganado ${LAST}${N}${GAMES} (?:seguidos|consecutivos|de forma consecutiva)`,
    `${N} victorias (?:seguidas|consecutivas)`,
    `racha de ${N} victorias`,
  ].map((source) => ({ kind: 'wins' as const, re: words(source) })),
  ...[
    `lost ${LAST}${N}${GAMES} (?:in a row|straight|on the trot|consecutively)`,
    `${N} (?:straight|consecutive|successive) (?:defeats|losses)`,
    `${N} (?:defeats|losses) in a row`,
    `losing (?:run|streak) of ${N}`,
    `perdido ${LAST}${N}${GAMES} (?:seguidos|consecutivos)`,
    `${N} derrotas (?:seguidas|consecutivas)`,
    `racha de ${N} derrotas`,
  ].map((source) => ({ kind: 'losses' as const, re: words(source) })),
  ...[
    `(?:without (?:a )?win|winless) in ${LAST}${N}`,
    `${N}${GAMES} without (?:a )?win`,
    `sin ganar en ${LAST}${N}`,
    `${N}${GAMES}(?: seguidos)? sin ganar`,
  ].map((source) => ({ kind: 'winless' as const, re: words(source) })),
  ...[
    `drawn ${LAST}${N}${GAMES} in a row`,
    `${N} (?:straight |consecutive )?draws(?: in a row)?`,
    `empatado ${LAST}${N}${GAMES} (?:seguidos|consecutivos)`,
    `${N} empates (?:seguidos|consecutivos)`,
  ].map((source) => ({ kind: 'draws' as const, re: words(source) })),
];

// A run against one opponent or at one venue is not the current league run.
const OTHER_RUNS = words(
  'against|meetings|head-to-head|at home|away from home|on the road|in all competitions|contra|ante|enfrentamientos|en casa|fuera de casa|como local|como visitante',
);
const NEGATION = words("not|n't|never|no|nunca|ya no");

function runClaims(text: string, facts: ClaimFacts, teams: TeamMention[]): Claim[] {
  if (OTHER_RUNS.test(text)) return [];
  const claims: Claim[] = [];
  const taken: Span[] = [];
  const sides = new Set(teams.map((t) => t.side));
  for (const { kind, re } of RUNS) {
    for (const m of everyMatch(re, text)) {
      const span = { start: m.index, end: m.index + m[0].length };
      if (taken.some((s) => s.start < span.end && span.start < s.end)) continue;
      taken.push(span);
      const written = (m[1] ?? '').toLowerCase();
      const n = NUMBER_WORDS[written] ?? Number(written);
      const team = teams.filter((t) => t.end <= span.start).pop();
      const side = team?.side ?? (sides.size === 1 ? [...sides][0] : undefined);
      const claimText = text.slice(
        team && team.start < span.start ? team.start : span.start,
        span.end,
      );
      const negated = NEGATION.test(text.slice(team?.end ?? 0, span.start));
      if (!side || negated) {
        claims.push({ kind: 'run', text: claimText, verdict: 'unknown' });
        continue;
      }
      const sources = facts.runs[side][kind];
      const shown = sources.length > 0 && sources.every((r) => r.exact && r.length < n);
      claims.push(
        shown
          ? {
              kind: 'run',
              text: claimText,
              verdict: 'false',
              why: `${facts.names[side]}'s current run (${kind}) is ${Math.max(...sources.map((r) => r.length))}`,
            }
          : {
              kind: 'run',
              text: claimText,
              // A run on to the end of the record may be longer: it bears out no more than it shows.
              verdict: sources.some((r) => r.length >= n) ? 'true' : 'unknown',
            },
      );
    }
  }
  return claims;
}

// ---- The check -----------------------------------------------------------------------------

/** Every claim one sentence makes, each with its verdict (see the header). */
export function checkClaims(sentence: string, facts: ClaimFacts): Claim[] {
  const teams = teamMentions(sentence, facts);
  return [
    ...comparisonClaims(sentence, facts, teams),
    ...favouriteClaims(sentence, facts, teams),
    ...positionClaims(sentence, facts, teams),
    ...runClaims(sentence, facts, teams),
  ];
}

/** The claims of a sentence the facts show false: none = it may go out. */
export function falseClaims(sentence: string, facts: ClaimFacts): Claim[] {
  return checkClaims(sentence, facts).filter((c) => c.verdict === 'false');
}
