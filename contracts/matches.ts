// The matches API's wire shapes (docs/matches-api.md), shared by the server's answers, the
// SPA's queries and the match browser machine.
import type { BookmakerOdds, MatchStats } from './match-details';
import type { MatchKnowledgeJson, SeasonContextJson } from './match-knowledge';

export type MatchStatus = 'scheduled' | 'live' | 'finished' | 'postponed';

/** GET /leagues/ */
export interface League {
  code: string;
  name: string;
  country: string;
}

/** GET /matches/: one match of the list. */
export interface MatchSummary {
  id: string;
  league: string;
  season: string;
  kickoff: string;
  status: MatchStatus;
  minute: number | null;
  home: { id: string; name: string };
  away: { id: string; name: string };
  score: { home: number; away: number } | null;
  prediction: { home: number; draw: number; away: number } | null;
  demo: boolean;
}

/** GET /matches/{id}/: the list fields and what the panel shows. */
export interface MatchDetail extends MatchSummary {
  odds: BookmakerOdds | null;
  stats: MatchStats | null;
  knowledge: MatchKnowledgeJson | null;
  season_context: SeasonContextJson;
}
