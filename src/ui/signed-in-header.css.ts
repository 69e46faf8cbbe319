import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css';

export const signedInHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 16px',
  padding: '12px 16px',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({
  fontWeight: 800,
  fontSize: '1.1rem',
  color: vars.color.text,
  textDecoration: 'none',
});

export const title = style({ fontSize: '1.1rem', margin: 0, marginRight: 'auto' });

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 12px',
});
