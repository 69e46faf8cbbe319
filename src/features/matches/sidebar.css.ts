import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

/** Below this width the list and the chat are two views (chat.lazy.tsx), not two columns. */
export const narrowScreen = 'screen and (max-width: 720px)';

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

export const tableLink = style({ fontSize: '0.85rem', alignSelf: 'flex-start' });
