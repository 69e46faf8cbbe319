import { style } from '@vanilla-extract/css';
import { outlinedLink } from './style-blocks';

export const publicHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '12px',
});

export const publicTools = style({ display: 'flex', alignItems: 'center', gap: '8px' });

export const backLink = style({ ...outlinedLink, padding: '6px 12px' });
