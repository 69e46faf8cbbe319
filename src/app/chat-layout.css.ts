import { globalStyle, style } from '@vanilla-extract/css';
import { sideColumn } from '../features/chat/chat.css';
import { narrowScreen } from '../features/matches/sidebar.css';
import { outlinedLink } from '../ui/style-blocks';
import { vars } from '../ui/theme/theme.css';

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
      ...outlinedLink,
      alignSelf: 'flex-start',
      margin: '8px 12px 0',
      padding: '8px 12px',
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
