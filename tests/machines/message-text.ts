import { type MessageDescriptor, setupI18n } from '@lingui/core';
import { messages as en } from '../../locales/en/messages.po';
import { messages as es } from '../../locales/es/messages.po';

const i18n = {
  en: setupI18n({ locale: 'en', messages: { en } }),
  es: setupI18n({ locale: 'es', messages: { es } }),
};

/** A machine's message as a person reads it: through the catalogue, placeholders filled.
 * A plain string (only the Google button's own, already translated) stays as it is. */
export function messageText(
  message: MessageDescriptor | string | null | undefined,
  language: 'en' | 'es' = 'en',
): string | null {
  if (message === null || message === undefined) return null;
  return typeof message === 'string' ? message : i18n[language]._(message);
}
