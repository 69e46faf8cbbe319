import { useLingui } from '@lingui/react/macro';
import { figure, figureCaption, svgAway, svgHome, svgText, svgTrack } from './charts.css';

const width = 320;
const barLeft = 0;
const barWidth = 260;

/** Expected goals of each side as two bars on one scale (at least three goals wide). */
export function ExpectedGoalsChart({
  home,
  away,
  homeTeam,
  awayTeam,
}: {
  home: number;
  away: number;
  homeTeam: string;
  awayTeam: string;
}) {
  const { t, i18n } = useLingui();
  const format = (value: number) =>
    new Intl.NumberFormat(i18n.locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
  const scale = Math.max(3, home, away);
  const homeXg = format(home);
  const awayXg = format(away);
  const title = t`Expected goals: ${homeTeam} ${homeXg}, ${awayTeam} ${awayXg}`;
  const rows = [
    { team: homeTeam, value: home, label: homeXg, className: svgHome },
    { team: awayTeam, value: away, label: awayXg, className: svgAway },
  ];
  return (
    <figure className={figure}>
      <figcaption className={figureCaption}>{t`Expected goals`}</figcaption>
      <svg
        viewBox={`0 0 ${width} 84`}
        width="100%"
        style={{ maxWidth: `${width}px`, display: 'block' }}
        role="img"
        aria-label={title}
      >
        <title>{title}</title>
        {rows.map((row, index) => {
          const y = index * 42;
          return (
            <g key={row.team}>
              <text x={barLeft} y={y + 13} className={svgText}>
                {row.team}
              </text>
              <rect
                x={barLeft}
                y={y + 20}
                width={barWidth}
                height={12}
                rx={6}
                className={svgTrack}
              />
              <rect
                x={barLeft}
                y={y + 20}
                width={Math.max(2, (row.value / scale) * barWidth)}
                height={12}
                rx={6}
                className={row.className}
              />
              <text x={barLeft + barWidth + 8} y={y + 31} className={svgText}>
                {row.label}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
