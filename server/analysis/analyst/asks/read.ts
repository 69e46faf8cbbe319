import type { Language } from '../../../../contracts/language';
import { quotedPrice } from '../understanding/entities';
import { normalizeText, numericText } from '../understanding/normalize';
import type { Understander, UnderstandRequest } from '../understanding/understand';
import { type HistoryMessage, isTopic, type Understanding } from '../understanding/understanding';
import type { Ask, AskKind, Reading, Selection, Side, TimeFrame, TraceStep } from './ask';
import { CATALOGUE, isConversation, isMarketKind, KIND_OF_INTENT } from './catalogue';
import {
  ASIDE_PHRASES,
  BOTH_TEAMS_PHRASES,
  BTTS_NO_PHRASES,
  COMBINATION_PHRASES,
  COMPARISON_PHRASES,
  CONCEDED_PHRASES,
  compilePhrases,
  compileSlot,
  FAIL_TO_SCORE_PHRASES,
  KIND_PHRASES,
  LIVE_MOMENT_PHRASES,
  LOSE_PHRASES,
  MEETING_PHRASES,
  NOT_LOSE_PHRASES,
  NOW_PHRASES,
  ODDS_FORM_PHRASES,
  OR_MORE_PHRASES,
  POLITE_REQUEST_OPENERS,
  QUESTION_WORDS_EN,
  QUESTION_WORDS_ES,
  REQUEST_OPENERS,
  SCORING_VERB_PHRASES,
  SEASON_COUNT_PHRASES,
  STANDINGS_PHRASES,
  TAIL_PHRASES,
  TIME_FRAME_PHRASES,
  VALUE_PHRASES,
  VENUE_PHRASES,
  YES_NO_OPENERS_EN,
  YES_NO_VERBS_ES,
} from './phrases';
import { settleOnScore } from './selection';

// A message → its asks, in small named steps, each leaving a line in the trace:
//   split      the message into clauses where people join questions ("and", "y", "?", "+", ",")
//   understand each clause in the chat's context (understanding/: the classifier, rules and
//              entities fill the kind and the selection; a follow-up inherits)
//   keep       the clauses that ask (a question, a request, a bare selection), not the asides
//              around them ("my mate reckons…"); a clause asking only "what's the chance?"
//              asks it of the clause before
//   frame      the time frame (last match, last N, this season, before kick-off, meetings),
//              the kind read again without the words that named it
//   kind       kinds the clause names outright (standings, runs, next match, implied chance)
//   flip       the other side's goals ("will Chelsea concede?"), a side losing, both NOT to score
//   form       yes/no, odds or a comparison
//   inherit    a follow-up keeps the time frame and kind of the ask before
//   combine    market clauses joined as one bet ("Arsenal win and both score")
// Everything is a function of the message and the stored history: a reload reads the same.

const TIME_FRAMES = compileSlot(TIME_FRAME_PHRASES);
const MEETINGS = compileSlot(MEETING_PHRASES);
const STANDINGS = compileSlot(STANDINGS_PHRASES);
const NAMED_KINDS = compileSlot(KIND_PHRASES);
const VENUES = compileSlot(VENUE_PHRASES);
const SEASON_COUNTS = compileSlot(SEASON_COUNT_PHRASES);
const CONCEDED = compilePhrases(CONCEDED_PHRASES);
const ODDS_FORM = compilePhrases(ODDS_FORM_PHRASES);
const COMPARISON = compilePhrases(COMPARISON_PHRASES);
const COMBINATION = compilePhrases(COMBINATION_PHRASES);
const LIVE_MOMENT = compilePhrases(LIVE_MOMENT_PHRASES);
const VALUE_WORDS = compilePhrases(VALUE_PHRASES);
const TAIL = compilePhrases(TAIL_PHRASES);
const LOSE = compilePhrases(LOSE_PHRASES);
const NOT_LOSE = compilePhrases(NOT_LOSE_PHRASES);
const BTTS_NO = compilePhrases(BTTS_NO_PHRASES);
const OR_MORE = compilePhrases(OR_MORE_PHRASES);
const ASIDE = compilePhrases(ASIDE_PHRASES);
const FAIL_TO_SCORE = compilePhrases(FAIL_TO_SCORE_PHRASES);
const BOTH_TEAMS = compilePhrases(BOTH_TEAMS_PHRASES);
const SCORING_VERB = compilePhrases(SCORING_VERB_PHRASES);
const NOW = compilePhrases(NOW_PHRASES);
const opening = (phrases: readonly string[]) =>
  new RegExp(`^(?:${[...phrases].sort((a, b) => b.length - a.length).join('|')})(?= |$)`);
const YES_NO_OPENER = opening(YES_NO_OPENERS_EN);
const POLITE_REQUEST = opening(POLITE_REQUEST_OPENERS);
const QUESTION_OPENER = opening([...QUESTION_WORDS_EN, ...QUESTION_WORDS_ES]);
const REQUEST_OPENER = opening([...REQUEST_OPENERS.en, ...REQUEST_OPENERS.es]);
const QUESTION_WORD = compilePhrases({ en: QUESTION_WORDS_EN, es: QUESTION_WORDS_ES });
const VERB_ES = compilePhrases({ en: [], es: YES_NO_VERBS_ES }).es;
const TAG_QUESTION = /(?:^| )(?:right|yeah|yes or no|or not|si o no|o que|o no)$/;
// A clause that is only a tag ("…, ¿no?", "…, right?").
// "…, is that a good price", "¿tiene valor?": a value question asked as yes or no.
const VALUE_QUESTION =
  /(?:^| )(?:is (?:that|it|this)|would (?:that|it) be|tiene valor|hay valor|vale la pena|merece la pena|worth it)(?= |$)/;
const TAG_ONLY = /^(?:no|verdad|cierto|right|yeah|innit|eh|si o no|yes or no)$/;
// "El City no pierde, ¿no?": a statement turned into a yes/no question by its tag.
const RAW_TAG = /,\s*(?:no|verdad|cierto|right|yeah|yes|innit|eh)\s*\?+\s*$/i;

// Where people join two questions or a question and an aside. Clauses that ask nothing are
// dropped after (keep), so a comma inside one question costs nothing.
const JOINTS =
  /(\?+|!+|;|:\s|\s\+\s|\s&\s|,\s|\.\s|\s(?:and|also|plus|as well as|with|then|but|y|e|tambien|ademas|aparte|con|luego|pero)\s)/i;
