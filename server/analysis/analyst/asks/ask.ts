import type { Language } from '../../../../contracts/language';
import type { Understanding } from '../understanding/understanding';

// A message read as a list of asks (issue #31). Each ask is one frame: what is asked (`kind`),
// the selection it names, the period, the time frame and the form of the answer wanted. The
// reading (asks/read.ts) fills frames; the answers (builtin/compose.ts) answer each in order.

export type Side = 'home' | 'away';
export type Period = 'first_half' | 'second_half';

/**
 * When the ask is about:
 * - `match`: this match's final score (its outlook; while it is played, from the score now).
 * - `pre_match`: this match as the model saw it before kick-off ("what did you have before?").
 * - `now`: where a live match stands at this moment (score, minute) — match_status's time.
 * - `last_match`: a side's most recent finished match ("did they win last week?").
 * - `last_n`: a side's last `count` finished matches ("in their last 5").
 * - `season`: a side's finished matches this season ("clean sheets this season").
 * - `meetings`: the two sides' past meetings ("last time they met").
 */
export type TimeFrame =
  | 'match'
  | 'pre_match'
  | 'now'
  | 'last_match'
  | 'last_n'
  | 'season'
  | 'meetings';

/** The form of answer the ask wants: a number (default), yes/no, fair odds, a comparison. */
export type AnswerForm = 'number' | 'yes_no' | 'odds' | 'comparison';

/** What a market ask selects on the final score. A question fills only what it names. */
export interface Selection {
  /** The side the ask is about ("Arsenal win", "Chelsea's goals", "home clean sheet"). */
  side?: Side;
  /** "the draw". */
  draw?: true;
  /** A goals line: 2.5, "over 3" (3), a handicap's signed line (-1.5, for `side`). */
  line?: number;
  direction?: 'over' | 'under';
  /** A winning margin in goals: "by two" (2); `orMore` for "by two or more". */
  margin?: number;
  orMore?: true;
  /** A side's goals against rather than for ("will Chelsea concede?", team_totals). */
  conceded?: true;
  /** An exact scoreline, home goals first. */
  score?: { home: number; away: number };
  /** A band of total goals, inclusive: "2 or 3 goals" {min: 2, max: 3}. */
  band?: { min: number; max: number };
  /** Half-time/full-time: the result at the break, then at the end. */
  halfTimeFullTime?: { halfTime: 'home' | 'draw' | 'away'; fullTime: 'home' | 'draw' | 'away' };
}

/** Every kind of ask; its catalogue record (asks/catalogue.ts) says how it is read and answered. */
export const ASK_KINDS = [
  // Markets on a final score (forward: from the scoreline matrix; past: counted in results)
  'result',
  'double_chance',
  'draw_no_bet',
  'handicap',
  'totals',
  'team_totals',
  'btts',
  'clean_sheet',
  'win_to_nil',
  'winning_margin',
  'exact_score',
  'half_time_full_time',
  'combination', // several selections as one bet: a joint probability
  'next_goal',
  // The model
  'why',
  'value',
  'implied_chance', // the chance a quoted price implies (fair odds are any market's `odds` form)
  'confidence',
  'overview',
  'strength',
  // Facts on record
  'match_status',
  'form',
  'head_to_head',
  'table', // a side's row: position, points, record, goals
  'standings', // the league's leader, top four, bottom three, gaps
  'runs', // current runs: unbeaten, winless, scoring, clean sheets
  'next_match', // a side's next match after this one
  // The conversation
  'help',
  'greeting',
  'thanks',
  'cant_know',
  'off_topic',
  'abuse',
  'injection',
  'stake',
  'fallback',
] as const;

export type AskKind = (typeof ASK_KINDS)[number];

/** Which standings a `standings` ask names. */
export type StandingsPart = 'leader' | 'top_four' | 'bottom_three' | 'position' | 'gap';

export interface Ask {
  kind: AskKind;
  selection: Selection;
  /** Set only when a half is asked about; the whole match otherwise. */
  period?: Period;
  when: TimeFrame;
  form: AnswerForm;
  /** `last_n`'s count. */
  count?: number;
  /** A home or away record ("their away form"). */
  venue?: 'home' | 'away';
  /** A combination's parts, each a market ask on the same final score. */
  parts?: Ask[];
  /** `standings`'s part. */
  standings?: StandingsPart;
  /** A club outside the match, by its clubs-module key ("and Spurs?"). */
  otherClub?: string;
  /** Decimal odds the user quoted ("they're 2.10"). */
  price?: number;
  /** "What does draw no bet mean?": the meaning sentence before the figures. */
  asksMeaning?: true;
  /** What a `cant_know` ask names (line-ups, referee, a postponement's reason…). */
  unknowable?: Unknowable;
}

export type Unknowable =
  | 'lineups'
  | 'injuries'
  | 'referee'
  | 'weather'
  | 'player'
  | 'transfers'
  | 'manager'
  | 'corners'
  | 'cards'
  | 'postponement_reason'
  | 'other';

/** Why a slot got its value: one line a step, printed by the bench for every failure. */
export interface TraceStep {
  step: string;
  note: string;
}

/** A message as read: its asks in the order asked, the language, and how it was read. */
export interface Reading {
  asks: Ask[];
  language: Language;
  trace: TraceStep[];
  /** The whole message as the understanding reads it in the chat (one intent): the topic
   * answers of builtin/reply.ts take it. */
  understood: Understanding;
}
