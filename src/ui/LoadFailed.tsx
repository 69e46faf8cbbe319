import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { secondaryButton } from './form/form.css';

/** A page whose data could not be fetched: what failed (the children) and a button that
 * fetches it again. */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert">
      <p>{children}</p>
      <button type="button" className={secondaryButton} onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