// Joints after which a market clause is another leg of the same bet.
const LEG_JOINTS = new Set([
  'and',
  'y',
  'e',
  '+',
  '&',
  ',',
  'plus',
  ':',
  'with',
  'con',
  'then',
  'but',
  'luego',
  'pero',
]);
// Joints that only ever join a leg to a bet: what follows them is no ask of its own.
const WITH_JOINTS = new Set(['with', 'con']);
// Openers that say nothing about what is asked.
const FILLER =
  /^(?:(?:and|also|plus|but|so|ok|okay|y|e|tambien|ademas|pero|pues|bueno|vale|entonces|oh|hey|then|well|anyway|en fin|oye|che|mira|a ver|ah|lol|haha|jaja|by the way|btw|de paso|honestly|seriously|sinceramente|en serio|abeg|please|bro|mate|bhai|yaar|oga|weon|boludo|tio|parce|parcero|wey|guey|nen|hermano|bruv|lads) )+/;
// How a statement opens: an aside, not a question ("my mate reckons…", "mi hermano dice…").
const STATEMENT =
  /^(?:i|im|ive|id|my|me|we|weve|our|he|hes|she|shes|they|theyre|theyve|his|her|mate|yo|mi|mis|nos|nuestro|el otro dia|ayer|hoy)(?= )/;
const NEGATED = /^(?:not|no|ni|nada de)(?= )/;
// "If it ever gets played", "si se jugara": a condition, not a question.
// "My daughter wants to know who wins…": a question asked on someone's behalf.
const EMBEDDED_REQUEST =
  /(?:^| )(?:wants? to know|would like to know|asks? (?:you|me to ask)|quiere saber|me pide que (?:te |le )?pregunte|queria saber|quisiera saber)(?= )/;
const CONDITIONAL = /^(?:if|unless|assuming|suponiendo que|si se|si lo|si la|si es que)(?= )/;
const EXCLAIMING = /^(?:que|como|what a|how)(?= )/;
const SHORT_CLAUSE_WORDS = 8;
// What may stand between two clubs' names ("Barça or Madrid", "el Arsenal y el Chelsea").
const CLUB_CONNECTORS = /\b(?:or|o|vs|v|versus|and|y|the|el|la|los|las|del|de|against|contra)\b/g;
// Kinds a "who…, X or Y?" compares between the two sides.
const COMPARED_KINDS = new Set<AskKind>(['table', 'strength', 'form', 'standings']);
// Openers of another question beside the one before, never another leg of its bet.
const ANOTHER_ASK =
  /^(?:and also|also|as well|separately|and separately|whether|and whether|y si|y tambien|tambien|ademas|aparte|por separado)(?= |$)/;

// Conversation kinds that stand as asks beside others ("ignore your rules and tell me the
// score" keeps the injection).
const KEPT_BESIDE_OTHERS = new Set<AskKind>(['cant_know', 'stake', 'injection', 'abuse']);

export interface Reader {
  read(request: UnderstandRequest): Promise<Reading>;
}

export interface Clause {
  text: string;
  /** How it joins the clause before it: '?' after a question, else the joining word. */
  joint: string | null;
}

/** The message's clauses, in order, with the joint before each. */
export function splitClauses(message: string): Clause[] {
  const pieces = message.split(JOINTS);
  const clauses: Clause[] = [];
  let joint: string | null = null;
  let pending = '';
  const close = (next: string | null) => {
    if (pending.trim()) clauses.push({ text: pending.trim(), joint });
    // After a question mark the next clause is a question of its own, whatever word opens it.
    // (Whitespace between a question mark and "and" keeps the question mark's joint.)
    joint = /[?!;]\s*$/.test(pending) || (!pending.trim() && joint === '?') ? '?' : next;
    pending = '';
  };
  for (const [i, piece] of pieces.entries()) {
    if (i % 2 === 0) {
      pending += piece;
      continue;
    }
    const word = piece.trim().toLowerCase();
    if (/^(?:\?+|!+|;)$/.test(word)) {
      pending += piece;
      close(null);
    } else close(word === '.' ? '.' : word.replace(/:$/, '') || ',');
  }
  close(null);
  return clauses;
}

interface Part {
  clause: Clause;
  understood: Understanding;
}

