import { style } from '@vanilla-extract/css';
import { bareList, framed, readingColumn } from '../../ui/style-blocks';
import { vars } from '../../ui/theme/theme.css';

export const page = style(readingColumn('820px'));

export const content = style({ display: 'grid', gap: '20px' });

export const title = style({ margin: 0, fontSize: '2rem', lineHeight: 1.2 });

export const lead = style({ margin: '6px 0 0', color: vars.color.textMuted });

export const postList = style({ ...bareList, display: 'grid', gap: '16px' });

export const postCard = style({
  ...framed(),
  padding: '20px 24px',
  display: 'grid',
  gap: '8px',
});

export const tag = style({
  justifySelf: 'start',
  fontSize: '0.75rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.accent,
});

export const cardTitle = style({ margin: 0, fontSize: '1.25rem' });

export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const article = style({ ...framed(), padding: '24px 28px', lineHeight: 1.65 });

export const articleHeading = style({ margin: '24px 0 8px', fontSize: '1.25rem' });

export const list = style({ paddingLeft: '22px', display: 'grid', gap: '6px' });

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.9rem',
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  padding: '8px 6px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

export const numberCell = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);

// A column heading over numbers that may wrap (long era names).
export const wrappingNumberCell = style([cell, { textAlign: 'right' }]);

// Inside the row's header cell, which is bold: the sentence and the league are not.
export const verdict = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: '0.85rem',
  fontWeight: 400,
});

export const leagueName = style({ color: vars.color.textMuted, fontWeight: 400 });

export const meta = style({ margin: '12px 0', color: vars.color.textMuted, fontSize: '0.9rem' });

export const dayHeading = style({ margin: '24px 0 4px', fontSize: '1.05rem' });

export const notice = style({
  margin: 0,
  padding: '10px 14px',
  ...framed({ background: vars.color.surfaceRaised, radius: vars.radius.small }),
  fontSize: '0.9rem',
});

export const backToBlog = style({ justifySelf: 'start' });

export const chart = style({ width: '100%', maxWidth: '360px', display: 'block', margin: '8px 0' });

export const chartGrid = style({ stroke: vars.color.border, strokeWidth: 0.5 });

export const chartAxis = style({ stroke: vars.color.textMuted, strokeWidth: 1 });

export const chartDiagonal = style({
  stroke: vars.color.textMuted,
  strokeWidth: 1,
  strokeDasharray: '4 4',
});

export const chartPoint = style({ fill: vars.color.accent, fillOpacity: 0.75 });

export const chartLabel = style({ fill: vars.color.textMuted, fontSize: '10px' });
