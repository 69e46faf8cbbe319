import { I18nProvider } from '@lingui/react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import {
  createAppPersister,
  createAppQueryClient,
  persistence,
  shouldPersistQuery,
} from '../api/query-client';
import { i18n } from '../i18n/i18n';
import { Toasts } from '../ui/Toasts';
import { forgetOtherUsersData } from './forget-other-users-data';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  const [queryClient] = useState(createAppQueryClient);
  const [persister] = useState(() => createAppPersister());
  useEffect(() => forgetOtherUsersData(queryClient), [queryClient]);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        maxAge: persistence.maxAge,
        dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
      }}
    >
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
        <Toasts />
      </I18nProvider>
    </PersistQueryClientProvider>
  );
}
