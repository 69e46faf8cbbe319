import type { Entities } from './understanding/understanding';

// The grounding check: every number a reply writes must come from what its analyst was given.
//
// API
//   findNumbers(text)              every number in a text, each with the readings it may have
//                                  ('1,612' is 1.612 or 1612; '2:10' a time or a score).
//   groundingIndex(sources)        what a set of sources supports: the MatchFacts an analyst got,
//                                  the tool results the openai analyst received, any string
//                                  (the current time the prompt stated). Built once per answer.
//   checkGrounding(text, index)    { mentions, unsupported }: the mentions none of whose readings
//                                  the index supports. Empty `unsupported` = grounded.
//   unsupportedNumbers(text, sources) the two in one call.
//   questionSources(entities)     what the question named, as sources (a quoted price and the
//                                  chance it implies).
//
// What supports what (pure set lookups, no context: "47%" is grounded when some probability
// rounds to it, whatever the sentence says it is the probability of):
//   - a percentage (47%, 47,2 %, 47 por ciento, 3 pp) → a value v with v·100 rounding to it at
//     the mention's own precision (0.4719 → 47%, 47.2%, 47.19%; not 48%).
//   - a decimal (1.62, 1,62, 2.10, 2.5) → any value rounding to it at its precision, fair odds
//     included (2.1186 → 2.12 or 2.1; not 2.10).
//   - an integer (counts, 3rd, 69', years) → an integer among the values (table figures, goals,
//     lines, date parts, array lengths, W/D/L counts of a form string, wins per team in a list
//     of meetings, the sum and difference of a home/away pair), or a non-integer value ≥ 1 that
//     rounds to it (Elo 1612.4 → 1612, 1.62 expected goals → "about 2"). Probabilities and fair
//     odds never support an integer. 45 and 90 (the halves) are always allowed.
//   - a score (2-1, 2–1, 2:1) → a home/away pair of integers in the sources (score, likely and
//     exact scores, meetings, form results), in either order (a team's point of view). A
//     scoreline matrix does not make every cell a stated score: add the looked-up score as a
//     source when an answer quotes one.
//   - a date (2026-11-28, 28/11/2026, 28/11), time (15:00) or season (2026-27) → the same key
//     in the sources.
// Ground a reply in what its analyst actually had: the openai analyst's prompt and tool
// results, not the whole knowledge layer, whose hundreds of market probabilities back almost
// any whole percentage.
// Signs are ignored ("−15%", "15% fewer"). Numbers glued to letters (1X2, U21) and list markers
// at a line's start ("1. ") are not figures. Numbers written as words are not checked.

/** What the question itself supports, as sources: the line, margin, score or price it named,
 * and the chance a quoted price implies (1 / price: the user's own number, not the model's). */
export function questionSources(entities: Entities): object[] {
  return entities.price === undefined
    ? [entities]
    : [entities, { chanceThePriceImplies: 1 / entities.price }];
}

/** One way to read a number mention. Percent values are in percent units (47.2). */
export type NumberReading =
  | { kind: 'number'; value: number; decimals: number }
  | { kind: 'percent'; value: number; decimals: number }
  | { kind: 'score'; home: number; away: number }
  | { kind: 'key'; key: string };

export interface NumberMention {
  /** The text as written, e.g. '47,2 %'. */
  text: string;
  start: number;
  end: number;
  /** Alternatives: the mention is grounded when any one is supported. */
  readings: NumberReading[];
}

export interface GroundingResult {
  mentions: NumberMention[];
  unsupported: NumberMention[];
}

export interface GroundingIndex {
  /** Absolute values of every number that is not a fair price, sorted. */
  values: Float64Array;
  /** Absolute fair and bookmaker odds, sorted: they support decimals only. */
  odds: Float64Array;
  integers: Set<number>;
  /** 'h-a', both orders. */
  scores: Set<string>;
  /** 'date:2026-11-28', 'day:11-28', 'time:15:00', 'season:2026-27'. */
  keys: Set<string>;
}

const PERCENT_WORDS =
  '%|per ?cent\\b|percent\\b|por ?ciento\\b|percentage points?\\b|puntos porcentuales\\b|p\\.p\\.|pp\\b';

