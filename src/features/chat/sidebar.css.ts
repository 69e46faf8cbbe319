import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { sideColumn } from './chat.css';

/** Below this width the list and the chat are two views (chat.lazy.tsx), not two columns. */
export const narrowScreen = 'screen and (max-width: 720px)';

// The chat screens fill the window and never scroll as a page: the header stays on top and
// each column scrolls inside itself, so picking a match cannot move the tabs away.
export const chatShell = style({
  height: '100dvh',
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(260px, 340px) minmax(0, 1fr)',
  minHeight: 0,
  '@media': { [narrowScreen]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

// A wide table scrolls inside this column instead of widening the page (zero minimum width);
// a window too short for the chat's own minimum scrolls the column, not the page.
export const detailColumn = style({
  minWidth: 0,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
});

// On a phone: the list, or (a chat or table open) the chat with a way back.
globalStyle(`${layout}[data-view="detail"] > ${sideColumn}`, {
  '@media': { [narrowScreen]: { display: 'none' } },
});
globalStyle(`${layout}[data-view="list"] > ${detailColumn}`, {
  '@media': { [narrowScreen]: { display: 'none' } },
});

export const backLink = style({
  display: 'none',
  '@media': {
    [narrowScreen]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '6px',
      alignSelf: 'flex-start',
      margin: '8px 12px 0',
      padding: '8px 12px',
      borderRadius: vars.radius.small,
      border: `1px solid ${vars.color.border}`,
      color: vars.color.text,
      textDecoration: 'none',
      fontWeight: 600,
    },
  },
});

export const emptyDetail = style({
  margin: 'auto',
  padding: '32px 24px',
  maxWidth: '420px',
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const sidebar = style({
  borderRight: `1px solid ${vars.color.border}`,
  padding: '12px',
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
  gap: '12px',
  '@media': { [narrowScreen]: { borderRight: 'none' } },
});

// Only the matches scroll: the tabs and filters above them stay in view.
export const matchList = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  // Room for the focus ring of the first and last cards inside the scrolling box.
  padding: '2px 4px',
  margin: '-2px -4px',
});

export const emptyList = style({
  margin: 0,
  padding: '16px 12px',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const tabs = style({ display: 'flex', gap: '6px' });

export const tab = style({
  flex: 1,
  padding: '6px 8px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.accentText },
  },
});

export const filters = style({ display: 'flex', gap: '8px', alignItems: 'center' });

export const dayHeading = style({
  margin: '8px 0 4px',
  fontSize: '0.8rem',
  color: vars.color.textMuted,
  // "lunes, 23 de noviembre" → "Lunes, 23 de noviembre": only the first letter.
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const matchButton = style({
  width: '100%',
  textAlign: 'left',
  padding: '8px 10px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  marginBottom: '6px',
  selectors: {
    '&[aria-current="true"]': {
      borderColor: vars.color.accent,
      boxShadow: `inset 4px 0 0 ${vars.color.accent}`,
      background: vars.color.surfaceRaised,
    },
  },
});

export const matchMeta = style({ fontSize: '0.75rem', color: vars.color.textMuted });

export const tableLink = style({ fontSize: '0.85rem', alignSelf: 'flex-start' });
