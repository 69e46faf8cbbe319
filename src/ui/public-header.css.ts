import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css';

export const publicHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '12px',
});

export const publicTools = style({ display: 'flex', alignItems: 'center', gap: '8px' });

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  padding: '6px 12px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
});
