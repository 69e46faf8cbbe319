import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { error as errorStyle } from './form.css';

/** A machine's error: a catalog message (translated here) or the server's own text. */
export function FormError({ error }: { error: MessageDescriptor | string | null }) {
  const { i18n } = useLingui();
  if (!error) return null;
  return (
    <p className={errorStyle} role="alert">
      {typeof error === 'string' ? error : i18n._(error)}
    </p>
  );
}