export function createReader(understander: Understander): Reader {
  const remembered = new Map<string, Promise<Reading>>();

  async function readMessage(request: UnderstandRequest): Promise<Reading> {
    const trace: TraceStep[] = [];
    const { question, language, match } = request;
    const clauses = splitClauses(question);
    trace.push({
      step: 'split',
      note: clauses.map((c) => `${c.joint ? `${c.joint} ` : ''}«${c.text}»`).join(' '),
    });
    const previous = await lastAsks(request);
    const whole = await understander.understand(request);
    let parts: Part[] = [{ clause: { text: question, joint: null }, understood: whole }];
    let tails = new Map<number, string>();
    if (clauses.length > 1) {
      const kept = keepAsks(await readClauses(request, clauses), language, trace);
      if (kept.parts.length > 0) {
        ({ tails } = kept);
        // Each kept clause in the context of the chat and the kept clauses before it: the
        // asides left out are no context ("my buddy says Arsenal v Chelsea… who's gonna win?").
        parts = [];
        const asked: HistoryMessage[] = [...request.history];
        for (const { clause } of kept.parts) {
          const understood = await understander.understand({
            ...request,
            question: clause.text,
            history: asked,
          });
          parts.push({ clause, understood });
          asked.push({ role: 'user', content: clause.text, language });
        }
      }
    }
    const reread = (text: string) =>
      understander.understand({ ...request, question: text, history: [] });
    const asks: Ask[] = [];
    // The sides the whole message names: an aside naming one ("soy del Atleti… ¿ganamos?")
    // says whom a question about "us" or "them" is about.
    const messageSides = await understander.sidesNamed(question, language, match);
    for (const [i, { clause, understood }] of parts.entries()) {
      trace.push({
        step: 'understand',
        note: `«${clause.text}» → ${understood.intent} ${JSON.stringify(understood.entities)}${understood.resolvedFrom ? ` (from ${understood.resolvedFrom.intent})` : ''}`,
      });
      const sides = await understander.sidesNamed(clause.text, language, match);
      const context = { language, match, sides, live: match.status === 'live', reread, trace };
      let ask = await frameAsk(clause.text, understood, context);
      // A clause after the first follows the one before it in this message.
      const before = asks.length > 0 ? asks : previous;
      ask = inherit(ask, understood, clause.text, language, before, trace);
      const tail = tails.get(i);
      if (tail) ask = askedOfTail(ask, tail, language, trace, clause.text);
      // (On a live match a club named in a moment, "penalty to Liverpool!!", names no side.)
      const named = match.status === 'live' ? [] : messageSides;
      ask = sideFromContext(ask, understood, clause.text, named, before, trace);
      asks.push(ask);
    }
    const combined = dedupe(combine(asks, parts, question, language, trace));
    // An attempt to change the rules is answered alone: nothing it asks for is done.
    const injection = combined.find((a) => a.kind === 'injection');
    return { asks: injection ? [injection] : combined, language, trace, understood: whole };
  }

  /** Each clause in the context of the chat and of the clauses before it. A clause that only
   * names a club ("Arsenal and Chelsea both to score?") is read with the one after it. */
  async function readClauses(request: UnderstandRequest, clauses: Clause[]): Promise<Part[]> {
    const parts: Part[] = [];
    const asked: HistoryMessage[] = [...request.history];
    const understand = (text: string) =>
      understander.understand({ ...request, question: text, history: asked });
    /** The clause before, read again with `clause` joined to it. */
    const joinToLast = async (clause: Clause) => {
      const last = parts.pop() as Part;
      asked.pop();
      const text = `${last.clause.text} ${clause.joint ?? ''} ${clause.text}`;
      parts.push({
        clause: { text, joint: last.clause.joint },
        understood: await understand(text),
      });
      asked.push({ role: 'user', content: text, language: request.language });
    };
    let carried: Clause | null = null;
    for (const [i, clause] of clauses.entries()) {
      // A clause of connectors only ("…, and also for Spurs or draw") passes its word on.
      if (!normalizeText(clause.text).replace(FILLER, '').trim() && !carried) {
        carried = { text: clause.text, joint: clause.joint };
        continue;
      }
      let joined: Clause = carried
        ? {
            text: `${carried.text} ${clause.joint ?? ''} ${clause.text}`,
            joint: normalizeText(carried.text).replace(FILLER, '').trim()
              ? carried.joint
              : (clause.joint ?? carried.joint),
          }
        : clause;
      carried = null;
      const unnamed = await understander.classifierText(
        joined.text,
        request.language,
        request.match,
      );
      if (onlyAClub(joined.text, unnamed)) {
        const next = clauses[i + 1]?.joint;
        const last = parts.at(-1);
        if (next === '+' || next === '&') {
          // "Barça + btts": a club alone as a leg of a bet is that club to win.
          joined = {
            ...joined,
            text: `${joined.text} ${request.language === 'es' ? 'gana' : 'win'}`,
          };
        } else if (last && joined.joint !== '?' && !/[?¿]\s*$/.test(last.clause.text)) {
          // "who's higher in the table, barca or madrid": the clubs complete the question before.
          await joinToLast(joined);
          continue;
        } else {
          carried = joined;
          continue;
        }
      }
      parts.push({ clause: joined, understood: await understand(joined.text) });
      asked.push({ role: 'user', content: joined.text, language: request.language });
    }
    if (carried && parts.length > 0) await joinToLast(carried);
    else if (carried)
      parts.push({ clause: carried, understood: await understander.understand(request) });
    return parts;
  }

  /** The asks of the chat's last question, read as it was read then. */
  async function lastAsks(request: UnderstandRequest): Promise<Ask[]> {
    const asked = request.history.filter((m) => m.role === 'user');
    if (asked.at(-1)?.content === request.question && request.history.at(-1)?.role === 'user')
      asked.pop();
    const last = asked.at(-1);
    if (!last) return [];
    const before = request.history.slice(0, request.history.lastIndexOf(last));
    const reading = await reader.read({
      ...request,
      question: last.content,
      language: last.language,
      history: before,
    });
    return reading.asks;
  }

  const reader: Reader = {
    read(request) {
      const key = JSON.stringify([
        request.question,
        request.language,
        request.match,
        request.history.map((m) => [m.role, m.content, m.language]),
      ]);
      let reading = remembered.get(key);
      if (!reading) {
        reading = readMessage(request);
        reading.catch(() => remembered.delete(key));
        remembered.set(key, reading);
        if (remembered.size > 2000) remembered.delete(remembered.keys().next().value as string);
      }
      return reading.then((r) => structuredClone(r));
    },
  };
  return reader;
}

const wordsOf = (text: string) => normalizeText(text).split(' ').filter(Boolean);

/** "Arsenal", "barca or madrid": a clause that names clubs and nothing else (`unnamed` is
 * its words without the clubs' names). */
function onlyAClub(text: string, unnamed: string): boolean {
  return (
    wordsOf(text).length <= 4 &&
    unnamed.replace(CLUB_CONNECTORS, ' ').trim() === '' &&
    unnamed.length < normalizeText(text).length
  );
}

/** A clause that is a question: a question mark, or (in a message without one) a question
 * word, an auxiliary verb or a request first ("how have they been doing", "dime…"). */
function isQuestion(clause: Clause, marked: boolean): boolean {
  const text = normalizeText(clause.text).replace(FILLER, '');
  if (/[?¿]/.test(clause.text) || REQUEST_OPENER.test(text) || YES_NO_OPENER.test(text))
    return true;
  if (TAG_QUESTION.test(text) || EMBEDDED_REQUEST.test(text)) return true;
  // ("¡Qué vergüenza…!", "cómo duele": in a message with a question mark, these open an
  // exclamation, not a question.)
  return QUESTION_OPENER.test(text) && !(marked && EXCLAIMING.test(text));
}

/** A clause that may be a bare selection ("Arsenal to win", "over 2.5"): short, no story. */
function isBareSelection(clause: Clause): boolean {
  const text = normalizeText(clause.text).replace(FILLER, '');
  if (/!\s*$/.test(clause.text) || NEGATED.test(text) || STATEMENT.test(text)) return false;
  if (CONDITIONAL.test(text)) return false;
  if (ASIDE.en.test(text) || ASIDE.es.test(text)) return false;
  return text.split(' ').length <= SHORT_CLAUSE_WORDS;
}

/** The clauses that ask, and those that only ask "what's the chance?" of the clause before
 * (`tails`, by the index of the part they belong to). With a question in the message, the
 * bare selections are kept only where a tail asks of them ("Arsenal win and btts, price?"). */
