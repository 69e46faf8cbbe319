import type { MatchFacts } from '../../../server/analysis/analyst/match-facts';
import { matchKnowledge } from '../../../server/analysis/match-knowledge';
import { sampleFacts } from './analyst-facts';

/** The sample match (Arsenal v Chelsea, 47/27/26) with the knowledge layer's output: before
 * kick-off, or live at `live`'s minute and score. */
export function knowledgeFacts(live?: {
  minute: number;
  score: { home: number; away: number };
}): MatchFacts {
  const { season: _season, ...knowledge } = matchKnowledge({
    rates: { home: 1.62, away: 1.05 },
    rho: -0.08,
    outcome: { home: 0.4719, draw: 0.2663, away: 0.2618 },
    live,
  });
  const facts = sampleFacts({ knowledge });
  if (live)
    facts.match = { ...facts.match, status: 'live', minute: live.minute, score: live.score };
  return facts;
}
