import { useLingui } from '@lingui/react/macro';
import type { Priced } from '../../../contracts/match-knowledge';
import { useFormats } from './format';
import { awaySegment, bar, drawSegment, homeSegment, legend, swatch } from './match-panel.css';
import type { Teams } from './teams';

export interface Outcome {
  home: number;
  draw: number;
  away: number;
}

/** The three chances of a 1X2 market. */
export const chancesOf = (result: Record<keyof Outcome, Priced>): Outcome => ({
  home: result.home.probability,
  draw: result.draw.probability,
  away: result.away.probability,
});

/**
 * Home, draw and away chances as one bar with a legend of the numbers. The legend is the
 * text screen readers get; the bar repeats it for the eye.
 */
export function OutcomeBar({ outcome, teams }: { outcome: Outcome; teams: Teams }) {
  const { t } = useLingui();
  const f = useFormats();
  const width = (p: number) => `${(p * 100).toFixed(2)}%`;
  const items = [
    { key: 'home', label: teams.home, p: outcome.home },
    { key: 'draw', label: t`Draw`, p: outcome.draw },
    { key: 'away', label: teams.away, p: outcome.away },
  ] as const;
  return (
    <div>
      <div className={bar} aria-hidden="true">
        <span className={homeSegment} style={{ width: width(outcome.home) }} />
        <span className={drawSegment} style={{ width: width(outcome.draw) }} />
        <span className={awaySegment} style={{ width: width(outcome.away) }} />
      </div>
      <ul className={legend}>
        {items.map((item) => (
          <li key={item.key} data-outcome={item.key}>
            <span className={swatch} data-outcome={item.key} aria-hidden="true" />
            {item.label} <strong>{f.percent(item.p)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
