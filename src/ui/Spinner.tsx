import { useLingui } from '@lingui/react/macro';
import { spinner, spinnerArea } from './spinner.css';

export function Spinner() {
  const { t } = useLingui();
  return (
    <div className={spinnerArea} role="status" aria-live="polite">
      <span className={spinner} aria-hidden="true" />
      <span style={{ position: 'absolute', left: '-9999px' }}>{t`Loading…`}</span>
    </div>
  );
}
