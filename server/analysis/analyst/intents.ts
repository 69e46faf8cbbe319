import { foldText } from './language';

/** What a question asks about; one question may ask several things. */
export type Intent =
  | 'greeting'
  | 'winner'
  | 'scores'
  | 'goals'
  | 'form'
  | 'head_to_head'
  | 'strength'
  | 'why'
  | 'unknowable';

// Patterns run on folded text (lower case, no accents), in both languages.
const PATTERNS: Record<Intent, RegExp> = {
  greeting:
    /^\s*(hi|hello|hey|hola|buenas|buenos dias|good (morning|afternoon|evening))\b|\bhelp\b|\bayuda\b|what can you|que puedes|que sabes|what do you know/,
  winner:
    /\bwin|\bwinner|\bbeat\b|\bfavou?rite|\b1x2\b|\bvictory|\bwho('s| is)? (going to )?(take|get)|\bresult\b|\bgana|\bganador|\bfavorit|\bvictoria|\bvencer|\bresultado\b(?! exacto)|\bquien (se )?lleva/,
  scores:
    /\bscoreline|\b(final|likely|exact|correct|predicted) score|\bscore (be|end)|\bwhat score\b|\bmarcador|\bresultado exacto|\bcomo (acabara|terminara|quedara)/,
  goals:
    /\bgoals?\b|\bxg\b|\bover\b|\bunder\b|\bboth teams|\bbtts\b|\bhow many\b|\bgol(es)?\b|\bcuantos\b|\bambos (equipos )?marcan|\bmas de \d|\bmenos de \d/,
  form: /\bform\b|\blast (5|five)\b|\brecent|\bstreak|\bin shape|\bforma\b|\bracha|\bultimos (5|cinco)|\bmomento/,
  head_to_head:
    /head[ -]to[ -]head|\bh2h\b|\bmeetings?\b|\bmet\b|\bplayed each other|\bhistory between|\benfrentamientos?|\bcara a cara|\bhistorial|\bprecedentes|\bse han enfrentado/,
  strength:
    /\belo\b|\bstrength|\bstronger|\bstrong|\bbetter (team|side)|\battack|\bdefen[cs]e|\brating|\bfuerza|\bfuerte|\bmejor equipo|\bataque|\bdefensa|\bnivel\b/,
  why: /\bwhy\b|\breason|\bexplain|\bhow come\b|\bpor que\b|\bporque\b|\brazon|\bexplica/,
  unknowable:
    /\binjur|\bsuspen|\bline-?ups?\b|\bline up\b|\bstarting (xi|eleven)|\bteam news\b|\bnews\b|\bweather\b|\brain\b|\btransfer|\bmanager\b|\bcoach\b|\breferee\b|\blesion|\blesionad|\bsancion|\bsancionad|\bbaja(s)?\b|\balineacion|\bonce inicial|\bclima\b|\blluvia|\bnoticias|\bfichaje|\bentrenador|\barbitro/,
};

const ORDER: Intent[] = [
  'greeting',
  'unknowable',
  'winner',
  'scores',
  'goals',
  'form',
  'head_to_head',
  'strength',
  'why',
];

/** The intents of a question, in the order the answer covers them; empty means "tell me
 * about this match" (a summary). "Both teams to score" is about goals, not the scoreline. */
export function detectIntents(question: string): Intent[] {
  const text = foldText(question).replace(/\s+/g, ' ');
  const found = ORDER.filter((intent) => PATTERNS[intent].test(text));
  // A greeting followed by a real question is answered as the question.
  return found.length > 1 ? found.filter((intent) => intent !== 'greeting') : found;
}
