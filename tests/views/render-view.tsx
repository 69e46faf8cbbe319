import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { activateLanguage, i18n } from '../../src/i18n/i18n';

/** One component with what the app gives it (a query client, the language's catalogue),
 * talking to the view tests' real API server. */
export async function renderView(ui: ReactNode, language: 'en' | 'es' = 'en') {
  await act(() => activateLanguage(language));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>{ui}</I18nProvider>
      </QueryClientProvider>,
    );
  });
  return { queryClient };
}
