import { style } from '@vanilla-extract/css';
import { framed, readingColumn } from '../../ui/style-blocks';
import { vars } from '../../ui/theme/theme.css';

export const page = style(readingColumn('780px'));

export const content = style({ display: 'grid', gap: '24px' });

export const title = style({ margin: 0, fontSize: '2rem', lineHeight: 1.2 });

export const updated = style({ margin: '4px 0 0', color: vars.color.textMuted });

export const article = style({ ...framed(), padding: '8px 28px 20px' });

export const section = style({
  borderBottom: `1px solid ${vars.color.border}`,
  padding: '16px 0',
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const sectionTitle = style({ margin: '0 0 8px', fontSize: '1.15rem' });

export const list = style({ margin: '8px 0', paddingLeft: '22px', display: 'grid', gap: '6px' });

export const promo = style({
  ...framed({ background: vars.color.surfaceRaised, borderColor: vars.color.accent }),
  padding: '24px 28px',
  display: 'grid',
  gap: '12px',
});

export const promoTitle = style({ margin: 0, fontSize: '1.25rem' });

export const contact = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '12px',
});

export const contactTitle = style({ margin: 0, fontSize: '1.15rem' });

export const otherPages = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 20px',
  justifyContent: 'center',
  color: vars.color.textMuted,
  fontSize: '0.9rem',
});
