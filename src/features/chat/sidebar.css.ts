import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(260px, 340px) 1fr',
  minHeight: 'calc(100vh - 72px)',
  '@media': { 'screen and (max-width: 720px)': { gridTemplateColumns: '1fr' } },
});

export const sidebar = style({
  borderRight: `1px solid ${vars.color.border}`,
  padding: '12px',
  // The list scrolls inside the sidebar; the chat beside it stays in view.
  maxHeight: 'calc(100vh - 100px)',
  overflowY: 'auto',
  display: 'grid',
  alignContent: 'start',
  gap: '12px',
});

export const tabs = style({ display: 'flex', gap: '6px' });

export const tab = style({
  flex: 1,
  padding: '6px 8px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.accentText },
  },
});

export const filters = style({ display: 'flex', gap: '8px', alignItems: 'center' });

export const dayHeading = style({
  margin: '8px 0 4px',
  fontSize: '0.8rem',
  color: vars.color.textMuted,
  // "lunes, 23 de noviembre" → "Lunes, 23 de noviembre": only the first letter.
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const matchButton = style({
  width: '100%',
  textAlign: 'left',
  padding: '8px 10px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  marginBottom: '6px',
});

export const matchMeta = style({ fontSize: '0.75rem', color: vars.color.textMuted });

export const tableLink = style({ fontSize: '0.85rem', justifySelf: 'start' });
