import { Ner, type NerEntity } from '@nlpjs/ner';
import type { Language } from '../../../../contracts/language';
import {
  findClub,
  findClubsMentioned,
  foldName,
  stripClubWords,
} from '../../../matches/clubs/clubs';
import { editDistance, numericText } from './normalize';
import type { Entities, MatchTeams, Period, Side } from './understanding';

/** The names a fan may use for a club: display name, short forms, nicknames. */
export interface ClubNames {
  namesOf(team: string, language: Language): readonly string[];
  /** Clubs other than the match's that the (normalized) text names, by their key. */
  othersIn?(text: string, match: MatchTeams, language: Language): OtherClub[];
}

export interface OtherClub {
  key: string;
  /** The words of the text that name it. */
  text: string;
}

// Words of a club's name that name nothing on their own ("FC", "Athletic"…). "City" and
// "Real" do within a match ("City" in Spurs v Man City); a word both names share is dropped.
const GENERIC_WORDS = new Set([
  'club',
  'athletic',
  'atletico',
  'sporting',
  'town',
  'de',
  'del',
  'la',
  'and',
]);

/** The clubs module's spellings (server/matches/clubs: display name, short forms, nicknames),
 * minus those too common a word in `language`, plus each distinctive word of the names
 * ("United", "Madrid"): within one match they name one club. */
export const clubModuleNames: ClubNames = {
  namesOf(team, language) {
    const club = findClub(team);
    if (!club) return [team];
    const spellings = [
      club.key,
      club.name,
      ...club.aliases.flatMap((alias) =>
        typeof alias === 'string' ? [alias] : alias.notIn?.includes(language) ? [] : [alias.text],
      ),
    ];
    const words = [club.key, club.name]
      .map(stripClubWords)
      .flatMap((name) => name.split(' '))
      .filter((word) => word.length >= 4 && !GENERIC_WORDS.has(foldName(word)));
    return [...new Set([...spellings, ...words])];
  },
  othersIn(text, match, language) {
    const own = new Set([match.home, match.away].map((team) => findClub(team)?.key ?? team));
    return findClubsMentioned(text, language)
      .filter((mention) => !own.has(mention.club.key) && !COMMON_WORDS.has(foldName(mention.text)))
      .map((mention) => ({ key: mention.club.key, text: foldName(mention.text) }));
  },
};

// Club names that are ordinary words in a chat ("¿caen más goles?" is not about Caen).
const COMMON_WORDS = new Set(['caen']);

// Words for sides, the draw, periods and over/under, fuzzily matched (typos) by NLP.js's NER.
const WORDS: Record<string, Record<string, string[]>> = {
  side: {
    home: [
      'home',
      'home team',
      'home side',
      'the hosts',
      'hosts',
      'local',
      'locales',
      'equipo local',
      'el de casa',
      'los de casa',
    ],
    away: [
      'away',
      'away team',
      'away side',
      'visitors',
      'the visitors',
      'visiting team',
      'visitante',
      'visitantes',
      'equipo visitante',
      'la visita',
      'los de fuera',
    ],
    other: [
      'the other team',
      'the other side',
      'the other one',
      'the others',
      'other team',
      'el otro',
      'el otro equipo',
      'los otros',
      'la otra',
    ],
  },
  draw: {
    draw: [
      'draw',
      'a draw',
      'drawing',
      'drawn',
      'tied',
      'tie',
      'stalemate',
      'empate',
      'empatar',
      'empatan',
      'empaten',
      'empatado',
      'empatados',
      'tablas',
      'all square',
      'aw square',
      'finish square',
      'end square',
      'level',
      'all level',
      'igualdad',
      'honours even',
      // A punter's 1X2: "the X" is the draw.
      'the x',
      'la x',
      'igualados',
      'reparto de puntos',
    ],
  },
  period: {
    first_half: [
      'first half',
      '1st half',
      'first 45',
      'half time',
      'half-time',
      'halftime',
      'ht',
      'at the break',
      'before the break',
      'by the break',
      'at the half',
      'by the half',
      'at the interval',
      'primer tiempo',
      'primera parte',
      'primera mitad',
      'primeros 45',
      '1a parte',
      'descanso',
      'al descanso',
      'medio tiempo',
      'entretiempo',
      'intermedio',
    ],
    second_half: [
      'second half',
      '2nd half',
      'second 45',
      'segundos 45',
      'segundo tiempo',
      'segunda parte',
      'segunda mitad',
      '2a parte',
    ],
    full_time: [
      'full time',
      'full-time',
      'ft',
      'whole match',
      'whole game',
      'final result',
      'partido completo',
      'al final',
      'final del partido',
    ],
  },
};

