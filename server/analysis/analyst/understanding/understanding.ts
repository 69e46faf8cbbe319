import type { Language } from '../../../../contracts/language';

// What the analyst understood from one question, in the chat's context: the contract between
// the understanding (this folder) and whatever answers (builtin or openai analyst).

/** Topics of the match knowledge layer, plus the conversational ones. */
export const TOPIC_INTENTS = [
  'result', // 1X2, who wins, the draw
  'double_chance',
  'draw_no_bet',
  'handicap',
  'totals', // over/under goals at a line, how many goals
  'team_totals', // goals of one team
  'btts',
  'clean_sheet',
  'win_to_nil',
  'winning_margin',
  'exact_score',
  'half_time',
  'live', // the chance now, from the live score
  'next_goal',
  'form',
  'head_to_head',
  'table', // league table and season numbers
  'strength', // ratings, attack, defence
  'why', // explanation of the previous answer (or of the forecast)
  'value', // the model against the bookmaker's odds
  'confidence', // how sure the model is, its track record
  'overview', // "what do you think of this match?"
  'match_status', // kick-off, score, postponed and the new date
] as const;

export const CONVERSATION_INTENTS = [
  'help',
  'greeting',
  'thanks',
  'cant_know', // line-ups, injuries, referee, weather, players
  'off_topic',
  'abuse',
  'injection',
  'stake', // how much to bet, sure bets
  'follow_up', // "and the away team?": resolved from the chat's earlier turns
  'fallback', // not understood well enough: say what can be answered
] as const;

export type TopicIntent = (typeof TOPIC_INTENTS)[number];
export type ConversationIntent = (typeof CONVERSATION_INTENTS)[number];
export type Intent = TopicIntent | ConversationIntent;

export type Side = 'home' | 'away';
export type Period = 'first_half' | 'second_half' | 'full_time';

export interface Entities {
  /** The team the question is about, as a side of the match being discussed. */
  team?: Side;
  /** "the draw", "el empate". */
  draw?: true;
  /** A club that is not in this match ("and Chelsea?"), as written. */
  otherClub?: string;
  /** A goals line: "2.5", "dos y medio", "over 3" (3). */
  line?: number;
  direction?: 'over' | 'under';
  /** "by two", "por dos": a winning margin in goals. */
  margin?: number;
  /** "2-1": home goals first, unless a named away team comes first ("Madrid win 2-1"). */
  score?: { home: number; away: number };
  period?: Period;
  /** Decimal odds the user quotes for what they ask about ("Arsenal at 2.10", "paga 3,40"):
   * a value question then compares the model with that price. */
  price?: number;
}

export interface Understanding {
  intent: Intent;
  /** The classifier's confidence in [0, 1] (of the intent it picked from the question). */
  confidence: number;
  entities: Entities;
  language: Language;
  /** "What does draw no bet mean?": the market is explained before its figures. */
  asksMeaning?: true;
  /** For follow-ups and "why?": the earlier turn whose intent/entities were inherited. */
  resolvedFrom?: { intent: Intent; entities: Entities; turn: number };
}

/** The match being discussed: its two teams, as the database names them. */
export interface MatchTeams {
  home: string;
  away: string;
  /** Only a live match has a "chance now" or a next goal to ask about. */
  status?: 'scheduled' | 'live' | 'finished' | 'postponed';
  /** A live match's score on the board: a scoreline equal to it is the moment, not a question. */
  score?: { home: number; away: number };
}

/** One stored chat message, as chat-store.ts keeps it (only what understanding needs). */
export interface HistoryMessage {
  role: 'user' | 'assistant';
  content: string;
  language: Language;
}

export const isTopic = (intent: Intent): intent is TopicIntent =>
  (TOPIC_INTENTS as readonly string[]).includes(intent);
