import { foldText } from '../language';

// Chat text as fans write it → text the classifier and the entity extractor were trained on:
// lower case, no accents, no emoji, chat abbreviations spelled out, "goooool" → "gol".

// Emoji that carry meaning in a football chat; every other one is dropped (⚽ carries none:
// fans sprinkle it on any question). A wave is a hello, folded hands alone a thank-you (beside
// a question they are a "please").
const EMOJI_WORDS: Array<[RegExp, string]> = [
  [/❓|❔/gu, ' ? '],
  [/👋/gu, ' hello '],
  [/^(?:\s*🙏[\p{Emoji_Modifier}\p{Extended_Pictographic}\s]*)$/u, 'thanks'],
];

// Whole-token chat abbreviations of both languages.
const ABBREVIATIONS: Record<string, string> = {
  ello: 'hello',
  ovr: 'over',
  undr: 'under',
  wot: 'what',
  u: 'you',
  ur: 'your',
  r: 'are',
  pls: 'please',
  plz: 'please',
  gonna: 'going to',
  wanna: 'want to',
  thx: 'thanks',
  ty: 'thanks',
  vs: 'v',
  q: 'que',
  k: 'que',
  ke: 'que',
  xq: 'porque',
  pq: 'porque',
  porq: 'porque',
  tb: 'tambien',
  tmb: 'tambien',
  xfa: 'por favor',
  pf: 'por favor',
  pts: 'points',
  ult: 'ultimos',
  d: 'de',
  nxt: 'next',
  gols: 'goles',
  wat: 'what',
  wats: 'whats',
  wich: 'which',
  gls: 'goles',
  ova: 'over',
  n: 'and',
  pa: 'para',
  ower: 'over',
  unedr: 'under',
  udner: 'under',
  uner: 'under',
  ye: 'you',
  dae: 'do',
  whit: 'what',
  nd: 'and',
  jus: 'just',
  // Scots.
  tae: 'to',
  twa: 'two',
  mair: 'more',
  naw: 'no',
  // Galician.
  grazas: 'gracias',
  moitas: 'muchas',
  // Catalan, as Barça's fans write it.
  guanyara: 'ganara',
  guanya: 'gana',
  guanyar: 'ganar',
  guanyen: 'ganan',
  partit: 'partido',
  empat: 'empate',
};

export function normalizeText(text: string): string {
  let out = text;
  for (const [emoji, word] of EMOJI_WORDS) out = out.replace(emoji, word);
  out = foldText(out)
    .replace(/\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f/gu, ' ')
    .replace(/[¿¡!?"“”«»()[\]{};]/g, ' ')
    // Sentence punctuation, but not the point or comma of "2.5" / "2,5".
    .replace(/[.,:](?!\d)|(?<!\d)[.,]/g, ' ')
    // "0-0 on the cards?": likely (no cards shown).
    .replace(/\bon the cards\b/g, 'likely')
    // Yorkshire's "t'break": the break.
    .replace(/\bt'(?=[a-z])/g, 'the ')
    // "goooool", "ganaaaa": three or more of a letter read as one.
    .replace(/([a-z])\1{2,}/g, '$1')
    // "gana x 2 goles": a Spanish chat's "x" before a number is "por" (not the X of 1X2).
    .replace(/(?<![\w.]|\d )x (?=\d|un |uno |dos |tres |cuatro )/g, 'por ');
  // ("Man U" is Manchester United, not "man you".)
  return withCorrections(out.split(/\s+/).filter(Boolean))
    .map((token, i, all) =>
      token === 'u' && all[i - 1] === 'man' ? token : (ABBREVIATIONS[token] ?? token),
    )
    .join(' ');
}

const NUMBER_WORDS: Record<string, string> = {
  zero: '0',
  cero: '0',
  one: '1',
  uno: '1',
  un: '1',
  una: '1',
  two: '2',
  dos: '2',
  three: '3',
  tres: '3',
  four: '4',
  cuatro: '4',
  five: '5',
  cinco: '5',
  six: '6',
  seis: '6',
};

const SCORE_WORD = '(?:zero|nil|one|two|three|four|five|six|cero|uno|dos|tres|cuatro|cinco|seis)';
const SCORE_IN_WORDS = new RegExp(String.raw`\b(${SCORE_WORD})-(${SCORE_WORD})\b`, 'g');

/** The normalized text with number words as digits and "two and a half" as 2.5, for reading
 * lines, margins and scores. Only the entity extractor sees it ("which one" stays a word for
 * the classifier). */
export function numericText(normalized: string): string {
  return (
    normalized
      // "Two-nil", "zero-zero": a score written with a hyphen.
      .replace(SCORE_IN_WORDS, '$1 - $2')
      .split(' ')
      .map((token) => NUMBER_WORDS[token] ?? token)
      .join(' ')
      // "one all", "nil all": a draw's score.
      .replace(/\b(\d|nil) (?:all|apiece)\b/g, (_, goals: string) =>
        goals === 'nil' ? '0-0' : `${goals}-${goals}`,
      )
      // "two nil", "nil nil", "nil-nil": a score.
      .replace(/\b(\d|nil) ?[-–]? ?nil\b/g, '$1-0')
      .replace(/\bnil\b/g, '0')
      .replace(/\b(\d) (?:goals? )?(?:and a half|y medio|goles y medio|gol y medio)\b/g, '$1.5')
      .replace(/\b(?:half a goal|medio gol)\b/g, '0.5')
      // "Más de gol y medio", "a goal and a half": 1.5.
      .replace(/\b(?:(?:un|a) )?(?:gol y medio|goal and a half)\b/g, '1.5 goles')
      .replace(/(\d),(\d)/g, '$1.$2')
  );
}

/** A fan's own corrections: "barsa* barça" (the starred word is the slip) and "arsneal ...
 * *arsenal" (the starred word replaces the earlier word it most resembles). */
function withCorrections(tokens: string[]): string[] {
  const out: string[] = [];
  for (const token of tokens) {
    if (/^[a-z]+\*$/.test(token)) continue;
    const correction = /^\*([a-z]+)$/.exec(token)?.[1];
    if (!correction) {
      // (A star standing alone is no word.)
      const word = token.replace(/^\*+|\*+$/g, '');
      if (word) out.push(word);
      continue;
    }
    let closest = -1;
    let fewest = Math.max(2, Math.floor(correction.length / 3)) + 1;
    out.forEach((word, i) => {
      const edits = editDistance(word, correction);
      if (edits > 0 && edits < fewest) [closest, fewest] = [i, edits];
    });
    if (closest >= 0) out[closest] = correction;
  }
  return out;
}

/** Levenshtein distance, with a swap of two letters as one edit ("hlaf" → "half"). */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] ?? 0, ((d[i - 2] as number[])[j - 2] ?? 0) + 1);
    }
  return (d[a.length] as number[])[b.length] ?? 0;
}
