import { createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';

export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    border: null,
    text: null,
    textMuted: null,
    accent: null,
    accentText: null,
    danger: null,
    focus: null,
  },
  font: { body: null, heading: null },
  radius: { small: null, large: null },
});

const shared = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  radius: { small: '8px', large: '16px' },
};

export const darkTheme = createTheme(vars, {
  color: {
    background: '#0b1220',
    surface: '#111a2e',
    surfaceRaised: '#18243d',
    border: '#26324d',
    text: '#e8edf6',
    textMuted: '#9aa7bd',
    accent: '#22c55e',
    accentText: '#04130a',
    danger: '#f87171',
    focus: '#60a5fa',
  },
  ...shared,
});

export const lightTheme = createTheme(vars, {
  color: {
    background: '#f4f6fb',
    surface: '#ffffff',
    surfaceRaised: '#eef2f8',
    border: '#d5dbe6',
    text: '#111827',
    textMuted: '#4b5563',
    accent: '#15803d',
    accentText: '#ffffff',
    danger: '#b91c1c',
    focus: '#1d4ed8',
  },
  ...shared,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: 1.5,
});

globalStyle('a', { color: vars.color.accent });

globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
