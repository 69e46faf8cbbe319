import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import { LanguageSelector } from '../../i18n/LanguageSelector';
import { copyrightYear, productName, supportEmail } from '../../lib/brand';
import { ThemeToggle } from '../../ui/theme/ThemeToggle';
import { card, cardArea, footer, shell, topBar } from './auth-shell.css';

/** Every /auth screen renders in this card, under the language selector (SPEC §2). */
export function AuthShell() {
  const { t } = useLingui();
  return (
    <div className={shell}>
      <header className={topBar}>
        <ThemeToggle />
        <LanguageSelector />
      </header>
      <main className={cardArea}>
        <div className={card}>
          <Outlet />
        </div>
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
