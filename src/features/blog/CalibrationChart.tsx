import { useLingui } from '@lingui/react/macro';
import type { CalibrationBinJson } from '../../../contracts/model-accuracy';
import { chart, chartAxis, chartDiagonal, chartGrid, chartLabel, chartPoint } from './blog.css';

const SIZE = 300;
// Room on the left and below for the tick labels and the axis titles.
const LEFT = 58;
const BOTTOM = 40;
const TOP = 10;
const RIGHT = 22;
const scale = (v: number) => LEFT + v * (SIZE - LEFT - RIGHT);
const flip = (v: number) => SIZE - BOTTOM - v * (SIZE - TOP - BOTTOM);

/** Predicted probability (x) against how often it happened (y), one dot per tenth of the
 * scale, its area by how many forecasts fell in it; on the diagonal is perfectly calibrated. */
export function CalibrationChart({ bins, label }: { bins: CalibrationBinJson[]; label: string }) {
  const { t, i18n } = useLingui();
  const most = Math.max(1, ...bins.map((b) => b.forecasts));
  const ticks = [0, 0.2, 0.4, 0.6, 0.8, 1];
  const pct = (v: number) => i18n.number(v, { style: 'percent' });
  return (
    <svg className={chart} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
      {ticks.map((v) => (
        <g key={v}>
          <line className={chartGrid} x1={scale(v)} x2={scale(v)} y1={flip(0)} y2={flip(1)} />
          <line className={chartGrid} x1={scale(0)} x2={scale(1)} y1={flip(v)} y2={flip(v)} />
          <text className={chartLabel} x={scale(v)} y={flip(0) + 14} textAnchor="middle">
            {pct(v)}
          </text>
          <text className={chartLabel} x={scale(0) - 4} y={flip(v) + 4} textAnchor="end">
            {pct(v)}
          </text>
        </g>
      ))}
      <line className={chartAxis} x1={scale(0)} x2={scale(1)} y1={flip(0)} y2={flip(0)} />
      <line className={chartAxis} x1={scale(0)} x2={scale(0)} y1={flip(0)} y2={flip(1)} />
      <line className={chartDiagonal} x1={scale(0)} x2={scale(1)} y1={flip(0)} y2={flip(1)} />
      {bins.map((b) => (
        <circle
          key={b.from}
          className={chartPoint}
          cx={scale(b.mean_forecast)}
          cy={flip(b.observed)}
          r={3 + 5 * Math.sqrt(b.forecasts / most)}
        >
          <title>
            {t`Predicted ${pct(b.mean_forecast)}, happened ${pct(b.observed)} (${i18n.number(b.forecasts)} forecasts)`}
          </title>
        </circle>
      ))}
      <text className={chartLabel} x={scale(0.5)} y={SIZE - 6} textAnchor="middle">
        {t`Predicted probability`}
      </text>
      <text
        className={chartLabel}
        x={12}
        y={flip(0.5)}
        textAnchor="middle"
        transform={`rotate(-90 12 ${flip(0.5)})`}
      >
        {t`How often it happened`}
      </text>
    </svg>
  );
}
