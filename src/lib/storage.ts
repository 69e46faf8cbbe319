import type { SessionUser } from '../../contracts/session';
import { decodeTokenPayload } from './token-payload';

/** The local storage keys of SPEC §9, exactly. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  lang: 'lang',
  theme: 'goalvision-theme',
} as const;

/** The user of the session (contracts/session.ts), as stored under `user`. */
export type StoredUser = SessionUser;

// Private browsing and full quotas make storage throw; the app keeps working without it.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: keep the value for this page only */
  }
}

export const tokenStore = {
  /** The stored token, or null when there is none or it does not decode (SPEC §8: treated as
   * absent everywhere). A token that does not decode is removed, so it is reported once. */
  get(): string | null {
    const token = read(storageKeys.token) || null;
    if (token && !decodeTokenPayload(token)) {
      write(storageKeys.token, null);
      return null;
    }
    return token;
  },
  set: (token: string) => write(storageKeys.token, token),
  clear: () => write(storageKeys.token, null),
};

export const userStore = {
  get(): StoredUser | null {
    const raw = read(storageKeys.user);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<StoredUser> | null;
      return parsed && typeof parsed === 'object' ? (parsed as StoredUser) : null;
    } catch {
      return null;
    }
  },
  set: (user: StoredUser) => write(storageKeys.user, JSON.stringify(user)),
  clear: () => write(storageKeys.user, null),
};

export const langStore = {
  get: () => read(storageKeys.lang),
  set: (lang: string) => write(storageKeys.lang, lang),
};

export const themeStore = {
  get: () => read(storageKeys.theme),
  set: (theme: string) => write(storageKeys.theme, theme),
};
