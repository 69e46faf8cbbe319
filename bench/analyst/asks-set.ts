import { readdirSync, readFileSync } from 'node:fs';
import type { Language } from '../../contracts/language';
import type { Ask, AskKind, Selection } from '../../server/analysis/analyst/asks/ask';
import { isMarketKind } from '../../server/analysis/analyst/asks/catalogue';
import { settleOnScore } from '../../server/analysis/analyst/asks/selection';
import type { MatchKey } from './question-set';

// bench:analyst's sets in the asks format (asks-brief.md): one message a line, every ask it
// makes in order, and the class of message it is. Each file of asks/ is one batch, written by
// writers who saw neither the code nor earlier batches; a batch's first run is its sealed
// figure (bench/README.md records it), after which it is development material.

export const MESSAGE_CLASSES = [
  'two_asks',
  'combination',
  'time_frame',
  'season',
  'prices',
  'meaning_flip',
  'live',
  'aside',
  'plain',
] as const;
export type MessageClass = (typeof MESSAGE_CLASSES)[number];

export interface AsksQuestion {
  file: string;
  line: number;
  language: Language;
  match: MatchKey;
  messageClass: MessageClass;
  question: string;
  asks: Ask[];
  /** The chain's earlier messages: the chat's stored history when this one is asked. */
  history: string[];
}

const SIDES = new Set(['home', 'away']);
const RESULTS = new Set(['home', 'draw', 'away']);

/** One label ask, "result team=home form=yes_no" or a combination "result team=home & btts". */
export function parseAsk(label: string): Ask {
  const legs = label.split(' & ').map((leg) => leg.trim());
  if (legs.length > 1) {
    const parts = legs.map(parseAsk);
    const form = parts.find((p) => p.form !== 'number')?.form ?? 'number';
    return {
      kind: 'combination',
      selection: {},
      when: 'match',
      form,
      parts: parts.map((p) => ({ ...p, form: 'number' })),
    };
  }
  const [kind = '', ...words] = label.split(/\s+/);
  const ask: Ask = { kind: kind as AskKind, selection: {}, when: 'match', form: 'number' };
  const s: Selection = ask.selection;
  const halfTimeFullTime: Record<string, string> = {};
  for (const word of words) {
    const [key = '', value = ''] = word.split('=');
    if (key === 'team' && SIDES.has(value)) s.side = value as 'home' | 'away';
    else if (key === 'draw') s.draw = true;
    else if (key === 'line') s.line = Number(value);
    else if (key === 'dir') s.direction = value as 'over' | 'under';
    else if (key === 'margin') {
      s.margin = Number.parseInt(value, 10);
      if (value.endsWith('+')) s.orMore = true;
    } else if (key === 'score') {
      const [home = Number.NaN, away = Number.NaN] = value.split('-').map(Number);
      s.score = { home, away };
    } else if (key === 'band') {
      const [min = Number.NaN, max = Number.NaN] = value.split('-').map(Number);
      s.band = { min, max };
    } else if ((key === 'ht' || key === 'ft') && RESULTS.has(value)) halfTimeFullTime[key] = value;
    else if (key === 'conceded') s.conceded = true;
    else if (key === 'period') ask.period = value as Ask['period'] & string;
    else if (key === 'when') ask.when = value as Ask['when'];
    else if (key === 'n') ask.count = Number(value);
    else if (key === 'venue') ask.venue = value as 'home' | 'away';
    else if (key === 'form') ask.form = value as Ask['form'];
    else if (key === 'part') ask.standings = value as Ask['standings'];
    else if (key === 'price') ask.price = Number(value);
    else if (key === 'other') ask.otherClub = value.replaceAll('_', ' ');
    else throw new Error(`asks label: unknown slot ${word} in "${label}"`);
  }
  if (halfTimeFullTime.ht && halfTimeFullTime.ft)
    s.halfTimeFullTime = {
      halfTime: halfTimeFullTime.ht as 'home',
      fullTime: halfTimeFullTime.ft as 'home',
    };
  return ask;
}

export function loadAsksFile(path: string): AsksQuestion[] {
  const file = path.split('/').at(-1) ?? path;
  const questions: AsksQuestion[] = [];
  let chain: string[] = [];
  for (const [index, raw] of readFileSync(path, 'utf8').split('\n').entries()) {
    if (!raw.trim() || raw.startsWith('#')) continue;
    const continues = raw.startsWith('+');
    const [head = '', ...rest] = raw.replace(/^\+\s*/, '').split(' | ');
    const question = rest.join(' | ').trim();
    const [language = '', match = '', messageClass = '', ...label] = head.trim().split(/\s+/);
    if (!continues) chain = [];
    questions.push({
      file,
      line: index + 1,
      language: language as Language,
      match: match as MatchKey,
      messageClass: messageClass as MessageClass,
      question,
      asks: label
        .join(' ')
        .split(' ; ')
        .map((a) => parseAsk(a.trim())),
      history: [...chain],
    });
    chain.push(question);
  }
  return questions;
}

