import { useSyncExternalStore } from 'react';
import { isLanguage, type Language } from '../../contracts/language';
import type { Session, SessionUser } from '../../contracts/session';
import { sessionApi } from '../api/session.api';
import { switchLanguage } from '../i18n/i18n';
import { isProToken } from './pro-status';
import { tokenStore, userStore } from './storage';

// Sign-in and sign-out go through here, so whoever watches the session (the app's session
// actor, the query cache) hears when one starts or ends.
export type SessionChange = 'started' | 'ended';
const listeners = new Set<(change: SessionChange) => void>();

export function onSessionChange(listener: (change: SessionChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function storeSession(session: Session) {
  tokenStore.set(session.token);
  userStore.set(session.user);
}

/**
 * Sign-in (SPEC §4 "Login"): stores the token and user — the API client sends the stored
 * token as the bearer header from then on — and switches to the user's language.
 */
export async function startSession(session: Session) {
  storeSession(session);
  for (const listener of listeners) listener('started');
  if (isLanguage(session.user.language)) await switchLanguage(session.user.language);
}

/** A refresh: the new token and user replace the old, and nothing else changes. */
export function renewSession(session: Session) {
  storeSession(session);
}

export function endSession() {
  tokenStore.clear();
  userStore.clear();
  for (const listener of listeners) listener('ended');
}

/**
 * The user's sign-out: signed out here at once, and the server told to end the session so
 * the token is worthless to anyone who copied it. If that call fails (offline, server
 * down) the user is still signed out on this device; the token then lasts until it expires.
 */
export function signOut() {
  const token = tokenStore.get();
  endSession();
  if (token) sessionApi.signOut(token).catch(() => {});
}

/** Whether someone is signed in, for views: follows sign-in and sign-out as they happen. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(onSessionChange, () => tokenStore.get() !== null);
}

/** The signed-in user as the last sign-in or refresh stored it; null when signed out. */
export const sessionUser = (): SessionUser | null => userStore.get();

/** SPEC §4 "Pro status", read from the session's token (a hint: the server checks). */
export const sessionIsPro = (): boolean => isProToken(tokenStore.get());

/** A new language applies to the stored user at once (a reload starts in it). */
export function setSessionLanguage(language: Language) {
  const user = userStore.get();
  if (user) userStore.set({ ...user, language });
}
