import { useLingui } from '@lingui/react/macro';
import {
  figure,
  figureCaption,
  heatCell,
  heatCellBase,
  heatTextStrong,
  svgMuted,
  svgText,
} from './charts.css';

const cell = 34;
const left = 44;
const top = 40;

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** The most likely scoreline of a matrix of probabilities[home goals][away goals]. */
export function likeliestScore(probabilities: number[][]) {
  let best = { home: 0, away: 0, probability: -1 };
  probabilities.forEach((row, home) => {
    row.forEach((probability, away) => {
      if (probability > best.probability) best = { home, away, probability };
    });
  });
  return best;
}

/**
 * The scoreline matrix as a grid coloured by probability: home goals down, away goals across,
 * each cell with its chance; the title names the likeliest score for screen readers.
 */
export function ScorelineHeatmap({
  maxGoals,
  probabilities,
  homeTeam,
  awayTeam,
}: {
  maxGoals: number;
  probabilities: number[][];
  homeTeam: string;
  awayTeam: string;
}) {
  const { t } = useLingui();
  const size = maxGoals + 1;
  const highest = Math.max(...probabilities.flat(), 0.0001);
  const best = likeliestScore(probabilities);
  const bestScore = `${best.home}–${best.away}`;
  const bestChance = percent(Math.max(best.probability, 0));
  const title = t`Likely scores (${homeTeam} goals down, ${awayTeam} goals across): most likely ${bestScore} (${bestChance})`;
  const width = left + size * cell + 4;
  const height = top + size * cell + 4;
  const goals = Array.from({ length: size }, (_, index) => index);
  return (
    <figure className={figure}>
      <figcaption className={figureCaption}>{t`Likely scores`}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{ maxWidth: `${width}px`, display: 'block' }}
        role="img"
        aria-label={title}
      >
        <title>{title}</title>
        <text x={left + (size * cell) / 2} y={12} textAnchor="middle" className={svgText}>
          {t`${awayTeam} goals`}
        </text>
        <text
          transform={`translate(12 ${top + (size * cell) / 2}) rotate(-90)`}
          textAnchor="middle"
          className={svgText}
        >
          {t`${homeTeam} goals`}
        </text>
        {goals.map((goal) => (
          <g key={`axis-${goal}`}>
            <text
              x={left + goal * cell + cell / 2}
              y={top - 8}
              textAnchor="middle"
              className={svgMuted}
            >
              {goal}
            </text>
            <text
              x={left - 8}
              y={top + goal * cell + cell / 2 + 4}
              textAnchor="end"
              className={svgMuted}
            >
              {goal}
            </text>
          </g>
        ))}
        {goals.map((home) =>
          goals.map((away) => {
            const probability = probabilities[home]?.[away] ?? 0;
            const strength = probability / highest;
            const x = left + away * cell;
            const y = top + home * cell;
            // The heat is drawn over an opaque base of the same box.
            const box = { x: x + 1, y: y + 1, width: cell - 2, height: cell - 2, rx: 4 };
            return (
              <g key={`${home}-${away}`}>
                <rect {...box} className={heatCellBase} />
                <rect {...box} className={heatCell} fillOpacity={0.08 + 0.92 * strength}>
                  <title>{`${home}–${away}: ${percent(probability)}`}</title>
                </rect>
                {probability >= 0.005 && (
                  <text
                    x={x + cell / 2}
                    y={y + cell / 2 + 4}
                    textAnchor="middle"
                    className={strength > 0.55 ? heatTextStrong : svgMuted}
                  >
                    {percent(probability)}
                  </text>
                )}
              </g>
            );
          }),
        )}
      </svg>
    </figure>
  );
}
