import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css';

// The day headings and the muted second line the chat list and the match list share.
export const dayHeading = style({
  margin: '8px 0 4px',
  fontSize: '0.8rem',
  color: vars.color.textMuted,
  // "lunes, 23 de noviembre" → "Lunes, 23 de noviembre": only the first letter.
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const matchMeta = style({ fontSize: '0.75rem', color: vars.color.textMuted });
