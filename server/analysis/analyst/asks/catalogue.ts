import type { ToolName } from '../openai-tools';
import type { Intent } from '../understanding/understanding';
import type { AskKind, TimeFrame } from './ask';

// One record an ask kind: what it takes, where its answer comes from, which openai tool serves
// it, which of the classifier's intents read as it. Sets the rest of the analyst used to keep
// by hand (which kinds are markets, which take a side, which have a past) are derived here.

export type Slot =
  | 'side'
  | 'draw'
  | 'line'
  | 'direction'
  | 'margin'
  | 'score'
  | 'band'
  | 'half_time_full_time'
  | 'conceded'
  | 'period'
  | 'price'
  | 'venue'
  | 'count'
  | 'parts'
  | 'standings'
  | 'other_club';

/**
 * - `scoreline`: a market on the final score, priced from the scoreline matrix (forward) and
 *   counted in stored results (past time frames): asks/selection.ts.
 * - `model`: the model's own figures and reasons (ratings, value, confidence).
 * - `record`: facts on record (table, form, meetings, the season, the clock).
 * - `conversation`: no figures.
 */
export type AnsweredFrom = 'scoreline' | 'model' | 'record' | 'conversation';

export interface AskKindRecord {
  slots: readonly Slot[];
  answeredFrom: AnsweredFrom;
  /** Time frames other than this match's outcome the kind can be asked in. */
  pastFrames: readonly TimeFrame[];
  /** The openai analyst's tool that serves it in this match (openai-tools.ts), if any;
   * `pre_match` is that tool's pre-match basis. */
  tool: ToolName | null;
  /** The tool that serves its past frames (last match, last N, season, meetings), if any. */
  pastTool: ToolName | null;
  /** The understanding's intents that read as this kind. */
  intents: readonly Intent[];
}

const MARKET_SLOTS: readonly Slot[] = ['side', 'period', 'price'];
const PAST: readonly TimeFrame[] = ['last_match', 'last_n', 'season', 'meetings', 'pre_match'];

