import { activateLanguage, initialLanguage } from '../i18n/i18n';
import { applyTheme, storedTheme } from '../ui/theme/theme';

/** Theme and language before the first render, so no screen flashes the wrong ones. */
export async function prepareDocument(): Promise<void> {
  applyTheme(storedTheme());
  await activateLanguage(initialLanguage());
}
