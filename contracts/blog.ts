// Wire types of the public blog endpoints, shared by the server and the SPA.
import type { Language } from './language';

export interface WeeklyPreviewMatch {
  id: string;
  league: string;
  league_name: string;
  kickoff: string;
  home: string;
  away: string;
  /** 1X2 probabilities of the model; they add up to 1. */
  prediction: { home: number; draw: number; away: number };
  expected_goals: { home: number; away: number };
  /** The model's single most likely scoreline. */
  likely_score: { home: number; away: number } | null;
  /** One generated sentence about the match, in the requested language. */
  verdict: string;
}

/** GET /api/blog/weekly-preview/?lang=en|es: the coming seven days as the model sees them. */
export interface WeeklyPreview {
  lang: Language;
  generated_at: string;
  /** The week covered: [from, to). */
  from: string;
  to: string;
  /** True when the matches are the generated demo season, not real fixtures. */
  demo: boolean;
  /** Generated paragraphs: the week in numbers, then its standout matches. */
  intro: string;
  highlights: string[];
  matches: WeeklyPreviewMatch[];
}