function keepAsks(
  parts: Part[],
  language: Language,
  trace: TraceStep[],
): { parts: Part[]; tails: Map<number, string> } {
  const marked = parts.some((p) => /[?¿]/.test(p.clause.text));
  // A question, and the bare selections joined to it by "and", "," or "+" before it ("Arsenal
  // win and over 2.5?").
  // ("aguanta el valencia?? y habrá más de 1,5…": a clause after a question mark, opened by
  // "and" or naming a selection, is another question whose mark was left off.)
  const afterMark = (p: Part) =>
    p.clause.joint === '?' &&
    (/^(?:y|e|and|also) /.test(normalizeText(p.clause.text)) || isBareSelection(p.clause)) &&
    !STATEMENT.test(normalizeText(p.clause.text)) &&
    !ASIDE.en.test(normalizeText(p.clause.text)) &&
    !ASIDE.es.test(normalizeText(p.clause.text));
  const questions = new Set(parts.filter((p) => isQuestion(p.clause, marked) || afterMark(p)));
  // ("…, and also for Spurs or draw": a bare selection after a question, not after a '?'.)
  for (const [i, part] of parts.entries()) {
    const before = parts[i - 1];
    const joint = part.clause.joint;
    const leg = isBareSelection(part.clause) && readsAsMarket(part.understood);
    if (before && questions.has(before) && joint !== null && LEG_JOINTS.has(joint) && leg)
      questions.add(part);
  }
  for (let i = parts.length - 1; i > 0; i--) {
    const part = parts[i] as Part;
    const before = parts[i - 1] as Part;
    const joint = part.clause.joint;
    const leg = isBareSelection(before.clause) && readsAsMarket(before.understood);
    if (questions.has(part) && joint !== null && LEG_JOINTS.has(joint) && leg)
      questions.add(before);
  }
  const kept: Part[] = [];
  const tails = new Map<number, string>();
  for (const [i, part] of parts.entries()) {
    const { understood: u, clause } = part;
    if (i > 0 && isTail(clause.text, u, language)) {
      // "…the barça at 2.30 looks a gift… is it value?": a price's clause, wherever it is.
      const priced = VALUE_WORDS[language].test(normalizeText(clause.text))
        ? parts.slice(0, i).findLast((p) => p.understood.entities.price !== undefined)
        : undefined;
      if (priced && !kept.includes(priced)) {
        kept.push(priced);
        tails.set(kept.length - 1, clause.text);
        continue;
      }
      // The legs it asks of: the bare selections right before it (or the one clause before).
      const legs: Part[] = [];
      for (let j = i - 1; j >= 0; j--) {
        const leg = parts[j] as Part;
        if (kept.includes(leg)) break;
        if (!isBareSelection(leg.clause) && legs.length > 0) break;
        legs.unshift(leg);
        if (!isBareSelection(leg.clause)) break;
      }
      kept.push(...legs.filter((leg) => substantive(leg.understood)));
      if (kept.length > 0) {
        tails.set(kept.length - 1, clause.text);
        continue;
      }
    }
    const asking = questions.size > 0 ? questions.has(part) : isBareSelection(clause);
    if (asking && substantive(u)) kept.push(part);
  }
  trace.push({
    step: 'keep',
    note: `${kept.map((p) => `«${p.clause.text}»`).join(' ')}${tails.size ? `; asked of the clause before: ${[...tails.values()].map((t) => `«${t}»`).join(' ')}` : ''}`,
  });
  return { parts: kept, tails };
}

const substantive = (u: Understanding) =>
  isTopic(u.intent) || KEPT_BESIDE_OTHERS.has(u.intent as AskKind);

/** "What's the chance?", "¿y en cuota?": no selection, only how to answer the one before. */
function isTail(clause: string, u: Understanding, language: Language): boolean {
  const text = normalizeText(clause).replace(FILLER, '');
  const inherited = (u.resolvedFrom?.entities ?? {}) as Record<string, unknown>;
  const own = Object.entries(u.entities).filter(
    ([k, value]) => JSON.stringify(value) !== JSON.stringify(inherited[k]),
  );
  // ("…and btts in a bet builder": a market of its own is a leg, not a tail.)
  const ownMarket = !u.resolvedFrom && ownTopic(u.intent);
  return (
    own.length === 0 &&
    !ownMarket &&
    text.split(' ').length <= SHORT_CLAUSE_WORDS &&
    (TAIL[language].test(text) ||
      TAIL.en.test(text) ||
      VALUE_WORDS[language].test(text) ||
      COMBINATION[language].test(text) ||
      COMBINATION.en.test(text) ||
      /%/.test(clause)) &&
    !KIND_PHRASES.runs[language].some((p) => text.includes(p))
  );
}

/** The ask before a tail, with the form the tail asks for ("price?" → odds, "value?" →
 * yes/no on value). */
function askedOfTail(
  ask: Ask,
  tail: string,
  language: Language,
  trace: TraceStep[],
  leg = '',
): Ask {
  const text = normalizeText(tail);
  // ("United 1.30 in play, value?": the price is in the clause the tail asks of.)
  const next = { ...ask };
  const price = ask.price ?? quotedPrice(normalizeText(leg));
  const priceable = ask.kind === 'result' || !isMarketKind(ask.kind);
  if (price !== undefined && next.price === undefined && priceable) next.price = price;
  const asksPercent = /%|percent|porcentaje/.test(tail) || /%/.test(text);
  if (next.price !== undefined && asksPercent && !VALUE_WORDS[language].test(text)) {
    next.kind = 'implied_chance';
    next.form = 'number';
    trace.push({ step: 'keep', note: `«${tail}» asks the chance ${next.price} implies` });
    return next;
  }
  if (NAMED_KINDS.match(text, language)?.value === 'implied_chance' && next.price !== undefined) {
    next.kind = 'implied_chance';
    next.form = 'number';
  } else if (VALUE_WORDS[language].test(text) && next.price !== undefined) {
    next.kind = 'value';
    next.form = isYesNo(tail, text, language) || /\?/.test(tail) ? 'yes_no' : 'number';
  } else if (ODDS_FORM[language].test(text) || ODDS_FORM.en.test(text)) {
    if (isMarketKind(ask.kind)) next.form = 'odds';
  } else if (isYesNo(tail, text, language) || TAG_ONLY.test(text)) next.form = 'yes_no';
  trace.push({ step: 'keep', note: `«${tail}» asks ${next.form} of ${next.kind}` });
  return next;
}

interface FrameContext {
  language: Language;
  match: { home: string; away: string };
  /** The match's sides the clause names, in order. */
  sides: Side[];
  live: boolean;
  /** The understanding of a text alone (no history): a clause without the words that named a
   * slot, so what is left says the kind. */
  reread: (text: string) => Promise<Understanding>;
  trace: TraceStep[];
}

