import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  formatPrice,
  PRO_MONTHLY_PRICE_USD,
  TRIAL_DAYS,
  TRIAL_PRICE_USD,
} from '../../../contracts/pricing';
import { supportEmail } from '../../lib/brand';
import { useSignedIn } from '../../lib/session';
import { button, buttonLink, buttonLinks, secondaryButton } from '../../ui/form/form.css';
import { PublicHeader } from '../../ui/PublicHeader';
import {
  article,
  contact,
  contactTitle,
  content,
  list,
  otherPages,
  page,
  promo,
  promoTitle,
  section,
  sectionTitle,
  title as titleStyle,
  updated,
} from './legal.css';
import type { LegalFigures, LegalSection } from './legal-section';

/** The prices and trial the texts quote, in the interface language's number style. */
export function useLegalFigures(): LegalFigures {
  const { i18n } = useLingui();
  return {
    monthly: formatPrice(PRO_MONTHLY_PRICE_USD, i18n.locale),
    trialPrice: formatPrice(TRIAL_PRICE_USD, i18n.locale),
    trialDays: TRIAL_DAYS,
  };
}

/** The layout shared by the terms, privacy and refund pages (SPEC §2, legal pages). */
export function LegalPage({ title, sections }: { title: ReactNode; sections: LegalSection[] }) {
  const { t, i18n } = useLingui();
  const signedIn = useSignedIn();
  // "Last updated" is today, in the interface language (SPEC §2).
  const today = i18n.date(new Date(), { dateStyle: 'long' });
  return (
    <div className={page}>
      <PublicHeader />
      <main className={content}>
        <div>
          <h1 className={titleStyle}>{title}</h1>
          <p className={updated}>
            <Trans>Last updated: {today}</Trans>
          </p>
        </div>
        <article className={article}>
          {sections.map((entry, index) => (
            <section
              key={entry.key}
              id={entry.key}
              className={section}
              aria-labelledby={`${entry.key}-title`}
            >
              <h2 id={`${entry.key}-title`} className={sectionTitle}>
                {index + 1}. {i18n._(entry.title)}
              </h2>
              {entry.paragraphs.map((paragraph) => (
                <p key={paragraph.id}>{i18n._(paragraph)}</p>
              ))}
              {entry.items && (
                <ul className={list}>
                  {entry.items.map((item) => (
                    <li key={item.id}>{i18n._(item)}</li>
                  ))}
                </ul>
              )}
              {entry.showsSupportEmail && (
                <p>
                  <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
                </p>
              )}
            </section>
          ))}
        </article>
        {!signedIn && (
          <aside className={promo} aria-labelledby="legal-promo">
            <h2 id="legal-promo" className={promoTitle}>
              <Trans>See every match the way the model sees it</Trans>
            </h2>
            <p>
              <Trans>
                Win, draw and loss chances, expected goals and likely scores for the five top
                European leagues, explained by an AI analyst in your language.
              </Trans>
            </p>
            <div className={buttonLinks}>
              <Link to="/auth/register" className={`${button} ${buttonLink}`}>
                <Trans>Create your account</Trans>
              </Link>
              <Link to="/pricing" className={`${secondaryButton} ${buttonLink}`}>
                <Trans>See pricing</Trans>
              </Link>
            </div>
          </aside>
        )}
        <section className={contact} aria-labelledby="legal-contact">
          <h2 id="legal-contact" className={contactTitle}>
            <Trans>Questions about this page?</Trans>
          </h2>
          <a href={`mailto:${supportEmail}`} className={`${secondaryButton} ${buttonLink}`}>
            {t({ id: 'contact-us', message: 'Contact us' })}
          </a>
        </section>
      </main>
      <nav className={otherPages} aria-label={t`Legal`}>
        <Link to="/terms-of-service">
          <Trans>Terms of Service</Trans>
        </Link>
        <Link to="/privacy-policy">
          <Trans>Privacy Policy</Trans>
        </Link>
        <Link to="/refund-policy">
          <Trans>Refund Policy</Trans>
        </Link>
      </nav>
    </div>
  );
}
