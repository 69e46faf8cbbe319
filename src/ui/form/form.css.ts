import { globalStyle, style } from '@vanilla-extract/css';
import { accentButton, typingBox } from '../style-blocks';
import { vars } from '../theme/theme.css';

export const form = style({ display: 'grid', gap: '16px' });

export const field = style({ display: 'grid', gap: '6px' });

export const label = style({ fontSize: '0.875rem', fontWeight: 600 });

export const input = style({
  width: '100%',
  ...typingBox,
  selectors: { '&[readonly]': { opacity: 0.75 } },
});

export const passwordRow = style({ display: 'flex', gap: '8px' });

// The show/hide toggle keeps its words on one line; the input gives up the room.
globalStyle(`${passwordRow} > button`, { flexShrink: 0, whiteSpace: 'nowrap' });
globalStyle(`${passwordRow} > input`, { flex: 1, minWidth: 0 });

export const button = style({
  width: '100%',
  padding: '11px 16px',
  ...accentButton,
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
});

export const secondaryButton = style([
  button,
  {
    background: 'transparent',
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
  },
]);

// Links drawn as buttons (to sign up, to the pricing), side by side while they fit.
export const buttonLinks = style({ display: 'flex', flexWrap: 'wrap', gap: '12px' });

export const buttonLink = style({
  width: 'auto',
  display: 'inline-block',
  textAlign: 'center',
  textDecoration: 'none',
});

export const error = style({
  margin: 0,
  padding: '10px 12px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontSize: '0.9rem',
});

export const muted = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const notice = style({
  margin: 0,
  padding: '10px 12px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.text,
  fontSize: '0.9rem',
});

// An empty live region stays in the page (so what it says later is announced) but takes no room.
export const emptyStatus = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  margin: 0,
});
