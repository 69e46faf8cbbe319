import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { productName } from '../../lib/brand';
import { topNav } from './pricing.css';

/** The way back from the offer pages: to the matches when signed in, else to sign-in. */
export function PageNav({ signedIn }: { signedIn: boolean }) {
  return (
    <nav className={topNav} aria-label={productName}>
      <Link to={signedIn ? '/chat' : '/auth'}>
        <strong>{productName}</strong>
      </Link>
      {signedIn ? (
        <Link to="/chat">
          <Trans>Back to matches</Trans>
        </Link>
      ) : (
        <Link to="/auth">
          <Trans>Sign in</Trans>
        </Link>
      )}
    </nav>
  );
}
