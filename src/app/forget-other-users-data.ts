import type { QueryClient } from '@tanstack/react-query';
import { onSessionChange } from '../lib/session';
import { userStore } from '../lib/storage';

/**
 * The query cache (persisted in local storage) holds the signed-in user's chats and
 * subscriptions: it is emptied when that user signs out or someone else signs in, so the next
 * person at the browser never sees them. The same user signing in again keeps it.
 */
export function forgetOtherUsersData(
  queryClient: QueryClient,
  currentUser: () => string | null = () => userStore.get()?.email ?? null,
): () => void {
  let owner = currentUser();
  return onSessionChange(() => {
    const user = currentUser();
    if (user === owner) return;
    owner = user;
    queryClient.clear();
  });
}
