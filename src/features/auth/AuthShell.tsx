import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LanguageSelector } from '../../i18n/LanguageSelector';
import { copyrightYear, productName, supportEmail } from '../../lib/brand';
import { ThemeToggle } from '../../ui/theme/ThemeToggle';
import { card, cardArea, footer, landingArea, mainArea, shell, topBar } from './auth-shell.css';

/**
 * Every /auth screen renders in this card, under the language selector (SPEC §2). The app
 * layer may put content `beside` the card and `below` it (the landing's marketing), since
 * this feature may not import another.
 */
export function AuthShell({ beside, below }: { beside?: ReactNode; below?: ReactNode } = {}) {
  const { t } = useLingui();
  return (
    <div className={shell}>
      <header className={topBar}>
        <ThemeToggle />
        <LanguageSelector />
      </header>
      <main className={mainArea}>
        <div className={beside ? landingArea : cardArea}>
          {beside}
          <div className={card}>
            <Outlet />
          </div>
        </div>
        {below}
      </main>
      <footer className={footer}>
        <span>
          <Trans>
            © {copyrightYear} {productName}. All rights reserved.
          </Trans>
        </span>
        <Link to="/terms-of-service">
          <Trans>Terms of Service</Trans>
        </Link>
        <a href={`mailto:${supportEmail}`}>{t({ id: 'contact-us', message: 'Contact us' })}</a>
      </footer>
    </div>
  );
}