// Order matters: the longer shapes first, so '2026-11-28' is a date rather than a score.
const PATTERNS: Array<{ re: RegExp; read: (m: RegExpExecArray) => NumberReading[] }> = [
  {
    // ISO date, optionally with a time: 2026-11-28, 2026-11-28T15:00
    re: /(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/y,
    read: (m) => [{ kind: 'key', key: `date:${m[1]}-${m[2]}-${m[3]}` }],
  },
  {
    // 28/11/2026, 28/11/26, 28/11 (day first in both languages' app formats; also month first)
    re: /(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/])/y,
    read: (m) => {
      const a = Number(m[1]);
      const b = Number(m[2]);
      const year = m[3] ? (m[3].length === 2 ? `20${m[3]}` : m[3]) : null;
      const readings: NumberReading[] = [];
      for (const [day, month] of [
        [a, b],
        [b, a],
      ] as const) {
        if (month < 1 || month > 12 || day < 1 || day > 31) continue;
        const md = `${pad(month)}-${pad(day)}`;
        readings.push({ kind: 'key', key: year ? `date:${year}-${md}` : `day:${md}` });
      }
      return readings;
    },
  },
  {
    // Season: 2026-27, 2026/27, 2026–2027
    re: /(\d{4})[-–/](\d{4}|\d{2})(?!\d)/y,
    read: (m) => [{ kind: 'key', key: `season:${m[1]}-${(m[2] ?? '').slice(-2)}` }],
  },
  {
    // Stoppage time: 45+2', 90+4
    re: /(\d{1,3})\s?\+\s?(\d{1,2})(?:\s?['’′]|(?!\d))/y,
    read: (m) => {
      const base = Number(m[1]);
      const added = Number(m[2]);
      const readings: NumberReading[] = [{ kind: 'number', value: base + added, decimals: 0 }];
      if (base === 45 || base === 90) readings.push({ kind: 'number', value: added, decimals: 0 });
      return readings;
    },
  },
  {
    // Time or score with a colon: 15:00 (time), 2:1 (score); 2:10 could be either.
    re: /(\d{1,2}):(\d{1,2})(?!\d)/y,
    read: (m) => {
      const a = Number(m[1]);
      const b = Number(m[2]);
      const readings: NumberReading[] = [];
      if ((m[2] ?? '').length === 2 && a < 24 && b < 60) {
        readings.push({ kind: 'key', key: `time:${pad(a)}:${m[2]}` });
      }
      // '15:00' is no score; '2:10' may be one.
      const paddedZero = (m[2] ?? '').length === 2 && m[2]?.startsWith('0');
      if (a <= 20 && b <= 20 && !paddedZero) readings.push({ kind: 'score', home: a, away: b });
      return readings;
    },
  },
  {
    // Score with a hyphen or dash: 2-1, 2–1, 2 - 1
    re: /(\d{1,2})\s?[-–—]\s?(\d{1,2})(?![\d.,]\d)/y,
    read: (m) => [{ kind: 'score', home: Number(m[1]), away: Number(m[2]) }],
  },
  {
    // Any other number, with an optional percent unit: 47, 47.2, 1,62, 1.612,4, 47 %
    re: new RegExp(`(\\d+(?:[.,]\\d+)*)(?:[\\s\\u00a0\\u202f]?(${PERCENT_WORDS}))?`, 'iy'),
    read: (m) => {
      const unit = m[2];
      return numberValues(m[1] ?? '').map(({ value, decimals }) =>
        unit ? { kind: 'percent', value, decimals } : { kind: 'number', value, decimals },
      );
    },
  },
];

const pad = (n: number) => String(n).padStart(2, '0');

/** '1,612' → 1.612 or 1612; '1.612,4' → 1612.4; '47,2' → 47.2. */
function numberValues(raw: string): Array<{ value: number; decimals: number }> {
  const separators = raw.match(/[.,]/g) ?? [];
  if (separators.length === 0) return [{ value: Number(raw), decimals: 0 }];
  const asDecimal = (text: string, decimal: string) => {
    const cut = text.lastIndexOf(decimal);
    const whole = text.slice(0, cut).replace(/[.,]/g, '');
    const fraction = text.slice(cut + 1);
    return { value: Number(`${whole}.${fraction}`), decimals: fraction.length };
  };
  const grouped = /^\d{1,3}([.,]\d{3})+$/.test(raw);
  const kinds = new Set(separators);
  if (kinds.size === 2) return [asDecimal(raw, separators[separators.length - 1] ?? '.')];
  if (separators.length > 1) {
    return grouped ? [{ value: Number(raw.replace(/[.,]/g, '')), decimals: 0 }] : [];
  }
  const single = asDecimal(raw, separators[0] ?? '.');
  // One separator before exactly three digits: a decimal or a thousands group.
  return grouped ? [single, { value: Number(raw.replace(/[.,]/g, '')), decimals: 0 }] : [single];
}

const ORDINAL_SUFFIX = /^(?:st|nd|rd|th|er|º|ª|°|\.º|\.ª|\.°)/i;

/** Every number in `text` with its possible readings, in order of appearance. */
export function findNumbers(text: string): NumberMention[] {
  const mentions: NumberMention[] = [];
  const digit = /\d/g;
  let found: RegExpExecArray | null = digit.exec(text);
  while (found) {
    const start = found.index;
    let end = start + 1;
    let readings: NumberReading[] | null = null;
    for (const { re, read } of PATTERNS) {
      re.lastIndex = start;
      const m = re.exec(text);
      if (m) {
        readings = read(m);
        end = start + m[0].length;
        break;
      }
    }
    let after = text.slice(end);
    const ordinal = ORDINAL_SUFFIX.exec(after);
    if (ordinal) {
      end += ordinal[0].length;
      after = text.slice(end);
    }
    const glued = /\p{L}/u.test(text[start - 1] ?? '') || /^\p{L}/u.test(after);
    const listMarker = /(^|\n)[ \t]*$/.test(text.slice(0, start)) && /^[.)][ \t]/.test(after);
    if (readings && !glued && !listMarker) {
      mentions.push({ text: text.slice(start, end).trim(), start, end, readings });
    }
    digit.lastIndex = end;
    found = digit.exec(text);
  }
  return mentions;
}

const ODDS_KEYS = new Set(['fairOdds', 'odds', 'fair_odds']);
// Football's fixed figures: the halves and the match length.
const CONSTANT_INTEGERS = [45, 90];

/** What `sources` support; see the header. Sources are walked recursively (objects, arrays,
 * numbers, strings, with the derived counts), so any JSON-like value can be one. */
export function groundingIndex(sources: readonly unknown[]): GroundingIndex {
  const values: number[] = [];
  const odds: number[] = [];
  const integers = new Set<number>(CONSTANT_INTEGERS);
  const scores = new Set<string>();
  const keys = new Set<string>();

  const addNumber = (n: number, isOdds = false) => {
    if (!Number.isFinite(n)) return;
    const abs = Math.abs(n);
    if (isOdds) odds.push(abs);
    else values.push(abs);
    if (!isOdds && Number.isInteger(abs)) integers.add(abs);
  };
  const addScore = (home: number, away: number) => {
    scores.add(`${home}-${away}`);
    scores.add(`${away}-${home}`);
  };
  const addString = (text: string) => {
    if (/^[WDL]{2,}$/.test(text)) {
      integers.add(text.length);
      for (const letter of 'WDL') integers.add(text.split(letter).length - 1);
    }
    for (const date of text.matchAll(/(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/g)) {
      const [, year, month, day, hour, minute] = date;
      keys.add(`date:${year}-${month}-${day}`);
      keys.add(`day:${month}-${day}`);
      for (const part of [year, month, day]) integers.add(Number(part));
      if (hour !== undefined) {
        keys.add(`time:${hour}:${minute}`);
        integers.add(Number(hour));
      }
    }
    for (const mention of findNumbers(text)) {
      for (const reading of mention.readings) {
        if (reading.kind === 'key') keys.add(reading.key);
        else if (reading.kind === 'score') addScore(reading.home, reading.away);
        else if (reading.kind === 'percent') addNumber(reading.value / 100);
        else addNumber(reading.value);
      }
    }
  };

  const walk = (value: unknown, key: string | null, depth: number) => {
    if (depth > 12) return;
    // A field named after its line (over25) states the line.
    const line = key === null ? null : /^(?:over|under)(\d)(\d)$/i.exec(key);
    if (line) addNumber(Number(`${line[1]}.${line[2]}`));
    if (typeof value === 'number') addNumber(value, key !== null && ODDS_KEYS.has(key));
    else if (typeof value === 'string') addString(value);
    else if (Array.isArray(value)) {
      integers.add(value.length);
      countMeetings(value, integers);
      for (const item of value) walk(item, key, depth + 1);
    } else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      for (const [a, b] of [
        ['home', 'away'],
        ['homeGoals', 'awayGoals'],
        ['goalsFor', 'goalsAgainst'],
      ] as const) {
        const x = record[a];
        const y = record[b];
        if (typeof x !== 'number' || typeof y !== 'number') continue;
        if (Number.isInteger(x) && Number.isInteger(y)) addScore(x, y);
        // Totals and margins the text may state ("3 goals in all", "by two").
        addNumber(x + y);
        addNumber(Math.abs(x - y));
      }
      for (const [k, v] of Object.entries(record)) walk(v, k, depth + 1);
    }
  };
  for (const source of sources) walk(source, null, 0);

  return {
    values: Float64Array.from(values).sort(),
    odds: Float64Array.from(odds).sort(),
    integers,
    scores,
    keys,
  };
}

/** One index supporting what either supports: the same as indexing both indexes' sources
 * together (each source is walked on its own), so a large source's index can be kept and
 * joined with a small one per question. */
export function joinGroundingIndexes(a: GroundingIndex, b: GroundingIndex): GroundingIndex {
  const join = (x: Float64Array, y: Float64Array) => {
    const joined = new Float64Array(x.length + y.length);
    joined.set(x);
    joined.set(y, x.length);
    return joined.sort();
  };
  return {
    values: join(a.values, b.values),
    odds: join(a.odds, b.odds),
    integers: new Set([...a.integers, ...b.integers]),
    scores: new Set([...a.scores, ...b.scores]),
    keys: new Set([...a.keys, ...b.keys]),
  };
}

/** Wins per side, draws and goals per team in a list of meetings ({home, away, homeGoals,
 * awayGoals}): "Arsenal won 3 of the last 5". */
function countMeetings(items: readonly unknown[], integers: Set<number>) {
  const wins = new Map<string, number>();
  const goals = new Map<string, number>();
  let draws = 0;
  for (const item of items) {
    if (typeof item !== 'object' || item === null) return;
    const { home, away, homeGoals, awayGoals } = item as Record<string, unknown>;
    if (typeof home !== 'string' || typeof away !== 'string') return;
    if (typeof homeGoals !== 'number' || typeof awayGoals !== 'number') return;
    goals.set(home, (goals.get(home) ?? 0) + homeGoals);
    goals.set(away, (goals.get(away) ?? 0) + awayGoals);
    if (homeGoals === awayGoals) draws++;
    else {
      const winner = homeGoals > awayGoals ? home : away;
      wins.set(winner, (wins.get(winner) ?? 0) + 1);
    }
  }
  if (items.length === 0) return;
  integers.add(draws);
  integers.add(0);
  for (const n of [...wins.values(), ...goals.values()]) integers.add(n);
}

/** Whether a sorted array holds a value in [low, high]. */
function anyWithin(sorted: Float64Array, low: number, high: number): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) < low) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && (sorted[lo] as number) <= high;
}

