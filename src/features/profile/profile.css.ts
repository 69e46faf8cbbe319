import { style } from '@vanilla-extract/css';
import { framed } from '../../ui/style-blocks';
import { vars } from '../../ui/theme/theme.css';

export const page = style({
  maxWidth: '760px',
  margin: '0 auto',
  padding: '24px 16px 48px',
  display: 'grid',
  gap: '20px',
});

export const tabList = style({
  display: 'flex',
  gap: '6px',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  padding: '8px 14px',
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.accent },
  },
});

export const panel = style({ display: 'grid', gap: '16px' });

export const card = style({
  ...framed(),
  padding: '20px',
  display: 'grid',
  gap: '10px',
});

export const subscriptionCard = card;

export const cardHeading = style({ margin: 0, fontSize: '1.15rem' });

export const cardText = style({ margin: 0 });

// A second setting inside the same card, set apart from the first.
export const cardPart = style({
  display: 'grid',
  gap: '6px',
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: '16px',
  marginTop: '6px',
});

export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: '10px',
});

export const statusBadge = style({
  display: 'inline-block',
  padding: '2px 10px',
  borderRadius: '999px',
  fontSize: '0.8rem',
  fontWeight: 700,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const confirmBox = style({
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.small,
  padding: '12px',
  display: 'grid',
  gap: '10px',
});