export const CATALOGUE: Record<AskKind, AskKindRecord> = {
  result: {
    slots: [...MARKET_SLOTS, 'draw', 'venue'],
    answeredFrom: 'scoreline',
    pastFrames: PAST,
    tool: 'get_markets',
    pastTool: 'get_past_count',
    intents: ['result', 'live', 'half_time'],
  },
  double_chance: {
    slots: MARKET_SLOTS,
    answeredFrom: 'scoreline',
    pastFrames: PAST,
    tool: 'get_markets',
    pastTool: 'get_past_count',
    intents: ['double_chance'],
  },
  draw_no_bet: {
    slots: MARKET_SLOTS,
    answeredFrom: 'scoreline',
    pastFrames: ['pre_match'],
    tool: 'get_markets',
    pastTool: null,
    intents: ['draw_no_bet'],
  },
  handicap: {
    slots: [...MARKET_SLOTS, 'line'],
    answeredFrom: 'scoreline',
    pastFrames: ['pre_match'],
    tool: 'get_markets',
    pastTool: null,
    intents: ['handicap'],
  },
  totals: {
    slots: [...MARKET_SLOTS, 'line', 'direction', 'band'],
    answeredFrom: 'scoreline',
    pastFrames: PAST,
    tool: 'get_markets',
    pastTool: 'get_past_count',
    intents: ['totals'],
  },
  team_totals: {
    slots: [...MARKET_SLOTS, 'line', 'direction', 'conceded'],
    answeredFrom: 'scoreline',
    pastFrames: PAST,
    tool: 'get_markets',
    pastTool: 'get_past_count',
    intents: ['team_totals'],
  },
  btts: {
    slots: [...MARKET_SLOTS, 'direction'],
    answeredFrom: 'scoreline',
    pastFrames: PAST,
    tool: 'get_markets',
    pastTool: 'get_past_count',
    intents: ['btts'],
  },
  clean_sheet: {
    slots: MARKET_SLOTS,
    answeredFrom: 'scoreline',
    pastFrames: PAST,
    tool: 'get_markets',
    pastTool: 'get_past_count',
    intents: ['clean_sheet'],
  },
  win_to_nil: {
    slots: MARKET_SLOTS,
    answeredFrom: 'scoreline',
    pastFrames: PAST,
    tool: 'get_markets',
    pastTool: 'get_past_count',
    intents: ['win_to_nil'],
  },
  winning_margin: {
    slots: [...MARKET_SLOTS, 'margin'],
    answeredFrom: 'scoreline',
    pastFrames: PAST,
    tool: 'get_markets',
    pastTool: 'get_past_count',
    intents: ['winning_margin'],
  },
  exact_score: {
    slots: [...MARKET_SLOTS, 'score'],
    answeredFrom: 'scoreline',
    pastFrames: PAST,
    tool: 'get_exact_score',
    pastTool: 'get_past_count',
    intents: ['exact_score'],
  },
  half_time_full_time: {
    slots: ['half_time_full_time', 'price'],
    answeredFrom: 'scoreline',
    pastFrames: [],
    tool: 'get_half_time',
    pastTool: null,
    intents: [],
  },
  combination: {
    slots: ['parts', 'price'],
    answeredFrom: 'scoreline',
    pastFrames: ['season', 'last_n'],
    tool: 'get_combination',
    pastTool: 'get_past_count',
    intents: [],
  },
  next_goal: {
    slots: ['side'],
    answeredFrom: 'scoreline',
    pastFrames: [],
    tool: 'get_live_state',
    pastTool: null,
    intents: ['next_goal'],
  },
  why: {
    slots: [],
    answeredFrom: 'model',
    pastFrames: [],
    tool: null,
    pastTool: null,
    intents: ['why'],
  },
  value: {
    slots: ['side', 'draw', 'price'],
    answeredFrom: 'model',
    pastFrames: [],
    tool: 'get_market_comparison',
    pastTool: null,
    intents: ['value'],
  },
  implied_chance: {
    slots: ['side', 'draw', 'price'],
    answeredFrom: 'model',
    pastFrames: [],
    tool: null,
    pastTool: null,
    intents: [],
  },
  confidence: {
    slots: ['side', 'draw'],
    answeredFrom: 'model',
    pastFrames: [],
    tool: 'get_track_record',
    pastTool: null,
    intents: ['confidence'],
  },
  overview: {
    slots: [],
    answeredFrom: 'model',
    pastFrames: [],
    tool: 'get_markets',
    pastTool: null,
    intents: ['overview'],
  },
  strength: {
    slots: ['side'],
    answeredFrom: 'model',
    pastFrames: [],
    tool: 'get_strength',
    pastTool: null,
    intents: ['strength'],
  },
  match_status: {
    slots: [],
    answeredFrom: 'record',
    pastFrames: [],
    tool: 'get_live_state',
    pastTool: null,
    intents: ['match_status'],
  },
  form: {
    slots: ['side', 'count', 'venue'],
    answeredFrom: 'record',
    pastFrames: [],
    tool: 'get_form',
    pastTool: null,
    intents: ['form'],
  },
  head_to_head: {
    slots: [],
    answeredFrom: 'record',
    pastFrames: ['last_match', 'season'],
    tool: 'get_head_to_head',
    pastTool: 'get_head_to_head',
    intents: ['head_to_head'],
  },
  table: {
    slots: ['side'],
    answeredFrom: 'record',
    pastFrames: [],
    tool: 'get_table_rows',
    pastTool: null,
    intents: ['table'],
  },
  standings: {
    slots: ['side', 'standings'],
    answeredFrom: 'record',
    pastFrames: [],
    tool: 'get_season',
    pastTool: null,
    intents: [],
  },
  runs: {
    slots: ['side'],
    answeredFrom: 'record',
    pastFrames: [],
    tool: 'get_table_rows',
    pastTool: null,
    intents: [],
  },
  next_match: {
    slots: ['side'],
    answeredFrom: 'record',
    pastFrames: [],
    tool: 'get_season',
    pastTool: null,
    intents: [],
  },
  help: conversation('help'),
  greeting: conversation('greeting'),
  thanks: conversation('thanks'),
  cant_know: conversation('cant_know'),
  off_topic: conversation('off_topic'),
  abuse: conversation('abuse'),
  injection: conversation('injection'),
  stake: { ...conversation('stake'), slots: ['side', 'draw'] },
  fallback: { ...conversation('fallback'), intents: ['fallback', 'follow_up'] },
};

function conversation(intent: Intent): AskKindRecord {
  return {
    slots: [],
    answeredFrom: 'conversation',
    pastFrames: [],
    tool: null,
    pastTool: null,
    intents: [intent],
  };
}

/** The kind an understood intent reads as (the catalogue's `intents`, inverted). */
export const KIND_OF_INTENT: ReadonlyMap<Intent, AskKind> = new Map(
  Object.entries(CATALOGUE).flatMap(([kind, record]) =>
    record.intents.map((intent) => [intent, kind as AskKind] as const),
  ),
);

export const isMarketKind = (kind: AskKind) => CATALOGUE[kind].answeredFrom === 'scoreline';
export const isConversation = (kind: AskKind) => CATALOGUE[kind].answeredFrom === 'conversation';
export const takes = (kind: AskKind, slot: Slot) => CATALOGUE[kind].slots.includes(slot);
