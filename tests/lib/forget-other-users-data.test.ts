import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetOtherUsersData } from '../../src/app/forget-other-users-data';
import { endSession, startSession } from '../../src/lib/session';

const session = (email: string) => ({
  token: 'header.payload.signature',
  user: { id: email, oauth_only: false, name: 'Fan', email, language: 'none' },
});

describe("forgetting the previous user's cached data", () => {
  let signedIn: string | null = 'ana@example.com';
  let stop = () => {};
  afterEach(() => stop());

  const cacheWithChats = () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['chats'], [{ id: 'c1', preview: "Ana's question" }]);
    stop = forgetOtherUsersData(queryClient, () => signedIn);
    return queryClient;
  };

  it('empties the cache on sign-out', () => {
    const queryClient = cacheWithChats();
    signedIn = null;
    endSession();
    expect(queryClient.getQueryData(['chats'])).toBeUndefined();
  });

  it('empties the cache when a different user signs in', async () => {
    signedIn = 'ana@example.com';
    const queryClient = cacheWithChats();
    signedIn = 'ben@example.com';
    await startSession(session('ben@example.com'));
    expect(queryClient.getQueryData(['chats'])).toBeUndefined();
  });

  it('keeps it when the same user signs in again', async () => {
    signedIn = 'ana@example.com';
    const queryClient = cacheWithChats();
    await startSession(session('ana@example.com'));
    expect(queryClient.getQueryData(['chats'])).toHaveLength(1);
  });
});