export const ASKS_DIRECTORY = new URL('./asks/', import.meta.url);

/** Every batch file of asks/, in name order. */
export function loadAsksSets(): AsksQuestion[] {
  return readdirSync(ASKS_DIRECTORY)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .flatMap((name) => loadAsksFile(new URL(name, ASKS_DIRECTORY).pathname));
}

// Two market asks select the same thing when they settle alike on every score up to 6-6
// ("will Chelsea concede?" is Arsenal scoring, however it is labelled).
const GRID = Array.from({ length: 7 }, (_, h) => Array.from({ length: 7 }, (_, a) => [h, a]));

function sameSelection(a: Ask, b: Ask): boolean {
  if (isMarketKind(a.kind) && isMarketKind(b.kind)) {
    let compared = false;
    for (const [h = 0, aw = 0] of GRID.flat()) {
      const x = settleOnScore({ ...a, when: 'match' }, h, aw);
      const y = settleOnScore({ ...b, when: 'match' }, h, aw);
      if (x === null || y === null) break;
      compared = true;
      if (JSON.stringify(x) !== JSON.stringify(y)) return false;
    }
    if (compared) return true;
  }
  if (a.kind !== b.kind) return false;
  if (a.kind === 'combination')
    return (
      (a.parts?.length ?? 0) === (b.parts?.length ?? 0) &&
      (a.parts ?? []).every((p, i) => sameAsk(p, b.parts?.[i] as Ask))
    );
  return canonical(a.selection) === canonical(b.selection);
}

const canonical = (value: object) =>
  JSON.stringify(value, Object.keys(value).sort()) +
  JSON.stringify((value as Selection).score ?? null) +
  JSON.stringify((value as Selection).band ?? null) +
  JSON.stringify((value as Selection).halfTimeFullTime ?? null);

/** The reading's ask says what the label says: the same selection, time frame and form. */
export function sameAsk(read: Ask, label: Ask): boolean {
  return (
    sameSelection(read, label) &&
    read.when === label.when &&
    read.form === label.form &&
    read.period === label.period &&
    (read.count ?? null) === (label.count ?? null) &&
    (read.venue ?? null) === (label.venue ?? null) &&
    (read.standings ?? null) === (label.standings ?? null) &&
    (read.price ?? null) === (label.price ?? null) &&
    (read.otherClub ?? null) === (label.otherClub ?? null)
  );
}

export const sameAsks = (read: readonly Ask[], label: readonly Ask[]) =>
  read.length === label.length && read.every((ask, i) => sameAsk(ask, label[i] as Ask));

/** The label as it is written, for the bench's failure lines. */
export function askLabel(ask: Ask): string {
  if (ask.kind === 'combination') {
    const legs = (ask.parts ?? []).map(askLabel).join(' & ');
    return ask.form === 'number' ? legs : `${legs} form=${ask.form}`;
  }
  const s = ask.selection;
  const slots = [
    s.side && `team=${s.side}`,
    s.draw && 'draw',
    s.line !== undefined && `line=${s.line}`,
    s.direction && `dir=${s.direction}`,
    s.margin !== undefined && `margin=${s.margin}${s.orMore ? '+' : ''}`,
    s.score && `score=${s.score.home}-${s.score.away}`,
    s.band && `band=${s.band.min}-${s.band.max}`,
    s.halfTimeFullTime && `ht=${s.halfTimeFullTime.halfTime} ft=${s.halfTimeFullTime.fullTime}`,
    s.conceded && 'conceded',
    ask.period && `period=${ask.period}`,
    ask.when !== 'match' && `when=${ask.when}`,
    ask.count !== undefined && `n=${ask.count}`,
    ask.venue && `venue=${ask.venue}`,
    ask.form !== 'number' && `form=${ask.form}`,
    ask.standings && `part=${ask.standings}`,
    ask.price !== undefined && `price=${ask.price}`,
    ask.otherClub && `other=${ask.otherClub.replaceAll(' ', '_')}`,
  ].filter(Boolean);
  return [ask.kind, ...slots].join(' ');
}
