import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const plan = style({ display: 'grid', gap: '10px' });

export const note = style({ color: vars.color.textMuted, fontSize: '0.875rem', margin: 0 });

export const planLink = style({ textAlign: 'center', textDecoration: 'none' });