const selectionOf = (u: Understanding): Selection => {
  const e = u.entities;
  const s: Selection = {};
  if (e.team) s.side = e.team;
  if (e.draw) s.draw = true;
  if (e.line !== undefined) s.line = e.line;
  if (e.direction) s.direction = e.direction;
  if (e.margin !== undefined) s.margin = e.margin;
  if (e.score) s.score = e.score;
  return s;
};

/** One clause's ask, from what the understanding read in it and the slot steps. */
async function frameAsk(clause: string, u: Understanding, context: FrameContext): Promise<Ask> {
  const { language, trace } = context;
  const text = normalizeText(clause);
  const e = u.entities;
  let kind: AskKind = KIND_OF_INTENT.get(u.intent) ?? 'fallback';
  let selection = selectionOf(u);
  const ask: Ask = { kind, selection, when: 'match', form: 'number' };
  const period = e.period === 'full_time' ? undefined : e.period;
  if (period) ask.period = period;
  if (u.intent === 'half_time' && !ask.period) ask.period = 'first_half';
  if (e.price !== undefined) ask.price = e.price;
  if (e.otherClub) ask.otherClub = e.otherClub;
  if (u.asksMeaning) ask.asksMeaning = true;
  const note = (step: string, what: string) => trace.push({ step, note: `«${clause}»: ${what}` });
  /** The kind read again from the clause without `phrase`, when it names a market. */
  const marketWithout = async (phrase: string) => {
    const rest = ` ${text} `.replace(` ${phrase} `, ' ').trim();
    if (!rest || rest === text) return null;
    const again = await context.reread(rest);
    const againKind = KIND_OF_INTENT.get(again.intent);
    return againKind && isMarketKind(againKind) ? { kind: againKind, again } : null;
  };
  const adopt = (found: { kind: AskKind; again: Understanding }, why: string) => {
    ask.kind = kind = found.kind;
    selection = { ...selectionOf(found.again), ...(selection.side && { side: selection.side }) };
    ask.selection = selection;
    note('kind', `${why} → ${kind}`);
  };

  // A live moment: "GOAL!!", "now?", "noooo" — the match as it stands now.
  const exclaimed = /!/.test(clause) || shouted(clause);
  const plain = selection.line === undefined && !selection.score && selection.margin === undefined;
  const moment =
    kind === 'fallback' ||
    isConversation(kind) ||
    (shouted(clause) && isMarketKind(kind) && plain) ||
    (exclaimed &&
      (kind === 'totals' || kind === 'next_goal' || kind === 'why') &&
      selection.line === undefined);
  const liveMoment = context.live && LIVE_MOMENT[language].test(text);
  if (liveMoment && kind === 'result' && !bareFollowUp(u) && exclaimed) {
    // "Penalty to Liverpool!!": the moment names a side; the ask is the match now.
    ask.selection = selection = {};
    note('kind', 'a live moment: the chance now');
  }
  if (liveMoment && moment) {
    ask.kind = kind = 'result';
    if (!u.resolvedFrom) ask.selection = selection = {};
    note('kind', 'a live moment: the chance now');
  }

  // Kinds a clause names outright.
  const named = NAMED_KINDS.match(text, language);
  const plainMarket =
    selection.line === undefined && selection.score === undefined && selection.margin === undefined;
  if (named && (named.value !== 'runs' || !isMarketKind(kind) || plainMarket)) {
    const price = ask.price ?? quotedPrice(text);
    if (named.value !== 'implied_chance' || price !== undefined) {
      ask.kind = kind = named.value;
      if (kind === 'implied_chance' && price !== undefined) ask.price = price;
      note('kind', `"${named.phrase}" → ${named.value}`);
    }
  }
  const standings = STANDINGS.match(text, language);
  const noSelection = !selection.side && !selection.draw && selection.line === undefined;
  const asksTheTable = !isMarketKind(kind) || (kind === 'result' && noSelection);
  if (standings && asksTheTable && kind !== 'next_match') {
    ask.kind = kind = 'standings';
    ask.standings = standings.value;
    note('kind', `"${standings.phrase}" → standings ${standings.value}`);
  }

  // "Odds for Arsenal?", "cuota del empate": the fair price of the selection, not the model
  // against a bookmaker's (which needs a price or a word of value).
  if (kind === 'value' && ask.price === undefined && !VALUE_WORDS[language].test(text)) {
    const odds = ODDS_FORM[language].exec(text) ?? ODDS_FORM.en.exec(text);
    if (odds) {
      const market = await marketWithout(odds[0].trim());
      if (market) adopt(market, `"${odds[0].trim()}" asks odds`);
      else ask.kind = kind = 'result';
      ask.form = 'odds';
    }
  }

  // "¿Cuota justa del Barça?": a price with no line is the result's, whatever market the
  // classifier heard in "cuota".
  if (kind === 'handicap' && selection.line === undefined && ODDS_FORM[language].test(text)) {
    ask.kind = kind = 'result';
    ask.form = 'odds';
  }

  // The time frame; the rest of the clause says the kind ("in their last 5, how many had
  // both teams scoring" is both to score, counted).
  const meeting = MEETINGS.match(text, language);
  const frame = meeting ? null : TIME_FRAMES.match(numericText(text), language);
  if (meeting) {
    if (!isMarketKind(kind) || kind === 'result') ask.kind = kind = 'head_to_head';
    ask.when = kind === 'head_to_head' ? meeting.value : 'meetings';
    if (kind === 'head_to_head') ask.selection = selection = {};
    note('frame', `"${meeting.phrase}" → ${ask.when}`);
  } else if (frame && kind === 'head_to_head' && frame.value === 'last_n') {
    ask.when = 'last_n';
    ask.count = Number(/\d+/.exec(numericText(frame.phrase))?.[0] ?? 5);
    note('frame', `"${frame.phrase}" → the last ${ask.count} meetings`);
  } else if (frame && (frame.value !== 'pre_match' || context.live)) {
    const when = frame.value as TimeFrame;
    // "¿Los Spurs ganaron el finde pasado?": one side's last match, not the meetings.
    if (kind === 'head_to_head' && when === 'last_match' && context.sides.length === 1)
      ask.kind = kind = 'result';
    if (when === 'pre_match' && !isMarketKind(kind) && kind !== 'value') {
      ask.kind = kind = 'result';
      note('kind', 'the view before kick-off: the result');
    }
    const pastOfStatus = kind === 'match_status' && when !== 'pre_match';
    if (
      kind === 'form' ||
      kind === 'table' ||
      kind === 'strength' ||
      kind === 'fallback' ||
      pastOfStatus
    ) {
      const market = await marketWithout(frame.phrase);
      if (market && market.kind !== 'result') adopt(market, `without "${frame.phrase}"`);
      else {
        const counted = SEASON_COUNTS.match(text, language);
        if (counted) ask.kind = kind = counted.value;
        else if (when === 'last_match' || VENUES.match(text, language) || pastOfStatus)
          ask.kind = kind = 'result';
      }
    }
    if (isMarketKind(kind) || kind === 'form') {
      ask.when = when;
      if (when === 'last_n') ask.count = Number(/\d+/.exec(numericText(frame.phrase))?.[0] ?? 5);
    }
    note('frame', `"${frame.phrase}" → ${ask.when}${ask.count ? ` (${ask.count})` : ''}`);
  }
  if (ask.when !== 'match' && ask.when !== 'pre_match' && ask.when !== 'meetings') {
    // Counting past matches: "how many had over 2.5" is the matches' goals, "both teams" both
    // sides', "their last result" the result; a side's own goals need a scoring word.
    if (kind === 'team_totals' && BOTH_TEAMS[language].test(text)) ask.kind = kind = 'btts';
    const scoring = SCORING_VERB[language].test(text) || SCORING_VERB.en.test(text);
    if (kind === 'team_totals' && !selection.conceded && !scoring) ask.kind = kind = 'totals';
    if (kind === 'exact_score' && !selection.score) ask.kind = kind = 'result';
    const cleanSheets = SEASON_COUNTS.match(text, language)?.value === 'clean_sheet';
    if (kind === 'win_to_nil' && cleanSheets) ask.kind = kind = 'clean_sheet';
  }
  if (
    kind === 'head_to_head' &&
    ask.when === 'match' &&
    /(?:^| )(?:last|ultimo|ultima)(?= )/.test(text)
  ) {
    if (!/\d/.test(numericText(text))) ask.when = 'last_match';
  }
  const venue = VENUES.match(text, language);
  if (venue && (ask.when === 'season' || ask.when === 'last_n' || kind === 'form')) {
    ask.venue = venue.value;
    note('frame', `"${venue.phrase}" → ${venue.value} matches`);
  }

  // Meaning flips: the other side's goals, a side losing, both NOT to score.
  const conceded = CONCEDED[language].test(text) || CONCEDED.en.test(text);
  if (
    conceded &&
    selection.side &&
    ['team_totals', 'clean_sheet', 'totals', 'result'].includes(kind)
  ) {
    if (kind !== 'result' || ask.when !== 'match') {
      ask.kind = kind = 'team_totals';
      selection.conceded = true;
      delete selection.draw;
      note('flip', `conceded: ${selection.side}'s goals against`);
    }
  }
  const notLose = NOT_LOSE[language].test(text) || NOT_LOSE.en.test(text);
  if (
    notLose &&
    selection.side &&
    ['result', 'draw_no_bet'].includes(kind) &&
    ask.when === 'match'
  ) {
    ask.kind = kind = 'double_chance';
    delete selection.draw;
    note('flip', `${selection.side} not to lose`);
  }
  if (
    kind === 'result' &&
    selection.side &&
    ask.when === 'match' &&
    LOSE[language].test(text) &&
    !notLose &&
    !/ (?:or|o) /.test(` ${text} `)
  ) {
    selection.side = selection.side === 'home' ? 'away' : 'home';
    note('flip', `a side losing: ${selection.side} to win`);
  }
  if (kind === 'btts' && (BTTS_NO[language].test(text) || BTTS_NO.en.test(text))) {
    selection.direction = 'under';
    note('flip', 'both NOT to score');
  }
  if (selection.margin !== undefined && OR_MORE[language].test(text)) selection.orMore = true;
  const failsToScore = FAIL_TO_SCORE[language].test(text) || FAIL_TO_SCORE.en.test(text);
  if (failsToScore && selection.side && ['team_totals', 'result', 'clean_sheet'].includes(kind)) {
    ask.kind = kind = 'team_totals';
    ask.selection = selection = { side: selection.side, line: 0.5, direction: 'under' };
    note('flip', `${selection.side} fails to score`);
  }
  if (kind === 'half_time_full_time') {
    ask.selection = selection = halfTimeFullTimeIn(text, context.match) ?? {};
    delete ask.period;
  }
  // A price with words of comparison ("how does 1.65 on City stack up?"): the model against it.
  const quoted = ask.price ?? quotedPrice(text);
  if (
    quoted !== undefined &&
    kind !== 'value' &&
    kind !== 'implied_chance' &&
    VALUE_WORDS[language].test(text)
  ) {
    ask.kind = kind = 'value';
    ask.price = quoted;
    ask.selection = selection = {
      ...(selection.side && { side: selection.side }),
      ...(selection.draw && { draw: true as const }),
    };
    note('kind', `a price (${quoted}) weighed against the model`);
  }

  // A conversation names no selection; "why?" explains the answer before, whatever it names.
  if (isConversation(kind) || kind === 'why' || kind === 'head_to_head')
    ask.selection = selection = {};

  // The form of the answer.
  const twoNamed = / (?:or|o|vs|v|versus) /.test(` ${text} `) && QUESTION_WORD[language].test(text);
  if (COMPARISON[language].test(text) || (twoNamed && COMPARED_KINDS.has(kind)))
    ask.form = 'comparison';
  else if (isMarketKind(kind) && ask.price === undefined && ODDS_FORM[language].test(text))
    ask.form = 'odds';
  else if (
    ask.form === 'number' &&
    !isConversation(kind) &&
    !bareFollowUp(u) &&
    isYesNo(
      clause,
      text,
      language,
      kind,
      determinate(ask),
      ask.when === 'match' || ask.when === 'pre_match',
    )
  )
    ask.form = 'yes_no';
  if (ask.form !== 'number') note('form', ask.form);

  // The side asked about, for kinds about one side the understanding read as about the match
  // ("el siguiente partido del Tottenham"), and the first named in a comparison.
  const [first] = context.sides;
  const aboutOneSide = ONE_SIDE_KINDS.has(kind) || ask.form === 'comparison';
  if (first && aboutOneSide && !selection.side && !selection.draw && kind !== 'head_to_head') {
    ask.selection = selection = { ...selection, side: first };
    note('side', `${first}: the first side named`);
  }
  return ask;
}

