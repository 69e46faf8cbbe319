import { Trans } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LanguageSelector } from '../i18n/LanguageSelector';
import { productName } from '../lib/brand';
import { signOut } from '../lib/session';
import { ghostButton } from './controls.css';
import { brand, nav, signedInHeader, title } from './signed-in-header.css';
import { ThemeToggle } from './theme/ThemeToggle';

/** Top of the signed-in screens (chat, profile): the product, what the screen is, and the
 * same controls everywhere — pricing, the other screen, theme, language, sign-out. The profile
 * leaves out the language selector: its Personal tab sets the account's language itself. */
export function SignedInHeader({
  heading,
  other,
  languageSelector = true,
}: {
  heading: ReactNode;
  other: 'chat' | 'profile';
  languageSelector?: boolean;
}) {
  const router = useRouter();
  return (
    <header className={signedInHeader}>
      <Link to="/chat" className={brand}>
        {productName}
      </Link>
      <h1 className={title}>{heading}</h1>
      <nav className={nav}>
        <Link to="/pricing">
          <Trans>Pricing</Trans>
        </Link>
        {other === 'profile' ? (
          <Link to="/profile">
            <Trans>Profile</Trans>
          </Link>
        ) : (
          <Link to="/chat">
            <Trans>Back to matches</Trans>
          </Link>
        )}
        <ThemeToggle />
        {languageSelector && <LanguageSelector />}
        <button
          type="button"
          className={ghostButton}
          onClick={() => {
            signOut();
            void router.navigate({ to: '/auth', replace: true });
          }}
        >
          <Trans>Sign out</Trans>
        </button>
      </nav>
    </header>
  );
}
