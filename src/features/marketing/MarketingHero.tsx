import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { button, buttonLink, buttonLinks, secondaryButton } from '../../ui/form/form.css';
import { eyebrow, hero, heroText, heroTitle } from './marketing.css';

/** The /auth landing's opening, beside the sign-in card (DESIGN.md "Decisions"). */
export function MarketingHero() {
  return (
    <section className={hero} aria-labelledby="hero-title">
      <p className={eyebrow}>
        <Trans>AI football analysis</Trans>
      </p>
      <h2 id="hero-title" className={heroTitle}>
        <Trans>Know the chances before kick-off</Trans>
      </h2>
      <p className={heroText}>
        <Trans>
          GoalVision fits a statistical model to every result of Europe’s top five leagues and turns
          it into win, draw and loss chances, expected goals and likely scores. Then an AI analyst
          explains them, in English or Spanish.
        </Trans>
      </p>
      <div className={buttonLinks}>
        <Link to="/auth/register" className={`${button} ${buttonLink}`}>
          <Trans>Get started free</Trans>
        </Link>
        <Link
          to="/blog/$slug"
          params={{ slug: 'how-the-model-works' }}
          className={`${secondaryButton} ${buttonLink}`}
        >
          <Trans>How the model works</Trans>
        </Link>
      </div>
    </section>
  );
}