// Clubs' names that are also their cities' (folded).
const CLUB_CITIES = new Set([
  'manchester',
  'liverpool',
  'london',
  'newcastle',
  'leeds',
  'madrid',
  'barcelona',
  'sevilla',
  'seville',
  'valencia',
  'bilbao',
  'girona',
  'milan',
  'milano',
  'napoli',
  'naples',
  'roma',
  'rome',
  'munich',
  'dortmund',
  'paris',
  'marseille',
  'lyon',
]);

// Real words the fuzzy match would take for a club's nickname.
const TEAM_LOOKALIKES = new Set(['blanco', 'blanca', 'blancas']);

// Real words the fuzzy match would take for one of the words above.
const LOOKALIKES = new Set(['descenso', 'levels', 'tied']);

let staticNer: Ner | undefined;

function wordsNer(): Ner {
  if (staticNer) return staticNer;
  const ner = new Ner({ threshold: 0.85 });
  for (const [entity, options] of Object.entries(WORDS)) {
    for (const [option, texts] of Object.entries(options)) {
      // The words of both languages in both: fans mix them ("el over", "la home").
      for (const locale of ['en', 'es']) ner.addRuleOptionTexts(locale, entity, option, texts);
    }
  }
  staticNer = ner;
  return ner;
}

async function teamMentions(
  normalized: string,
  match: MatchTeams,
  clubs: ClubNames,
  language: Language,
): Promise<NerEntity[]> {
  const ner = new Ner({ threshold: 0.8 });
  const names = {
    home: clubs.namesOf(match.home, language).map(folded),
    away: clubs.namesOf(match.away, language).map(folded),
  };
  for (const side of ['home', 'away'] as const) {
    // A word both names share ("Madrid" in Real Madrid v Atlético de Madrid) names neither.
    const other = new Set(names[side === 'home' ? 'away' : 'home']);
    // "Pools last 5?", "barcas form": a one-word name with a possessive s.
    const own = names[side]
      .filter((name) => !other.has(name))
      .flatMap((name) =>
        /^[a-z]{4,}$/.test(name) && !name.endsWith('s') ? [name, `${name}s`] : [name],
      );
    ner.addRuleOptionTexts(language, 'team', side, own);
  }
  const { entities } = await ner.process({ locale: language, text: normalized });
  // One letter off a short name is another word ("marca" for "barca"): short names exactly.
  // (A short name's possessive too: "basas" is no "barsas"; nor a word one letter off a
  // nickname: "se queda en blanco" is no "Blancos".)
  return entities.filter(
    (e) =>
      e.accuracy === 1 ||
      (e.sourceText.length > 5 &&
        String(e.utteranceText ?? '').replace(/s$/, '').length > 5 &&
        !TEAM_LOOKALIKES.has(String(e.utteranceText ?? ''))),
  );
}

/**
 * "chelsae", "arsenla", "liverpol", "citi", "spurts": a word one slip from one of the match's
 * one-word club names is that name, unless it is a word the questions use. (NLP.js's fuzzy
 * match counts a swap as two edits and misses them.) A short name (four or five letters) is
 * mended only from a word no question uses ("marca" is no "barca"), and a four-letter one
 * only from a word with its first letter. "Chels", "barce": the start of a long name. "Willchelsea",
 * "gospurs": a word the questions use run into the name after it.
 */
