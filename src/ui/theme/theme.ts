import { useSyncExternalStore } from 'react';
import { themeStore } from '../../lib/storage';
import { darkTheme, lightTheme } from './theme.css';

export type ThemeName = 'dark' | 'light';

const themeClass: Record<ThemeName, string> = { dark: darkTheme, light: lightTheme };

/** Dark unless the visitor chose light before (SPEC §2 "Theme"). */
export function storedTheme(): ThemeName {
  return themeStore.get() === 'light' ? 'light' : 'dark';
}

export function applyTheme(theme: ThemeName): void {
  const root = document.documentElement;
  root.classList.remove(darkTheme, lightTheme);
  root.classList.add(themeClass[theme]);
  root.style.colorScheme = theme;
}

// One theme for the whole page, shared by every component that shows or switches it.
let currentTheme: ThemeName | undefined;
const listeners = new Set<() => void>();

function getTheme(): ThemeName {
  currentTheme ??= storedTheme();
  return currentTheme;
}

export function setTheme(theme: ThemeName): void {
  currentTheme = theme;
  themeStore.set(theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, getTheme);
  return { theme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
