import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { WeeklyPreviewMatch } from '../../../contracts/blog';
import { isLanguage } from '../../../contracts/language';
import { leagueDisplayName } from '../../lib/league-names';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { weeklyPreviewQuery } from './blog.api';
import {
  articleHeading,
  cell,
  dayHeading,
  leagueName,
  list,
  meta,
  notice,
  numberCell,
  table,
  tableWrap,
  verdict,
} from './blog.css';

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** Matches grouped by the reader's calendar day, in kick-off order. */
function byDay(matches: WeeklyPreviewMatch[]): Array<{ day: Date; matches: WeeklyPreviewMatch[] }> {
  const days = new Map<string, { day: Date; matches: WeeklyPreviewMatch[] }>();
  for (const match of matches) {
    const kickoff = new Date(match.kickoff);
    const key = kickoff.toDateString();
    const entry = days.get(key) ?? { day: kickoff, matches: [] };
    entry.matches.push(match);
    days.set(key, entry);
  }
  return [...days.values()];
}

/** The weekly preview post: written by the server from the model's upcoming predictions
 * (GET /api/blog/weekly-preview/), in the interface language. */
export function WeeklyPreviewPost() {
  const { t, i18n } = useLingui();
  const lang = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const preview = useQuery(weeklyPreviewQuery(lang));

  if (preview.isPending) return <Spinner />;
  if (preview.isError) {
    return (
      <LoadFailed onRetry={() => void preview.refetch()}>
        <Trans>The weekly preview could not be loaded. Please try again later.</Trans>
      </LoadFailed>
    );
  }

  const post = preview.data;
  const from = i18n.date(post.from, { day: 'numeric', month: 'long' });
  const to = i18n.date(new Date(Date.parse(post.to) - 1), { day: 'numeric', month: 'long' });
  const generated = i18n.date(post.generated_at, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <>
      <p className={meta}>
        <Trans>
          {from} – {to} · generated {generated} from the model’s predictions
        </Trans>
      </p>
      {post.demo && (
        <p className={notice}>
          <Trans>
            Demo data: these fixtures come from the generated demo season, not real matches.
          </Trans>
        </p>
      )}
      <p>{post.intro}</p>
      {post.highlights.length > 0 && (
        <>
          <h2 className={articleHeading}>
            <Trans>Standout matches</Trans>
          </h2>
          <ul className={list}>
            {post.highlights.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {post.matches.length > 0 && (
        <h2 className={articleHeading}>
          <Trans>Match by match</Trans>
        </h2>
      )}
      {byDay(post.matches).map(({ day, matches }) => {
        const dayName = i18n.date(day, { weekday: 'long', day: 'numeric', month: 'long' });
        return (
          <section key={day.toDateString()} aria-label={dayName}>
            <h3 className={dayHeading}>{dayName}</h3>
            <div className={tableWrap}>
              <table className={table}>
                <thead>
                  <tr>
                    <th className={cell} scope="col">
                      <Trans>Match</Trans>
                    </th>
                    <th className={numberCell} scope="col">
                      <Trans>Kick-off</Trans>
                    </th>
                    <th className={numberCell} scope="col">
                      <abbr title={t`Home win`}>1</abbr>
                    </th>
                    <th className={numberCell} scope="col">
                      <abbr title={t`Draw`}>X</abbr>
                    </th>
                    <th className={numberCell} scope="col">
                      <abbr title={t`Away win`}>2</abbr>
                    </th>
                    <th className={numberCell} scope="col">
                      <Trans>Expected goals</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {matches.map((match) => (
                    <tr key={match.id}>
                      <th className={cell} scope="row">
                        {match.home} – {match.away}{' '}
                        <span className={leagueName}>
                          ({leagueDisplayName(i18n, match.league)})
                        </span>
                        <span className={verdict}>{match.verdict}</span>
                      </th>
                      <td className={numberCell}>
                        {i18n.date(match.kickoff, { hour: '2-digit', minute: '2-digit' })}
                      </td>
                      <td className={numberCell}>{percent(match.prediction.home)}</td>
                      <td className={numberCell}>{percent(match.prediction.draw)}</td>
                      <td className={numberCell}>{percent(match.prediction.away)}</td>
                      <td className={numberCell}>
                        {i18n.number(match.expected_goals.home, {
                          maximumFractionDigits: 2,
                          minimumFractionDigits: 2,
                        })}
                        {' – '}
                        {i18n.number(match.expected_goals.away, {
                          maximumFractionDigits: 2,
                          minimumFractionDigits: 2,
                        })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
      <p className={meta}>
        <Trans>
          Chances, not certainties: the model knows results only, not injuries or line-ups. Not
          betting advice.
        </Trans>
      </p>
    </>
  );
}