export function mendClubSlips(
  normalized: string,
  match: MatchTeams,
  clubs: ClubNames,
  language: Language,
  isWord: (word: string) => boolean,
): string {
  const [home, away] = [match.home, match.away].map(
    (team) => new Set(clubs.namesOf(team, language).map(folded)),
  ) as [Set<string>, Set<string>];
  const names = [...home, ...away].filter(
    (name) =>
      /^[a-z]{4,}$/.test(name) &&
      !(home.has(name) && away.has(name)) &&
      !SHORT_WORDS_NOT_MENDED.has(name),
  );
  const long = names.filter((name) => name.length >= 7);
  const mend = (word: string) => {
    if (word.length < 4 || !/^[a-z]+$/.test(word) || isWord(word) || names.includes(word))
      return word;
    const near = names.filter(
      (name) =>
        (name.length >= 6 ? word.length >= 5 : name.length === 5 || word[0] === name[0]) &&
        editDistance(word, name) === 1,
    );
    if (near.length === 1) return near[0] as string;
    const started = long.filter((name) => word.length >= 5 && name.startsWith(word));
    if (started.length === 1) return started[0] as string;
    for (const name of names) {
      if (word.length < name.length + 2) continue;
      // (Only before the name: after it, a word's ending makes another word, "sevillanos".)
      if (word.endsWith(name) && isWord(word.slice(0, -name.length)))
        return `${word.slice(0, -name.length)} ${name}`;
    }
    return word;
  };
  return normalized.split(' ').map(mend).join(' ');
}

// Short names that are everyday words, or one slip from them ("real", "pool", "reds").
const SHORT_WORDS_NOT_MENDED = new Set(['real', 'pool', 'reds', 'ches', 'manu']);

// Club names are matched on the same folded text as the question.
const folded = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

// "o2.5" / "u2.5" are the bookmakers' shorthand.
const OVER_WORDS =
  'over|more than|above|pass|mas de|arriba de|encima de|por encima de|sobre|(?:se )?pasan? de|superan?|exceeds?';
const UNDER_WORDS = 'under|less than|fewer than|below|menos de|por debajo de|bajo';
const OVER = String.raw`(?:(?:${OVER_WORDS}) ?|o(?=\d))`;
const UNDER = String.raw`(?:(?:${UNDER_WORDS}) ?|u(?=\d))`;

type Numbers = Pick<Entities, 'line' | 'direction' | 'margin' | 'score'> & {
  /** "and under?", "¿y menos?": a direction without a line (a follow-up's new direction). */
  bareDirection?: 'over' | 'under';
  /** The line was written with its sign ("-1.5", "+2"): a handicap's. */
  signed?: true;
};

// "¿y menos?", "and the under?": a direction word alone, never "al menos" (at least).
const BARE_OVER = /^(?:and |y |what about |how about )?(?:the |el |los )?(?:over|mas)$/;
const BARE_UNDER = /^(?:and |y |what about |how about )?(?:the |el |los )?(?:under|menos)$/;

// "A goal in the first half", "any goals before the break", "algún gol en el segundo tiempo":
// at least one, in that half (not the next, first or last goal).
const IN_A_HALF = String.raw`(?=(?:in|before|during|en|antes|durante)\b.{0,15}\b(?:first half|1st half|half ?time|ht|break|first 45|primera parte|primer tiempo|primera mitad|descanso|medio tiempo|second half|2nd half|segundo tiempo|segunda parte|segunda mitad)\b)`;
const A_GOAL_IN_A_HALF = new RegExp(
  String.raw`(?<!\b(?:next|another|first|last|the|el|otro|primer|ultimo) )\b(?:(?:a|1|any|algun) (?:single )?)?(goal|gol) ${IN_A_HALF}|\b(?:any|some|algun|algunos) (goals|goles) ${IN_A_HALF}`,
);

