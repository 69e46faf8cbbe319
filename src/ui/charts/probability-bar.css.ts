import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const bar = style({
  display: 'flex',
  height: '6px',
  borderRadius: '3px',
  overflow: 'hidden',
  background: vars.color.border,
  marginTop: '6px',
});

export const homeSegment = style({ background: vars.color.accent });
export const drawSegment = style({ background: vars.color.textMuted });
export const awaySegment = style({ background: vars.color.focus });