// Half a unit of the last written digit, plus float noise (0.125 → 13% must pass).
const tolerance = (decimals: number) => 0.5 * 10 ** -decimals + 1e-9;

function supported(reading: NumberReading, index: GroundingIndex): boolean {
  switch (reading.kind) {
    case 'key':
      return index.keys.has(reading.key);
    case 'score':
      return index.scores.has(`${reading.home}-${reading.away}`);
    case 'percent': {
      const t = tolerance(reading.decimals);
      return anyWithin(index.values, (reading.value - t) / 100, (reading.value + t) / 100);
    }
    case 'number': {
      const { value, decimals } = reading;
      if (decimals === 0) {
        if (index.integers.has(value)) return true;
        // A non-integer amount rounded to a whole number (Elo, expected goals); never a
        // probability or a price.
        return value >= 1 && anyWithin(index.values, Math.max(1, value - 0.5), value + 0.5);
      }
      const t = tolerance(decimals);
      return (
        anyWithin(index.values, value - t, value + t) || anyWithin(index.odds, value - t, value + t)
      );
    }
  }
}

/** The mentions of `text` and those the index does not support. */
export function checkGrounding(text: string, index: GroundingIndex): GroundingResult {
  const mentions = findNumbers(text);
  const unsupported = mentions.filter((m) => !m.readings.some((r) => supported(r, index)));
  return { mentions, unsupported };
}

/** checkGrounding against an index built from `sources` in one call. */
export function unsupportedNumbers(text: string, sources: readonly unknown[]): NumberMention[] {
  return checkGrounding(text, groundingIndex(sources)).unsupported;
}