/** Lines, margins and scores, read from the text with number words as digits. */
function numbers(normalized: string): Numbers {
  let text = numericText(normalized)
    // "por la mínima", "by the odd goal", "by a goal": by one.
    .replace(/\bpor la minima\b/g, 'por 1')
    .replace(/\bby (?:just |only )?(?:the )?(?:odd|a single|a|one|1) goal\b/g, 'by 1 goal')
    // "City minus 1.5", "plus half a goal": a handicap's sign in words.
    .replace(/\bminus (\d)/g, '-$1')
    .replace(/\bplus (\d)/g, '+$1')
    // "By more than one goal", "por más de un gol": by two or more (no goals line).
    .replace(/\b(by|por) (?:more than|mas de) (\d)\b/g, (_all, by, n) => `${by} ${Number(n) + 1}`)
    // "2 goals of difference": a margin of two.
    .replace(/\b(\d) goals? of difference\b/g, '$1 goal difference')
    // "¿Llegamos a 3 goles?", "do we get to 3 goals?": at least that many.
    .replace(
      /\b(?:llega(?:n|mos|r)?|reach(?:es)?|get to|gets to|hit) (?:a |the |los )?(\d+) (goles|goals)\b/g,
      'at least $1 $2',
    )
    // "¿Mete algún gol?", "aunque sea uno", "will we at least see one goal", "score at all":
    // at least one (not "algún gol más", the next goal; nor "not score at all").
    .replace(/\balgun gol\b(?! mas)|\baunque sea (?:uno|un gol|1)\b/g, 'at least 1 gol')
    .replace(/\bat least (?:see|get|score|have|bag) (?:a|1)(?: single)? goal\b/g, 'at least 1 goal')
    .replace(
      /(?<!\b(?:not|no|dont|don t|never|fail to|failing to) )\bscore at all\b/g,
      'score at least 1 goal',
    )
    // "By a couple of goals", "por un par de goles": by two.
    .replace(/\b(?:by a couple|por (?:un|1) par)(?: (?:of goals|de goles))?\b/g, (all) =>
      all.startsWith('by') ? 'by 2 goals' : 'por 2 goles',
    )
    .replace(
      A_GOAL_IN_A_HALF,
      (_all, goal?: string, goals?: string) => `at least 1 ${goal ?? goals} `,
    );
  const found: Numbers = {};
  if (BARE_OVER.test(normalized)) found.bareDirection = 'over';
  if (BARE_UNDER.test(normalized)) found.bareDirection = 'under';

  // Scores first, so "2-1" is not read as a line of -1.
  // (Up to nine a side: "1 to 10" is a scale, not a scoreline.)
  const score = text.match(/\b(\d) ?(?:-|–|:|a|to) ?(\d)\b(?!\.\d)/);
  if (score) {
    found.score = { home: Number(score[1]), away: Number(score[2]) };
    text = text.replace(score[0], ' ');
  }
  // "At least 3 goals", "3 or more", "3+ goals", "al menos 3": over 2.5.
  const atLeast = text.match(
    /\b(?:at least|al menos|por lo menos|minimo) (\d+)(?![.\d])|\b(\d+)(?: or more| o mas|\+)(?= goals?| goles?|$| \w)|\b(\d+) (?:goals?|goles?) (?:or more|o mas)\b|\b(?:at least|al menos|por lo menos) (once|una vez)\b/,
  );
  if (atLeast && !/\b(?:by|por|de) (?:at least |al menos )?\d/.test(text)) {
    found.line = (atLeast[4] ? 1 : Number(atLeast[1] ?? atLeast[2] ?? atLeast[3])) - 0.5;
    found.direction = 'over';
    return withMargin(text.replace(atLeast[0], ' '), found);
  }
  const over = text.match(new RegExp(String.raw`\b${OVER}(\d+(?:\.\d+)?)`));
  const under = text.match(new RegExp(String.raw`\b${UNDER}(\d+(?:\.\d+)?)`));
  const directed = over ?? under;
  if (directed) {
    found.line = Number(directed[1]);
    found.direction = over ? 'over' : 'under';
    text = text.replace(directed[0], ' ');
  } else {
    const handicap = text.match(/(?:^|\s)([+-]\d+(?:\.\d+)?)\b/);
    const decimal = text.match(/\b(\d+\.(?:5|25|75|0))\b/);
    // "+1.5 goles", "+2.5 goals": the goals line written the way slips write it.
    const plusGoals = text.match(/(?:^|\s)\+(\d+\.5) (?:goals?|goles?)\b/);
    if (plusGoals) {
      found.line = Number(plusGoals[1]);
      found.direction = 'over';
    } else if (handicap) {
      found.line = Number(handicap[1]);
      found.signed = true;
    } else if (decimal) found.line = Number(decimal[1]);
    // "over 2.5?" has a direction; "2.5, over or under?" has none.
    const overWord = new RegExp(String.raw`\b(?:${OVER_WORDS})\b`).test(normalized);
    const underWord = new RegExp(String.raw`\b(?:${UNDER_WORDS})\b`).test(normalized);
    if (found.line !== undefined && overWord !== underWord)
      found.direction = overWord ? 'over' : 'under';
  }
  return withMargin(text, found);
}

