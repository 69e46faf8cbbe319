import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export const page = style({
  maxWidth: '720px',
  margin: '0 auto',
  padding: '32px 16px 48px',
  display: 'grid',
  gap: '24px',
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: '28px',
  display: 'grid',
  gap: '16px',
});

export const price = style({
  fontSize: '2.5rem',
  fontWeight: 800,
  margin: 0,
  lineHeight: 1.1,
});

export const perMonth = style({
  whiteSpace: 'nowrap',
  fontSize: '1rem',
  fontWeight: 500,
  color: vars.color.textMuted,
  marginLeft: '6px',
});

// Each price keeps its words together: on a phone the struck price moves to a line of its
// own instead of breaking between "al" and "mes".
export const struck = style({
  display: 'inline-block',
  whiteSpace: 'nowrap',
  textDecoration: 'line-through',
  color: vars.color.textMuted,
  fontSize: '1.25rem',
  marginRight: '12px',
});

export const featureList = style({
  margin: 0,
  paddingLeft: '20px',
  display: 'grid',
  gap: '6px',
});

globalStyle(`${featureList} li::marker`, { content: '"✓  "', color: vars.color.accent });

export const actions = style({ display: 'grid', gap: '10px' });

export const trialNote = style({
  margin: '-4px 0 4px',
  fontSize: '0.875rem',
  color: vars.color.textMuted,
});

export const muted = style({ color: vars.color.textMuted, fontSize: '0.875rem', margin: 0 });

export const banner = style({
  background: vars.color.accent,
  color: vars.color.accentText,
  borderRadius: vars.radius.large,
  padding: '16px 20px',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px 16px',
  fontWeight: 700,
});

export const bannerTitle = style({ margin: 0, fontSize: '1.25rem' });

export const countdown = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: '1.75rem',
  letterSpacing: '0.05em',
});

export const buttonLink = style({ textAlign: 'center', textDecoration: 'none' });

export const linkRow = style({ display: 'flex', flexWrap: 'wrap', gap: '8px 20px' });
