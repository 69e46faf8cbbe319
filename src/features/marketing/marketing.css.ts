import { style } from '@vanilla-extract/css';
import { bareList, framed } from '../../ui/style-blocks';
import { vars } from '../../ui/theme/theme.css';

export const hero = style({
  display: 'grid',
  gap: '16px',
  alignContent: 'center',
  maxWidth: '520px',
});

export const eyebrow = style({
  margin: 0,
  fontSize: '0.8rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.accent,
});

export const heroTitle = style({
  margin: 0,
  fontSize: 'clamp(2rem, 4vw, 3rem)',
  lineHeight: 1.1,
  fontWeight: 800,
});

export const heroText = style({ margin: 0, fontSize: '1.1rem', color: vars.color.textMuted });

export const sections = style({
  width: '100%',
  maxWidth: '1080px',
  margin: '0 auto',
  padding: '16px 16px 48px',
  display: 'grid',
  gap: '48px',
});

export const sectionTitle = style({ margin: '0 0 16px', fontSize: '1.6rem', textAlign: 'center' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: '16px',
  ...bareList,
});

export const card = style({
  ...framed(),
  padding: '20px',
  display: 'grid',
  gap: '8px',
  alignContent: 'start',
});

export const cardTitle = style({ margin: 0, fontSize: '1.1rem' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const leagueGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
  gap: '12px',
  ...bareList,
});

export const league = style({
  ...framed({ background: vars.color.surfaceRaised, radius: vars.radius.small }),
  padding: '14px 16px',
  display: 'grid',
  gap: '2px',
  textAlign: 'center',
});

export const leagueName = style({ fontWeight: 700 });

// The figure above its caption, so the figures of a row line up whatever the caption's length.
export const statValue = style({
  order: -1,
  margin: 0,
  fontSize: '2.25rem',
  fontWeight: 800,
  lineHeight: 1.1,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
});

export const footnote = style({
  margin: '12px 0 0',
  fontSize: '0.85rem',
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const cta = style({
  ...framed({ background: vars.color.surfaceRaised, borderColor: vars.color.accent }),
  padding: '32px',
  display: 'grid',
  gap: '14px',
  justifyItems: 'center',
  textAlign: 'center',
});