// Kinds about one side: a side named is theirs, whatever the understanding made of it.
const ONE_SIDE_KINDS = new Set<AskKind>(['next_match', 'runs', 'table', 'form', 'strength']);

/** A yes/no question: an auxiliary verb first (in any of its sentences), a tag ("…, right?"),
 * a selection asked with a question mark and no question word ("btts?", "¿gana el Barça?").
 * "Can you analyse it?" is a request, not a yes/no question. */
function isYesNo(
  raw: string,
  text: string,
  language: Language,
  kind?: AskKind,
  determinate = true,
  thisMatch = true,
): boolean {
  const sentences = raw
    .split(/[.!]\s+/)
    .map((s) => normalizeText(s).replace(FILLER, ''))
    .filter(Boolean);
  const last = sentences.at(-1) ?? text;
  if (POLITE_REQUEST.test(last)) return false;
  if (sentences.some((s) => YES_NO_OPENER.test(s)) || TAG_QUESTION.test(text)) return true;
  if (RAW_TAG.test(raw)) return true;
  if (kind === 'value' && VALUE_QUESTION.test(text)) return true;
  // ("¿Y que no marquen los dos?": a "que" before a verb asks for it to happen.)
  const subjunctive = /^(?:y )?que no /.test(last);
  const questionWord =
    !subjunctive && (QUESTION_WORD[language].test(last) || QUESTION_WORD.en.test(last));
  if (!/[?¿]/.test(raw) || questionWord) return false;
  // ("Over 2.5 at 1.90, good price?" asks yes or no; "over 2.5, price?" asks the price.)
  if (kind === 'value') return determinate;
  if (TAIL[language].test(last)) return false;
  if (kind && isMarketKind(kind) && determinate && thisMatch) return true;
  return language === 'es' && VERB_ES.test(last);
}

