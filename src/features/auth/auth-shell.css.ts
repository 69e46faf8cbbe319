import { style } from '@vanilla-extract/css';
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

export const cardArea = style({
  display: 'grid',
  placeItems: 'center',
  padding: '24px 16px',
});

export const card = style({
  width: '100%',
  maxWidth: '440px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
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
