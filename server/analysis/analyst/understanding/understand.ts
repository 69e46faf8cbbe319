import { StopwordsEn } from '@nlpjs/lang-en-min';
import { StopwordsEs } from '@nlpjs/lang-es';
import type { Language } from '../../../../contracts/language';
import { type Corpus, type IntentClassifier, loadCorpus, trainClassifier } from './classifier';
import { type ClubNames, clubModuleNames, extractEntities, mendClubSlips } from './entities';
import { normalizeText } from './normalize';
import { markPlayers } from './players';
import { OTHER_SPORTS_CLUBS, ruleIntent } from './rules';
import {
  type Entities,
  type HistoryMessage,
  type Intent,
  isTopic,
  type MatchTeams,
  type Side,
  type Understanding,
} from './understanding';

/** Below this classifier score a question is not taken as understood (bench:analyst tunes it). */
export const CONFIDENCE_THRESHOLD = 0.5;

// How sure the classifier must be of another topic to overrule the result rule (bench:analyst,
// round 9: 0.5-0.9 measured on dev and on 1,550 outside-written lines no model was trained on).
const SURE_OVER_THE_RESULT_RULE = 0.8;

// How sure it must be to overrule any other rule (round 10: 0.9-0.995 measured on dev and on
// the second dev set; below 0.98 the keyword rules' dev figures fall).
const SURE_OVER_ANY_RULE = 0.98;

// How many questions' readings are kept for the replay of chats' earlier turns.
const REMEMBERED_READINGS = 2000;

// How many earlier questions of a chat are read for context: enough for any follow-up chain.
const HISTORY_TURNS = 8;

// A question opening like this continues the previous one ("and win to nil?", "¿y el
// empate?"): what it does not say is taken from the previous question.
const CONTINUATION =
  /^(?:(?:ok|okay|vale|bueno|pues|so|right|alright) )?(?:and|also|what about|how about|y|e|tambien|que tal|que hay de|y si|and if)\b/;
// "No wait, I meant Chelsea", "same for Madrid", "lo mismo pal Chelsea": the same question of
// what it names.
const SAME_QUESTION =
  /^(?:(?:no|sorry|soz|perdon|wait|espera|oops|nah|ok|okay|vale|and|y) )*(?:i meant|i mean|meant|digo|quise decir|queria decir|me referia a|me refiero a|(?:the )?same (?:question )?(?:for|with)|lo mismo (?:para|pa|pal|con)|igual (?:para|pa|pal|con))\b/;

export interface UnderstandRequest {
  question: string;
  language: Language;
  match: MatchTeams;
  /** The chat's stored messages, oldest first: those before this question, or all of them
   * with the question stored last. */
  history: readonly HistoryMessage[];
}

export interface Understander {
  understand(request: UnderstandRequest): Promise<Understanding>;
  /** A question's words as the intent classifier reads them (no club names, normalized). */
  classifierText(question: string, language: Language, match: MatchTeams): Promise<string>;
  /** The match's sides a question names, in the order named. */
  sidesNamed(question: string, language: Language, match: MatchTeams): Promise<Side[]>;
}

// Topics about the whole match, not one of its teams.
const MATCH_WIDE = new Set<Intent>([
  'totals',
  'btts',
  'exact_score',
  'half_time',
  'head_to_head',
  'strength',
  'overview',
  'match_status',
  'next_goal',
  'table',
]);

// What a live-only question means on a match that is not being played.
const BEFORE_KICK_OFF: Partial<Record<string, Intent>> = { live: 'result', next_goal: 'totals' };
// And what "who wins?" means while it is: the chance now, from the live score.
const DURING_THE_MATCH: Partial<Record<string, Intent>> = { result: 'live' };

// Topics where a scoreline named is not the scoreline asked about ("now that it's 1-0").
const SCORE_ASIDE = new Set<Intent>([
  'exact_score',
  'live',
  'head_to_head',
  'half_time',
  'match_status',
  'stake',
  'cant_know',
  'injection',
  'abuse',
]);