/** A follow-up keeps the kind and time frame of the ask before where the understanding
 * inherited its topic ("did Arsenal win last week?" … "and Chelsea?"). */
function inherit(
  ask: Ask,
  understood: Understanding,
  text: string,
  language: Language,
  previous: Ask[],
  trace: TraceStep[],
): Ask {
  const before = previous.at(-1);
  if (before && Object.keys(ask.selection).length === 0 && isTail(text, understood, language)) {
    trace.push({ step: 'inherit', note: `«${text}» asks of the ${before.kind} before` });
    return askedOfTail({ ...before }, text, language, trace);
  }
  if (!before || !understood.resolvedFrom) return ask;
  const inherited = understood.intent === understood.resolvedFrom.intent;
  const next: Ask = { ...ask };
  const newKinds = ['standings', 'runs', 'next_match', 'implied_chance', 'combination'];
  // ("and the draw?" after "why?" asks the draw's chance: a why, like a conversation, passes
  // on what it explained, not itself.)
  const kindCarries =
    newKinds.includes(before.kind) ||
    before.when !== 'match' ||
    (bareFollowUp(understood) && (isMarketKind(before.kind) || before.kind === 'value'));
  if (inherited && kindCarries && !isConversation(ask.kind) && !isConversation(before.kind)) {
    next.kind = before.kind;
    if (before.standings) next.standings = before.standings;
    if (before.parts) next.parts = before.parts;
  }
  const normalized = normalizeText(text);
  const ownQuestion = QUESTION_WORD[language].test(normalized.replace(FILLER, ''));
  if (
    bareFollowUp(understood) &&
    !ownQuestion &&
    before.form !== 'number' &&
    next.form === 'number' &&
    next.kind === before.kind
  )
    next.form = before.form;
  const now = NOW.en.test(normalizeText(text)) || NOW.es.test(normalizeText(text));
  if (next.when === 'match' && before.when !== 'match' && next.kind === before.kind && !now) {
    next.when = before.when;
    if (before.count) next.count = before.count;
    if (before.venue && !next.venue) next.venue = before.venue;
  }
  if (JSON.stringify(next) !== JSON.stringify(ask))
    trace.push({ step: 'inherit', note: `from ${before.kind} (${before.when})` });
  return next;
}

/** Market clauses joined by "and"/"+"/"&"/"," with nothing asking them apart are one bet. */
function combine(
  asks: Ask[],
  parts: Part[],
  message: string,
  language: Language,
  trace: TraceStep[],
): Ask[] {
  if (asks.length < 2) return asks;
  const text = normalizeText(message);
  const saysOneBet = COMBINATION[language].test(text) || COMBINATION.en.test(text);
  const asksOdds = ODDS_FORM[language].test(text);
  const out: Ask[] = [];
  for (const [i, ask] of asks.entries()) {
    const clause = parts[i]?.clause;
    const joint = clause?.joint ?? null;
    const last = out.at(-1);
    const joined = last !== undefined && joint !== null && LEG_JOINTS.has(joint);
    // "Draw at half-time and City at full time": one HT/FT selection.
    if (joined && last && isHalfTimeThenFullTime(last, ask)) {
      const resultOf = (a: Ask) =>
        a.selection.draw ? 'draw' : (a.selection.side ?? last.selection.side ?? 'draw');
      out[out.length - 1] = {
        kind: 'half_time_full_time',
        selection: { halfTimeFullTime: { halfTime: resultOf(last), fullTime: resultOf(ask) } },
        when: 'match',
        form: asksOdds
          ? 'odds'
          : ask.form === 'yes_no' || last.form === 'yes_no'
            ? 'yes_no'
            : 'number',
      };
      trace.push({ step: 'combine', note: 'a half-time result then a full-time one: HT/FT' });
      continue;
    }
    const legs = last?.kind === 'combination' ? (last.parts ?? []) : last ? [last] : [];
    const clauseText = normalizeText(clause?.text ?? '').replace(FILLER, '');
    // ("…y si habrá menos de 3,5": "and whether" opens another question.)
    const whether =
      (joint === 'y' || joint === 'and') && /^(?:si|if|whether) (?!se )/.test(clauseText);
    const anotherAsk =
      whether ||
      ANOTHER_ASK.test(normalizeText(clause?.text ?? '')) ||
      (joint !== null && ANOTHER_ASK.test(joint));
    const joinsAsOne =
      joined &&
      !anotherAsk &&
      isLeg(ask) &&
      legs.every(isLeg) &&
      legs.every((leg) => leg.kind !== ask.kind) &&
      (saysOneBet ||
        (ask.form !== 'yes_no' &&
          !QUESTION_OPENER.test(clauseText) &&
          !YES_NO_OPENER.test(clauseText)));
    if (!joinsAsOne || !last) {
      // ("…with 10 men": a clause opened by "with" that is no leg belongs to the one before.)
      if (last && joint !== null && WITH_JOINTS.has(joint)) continue;
      out.push(ask);
      continue;
    }
    const all = [...legs, ask];
    out[out.length - 1] = {
      kind: 'combination',
      selection: {},
      when: 'match',
      form: asksOdds ? 'odds' : (all.find((p) => p.form !== 'number')?.form ?? 'number'),
      parts: all.map((p) => ({ ...p, form: 'number' })),
    };
    trace.push({
      step: 'combine',
      note: `${all.map((p) => p.kind).join(' & ')} as one bet${saysOneBet ? ' (said so)' : ''}`,
    });
  }
  // "Bet builder", "a qué cuota la pondrías": words about the bet, not a stake question.
  return out.some((a) => a.kind === 'combination') ? out.filter((a) => a.kind !== 'stake') : out;
}

