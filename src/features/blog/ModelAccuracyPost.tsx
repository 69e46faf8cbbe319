import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { AccuracyFigures, OddsEra } from '../../../contracts/model-accuracy';
import { leagueDisplayName } from '../../lib/league-names';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { modelAccuracyQuery } from './blog.api';
import {
  articleHeading,
  cell,
  meta,
  notice,
  numberCell,
  table,
  tableWrap,
  wrappingNumberCell,
} from './blog.css';
import { CalibrationChart } from './CalibrationChart';

/** The accuracy post: the walk-forward test's figures (written by bench:predict) and the
 * app's own predictions of finished matches, both scored by the server
 * (GET /api/blog/model-accuracy/). */
export function ModelAccuracyPost() {
  const { t, i18n } = useLingui();
  const accuracy = useQuery(modelAccuracyQuery);

  if (accuracy.isPending) return <Spinner />;
  if (accuracy.isError) {
    return (
      <LoadFailed onRetry={() => void accuracy.refetch()}>
        <Trans>The track record could not be loaded. Please try again later.</Trans>
      </LoadFailed>
    );
  }

  const { walk_forward: wf, stored } = accuracy.data;
  const fixed = (v: number | null, digits: number) =>
    v === null
      ? '–'
      : i18n.number(v, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const count = (n: number) => i18n.number(n);
  const eraName = (era: OddsEra) =>
    era === 'pinnacle_closing' ? t`Pinnacle closing odds` : t`Market average odds`;
  const eraOf = (figures: Array<{ era: OddsEra; figures: AccuracyFigures }>, era: OddsEra) =>
    figures.find((e) => e.era === era)?.figures ?? null;
  const first = wf.first_season;
  const last = wf.last_season;
  const matches = count(wf.overall.matches);
  const ratio = fixed(wf.overall.ratio, 3);
  const averageUntil = wf.eras.find((e) => e.era === 'average_odds')?.last_season ?? '';
  const closingFrom = wf.eras.find((e) => e.era === 'pinnacle_closing')?.first_season ?? '';
  const generated = i18n.date(wf.generated_on, { dateStyle: 'long' });

  const header = (
    <tr>
      <th className={cell} scope="col">
        <Trans>League</Trans>
      </th>
      <th className={numberCell} scope="col">
        <Trans>Matches</Trans>
      </th>
      <th className={numberCell} scope="col">
        <Trans>Model RPS</Trans>
      </th>
      <th className={numberCell} scope="col">
        <Trans>Bookmakers’ RPS</Trans>
      </th>
      <th className={numberCell} scope="col">
        <Trans>Ratio</Trans>
      </th>
    </tr>
  );
  const figureCells = (f: AccuracyFigures) => (
    <>
      <td className={numberCell}>{count(f.matches)}</td>
      <td className={numberCell}>{fixed(f.model_rps, 4)}</td>
      <td className={numberCell}>{fixed(f.bookmaker_rps, 4)}</td>
      <td className={numberCell}>{fixed(f.ratio, 3)}</td>
    </>
  );
  /** One row a league, then the total: the walk-forward test's and the stored predictions'. */
  const leagueTable = (
    label: string,
    leagues: Array<{ league: string; figures: AccuracyFigures }>,
    total: { name: string; figures: AccuracyFigures },
  ) => (
    <div className={tableWrap}>
      <table className={table} aria-label={label}>
        <thead>{header}</thead>
        <tbody>
          {leagues.map((l) => (
            <tr key={l.league}>
              <th className={cell} scope="row">
                {leagueDisplayName(i18n, l.league)}
              </th>
              {figureCells(l.figures)}
            </tr>
          ))}
          <tr>
            <th className={cell} scope="row">
              {total.name}
            </th>
            {figureCells(total.figures)}
          </tr>
        </tbody>
      </table>
    </div>
  );

  return (
    <>
      <p>
        <Trans>
          Every figure on this page is computed, none is typed in. The walk-forward test predicts{' '}
          {matches} matches of the five leagues from {first} to {last}, each from a model fitted
          only on the matches played before its day, and scores them with the ranked probability
          score (RPS: lower is better) beside the bookmakers’ odds with their margin removed.
          Overall the model’s RPS is {ratio} times the bookmakers’.
        </Trans>
      </p>
      <h2 className={articleHeading}>
        <Trans>Walk-forward test by league</Trans>
      </h2>
      {leagueTable(
        t`Walk-forward test by league`,
        wf.leagues.map((l) => ({ league: l.league, figures: l.overall })),
        { name: t`All five`, figures: wf.overall },
      )}
      <h2 className={articleHeading}>
        <Trans>By era of the bookmakers’ prices</Trans>
      </h2>
      <p className={meta}>
        <Trans>
          Until {averageUntil} the comparison is with the market’s average odds; from {closingFrom}{' '}
          with Pinnacle’s closing odds, the sharpest prices there are.
        </Trans>
      </p>
      <div className={tableWrap}>
        <table className={table} aria-label={t`By era of the bookmakers’ prices`}>
          <thead>
            <tr>
              <th className={cell} scope="col">
                <Trans>League</Trans>
              </th>
              {wf.eras.map((e) => (
                <th key={e.era} className={wrappingNumberCell} scope="col">
                  {eraName(e.era)} ({e.first_season} – {e.last_season})
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {wf.leagues.map((l) => (
              <tr key={l.league}>
                <th className={cell} scope="row">
                  {leagueDisplayName(i18n, l.league)}
                </th>
                {wf.eras.map((e) => {
                  const f = eraOf(l.eras, e.era);
                  return (
                    <td key={e.era} className={numberCell}>
                      {f
                        ? `${fixed(f.model_rps, 4)} / ${fixed(f.bookmaker_rps, 4)} (${fixed(f.ratio, 3)})`
                        : '–'}
                    </td>
                  );
                })}
              </tr>
            ))}
            <tr>
              <th className={cell} scope="row">
                {t`All five`}
              </th>
              {wf.eras.map((e) => (
                <td key={e.era} className={numberCell}>
                  {fixed(e.figures.model_rps, 4)} / {fixed(e.figures.bookmaker_rps, 4)} (
                  {fixed(e.figures.ratio, 3)})
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <p className={meta}>
        <Trans>Each cell: model RPS / bookmakers’ RPS (ratio).</Trans>
      </p>
      <h2 className={articleHeading}>
        <Trans>Calibration</Trans>
      </h2>
      <p>
        <Trans>
          When the model says 30%, does it happen about 30% of the time? Every home, draw and away
          probability of the walk-forward test, grouped in tenths: each dot is the mean forecast of
          a group against how often that outcome happened. On the dashed diagonal is perfect.
        </Trans>
      </p>
      <CalibrationChart bins={wf.calibration} label={t`Calibration of the walk-forward test`} />
      <h2 className={articleHeading}>
        <Trans>The app’s own predictions</Trans>
      </h2>
      {stored.demo && (
        <p className={notice}>
          <Trans>
            Demo data: these matches come from the generated demo season, not real matches.
          </Trans>
        </p>
      )}
      {stored.overall.matches === 0 ? (
        <p>
          <Trans>
            No finished match has a stored prediction yet: the figures appear here as the matches
            the app predicted are played.
          </Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              The predictions this app stored before kick-off, scored the same way once the matches
              were played.
            </Trans>
          </p>
          {leagueTable(t`The app’s own predictions`, stored.leagues, {
            name: t`All`,
            figures: stored.overall,
          })}
          <CalibrationChart
            bins={stored.calibration}
            label={t`Calibration of the app’s own predictions`}
          />
        </>
      )}
      <p className={meta}>
        <Trans>Walk-forward figures from the test run of {generated}. Not betting advice.</Trans>
      </p>
    </>
  );
}
