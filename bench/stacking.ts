// The stacked 1X2 (server/analysis/outcome-stack.ts) in the walk-forward: each season's
// forecasts come from a stack fitted on the forecasts of the seasons before it (all leagues
// pooled); the first season, with nothing before it, keeps the fixed blend.
import { type StackFeature, type StackKind, stackFeature } from '../server/analysis/league-model';
import {
  fitOutcomeStack,
  type OutcomeStack,
  type StackSample,
  stackedOutcome,
} from '../server/analysis/outcome-stack';
import type { EvaluatedMatch } from './walk-forward';

const COMPONENTS = ['dixon_coles', 'elo'];
/** What each kind of history's stack reads: a source without statistics has GAP of
 * goals only, one without prices no bookmakers' implied goals. */
const SHOTS: StackFeature[] = ['goals', 'shots_on_target', 'shots', 'corners'];
const FEATURES: Record<StackKind, StackFeature[]> = {
  goals_and_shots_and_prices: [...SHOTS, 'market_goals', 'favourite_curve'],
  goals_and_shots: [...SHOTS, 'favourite_curve'],
  goals_and_prices: ['goals', 'market_goals', 'favourite_curve'],
  goals: ['goals', 'favourite_curve'],
};
export const STACK_KINDS = Object.keys(FEATURES) as StackKind[];

const sample = (m: EvaluatedMatch, features: readonly StackFeature[]): StackSample => ({
  components: [m.components.dixonColes, m.components.elo ?? m.components.dixonColes],
  features: features.map((f) => stackFeature(f, m.components)),
  outcome: m.outcome,
});

export function fitStack(matches: readonly EvaluatedMatch[], kind: StackKind): OutcomeStack {
  const features = FEATURES[kind];
  return fitOutcomeStack(
    matches.filter((m) => m.components.elo).map((m) => sample(m, features)),
    { components: COMPONENTS, features },
  );
}

/** The matches with `model` replaced by the stack fitted on the earlier seasons' forecasts. */
export function stackWalkForward(matches: readonly EvaluatedMatch[]): EvaluatedMatch[] {
  const seasons = [...new Set(matches.map((m) => m.season))].sort();
  const features = FEATURES.goals_and_shots_and_prices;
  return seasons.flatMap((season, index) => {
    const inSeason = matches.filter((m) => m.season === season);
    if (index === 0) return inSeason;
    const stack = fitStack(
      matches.filter((m) => m.season < season),
      'goals_and_shots_and_prices',
    );
    return inSeason.map((m) => {
      if (!m.components.elo) return m;
      const s = sample(m, features);
      return { ...m, model: stackedOutcome(stack, s.components, s.features) };
    });
  });
}
