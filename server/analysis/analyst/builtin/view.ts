import type { ChatAttachment } from '../../../../contracts/chat';
import type { Language } from '../../../../contracts/language';
import type { LiveKnowledge } from '../../in-play';
import type { Markets } from '../../markets';
import { decimal, goals, line, odds, percent, score } from '../format';
import type { MatchFacts } from '../match-facts';
import type { Side } from '../understanding/understanding';
import { en, type Order, type Texts } from './texts/en';
import { es } from './texts/es';

const TEXTS: Record<Language, Texts> = { en, es };

/** One answer of the builtin analyst: its text and the pictures that go with it. */
export interface Reply {
  text: string;
  attachments: ChatAttachment[];
}

/** Sentences joined into one short paragraph; empty parts are left out. */
export const reply = (
  sentences: ReadonlyArray<string | null | undefined | false>,
  attachments: ChatAttachment[] = [],
): Reply => ({ text: sentences.filter(Boolean).join(' '), attachments });

/**
 * The match as the builtin analyst answers about it, in one language: the markets that say
 * what will happen (while the match is played, the live ones on the final score, never the
 * pre-match ones), the teams' names, and the formatters every figure goes through.
 */
export interface View {
  facts: MatchFacts;
  language: Language;
  t: Texts;
  home: string;
  away: string;
  name(side: Side): string;
  /** The final score's markets as the model sees them now; null when it has none. */
  markets: Markets | null;
  /** Set while the match is played (the markets above are then the live ones). */
  live: LiveKnowledge | null;
  pct(probability: number): string;
  goals(value: number): string;
  odds(value: number | null): string;
  line(value: number, signed?: boolean): string;
  decimal(value: number, digits: number): string;
  score(home: number, away: number): string;
}

export function viewOf(facts: MatchFacts, language: Language): View {
  const knowledge = facts.knowledge;
  const status = facts.match.status;
  const live = status === 'live' ? (knowledge?.live ?? null) : null;
  // A live match without a live block has no "now": its pre-match markets must not pass for it.
  const markets =
    status === 'live'
      ? (live?.final ?? null)
      : status === 'scheduled'
        ? (knowledge?.markets ?? null)
        : null;
  const { home, away } = facts.match;
  return {
    facts,
    language,
    t: TEXTS[language],
    home,
    away,
    name: (side) => (side === 'home' ? home : away),
    markets,
    live,
    pct: (p) => percent(p, language),
    goals: (x) => goals(x, language),
    odds: (x) => (x === null ? '–' : odds(x, language)),
    line: (x, signed) => line(x, language, signed),
    decimal: (x, digits) => decimal(x, digits, language),
    score,
  };
}

export const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** How `a` compares with `b` as the reply writes them (`shown`): level when both read the same
 * (Elo 1612.4 and 1611.8 are both "1612"), so a comparative word always agrees with the figures
 * beside it. */
export function orderOf(a: number, b: number, shown: (x: number) => string): Order {
  if (shown(a) === shown(b)) return 'level';
  return a > b ? 'higher' : 'lower';
}