// Words before a price: "at 2.10", "paga 3,40", "cuota 2.30", "me lo dan a 5".
const PRICE_WORDS =
  /\b(?:at|a|paga|pagan|pays|paying|priced|odds(?: of| are| is)?|cuota(?: de| a| es| en| esta en| esta a)?|da|dan|ofrece|ofrecen|offers|offering|has|have|got|is|are|esta en|esta a|to)\s*$/;

/** Decimal odds the question quotes ("Arsenal at 2.10", "@1.75", "paga 3,40", "a 5"), the last
 * one named: a decimal that is no goals line, handicap, score or percentage, or a whole number
 * after a price word; else a British price ("11/10", "evens") in decimal odds. Kept only for a
 * value question (understand.ts). */
export function quotedPrice(normalized: string): number | undefined {
  const text = normalized.replace(/(\d),(\d)/g, '$1.$2');
  let price: number | undefined;
  for (const m of text.matchAll(
    // (Not money: "a 200 bankroll", "20 quid on it".)
    /(^|[\s@])(\d{1,3}(?:\.\d{1,2})?)(?![\d.%/-]|\s*(?:goals?|goles?|gol|%|pp|puntos|points|min|mins|minutes|minutos|minute|bankroll|bank|quid|pounds?|euros?|dollars?|bucks|pesos|pavos|lucas|libras|units?|unidades|k|mil)\b)/g,
  )) {
    const before = text.slice(0, (m.index ?? 0) + (m[1] ?? '').length);
    // A goals line or a handicap: "over 2.5", "o2.5", "mas de 2.5", "-1.5".
    if (/(?:\b(?:over|under|(?:more|less|fewer) than|mas de|menos de|o|u)|[+-])\s*$/.test(before))
      continue;
    const written = m[2] ?? '';
    const atSign = m[1] === '@';
    if (!written.includes('.') && !atSign && !PRICE_WORDS.test(before)) continue;
    const value = Number(written);
    if (value > 1 && value <= 500) price = value;
  }
  // A British price: "11/10" is 2.1 in decimal odds, "evens" 2.
  const fractional = /(?:^|\s)(\d{1,3})\/(\d{1,3})(?=\s|$)(?!\s*(?:goals?|goles?))/.exec(text);
  const [, won, staked] = fractional ?? [];
  if (won && staked && Number(staked) > 0)
    price ??= Math.round((1 + Number(won) / Number(staked)) * 100) / 100;
  if (/\b(?:evens|even money)\b/.test(text)) price ??= 2;
  return price;
}

function withMargin(text: string, found: Numbers): Numbers {
  const margin =
    text.match(
      // Not "7 por 8" (a sum).
      // ("De" only before goals: "de un cumple", "la combi de 5" hold no margin.)
      /(?<!\d )\b(?:by|por) (?:at least |al menos |exactly |exactamente |just |solo |the )?(\d)(?![.\d])(?:\+| or more| o mas)? ?(?:goals?|goles?|clear)?\b|(?<!\d )\bde (?:al menos |exactamente |solo )?(\d)(?:\+| o mas)? (?:goles?|gol)\b/,
    ) ??
    text.match(
      /\b(\d)(?:\+)? goals? (?:margin|difference|clear)\b|\b(?:diferencia|margen) de (\d)\b/,
    );
  if (margin) found.margin = Number(margin[1] ?? margin[2]);
  return found;
}

/** Where `words` stand in `text` as whole words (end inclusive, as NLP.js's NER gives it). */
function wordAt(text: string, words: string): { start: number; end: number } | undefined {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').exec(text);
  return found ? { start: found.index, end: found.index + words.length - 1 } : undefined;
}

