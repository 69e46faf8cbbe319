import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerArea = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '50vh',
});

export const spinner = style({
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.8s linear infinite`,
});
