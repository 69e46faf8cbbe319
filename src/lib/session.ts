import type { Session } from '../../machines/session';
import { switchLanguage } from '../i18n/i18n';
import { isLanguage } from '../i18n/language';
import { tokenStore, userStore } from './storage';

// Sign-in, sign-out and refresh all go through here, so whoever watches the session
// (the token refresher) hears of every change.
const listeners = new Set<() => void>();

export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Stores the token and user (SPEC §4 "Login"); the API client sends the stored token as
 * the bearer header from then on. Sign-in also switches to the user's language; a refresh
 * keeps the language the user is looking at.
 */
export async function startSession(session: Session, { switchToUserLanguage = true } = {}) {
  tokenStore.set(session.token);
  userStore.set(session.user);
  for (const listener of listeners) listener();
  if (switchToUserLanguage && isLanguage(session.user.language)) {
    await switchLanguage(session.user.language);
  }
}

export function endSession() {
  tokenStore.clear();
  userStore.clear();
  for (const listener of listeners) listener();
}
