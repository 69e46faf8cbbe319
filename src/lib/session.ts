import type { Session } from '../../machines/session';
import { sessionApi } from '../api/session.api';
import { switchLanguage } from '../i18n/i18n';
import { isLanguage } from '../i18n/language';
import { tokenStore, userStore } from './storage';

// Sign-in and sign-out go through here, so whoever watches the session (the token
// refresher) hears when one starts or ends.
const listeners = new Set<() => void>();

export function onSessionChange(listener: () => void): () => void {
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
  for (const listener of listeners) listener();
  if (isLanguage(session.user.language)) await switchLanguage(session.user.language);
}

/** A refresh: the new token and user replace the old, and nothing else changes. */
export function renewSession(session: Session) {
  storeSession(session);
}

export function endSession() {
  tokenStore.clear();
  userStore.clear();
  for (const listener of listeners) listener();
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