const isHalfTimeThenFullTime = (first: Ask, second: Ask) =>
  first.kind === 'result' &&
  second.kind === 'result' &&
  first.period === 'first_half' &&
  second.period === undefined &&
  first.when === 'match' &&
  second.when === 'match';

/** A selection that can be a leg of one bet: a market on the final score of this match. */
const isLeg = (ask: Ask) =>
  isMarketKind(ask.kind) &&
  ask.kind !== 'next_goal' &&
  ask.kind !== 'combination' &&
  ask.when === 'match' &&
  (ask.kind !== 'result' || ask.selection.side !== undefined || ask.selection.draw === true);

/** Drops an ask that repeats the one before, or names the same kind with nothing of its own
 * ("Liverpool's position and points"). */
function dedupe(asks: Ask[]): Ask[] {
  return asks.filter((ask, i) => {
    const before = asks[i - 1];
    if (!before) return true;
    if (JSON.stringify(ask) === JSON.stringify(before)) return false;
    const adds = Object.entries(ask.selection).some(
      ([key, value]) =>
        JSON.stringify(value) !== JSON.stringify(before.selection[key as keyof Selection]),
    );
    return !(
      ask.kind === before.kind &&
      ask.when === before.when &&
      !adds &&
      !isConversation(ask.kind)
    );
  });
}

const RESULT_WORDS: Record<string, 'home' | 'draw' | 'away'> = {
  draw: 'draw',
  tie: 'draw',
  empate: 'draw',
  x: 'draw',
  home: 'home',
  local: 'home',
  '1': 'home',
  away: 'away',
  visitante: 'away',
  '2': 'away',
};

/** "ht/ft draw/city", "descanso empate, final Barça": the result at each end, read from a
 * pair "A/B" or "A-B" of results or club words. */
function halfTimeFullTimeIn(text: string, match: { home: string; away: string }): Selection | null {
  const word = (w: string) => {
    if (RESULT_WORDS[w]) return RESULT_WORDS[w];
    const named = (club: string) =>
      normalizeText(club)
        .split(' ')
        .some((part) => part.length > 2 && w.includes(part));
    if (named(match.home)) return 'home';
    if (named(match.away)) return 'away';
    return null;
  };
  for (const found of text.matchAll(/([a-z0-9]+)\s*[/-]\s*([a-z0-9]+)/g)) {
    const halfTime = word(found[1] ?? '');
    const fullTime = word(found[2] ?? '');
    if (halfTime && fullTime) return { halfTimeFullTime: { halfTime, fullTime } };
  }
  return null;
}

/** "And Chelsea?", "¿y el empate?": a follow-up that names only what changes. */
const bareFollowUp = (u: Understanding) =>
  u.resolvedFrom !== undefined && u.intent === u.resolvedFrom.intent;

/** A selection a yes or a no can answer: it settles on a score ("btts?", "Arsenal win?"), or
 * it is a price's value; "most likely score?" is not. */
const determinate = (ask: Ask) =>
  ask.kind === 'value' ||
  ask.kind === 'next_goal' ||
  settleOnScore({ ...ask, when: 'match' }, 1, 0) !== null;

/** Topics whose own words make a clause a leg or an ask, never a tail of the one before: every
 * market but the result ("what's the chance?" reads as the result), the records and strength. */
function ownTopic(intent: string): boolean {
  const kind = KIND_OF_INTENT.get(intent as Understanding['intent']);
  // (The half-time result is a topic of its own; who wins, now or at the end, is not, nor an
  // exact score with no score named: "wetin be the probability" reads as one.)
  if (!kind || intent === 'result' || intent === 'live' || intent === 'exact_score') return false;
  const from = CATALOGUE[kind].answeredFrom;
  return (
    from === 'scoreline' || (from === 'record' && kind !== 'match_status') || kind === 'strength'
  );
}

/** Mostly capitals: a shout ("VALENCIA SCORE AGAIN its over"). */
function shouted(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  const capitals = letters.replace(/[^\p{Lu}]/gu, '');
  return letters.length > 0 && capitals.length / letters.length >= 0.6;
}

/** The understanding read a market on the score in the clause (a leg of a bet may be bare). */
function readsAsMarket(u: Understanding): boolean {
  const kind = KIND_OF_INTENT.get(u.intent);
  return kind !== undefined && isMarketKind(kind);
}

// Kinds about one side, whose side may be named elsewhere in the message or before it.
const SIDED_KINDS = new Set<AskKind>([
  'result',
  'double_chance',
  'draw_no_bet',
  'win_to_nil',
  'clean_sheet',
  'form',
  'strength',
  'value',
  'implied_chance',
  'next_match',
  'runs',
  'table',
]);
// "They", "us", "lo gana", "ellos": a side named before, not in this clause.
const PRONOUN =
  /(?:^| )(?:they|them|their|theyre|we|us|our|lo|la|los|les|ellos|nosotros|nuestro|nuestros|su|sus)(?= |$)/;

/** A side for an ask about one side that names none: the one side the message names, or, for a
 * follow-up or a "they", the side of the ask before. */
function sideFromContext(
  ask: Ask,
  understood: Understanding,
  clause: string,
  messageSides: Side[],
  before: Ask[],
  trace: TraceStep[],
): Ask {
  const s = ask.selection;
  if (!SIDED_KINDS.has(ask.kind) || s.side || s.draw || ask.form === 'comparison') return ask;
  if (ask.kind === 'result' && ask.period) return ask;
  const [only, second] = messageSides;
  const previousSide = before.at(-1)?.selection.side;
  const followsOn = bareFollowUp(understood) || PRONOUN.test(normalizeText(clause));
  const side = only && !second ? only : followsOn ? previousSide : undefined;
  if (!side) return ask;
  trace.push({
    step: 'side',
    note: `${side}: ${only && !second ? 'the side the message names' : 'the side asked about before'}`,
  });
  return { ...ask, selection: { ...s, side } };
}