// "Now that it's 1-0", "ahora que gana 1-0": the score named is the one on the board.
const SCORE_NOW =
  /\b(?:now that|now its|now it's|ahora que|ya que|con el|if it stays|si queda|down|up|abajo|arriba|perdiendo|ganando|winning|losing|leading|at the hour|al descanso|left|to go|remaining|quedan|por jugar)\b/;

// "When it's played", "cuando se juegue": a condition on a postponed match, not a question
// about when it is (the rest of the question is what is asked).
const WHEN_PLAYED =
  /\b(?:(?:para )?cuando (?:se juegue|lo jueguen|se dispute|se reprograme)|si (?:al final |finalmente |algun dia )?se (?:juega|juegue|disputa|llega a jugar)|when(?:ever)? (?:(?:it|they)(?:'s|'re)? )?(?:does |do )?(?:finally )?(?:get )?(?:is |are )?(?:gets? )?(?:played|play it|rescheduled)|(?:if|once) it'?s (?:ever )?(?:rescheduled|played))\b/g;

// "What does draw no bet mean?", "¿qué es el hándicap?": the market's meaning is asked (a
// short "what is a/the X" without chances, odds or a prediction in it).
const ASKS_MEANING =
  /\b(?:mean|means|meaning|significa|significan|quiere decir|quieren decir|que es eso de)\b|^(?:what(?: is|s| s)|que es|que son) (?:a |an |the |el |la |un |una |los |las )?(?!.*\b(?:likely|chance|chances|probab\w*|odds|prediction|pronostico|cuota|cuotas|score|marcador)\b)\S+(?: \S+){0,3}$/;

// Rules whose words also belong to other subjects ("history", "explain", "hello").
const WEAK_RULES = new Set<Intent>(['head_to_head', 'why', 'help', 'thanks']);

// Topics where a margin named is part of the question, not the question.
const MARGIN_ASIDE = new Set<Intent>([
  'winning_margin',
  'handicap',
  'why',
  'stake',
  'value',
  'live',
]);
// Topics that a line with a direction turns into a totals question.
const LINE_TO_TOTALS = new Set<Intent>([
  'result',
  'winning_margin',
  'double_chance',
  'draw_no_bet',
  'btts',
  'exact_score',
  'half_time',
  'live',
  'next_goal',
  'overview',
  'form',
  'strength',
  'table',
  // ("Under 3.5 still on?": the line, not whether the match is.)
  'match_status',
]);

// Topics that a signed line ("-1.5", "+2") turns into a handicap question.
const SIGNED_TO_HANDICAP = new Set<Intent>([
  'totals',
  'team_totals',
  'result',
  'double_chance',
  'draw_no_bet',
  'winning_margin',
  'follow_up',
  'fallback',
]);

// A question that only nudges the conversation on.
const CONNECTIVE =
  /^(?:so|and|and so|and then|well|then|go on|and now|y|y bien|y entonces|entonces|bueno|pues|y que|y ahora|o sea)$/;

// Words that add nothing to what a follow-up names ("and in the first half?", "¿y en la
// segunda parte entonces?").
const FILLER = new Set(
  'and also what about how in the at for then on so ok with just only y e en el la los las al a de del para que tal tambien entonces pues vale con solo tho though'.split(
    ' ',
  ),
);

// Topics a question is never asked without one of these words: a double chance without the
// draw, a defeat or the market's name, the head-to-head without the past or the two meeting.
const TOPIC_WORDS: Partial<Record<string, RegExp>> = {
  double_chance:
    /\b(?:draw|tie|level|empat[a-z]*|tablas|los[ei][a-z]*|lost|beaten|defeat|derrota|pierd[a-z]*|perd[a-z]*|double|doble|1x|x2|12|unbeaten|invict[a-z]*|point|punto|avoid|evit[a-z]*)\b/,
  head_to_head:
    /\b(?:last|previous|recent|recently|lately|histor[a-z]*|often|all time|record|meet|met|meetings?|h2h|head|ever|before|past|times|usually|ultim[a-z]*|anterior[a-z]*|enfrent[a-z]*|cara|veces|vez|nunca|suele|each other|between|entre|derbis?|derby|derbies|clasicos?|won|beat|gano|ganaron)\b/,
};
// "The last games", "los últimos": with both clubs named, their meetings.
const LAST_GAMES = /\b(?:last|previous|recent|ultimos?|ultimas?|anteriores)\b/;

// "Who's ahead", "quién va ganando": the result's words in a half-time question.
const AHEAD =
  /\b(?:ahead|in front|leading|winning|who leads|va ganando|van ganando|por delante|adelante|empatados|level)\b/;

// A message of starred words only ("*chelsea *tomorrow"): corrections of the one before.
const CORRECTION_ONLY = /^\s*(?:\*[^\s*]+\s*)+$/;

// "En todo el partido", "between them", "where are they both?", "who's better?": about both
// sides together.
const WHOLE_MATCH =
  /\b(?:todo el partido|whole (?:match|game)|in total|en total|entre (?:ellos|los dos|ambos)|between (?:them|the two)|both (?:teams|sides)|(?:they|them|are) both|both of them|los dos equipos|ambos equipos|(?:estan|van|andan|son) (?:los dos|ambos)|each other|(?:they'?ve|they have|they) met|entre si|se enfrentaron|who(?:'s| is) (?:the )?(?:better|stronger)|quien es (?:el )?(?:mejor|mas fuerte))\b/;

// Markets of one side (a follow-up naming none is about the side just discussed).
const ONE_SIDE = new Set<Intent>([
  'winning_margin',
  'team_totals',
  'clean_sheet',
  'win_to_nil',
  'double_chance',
  'draw_no_bet',
  'handicap',
]);

// The side just discussed, named by a pronoun.
const THEM =
  /\b(?:they|them|their|theyre|theyll|dem|(?<!entre )ellos|suyo|suya|suyos|suyas)\b(?! (?:play|played|meet|met) each other)/;

// What fans call the match itself.
const MATCH_NAMES = /\b(?:el |the )?(?:clasico|derbi|derby)\b/g;

// Topics with the draw in them, as an outcome or part of a bet.
const DRAW_TOPICS = new Set<Intent>([
  'result',
  'half_time',
  'live',
  'why',
  'exact_score',
  'double_chance',
  'draw_no_bet',
  'value',
  'stake',
  'confidence',
]);

// Which entities each topic can use: an inherited one the new topic cannot is dropped ("and
// btts?" after "over 2.5?" is BTTS, not BTTS over 2.5).
const USES: Partial<Record<keyof Entities, ReadonlySet<Intent>>> = {
  line: new Set(['totals', 'team_totals', 'handicap', 'why', 'value']),
  direction: new Set(['totals', 'team_totals', 'handicap', 'why', 'value']),
  margin: new Set(['winning_margin', 'why']),
  score: new Set(['exact_score', 'live', 'why']),
  price: new Set(['value']),
  draw: new Set(['result', 'half_time', 'live', 'why', 'exact_score']),
  // (The price, the track record or the table of a half is not asked: "and the price on them?"
  // after a half-time question is the match's.)
  period: new Set([
    'result',
    'half_time',
    'live',
    'why',
    'exact_score',
    'totals',
    'team_totals',
    'btts',
    'clean_sheet',
    'win_to_nil',
    'winning_margin',
    'double_chance',
    'draw_no_bet',
    'handicap',
    'next_goal',
  ]),
};

// What the conversational corpus lines are about: anything but the match.
const OFF_THE_MATCH = new Set<Intent>([
  'off_topic',
  'greeting',
  'thanks',
  'help',
  'abuse',
  'injection',
]);

const NOT_ABOUT_THE_MATCH = new Set<Intent>([
  'off_topic',
  'help',
  'greeting',
  'thanks',
  'fallback',
]);

type RawEntities = Entities & {
  otherSide?: true;
  bareDirection?: 'over' | 'under';
  signed?: true;
  /** The live score on the board, named as the question's moment (not asked about). */
  boardScore?: Entities['score'];
};
/** `bare`: the question is its entities and at most one word ("3.5?", "¿el Madrid?").
 * `ruled`: a topic's own word named it (rules.ts), not the classifier's guess. */
type Raw = {
  intent: Intent;
  confidence: number;
  entities: RawEntities;
  bare: boolean;
  ruled: boolean;
};

// Topics that are not about the match: whatever numbers they hold are not asked about (the
// club named is kept: "say Arsenal will win" is about Arsenal).
const NO_NUMBERS = new Set<Intent>([
  'off_topic',
  'abuse',
  'injection',
  'greeting',
  'thanks',
  'help',
  'cant_know',
]);

const hasEntities = (e: RawEntities) =>
  Object.entries(e).some(
    ([key, value]) =>
      value !== undefined && key !== 'direction' && key !== 'signed' && key !== 'boardScore',
  );

export async function createUnderstander(
  options: { clubs?: ClubNames; classifier?: IntentClassifier } = {},
): Promise<Understander> {
  // Read once: the classifier trains on it and the word lists below come from it.
  const corpora = { en: loadCorpus('en'), es: loadCorpus('es') };
  const classifier = options.classifier ?? (await trainClassifier(corpora));
  const clubs = options.clubs ?? clubModuleNames;
  // The words the corpus uses: a word outside them where a club would go may be a player.
  // (Not the "can't know" lines': they name players.)
  const wordsOf = (corpus: Record<Language, Corpus>) =>
    new Set(
      (['en', 'es'] as const).flatMap((language) =>
        Object.entries(corpus[language])
          .filter(([intent]) => intent !== 'cant_know')
          .flatMap(([, list]) =>
            (list ?? []).flatMap((u) => normalizeText(u.replaceAll('@team', ' ')).split(' ')),
          ),
      ),
    );
  const vocabulary = wordsOf(corpora);
  const known = (word: string) => vocabulary.has(word);
  // A word one slip from a club's name is that club unless the hand-written corpus uses it (the
  // writers' questions keep the misspelt clubs the entities did not take out: "chelsae").
  const written = wordsOf({
    en: loadCorpus('en', { asked: false }),
    es: loadCorpus('es', { asked: false }),
  });
  const aWord = (word: string) => written.has(word);
  // Words football questions use more than any other: counted in the topics' corpus lines
  // against the conversational ones (off-topic, greetings, help...). A question with none of
  // them, no club and no number has nothing to say about the match.
  const uses = (about: (intent: Intent) => boolean) => {
    const counts = new Map<string, number>();
    for (const language of ['en', 'es'] as const) {
      for (const [intent, list] of Object.entries(corpora[language])) {
        if (!about(intent as Intent)) continue;
        for (const u of list ?? []) {
          for (const word of new Set(normalizeText(u.replaceAll('@team', ' ')).split(' ')))
            counts.set(word, (counts.get(word) ?? 0) + 1);
        }
      }
    }
    return counts;
  };
  const isFootball = (intent: Intent) => !OFF_THE_MATCH.has(intent);
  const inFootball = uses(isFootball);
  const elsewhere = uses((intent) => !isFootball(intent));
  const footballWords = new Set(
    [...inFootball].filter(([word, n]) => n > (elsewhere.get(word) ?? 0)).map(([word]) => word),
  );
  // Words that say what a question is about: not NLP.js's stop words, not numbers.
  const english = new StopwordsEn();
  const spanish = new StopwordsEs();
  const contentWords = (text: string) =>
    text
      .split(' ')
      .filter(
        (word) =>
          word && !/\d/.test(word) && !english.isStopword(word) && !spanish.isStopword(word),
      );

  /** A question's entities, and its words as the classifier reads them. */
  async function readWords(question: string, language: Language, match: MatchTeams) {
    const normalized = mendClubSlips(normalizeText(question), match, clubs, language, aWord);
    const extracted = await extractEntities(normalized, match, clubs, language);
    // Club names say nothing about the intent: the classifier reads the question without them.
    const text = withoutSpans(normalized, extracted.teamSpans)
      .replace(WHEN_PLAYED, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    // "El clásico", "the derby" name the match: like club names, nothing about the intent.
    const unnamed = text.replace(MATCH_NAMES, ' ').replace(/\s+/g, ' ').trim();
    return { normalized, extracted, text, unnamed };
  }

  /** One question alone: the best of the two languages' classifiers, and its entities. */
  async function read(question: string, language: Language, match: MatchTeams): Promise<Raw> {
    const { normalized, extracted, text, unnamed } = await readWords(question, language, match);
    const { teamSpans, teamsNamed, sidesNamed: _, sideBySide, wordSpans, ...found } = extracted;
    const entities: RawEntities = found;
    const other: Language = language === 'en' ? 'es' : 'en';
    const [own, foreign] = await Promise.all([
      classifier.classify(unnamed, language),
      classifier.classify(unnamed, other),
    ]);
    // The question's own language, unless it does not understand the question and the
    // other one does (a Spanish fan writing "over 2.5 both teams?"). A classifier shown words
    // it never saw can still be sure of something, so the other one only fills a gap.
    const ownUnsure = own.intent === 'None' || own.score < CONFIDENCE_THRESHOLD;
    const classified =
      ownUnsure && foreign.intent !== 'None' && foreign.score >= CONFIDENCE_THRESHOLD
        ? foreign
        : own;
    // A topic's own word ("clean sheet", "árbitro") settles it, whatever the phrasing around it.
    let ruled = ruleIntent(text, known, withoutSpans(normalized, teamSpans, ' @team '));
    if (teamsNamed === 0 && OTHER_SPORTS_CLUBS.test(text)) ruled = 'off_topic';
    // A topic's word in a question the classifier is sure is about something else, with no
    // club, number or market word in it: "the history of Rome" is not head-to-head, "explain
    // quantum physics" no "why?".
    if (
      ruled &&
      WEAK_RULES.has(ruled) &&
      classified.intent === 'off_topic' &&
      classified.score >= 0.8 &&
      teamsNamed === 0 &&
      entities.otherClub === undefined &&
      !hasEntities(entities) &&
      !/\d/.test(text) &&
      // ("How come?", "how come but", "¿por qué entonces?" are nothing but "why?", whatever
      // the classifier hears in them.)
      !/^(?:(?:but|and|so|pero|y|entonces) )?(?:how come|why|por que)(?: (?:but|then|tho|though|so|mate|like|lad|la|bro|man|entonces|pues))?$/.test(
        text,
      )
    )
      ruled = 'off_topic';
    // Both clubs' last games are their meetings ("how did the last few Arsenal Chelsea games
    // go", "¿cómo les fue en los últimos Atleti-Valencia?"), not one side's form.
    const lastGamesOfBoth = teamsNamed === 2 && LAST_GAMES.test(text);
    if (ruled === 'form' && lastGamesOfBoth) ruled = 'head_to_head';
    // (So is the classifier's form: "últimos united liverpool, quién ganó".)
    const formOfBoth = !ruled && lastGamesOfBoth;
    // A topic's word can belong to another topic's question ("who scored United's goal?" is
    // no next goal): a classifier all but certain of another topic outranks any rule, in more
    // than a few words (a rule reads "score?" or "¿y los Spurs marcan?" whole).
    // (Never to a topic none of whose words is there: "can win or not lah" is no double
    // chance, "whenever it gets played, Sevilla win it?" no head-to-head; nor over a known
    // player's name, which the model cannot answer for: "¿juega Saka mañana?")
    const overrules =
      (TOPIC_WORDS[classified.intent]?.test(text) ?? true) &&
      !(ruled === 'cant_know' && markPlayers(text, '@listed') !== text);
    if (
      ruled &&
      overrules &&
      classified.intent !== ruled &&
      classified.intent !== 'None' &&
      classified.score >= SURE_OVER_ANY_RULE &&
      unnamed.split(' ').length > 3
    )
      ruled = undefined;
    // The result rule is the last and broadest ("win", "draw", "gana"): most markets are asked
    // with those words ("win without conceding", "win or draw", "gana por dos"). A classifier
    // sure of another topic outranks it, unless the draw is named ("ends all square?" is the
    // draw's own question, whatever the classifier makes of it).
    if (
      ruled === 'result' &&
      overrules &&
      !entities.draw &&
      classified.intent !== 'result' &&
      classified.intent !== 'None' &&
      // (A topic: "a ver quién gana esto, que mi cuñao me tiene frito" is no small talk.)
      isTopic(classified.intent) &&
      classified.score >= SURE_OVER_THE_RESULT_RULE
    )
      ruled = undefined;
    // A sum or a question about something else: its numbers are no line or score.
    if (ruled === 'off_topic') {
      return { intent: ruled, confidence: 1, entities: {}, bare: false, ruled: true };
    }
    // On a live match, the score on the board is the moment the question is asked in ("1-0
    // up, do they see it out?"), not a scoreline asked about, unless the exact score is.
    // ("Valencia winning 1-0 now" with Valencia away: the board, from the leader's side.)
    const board = match.score;
    const onTheBoard =
      board &&
      entities.score &&
      ((entities.score.home === board.home && entities.score.away === board.away) ||
        (entities.score.home === board.away &&
          entities.score.away === board.home &&
          SCORE_NOW.test(text)));
    if (onTheBoard && ruled !== 'exact_score') {
      entities.boardScore = entities.score;
      delete entities.score;
    }
    const chosen = ruled ? { ...classified, intent: ruled, score: 1 } : classified;
    // "United win 2-1 at full time?": a scoreline with a result asks about that scoreline,
    // even on a live match (where "who wins?" alone is the chance now).
    if (
      entities.score &&
      !SCORE_NOW.test(text) &&
      (chosen.intent === 'result' || (!ruled && chosen.intent === 'match_status'))
    )
      chosen.intent = 'exact_score';
    // "¿Gana el Barça?" before kick-off is about the result, however much it reads like
    // "can they still win?": live intents only on a live match.
    const notLive = match.status !== undefined && match.status !== 'live';
    const statusMap = notLive ? BEFORE_KICK_OFF : match.status === 'live' ? DURING_THE_MATCH : {};
    const best = { ...chosen, intent: statusMap[chosen.intent] ?? chosen.intent };
    let intent: Intent = best.intent === 'None' ? 'fallback' : best.intent;
    if (best.score < CONFIDENCE_THRESHOLD) intent = 'fallback';
    const namesAClub = teamsNamed > 0 || entities.otherClub !== undefined;
    // A club named (in more than a bare follow-up) is a question about football, whatever
    // else the classifier heard in it: its best topic.
    const words = unnamed.split(' ').filter(Boolean).length;
    // (A football word alone is not enough: small talk and help mention football too.)
    if (!ruled && namesAClub && words > 1 && NOT_ABOUT_THE_MATCH.has(intent)) {
      const topic = (classified.ranked ?? []).find(
        (c) => c.intent !== 'None' && isTopic(c.intent) && c.score > 0,
      );
      if (topic) intent = statusMap[topic.intent] ?? (topic.intent as Intent);
    }
    // No club, no number, no word that football questions use more than others, and a word
    // of another subject: not about the match, whatever topic the classifier picked (below its threshold it stays a fallback:
    // "what I can answer" also suits a garbled football question).
    if (
      !ruled &&
      !namesAClub &&
      !hasEntities(entities) &&
      entities.direction === undefined &&
      // (Not a word or two the classifier cannot place: "gidday", "aye aye" may be a greeting.)
      (isTopic(intent) || (intent === 'fallback' && words > 2)) &&
      !/\d/.test(text) &&
      !contentWords(text).some((word) => footballWords.has(word)) &&
      // Some word of another subject, not only unknown ones (a typo may hide a football word).
      contentWords(text).some((word) => elsewhere.has(word))
    )
      intent = 'off_topic';
    // "2.5?" or "¿y el visitante?": no words to classify, but entities that continue a topic.
    if (intent === 'fallback' && hasEntities(entities)) intent = 'follow_up';
    // A line, a score or the draw is about this match, whatever the words around it resemble.
    const marketEntity =
      entities.line !== undefined || entities.score !== undefined || entities.draw === true;
    if (marketEntity && NOT_ABOUT_THE_MATCH.has(intent)) intent = 'follow_up';
    // The draw named, and a topic the classifier guessed that has no draw in it ("honours
    // even?" read as strength): the draw's own topic.
    // (On a live match, the draw from here: "finishing level, given the score?".)
    // ("The draw looks a fair shout, what d'you reckon?" asks about the draw, not the match.)
    if (
      entities.draw &&
      (!ruled || ruled === 'overview') &&
      isTopic(intent) &&
      !DRAW_TOPICS.has(intent)
    )
      intent = statusMap.result ?? 'result';
    if (formOfBoth && intent === 'form') intent = 'head_to_head';
    // "Does United hold on or do they get pegged back to a draw?": the side's chance now.
    if (intent === 'live' && entities.team && !(teamsNamed === 2 && sideBySide))
      delete entities.draw;
    // In these markets the draw is part of the bet, not what is asked about.
    if (intent === 'draw_no_bet' || intent === 'double_chance') delete entities.draw;
    // A scoreline named asks about that scoreline ("¿probabilidad de 1 a 1?", "1-1 odds?").
    if (entities.score && !SCORE_ASIDE.has(intent) && isTopic(intent)) intent = 'exact_score';
    // "¿Gana el Barça por dos?": a margin asks about the margin.
    // (On a live match too: "¿el United gana por dos?" is the margin, not the chance now.)
    if (
      entities.margin !== undefined &&
      isTopic(intent) &&
      (!MARGIN_ASIDE.has(intent) || (intent === 'live' && chosen.intent === 'result'))
    )
      intent = 'winning_margin';
    // "Over 1.5 in the first half?", "¿ahora habrá más de 2.5?": a directed line is a totals
    // question, in whatever period or moment it names.
    if (
      entities.line !== undefined &&
      entities.direction &&
      (LINE_TO_TOTALS.has(intent) || ((intent === 'value' || intent === 'clean_sheet') && !ruled))
    )
      intent = 'totals';
    // The classifier's handicap without the word "handicap": a directed line is goals ("over
    // 1.5?"), a margin is the margin ("Barça por uno").
    if (intent === 'handicap' && !ruled && !entities.signed) {
      if (entities.line !== undefined && entities.direction) intent = 'totals';
      else if (entities.margin !== undefined) intent = 'winning_margin';
    }
    // "Arsenal -2": a line written with its sign is a handicap, whatever market the
    // classifier heard.
    if (entities.signed && (SIGNED_TO_HANDICAP.has(intent) || (!ruled && isTopic(intent))))
      intent = 'handicap';
    // "¿Madrid más de 0.5 goles?": a directed line and one team named, with no words the
    // classifier knows, is that team's goals.
    if (
      (intent === 'follow_up' || intent === 'fallback') &&
      entities.line !== undefined &&
      entities.direction &&
      !entities.signed &&
      teamsNamed === 1
    )
      intent = 'totals';
    // "How many goals will Madrid score?": the goals of the one team named.
    if (intent === 'totals' && teamsNamed === 1 && entities.team) intent = 'team_totals';
    // "At least one goal? Last time was a 0-0": beside a goals line, a scoreline is the
    // memory or the fear, not what is asked.
    if ((intent === 'totals' || intent === 'team_totals') && entities.direction)
      delete entities.score;
    // "Over 2.5 in Arsenal v Chelsea?": naming both teams is naming the match (a live "will
    // United hold on against Liverpool?" asks about the first, "Atleti-Valencia now?" not).
    if (
      teamsNamed === 2 &&
      (MATCH_WIDE.has(intent) ||
        intent === 'form' ||
        ((intent === 'live' || intent === 'cant_know' || intent === 'stake') && sideBySide) ||
        intent === 'value' ||
        entities.draw)
    )
      delete entities.team;
    // Bare: nothing but what it names, and the little words around it ("in the first half?").
    const said = withoutSpans(normalized, [...teamSpans, ...wordSpans])
      .split(' ')
      .filter((word) => word && !FILLER.has(word) && !/\d/.test(word));
    // "So?", "¿y bien?": nothing but a nudge to go on.
    if (!ruled && CONNECTIVE.test(unnamed)) intent = 'follow_up';
    const bare =
      hasEntities(entities) &&
      (unnamed.split(' ').filter(Boolean).length <= 1 || said.length === 0);
    // "Bookie pays 2.10": a price, not a goals line; "over 2.5 at 1.90": a line and its price.
    if (intent === 'value') {
      if (!entities.direction || entities.line === entities.price) {
        delete entities.line;
        delete entities.direction;
      }
      delete entities.signed;
    }
    // A stake or the kick-off holds no market ("una combinada de 6 partidos", "¿cuándo se
    // juega al final?"): only the side it names, and it may still continue a topic.
    if (intent === 'stake' || intent === 'match_status') {
      for (const key of [
        'line',
        'direction',
        'signed',
        'margin',
        'score',
        'period',
        'draw',
      ] as const)
        delete entities[key];
    }
    if (NO_NUMBERS.has(intent)) {
      // ("How to make roti at home", "graciñas, home": a side word in small talk names no side.)
      const smallTalk = intent !== 'cant_know' && intent !== 'injection' && intent !== 'abuse';
      const team = smallTalk && teamsNamed === 0 ? undefined : entities.team;
      // (An insult's "bag of hammers" is no West Ham; "Hull lad here" in a hello asks nothing
      // about Hull.)
      const otherClub =
        intent === 'abuse' || intent === 'greeting' || intent === 'thanks'
          ? undefined
          : entities.otherClub;
      return {
        intent,
        confidence: best.score,
        entities: {
          ...(team && { team }),
          ...(otherClub && { otherClub }),
          // ("¿y menos?" heard as help is still a new direction for the line just discussed,
          // and "and at half-time?" heard as anything still that half.)
          ...(entities.bareDirection && { bareDirection: entities.bareDirection }),
          ...(bare && !ruled && entities.period && { period: entities.period }),
        },
        // ("¿del United?" read as a can't-know question still continues the topic.)
        bare: bare && !ruled,
        ruled: !!ruled,
      };
    }
    return { intent, confidence: best.score, entities, bare, ruled: !!ruled };
  }

  // Every answer replays the chat's earlier questions: each is read once, then remembered
  // (bounded; least recently used first out). Reading is deterministic for a given question,
  // language and match, and callers get their own copy.
  const remembered = new Map<string, Promise<Raw>>();
  function readOnce(question: string, language: Language, match: MatchTeams): Promise<Raw> {
    const key = JSON.stringify([question, language, match.home, match.away, match.status]);
    let reading = remembered.get(key);
    if (reading) {
      remembered.delete(key);
    } else {
      reading = read(question, language, match);
      reading.catch(() => remembered.delete(key));
    }
    remembered.set(key, reading);
    if (remembered.size > REMEMBERED_READINGS) {
      remembered.delete(remembered.keys().next().value as string);
    }
    return reading.then((raw) => structuredClone(raw));
  }

  return {
    async classifierText(question, language, match) {
      return (await readWords(question, language, match)).unnamed;
    },
    async sidesNamed(question, language, match) {
      return (await readWords(question, language, match)).extracted.sidesNamed;
    },
    async understand({ question, language, match, history }) {
      const asked = history.filter((m) => m.role === 'user');
      // chat-reply stores the question before answering it: the whole stored chat may be
      // passed, and the question itself is then not its own context.
      if (asked.at(-1)?.content === question && history.at(-1)?.role === 'user') asked.pop();
      const earlier = asked.slice(-HISTORY_TURNS);
      // Replays the chat's questions in order, so the context is exactly what it was when
      // each was asked: the stored history is the whole state (a reload changes nothing).
      let context: { understanding: Understanding; turn: number } | undefined;
      // "*chelsea *tomorrow" right after "will chelsae win tomoro": the question before, with
      // its slips mended, asked again in the context it had.
      let before: { context: typeof context; text: string } | undefined;
      const mended = (content: string) => {
        const correcting = CORRECTION_ONLY.test(content) && before !== undefined;
        if (correcting) context = before?.context;
        const text = correcting ? `${before?.text} ${content}` : content;
        before = { context, text };
        return text;
      };
      for (const [turn, message] of earlier.entries()) {
        const text = mended(message.content);
        const raw = await readOnce(text, message.language, match);
        const understood = settle(resolve(raw, text, message.language, context));
        // After "why?", a follow-up continues what was explained ("¿y el Madrid?"). How sure
        // the model is carries no side, but the side discussed stays the one "them" means
        // ("Barça win? ... how sure? ... bookies have them at 2.30, value?").
        const side = context?.understanding.entities.team;
        const topic =
          understood.intent === 'why' && understood.resolvedFrom
            ? { ...understood, intent: understood.resolvedFrom.intent }
            : understood.intent === 'confidence' && side
              ? { ...understood, entities: { ...understood.entities, team: side } }
              : understood;
        if (isTopic(topic.intent)) context = { understanding: topic, turn };
      }
      const text = mended(question);
      const raw = await readOnce(text, language, match);
      const understood = settle(resolve(raw, text, language, context));
      return ASKS_MEANING.test(normalizeText(question))
        ? { ...understood, asksMeaning: true }
        : understood;

      function resolve(
        raw: Raw,
        text: string,
        asked: Language,
        context: { understanding: Understanding; turn: number } | undefined,
      ): Understanding {
        const { otherSide, bareDirection, signed, boardScore, ...entities } = raw.entities;
        const base = { confidence: raw.confidence, language: asked };
        const normalized = normalizeText(text);
        const sameQuestion = SAME_QUESTION.test(normalized);
        // "They", "suyo": the side just discussed.
        const aboutThem = THEM.test(normalized);
        if (!context) {
          // A follow-up with nothing to follow: what it names may still be a topic ("2.5?").
          // "So?" with nothing before it: what it thinks of the match.
          const intent =
            raw.intent !== 'follow_up'
              ? raw.intent
              : CONNECTIVE.test(normalized)
                ? 'overview'
                : followUpIntent(undefined, entities, signed);
          return { ...base, intent, entities };
        }
        const previous = context.understanding;
        const resolvedFrom = {
          intent: previous.intent,
          entities: previous.entities,
          turn: context.turn,
        };
        // "and under?": a new direction for the previous line, whatever the classifier made
        // of the word.
        const newDirection = bareDirection !== undefined && previous.entities.line !== undefined;
        if (newDirection) entities.direction = bareDirection;
        // A question that is only what it names ("¿del United?") continues the topic, whatever
        // the classifier made of its one word.
        const bareFollowUp = raw.bare && !raw.ruled;
        const continues =
          raw.intent === 'follow_up' ||
          sameQuestion ||
          newDirection ||
          raw.bare ||
          raw.intent === 'why' ||
          // "So should I back them?", "they pay 5.0, worth it?": a stake or a price on what
          // was just discussed.
          ((raw.intent === 'stake' || raw.intent === 'value') &&
            !hasEntities({ ...raw.entities, price: undefined })) ||
          ((isTopic(raw.intent) || raw.intent === 'fallback') && CONTINUATION.test(normalized));
        if (!continues) {
          // "By how much?", "will they keep a clean sheet?": a market of one side, asked with
          // no side named right after one was, is about that side; so is any topic asked of
          // "them" ("they scoring next?", "¿el siguiente gol es suyo?").
          // (Not the meetings, or a question about both: "what happened the last few times
          // they met?")
          if (
            (ONE_SIDE.has(raw.intent) || (isTopic(raw.intent) && aboutThem)) &&
            raw.intent !== 'head_to_head' &&
            !(WHOLE_MATCH.test(normalized) && MATCH_WIDE.has(raw.intent)) &&
            !entities.team &&
            !entities.otherClub &&
            !otherSide &&
            previous.entities.team
          )
            return {
              ...base,
              // ("How many goals will they score?": that side's goals.)
              intent: raw.intent === 'totals' ? 'team_totals' : raw.intent,
              entities: { ...entities, team: previous.entities.team },
            };
          return { ...base, intent: raw.intent, entities };
        }
        // "And in the first half?" after a BTTS question is BTTS in the first half, not the
        // half-time result its words resemble.
        // (After "who wins?" it is the half-time result: "and at half time?".)
        const onlyPeriod =
          raw.intent === 'half_time' &&
          !AHEAD.test(normalized) &&
          previous.intent !== 'half_time' &&
          previous.intent !== 'result' &&
          previous.intent !== 'live';
        const followed =
          raw.intent === 'follow_up' ||
          onlyPeriod ||
          bareFollowUp ||
          newDirection ||
          sameQuestion ||
          // ("Vale, ¿y el Chelsea cuánto tiene?": a continuation the classifier is unsure of;
          // "and if it stays 1-0?" after a scoreline: the board's score as the final one.)
          (CONTINUATION.test(normalized) &&
            !raw.ruled &&
            (raw.confidence < CONFIDENCE_THRESHOLD ||
              (boardScore !== undefined && previous.intent === 'exact_score')))
            ? followUpIntent(previous.intent, entities, signed)
            : raw.intent;
        // "¿Y al final?" after a half-time question: the result at full time; while the match
        // is played, the result is the chance now ("and does it end level?").
        const atFullTime =
          followed === 'half_time' && entities.period === 'full_time' ? 'result' : followed;
        // "¿Y el empate a 3,60?" after a price: another price, still the value question.
        const priced =
          entities.price !== undefined && previous.intent === 'value' ? 'value' : atFullTime;
        const intent = match.status === 'live' && priced === 'result' ? 'live' : priced;
        const inherited = { ...previous.entities };
        // A question with its own topic words ("¿y los Spurs marcan?") keeps the side and the
        // period it follows, not the line, margin or score asked before; "why?" explains them.
        if (raw.ruled && intent === raw.intent && raw.intent !== 'why') {
          delete inherited.line;
          delete inherited.direction;
          delete inherited.margin;
          delete inherited.score;
        }
        // "¿Y más de 1.5 en todo el partido?", "between them": the whole match, no side; nor
        // the meetings or the clock, whatever side was discussed ("and the head to head?",
        // "vale, ¿y en qué minuto van?").
        if (
          (WHOLE_MATCH.test(normalized) && MATCH_WIDE.has(intent)) ||
          intent === 'head_to_head' ||
          intent === 'match_status'
        )
          delete inherited.team;
        // "2-2? ... and at the break?": the score at the break is asked, not the same scoreline.
        if (entities.period === 'first_half' && previous.entities.period !== 'first_half')
          delete inherited.score;
        // "And who scores next?" after a question about one team is about the match ("¿y el
        // siguiente gol es suyo?" still about that team).
        // ("And at half time?" after "Chelsea win?" is Chelsea ahead at the break.)
        const halfOfTheResult =
          intent === 'half_time' && (previous.intent === 'result' || previous.intent === 'live');
        if (
          MATCH_WIDE.has(intent) &&
          !MATCH_WIDE.has(previous.intent) &&
          !halfOfTheResult &&
          !aboutThem
        )
          delete inherited.team;
        // "How sure are you?" after a side's chance asks about the model, not that side
        // again ("how sure are you City win?" names its side itself).
        if (intent === 'confidence') {
          delete inherited.team;
          delete inherited.draw;
        }
        if (intent !== previous.intent) {
          for (const [key, uses] of Object.entries(USES)) {
            if (!uses.has(intent)) delete inherited[key as keyof Entities];
          }
        }
        const merged = mergeEntities(inherited, entities, otherSide === true);
        // "Most likely final score? ... and if it stays 1-0?": the board's score is the
        // scoreline asked about.
        if (intent === 'exact_score' && previous.intent === 'exact_score' && boardScore)
          merged.score ??= boardScore;
        return { ...base, intent, entities: merged, resolvedFrom };
      }
    },
  };
}

// An article before a club's name belongs to the name ("el Barça", "the Gunners"); "del"
// and "al" keep their preposition.
const ARTICLE_BEFORE = /(?:^|\s)(?:(el|la|los|las|the)|(del)|(al))\s*$/;

/** The text without the spans (club names), or with `marker` where each stood. */
function withoutSpans(
  text: string,
  spans: ReadonlyArray<{ start: number; end: number }>,
  marker = '',
) {
  let out = text;
  for (const { start, end } of [...spans].sort((a, b) => b.start - a.start)) {
    const before = out
      .slice(0, start)
      .replace(ARTICLE_BEFORE, (_all, _article, del, al) => (del ? ' de ' : al ? ' a ' : ' '));
    out = `${before}${marker}${out.slice(end + 1)}`;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Full time is no period (every topic's default); team goals without a team are the match's
 * goals; a price belongs to a value question; a result or a score at the break is the
 * half-time question. */
function settle(u: Understanding): Understanding {
  // Full time is the whole match, what every topic is about unless a half is named.
  if (u.entities.period === 'full_time') {
    const { period: _period, ...entities } = u.entities;
    return settle({ ...u, entities });
  }
  // "¿Y que vayan empatados al entretiempo?": the result at the break is the half-time question.
  if (u.intent === 'result' && u.entities.period === 'first_half')
    return settle({ ...u, intent: 'half_time' });
  // "2-1 Arsenal? ... and 1-1?": a level scoreline is nobody's.
  if (u.intent === 'exact_score' && u.entities.score && u.entities.team) {
    const { home, away } = u.entities.score;
    if (home === away) {
      const { team: _team, ...entities } = u.entities;
      return settle({ ...u, entities });
    }
  }
  // "1-1? smells like a draw": the scoreline says it.
  if (u.intent === 'exact_score' && u.entities.score && u.entities.draw) {
    const { draw: _draw, ...entities } = u.entities;
    return settle({ ...u, entities });
  }
  // "And at HT what score?": a scoreline at the break is the half-time question.
  if (u.intent === 'exact_score' && u.entities.period === 'first_half')
    return settle({ ...u, intent: 'half_time' });
  // A price is only asked about in a value question ("2.5?" after a line is no price).
  if (u.entities.price !== undefined && u.intent !== 'value') {
    const { price: _price, ...entities } = u.entities;
    return settle({ ...u, entities });
  }
  if (u.intent === 'team_totals' && !u.entities.team) return { ...u, intent: 'totals' };
  return u;
}

/** The topic a bare follow-up continues: the previous one, unless what it adds belongs to
 * another ("¿y 2-1?" after totals is an exact score). */
function followUpIntent(previous: Intent | undefined, added: Entities, signed?: true): Intent {
  const keep = (intents: Intent[], otherwise: Intent) =>
    previous && intents.includes(previous) ? previous : otherwise;
  if (added.score) return keep(['exact_score', 'live'], 'exact_score');
  if (added.margin !== undefined) return 'winning_margin';
  // ("-1.5 then?": a line written with its sign is a handicap.)
  if (added.line !== undefined)
    return signed ? 'handicap' : keep(['totals', 'team_totals', 'handicap'], 'totals');
  if (added.draw) return keep(['result', 'double_chance', 'half_time', 'live', 'value'], 'result');
  return previous ?? 'fallback';
}

function mergeEntities(previous: Entities, added: Entities, otherSide: boolean): Entities {
  const merged: Entities = { ...previous, ...added };
  if (otherSide) {
    const team = previous.team ?? (previous.draw ? undefined : 'home');
    merged.team = team === 'away' ? 'home' : 'away';
    delete merged.draw;
  }
  if (added.team) delete merged.draw;
  if (added.draw) delete merged.team;
  // "and Spurs?": another club instead of this match's team.
  if (added.otherClub) {
    delete merged.team;
    delete merged.draw;
  }
  if (added.team || added.draw) delete merged.otherClub;
  // Another selection without a price of its own: the price quoted was for the one before.
  if (
    (added.team || added.draw || added.line !== undefined || added.otherClub || otherSide) &&
    added.price === undefined
  )
    delete merged.price;
  // A new line without a direction keeps the previous one ("and 3.5?" after "over 2.5").
  if (added.line !== undefined && !added.direction && previous.direction)
    merged.direction = previous.direction;
  return merged;
}
