import { useLingui } from '@lingui/react/macro';
import { awaySegment, bar, drawSegment, homeSegment } from './probability-bar.css';

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** The model's 1X2 probabilities as one bar: home, draw, away. */
export function ProbabilityBar({ home, draw, away }: { home: number; draw: number; away: number }) {
  const { t } = useLingui();
  const [homeShare, drawShare, awayShare] = [home, draw, away].map(percent);
  const label = t`Home ${homeShare}, draw ${drawShare}, away ${awayShare}`;
  return (
    <div className={bar} role="img" aria-label={label} title={label}>
      <span className={homeSegment} style={{ width: homeShare }} />
      <span className={drawSegment} style={{ width: drawShare }} />
      <span className={awaySegment} style={{ width: awayShare }} />
    </div>
  );
}
