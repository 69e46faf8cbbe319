import { Trans } from '@lingui/react/macro';
import { featureList } from './pricing.css';

/** The 7 features of Pro, the same on /pricing and /limited-offer (SPEC §3). */
export function ProFeatures() {
  return (
    <ul className={featureList}>
      <li>
        <Trans>Chat with the AI analyst about any match</Trans>
      </li>
      <li>
        <Trans>Win, draw and loss probabilities from a statistical model</Trans>
      </li>
      <li>
        <Trans>Expected goals and the most likely scores</Trans>
      </li>
      <li>
        <Trans>Over/under 2.5 goals and both teams to score</Trans>
      </li>
      <li>
        <Trans>Form, head-to-head and team strength</Trans>
      </li>
      <li>
        <Trans>Premier League, LaLiga, Serie A, Bundesliga and Ligue 1</Trans>
      </li>
      <li>
        <Trans>Answers in English and Spanish</Trans>
      </li>
    </ul>
  );
}
