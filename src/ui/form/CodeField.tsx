import { useLingui } from '@lingui/react/macro';
import { TextField } from './TextField';

/** The 4-digit e-mail code (SPEC §5): digits only; surrounding spaces are trimmed later. */
export function CodeField() {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Code`}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="\s*[0-9]{4}\s*"
      maxLength={6}
      required
    />
  );
}