function firstOption(entities: NerEntity[], entity: string): NerEntity | undefined {
  return entities
    .filter((e) => e.entity === entity)
    .sort((a, b) => a.start - b.start || b.accuracy - a.accuracy)[0];
}

/** Entities of one question about the match `match`, from its normalized text. */
export async function extractEntities(
  normalized: string,
  match: MatchTeams,
  clubs: ClubNames,
  language: Language,
): Promise<
  Entities & {
    otherSide?: true;
    bareDirection?: 'over' | 'under';
    signed?: true;
    /** Where clubs are named (the match's and others), to keep them from the classifier. */
    teamSpans: Array<{ start: number; end: number }>;
    /** How many of the match's two teams the question names. */
    teamsNamed: number;
    /** The match's sides the question names, in the order named (each once). */
    sidesNamed: Side[];
    /** Whether the two are named side by side ("Arsenal v Chelsea"), naming the match. */
    sideBySide: boolean;
    /** Where sides, the draw and periods are named. */
    wordSpans: Array<{ start: number; end: number }>;
  }
> {
  // Nothing to read (a message of emoji or punctuation only); NLP.js's NER throws on it.
  if (normalized === '')
    return { teamSpans: [], teamsNamed: 0, sidesNamed: [], sideBySide: false, wordSpans: [] };
  const [{ entities: found }, mentions] = await Promise.all([
    wordsNer().process({ locale: language, text: normalized }),
    teamMentions(normalized, match, clubs, language),
  ]);
  // A real word one letter off an entity word is that word ("descenso" is not "descanso").
  const words = found.filter(
    (e) => e.accuracy === 1 || !LOOKALIKES.has(String(e.utteranceText ?? '')),
  );
  // A club outside the match whose name holds a word of this match's ("Real Sociedad" in
  // Sevilla v Real Betis): the longer name is the club meant.
  const others = (clubs.othersIn?.(normalized, match, language) ?? []).flatMap((other) => {
    const at = wordAt(normalized, other.text);
    return at ? [{ ...other, at }] : [];
  });
  const inside = (a: { start: number; end: number }, b: { start: number; end: number }) =>
    b.start <= a.start && a.end <= b.end && b.end - b.start > a.end - a.start;
  // "The Seville derby", "el derbi de Sevilla", "the Atlético game", "el partido del Atleti",
  // "el encuentro del Tottenham", "er partío der Sevilla" name the match, not a side.
  const namesTheMatch = (t: { start: number; end: number }) =>
    /^\s*(?:derby|derbi|game|match|fixture|clash)\b/.test(normalized.slice(t.end + 1)) ||
    /\b(?:derbi|derby|partido|partidazo|partio|encuentro|juego|game|match|choque|duelo) (?:(?:de |del |der |of )(?:la |the |los )?|the )?$/.test(
      normalized.slice(0, t.start),
    );
  const clubsNamed = mentions.filter((t) => !others.some((o) => inside(t, o.at)));
  // "The Arsenal Chelsea game", "el partido del Barça contra el Madrid": a club beside one
  // that names the match names it too.
  const namingTheMatch = clubsNamed.filter(namesTheMatch);
  const alsoNamesTheMatch = (t: { start: number; end: number }) =>
    namingTheMatch.some((n) =>
      /^\s*(?:v|vs|versus|and|y|contra|against|-)?\s*(?:el |la |the )?$/.test(
        n.start > t.end
          ? normalized.slice(t.end + 1, n.start)
          : normalized.slice(n.end + 1, t.start),
      ),
    );
  // "¿Llueve en Manchester?", "1-1 in Barcelona?": a club's city after "en" / "in" is the
  // place, not a side (not "in Barcelona Real Madrid": the match).
  const aPlace = (t: { start: number; end: number }) =>
    CLUB_CITIES.has(normalized.slice(t.start, t.end + 1)) &&
    /\b(?:en|in)\s$/.test(normalized.slice(0, t.start)) &&
    !clubsNamed.some(
      (u) =>
        u.start > t.end &&
        /^\s*(?:v|vs|versus|-|x|contra|against|and|y)?\s*(?:el |la |the )?$/.test(
          normalized.slice(t.end + 1, u.start),
        ),
    );
  const teams = clubsNamed.filter(
    (t) => !namingTheMatch.includes(t) && !alsoNamesTheMatch(t) && !aPlace(t),
  );
  // "Arsenal v Chelsea", "el arsenal-chelsea", "del atleti valencia": the two clubs side by
  // side ("Arsenal or Chelsea?" asks about the first).
  const sideBySide = teams.some((t) =>
    teams.some(
      (u) =>
        u.start > t.end &&
        u.option !== t.option &&
        /^\s*(?:v|versus|-|x|contra|against)?\s*(?:el |la |the )?$/.test(
          normalized.slice(t.end + 1, u.start),
        ),
    ),
  );
  const entities: Entities & { otherSide?: true; bareDirection?: 'over' | 'under'; signed?: true } =
    {
      ...numbers(normalized),
    };
  const price = quotedPrice(normalized);
  if (price !== undefined) {
    entities.price = price;
    // "@1.75" is a price, never a goals line.
    if (entities.line === price && /@\s?\d/.test(normalized)) {
      delete entities.line;
      delete entities.direction;
    }
  }
  const teamSpans = clubsNamed
    .filter((t) => t.entity === 'team')
    .map(({ start, end }) => ({ start, end }));
  // A club outside the match ("and Chelsea?"), unless its words are one of the match's names.
  for (const { key, at } of others) {
    if (teamSpans.some((s) => s.start <= at.end && at.start <= s.end)) continue;
    // ("Estoy en Santander": a city after "en" / "in" is where the fan is, not a club.)
    if (/\b(?:en|in|desde|from)\s$/.test(normalized.slice(0, at.start))) continue;
    entities.otherClub ??= key;
    teamSpans.push(at);
  }

  // "Madrid gana 2-0 en Barcelona", "City win 2-0 at Spurs": a second club after "en", "in" or
  // "at" is where, not who.
  const isVenue = (t: { start: number }) => /\b(?:en|in|at)\s$/.test(normalized.slice(0, t.start));
  // The first team named is the one asked about ("will Barça beat Madrid?").
  const team = firstOption(teams, 'team') ?? firstOption(words, 'side');
  if (team?.option === 'other') entities.otherSide = true;
  else if (team?.option === 'home' || team?.option === 'away') entities.team = team.option as Side;
  if (firstOption(words, 'draw')) entities.draw = true;
  const period = firstOption(words, 'period');
  if (period) entities.period = period.option as Period;
  // "Barça 3 Madrid 1": a scoreline written the way results are, each club with its goals.
  const [first, second] = teams;
  let asResults = false;
  if (!entities.score && first && second && first.option !== second.option) {
    const between = /^ (\d) $/.exec(normalized.slice(first.end + 1, second.start));
    const after = /^ (\d)\b/.exec(normalized.slice(second.end + 1));
    if (between && after) {
      const [a, b] = [Number(between[1]), Number(after[1])];
      entities.score = first.option === 'home' ? { home: a, away: b } : { home: b, away: a };
      asResults = true;
      delete entities.line;
      delete entities.direction;
      delete entities.margin;
    }
  }
  // "Madrid to win 2-1" with Madrid away: the score is given from Madrid's side (the
  // winner's goals first); "0-2 City?" is already home-away.
  if (
    entities.score &&
    !asResults &&
    team?.option === 'away' &&
    teams.length > 0 &&
    entities.score.home >= entities.score.away
  ) {
    entities.score = { home: entities.score.away, away: entities.score.home };
  }
  return {
    ...entities,
    teamSpans,
    teamsNamed: new Set(teams.filter((t, i) => i === 0 || !isVenue(t)).map((t) => t.option)).size,
    sidesNamed: [
      ...new Set(
        teams
          .map((t) => t.option)
          .filter((option): option is Side => option === 'home' || option === 'away'),
      ),
    ],
    sideBySide,
    wordSpans: words.map(({ start, end }) => ({ start, end })),
  };
}
