import { style } from '@vanilla-extract/css';
import { framed } from '../../ui/style-blocks';
import { vars } from '../../ui/theme/theme.css';

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
});

export const topBar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: '8px',
  padding: '16px 24px',
});

// Centres the bare card in the space between the top bar and the footer.
export const mainArea = style({ display: 'grid', alignContent: 'center' });

export const cardArea = style({
  display: 'grid',
  placeItems: 'center',
  padding: '24px 16px',
});

// The landing: the marketing opening beside the card on wide screens, above it on narrow ones.
export const landingArea = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 440px)',
  alignItems: 'center',
  gap: '48px',
  width: '100%',
  maxWidth: '1080px',
  margin: '0 auto',
  padding: '24px 16px 48px',
  '@media': { 'screen and (max-width: 880px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const card = style({
  width: '100%',
  maxWidth: '440px',
  ...framed(),
  padding: '32px',
  boxShadow: '0 20px 45px rgba(0, 0, 0, 0.25)',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '8px 20px',
  padding: '20px 16px',
  color: vars.color.textMuted,
  fontSize: '0.875rem',
  borderTop: `1px solid ${vars.color.border}`,
});
