import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import {
  formatPrice,
  PRO_MONTHLY_PRICE_USD,
  TRIAL_DAYS,
  TRIAL_PRICE_USD,
} from '../../../contracts/pricing';
import { LEAGUE_CODES, leagueDisplayName } from '../../lib/league-names';
import { formattedModelFigures } from '../../lib/model-figures';
import { button, buttonLink, buttonLinks, secondaryButton } from '../../ui/form/form.css';
import {
  card,
  cardTitle,
  cta,
  footnote,
  grid,
  league,
  leagueGrid,
  leagueName,
  muted,
  sections,
  sectionTitle,
  statValue,
} from './marketing.css';

function Features() {
  return (
    <section aria-labelledby="features-title">
      <h2 id="features-title" className={sectionTitle}>
        <Trans>What you get</Trans>
      </h2>
      <ul className={grid}>
        <li className={card}>
          <h3 className={cardTitle}>
            <Trans>Match probabilities</Trans>
          </h3>
          <p className={muted}>
            <Trans>
              Home, draw and away chances for every fixture from a Dixon–Coles model blended with
              Elo ratings, refitted as results come in.
            </Trans>
          </p>
        </li>
        <li className={card}>
          <h3 className={cardTitle}>
            <Trans>Goals and scorelines</Trans>
          </h3>
          <p className={muted}>
            <Trans>
              Expected goals, over/under 2.5, both teams to score and a heat map of every likely
              score.
            </Trans>
          </p>
        </li>
        <li className={card}>
          <h3 className={cardTitle}>
            <Trans>An AI analyst to ask</Trans>
          </h3>
          <p className={muted}>
            <Trans>
              Ask why a side is favoured, about form or head-to-head, and get answers grounded in
              the model’s numbers.
            </Trans>
          </p>
        </li>
        <li className={card}>
          <h3 className={cardTitle}>
            <Trans>Live fixtures and history</Trans>
          </h3>
          <p className={muted}>
            <Trans>
              Today’s matches, live scores and finished games, with the chats you had about them.
            </Trans>
          </p>
        </li>
      </ul>
    </section>
  );
}

function Leagues() {
  const { t, i18n } = useLingui();
  const countries: Record<(typeof LEAGUE_CODES)[number], string> = {
    PL: t`England`,
    PD: t`Spain`,
    SA: t`Italy`,
    BL1: t`Germany`,
    FL1: t`France`,
  };
  const leagues = LEAGUE_CODES.map((code) => ({
    name: leagueDisplayName(i18n, code),
    country: countries[code],
  }));
  return (
    <section aria-labelledby="leagues-title">
      <h2 id="leagues-title" className={sectionTitle}>
        <Trans>Five leagues, every match</Trans>
      </h2>
      <ul className={leagueGrid}>
        {leagues.map((entry) => (
          <li key={entry.name} className={league}>
            <span className={leagueName}>{entry.name}</span>
            <span className={muted}>{entry.country}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Measured figures only (src/lib/model-figures.ts, from bench/README.md). */
function Stats() {
  const { i18n } = useLingui();
  const { matches, leagues, seasons, gap, modelRps, bookmakerRps } = formattedModelFigures(i18n);
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className={sectionTitle}>
        <Trans>Measured, not promised</Trans>
      </h2>
      <dl className={grid}>
        <div className={card}>
          <dt className={muted}>
            <Trans>matches predicted before they were played</Trans>
          </dt>
          <dd className={statValue}>{matches}</dd>
        </div>
        <div className={card}>
          <dt className={muted}>
            <Trans>seasons of results tested</Trans>
          </dt>
          <dd className={statValue}>{seasons}</dd>
        </div>
        <div className={card}>
          <dt className={muted}>
            <Trans>top European leagues</Trans>
          </dt>
          <dd className={statValue}>{leagues}</dd>
        </div>
        <div className={card}>
          <dt className={muted}>
            <Trans>from the bookmakers’ accuracy, without their odds for the match</Trans>
          </dt>
          <dd className={statValue}>{gap}%</dd>
        </div>
      </dl>
      <p className={footnote}>
        <Trans>
          Walk-forward test: every matchday predicted by a model fitted only on earlier matches.
          Ranked probability score {modelRps} against {bookmakerRps} for the bookmakers’ odds with
          their margin removed (lower is better).
        </Trans>
      </p>
    </section>
  );
}

function CallToAction() {
  const { i18n } = useLingui();
  const monthly = formatPrice(PRO_MONTHLY_PRICE_USD, i18n.locale);
  const trialPrice = formatPrice(TRIAL_PRICE_USD, i18n.locale);
  const trialDays = TRIAL_DAYS;
  return (
    <section className={cta} aria-labelledby="cta-title">
      <h2 id="cta-title" className={cardTitle}>
        <Trans>Start with the numbers</Trans>
      </h2>
      <p className={muted}>
        <Trans>
          Creating an account is free. Pro chat analysis is {monthly} per month, or try it for{' '}
          {trialDays} days at {trialPrice}.
        </Trans>
      </p>
      <div className={buttonLinks}>
        <Link to="/auth/register" className={`${button} ${buttonLink}`}>
          <Trans>Get started free</Trans>
        </Link>
        <Link to="/pricing" className={`${secondaryButton} ${buttonLink}`}>
          <Trans>See pricing</Trans>
        </Link>
        <Link to="/limited-offer" className={`${secondaryButton} ${buttonLink}`}>
          <Trans>Limited offer</Trans>
        </Link>
      </div>
    </section>
  );
}

/** The /auth landing's marketing below the sign-in card: features, leagues, stats, call to
 * action (SPEC §1; DESIGN.md "Decisions"). */
export function MarketingSections() {
  return (
    <div className={sections}>
      <Features />
      <Leagues />
      <Stats />
      <CallToAction />
    </div>
  );
}
