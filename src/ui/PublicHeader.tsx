import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { LanguageSelector } from '../i18n/LanguageSelector';
import { useSignedIn } from '../lib/session';
import { backLink, publicHeader, publicTools } from './public-header.css';
import { ThemeToggle } from './theme/ThemeToggle';

/** Top of the public content pages (legal, blog): the way back — to the matches when a
 * token is stored, else to sign-in — and the theme and language controls. */
export function PublicHeader() {
  const signedIn = useSignedIn();
  return (
    <header className={publicHeader}>
      <Link to={signedIn ? '/chat' : '/auth'} className={backLink}>
        <span aria-hidden="true">←</span> <Trans>Back</Trans>
      </Link>
      <div className={publicTools}>
        <ThemeToggle />
        <LanguageSelector />
      </div>
    </header>
  );
}
