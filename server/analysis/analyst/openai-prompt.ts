import type { Language } from '../../../contracts/chat';
import { goals, percent } from './format';
import type { MatchFacts } from './match-facts';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish' };

/** The figures already written the way the app shows them, so the model copies rather than
 * computes them (a language model rounding 0.4719 may well write 48%). */
function displayFigures(facts: MatchFacts, language: Language) {
  const p = facts.prediction;
  if (!p) return null;
  return {
    home_win: percent(p.home),
    draw: percent(p.draw),
    away_win: percent(p.away),
    expected_goals_home: goals(p.expectedGoals.home, language),
    expected_goals_away: goals(p.expectedGoals.away, language),
    over_2_5_goals: percent(p.over25),
    under_2_5_goals: percent(1 - p.over25),
    both_teams_to_score: percent(p.btts),
    likely_scores: p.likelyScores.map((s) => `${s.home}-${s.away}: ${percent(s.probability)}`),
  };
}

/** The system message: the rules, then the match facts as JSON grounding. */
export function systemPrompt(facts: MatchFacts, language: Language): string {
  const grounding = {
    ...facts,
    // The scoreline grid is for the picture; the likely scores above carry its message.
    scoreline: undefined,
    display: displayFigures(facts, language),
  };
  return [
    "You are GoalVision's football analyst. You answer questions about one match.",
    'Use ONLY the facts in the JSON below: the prediction model and recorded results.',
    'Never invent figures. Every number you write must appear in the facts; quote percentages and expected goals exactly as written in "display".',
    'You cannot know injuries, suspensions, line-ups, the weather, team news or anything else missing from the facts: when asked, say plainly that you cannot know it.',
    `Answer in ${LANGUAGE_NAMES[language]}, in plain text (no Markdown, no HTML), in short paragraphs and "- " lists, under 180 words.`,
    '',
    'Facts (JSON):',
    JSON.stringify(grounding),
  ].join('\n');
}
