import type { ChatAttachment } from '../../../contracts/chat';
import type { Intent } from './intents';
import type { MatchFacts } from './match-facts';

/** The pictures that illustrate an answer to these intents: the 1X2 bar for who wins, the
 * expected goals for goals, the heat map for scores. Same numbers as the text. */
export function attachmentsFor(intents: readonly Intent[], facts: MatchFacts): ChatAttachment[] {
  const { prediction, scoreline } = facts;
  if (!prediction) return [];
  const summary = intents.length === 0;
  const attachments: ChatAttachment[] = [];
  if (summary || intents.includes('winner') || intents.includes('why')) {
    attachments.push({
      type: 'probability_bar',
      home: prediction.home,
      draw: prediction.draw,
      away: prediction.away,
    });
  }
  if (summary || intents.includes('goals')) {
    attachments.push({ type: 'expected_goals', ...prediction.expectedGoals });
  }
  if (scoreline && intents.includes('scores')) {
    attachments.push({
      type: 'scoreline_heatmap',
      max_goals: scoreline.maxGoals,
      probabilities: scoreline.probabilities,
    });
  }
  return attachments;
}
