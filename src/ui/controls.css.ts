import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css';

export const selectStyle = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  padding: '6px 10px',
  font: 'inherit',
});

export const ghostButton = style({
  background: 'transparent',
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  padding: '6px 10px',
  font: 'inherit',
  cursor: 'pointer',
  minWidth: '40px',
});
