import { useLingui } from '@lingui/react/macro';
import type { TableRowJson } from '../../../contracts/match-knowledge';
import {
  form,
  formCell,
  formResult,
  srOnly,
  standings,
  table,
  tableScroll,
  teamCell,
} from './match-panel.css';

/** A column head: a short visible label, and the whole word for screen readers. */
function Head({ short, long, className }: { short: string; long: string; className?: string }) {
  return (
    <th scope="col" className={className}>
      <span aria-hidden="true" title={long}>
        {short}
      </span>
      <span className={srOnly}>{long}</span>
    </th>
  );
}

/** The last five results, most recent first, as W / D / L marks. */
function Form({ results }: { results: string }) {
  const { t } = useLingui();
  const letters: Record<string, { short: string; long: string }> = {
    W: { short: t`W`, long: t`won` },
    D: { short: t`D`, long: t`drawn` },
    L: { short: t`L`, long: t`lost` },
  };
  const marks = [...results].map((r) => letters[r]).filter((m) => m !== undefined);
  return (
    <span className={form}>
      <span className={srOnly}>{marks.map((m) => m.long).join(', ')}</span>
      {[...results].map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a result's place is its identity
        <span key={i} className={formResult} data-result={r} aria-hidden="true">
          {letters[r]?.short ?? r}
        </span>
      ))}
    </span>
  );
}

/**
 * League table rows: position, club, played, won, drawn, lost, goals, goal difference,
 * points and form. `highlight` marks the rows of the match's clubs.
 */
export function StandingsTable({
  caption,
  rows,
  highlight = [],
}: {
  caption: string;
  rows: TableRowJson[];
  highlight?: string[];
}) {
  const { t } = useLingui();
  return (
    <section
      className={tableScroll}
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways, and the keyboard must reach it to scroll it
      tabIndex={0}
    >
      <table className={`${table} ${standings}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <Head short="#" long={t`Position`} />
            <th scope="col" className={teamCell}>
              {t`Club`}
            </th>
            <Head short={t`P`} long={t`Played`} />
            <Head short={t`W`} long={t`Won`} />
            <Head short={t`D`} long={t`Drawn`} />
            <Head short={t`L`} long={t`Lost`} />
            <Head short={t`GF`} long={t`Goals for`} />
            <Head short={t`GA`} long={t`Goals against`} />
            <Head short={t`GD`} long={t`Goal difference`} />
            <Head short={t`Pts`} long={t`Points`} />
            <Head short={t`Form`} long={t`Form, most recent first`} className={formCell} />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.team} data-highlight={highlight.includes(row.team)}>
              <td>{row.position}</td>
              <th scope="row" className={teamCell}>
                {row.team}
              </th>
              <td>{row.played}</td>
              <td>{row.won}</td>
              <td>{row.drawn}</td>
              <td>{row.lost}</td>
              <td>{row.goals_for}</td>
              <td>{row.goals_against}</td>
              <td>{row.goal_difference > 0 ? `+${row.goal_difference}` : row.goal_difference}</td>
              <td>
                <strong>{row.points}</strong>
              </td>
              <td className={formCell}>
                <Form results={row.form} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
