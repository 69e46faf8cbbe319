import { globalStyle, style } from '@vanilla-extract/css';
import { accentButton, typingBox } from '../../ui/style-blocks';
import { vars } from '../../ui/theme/theme.css';

export const chatPage = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto',
  // One column no wider than the screen: wide tables scroll inside it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  // The column's height (the window less the header): the conversation scrolls, the input
  // stays in view.
  flex: '1 1 auto',
  minHeight: '420px',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 16px',
  padding: '12px 20px',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const teams = style({ margin: 0, fontSize: '1.25rem', fontFamily: vars.font.heading });

export const score = style({
  padding: '0 8px',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.accent,
});

export const meta = style({ fontSize: '0.85rem', color: vars.color.textMuted });

export const statusBadge = style({
  marginLeft: 'auto',
  padding: '2px 10px',
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  fontSize: '0.8rem',
  selectors: {
    '&[data-status="live"]': { borderColor: vars.color.danger, color: vars.color.danger },
    '&[data-status="finished"]': { color: vars.color.textMuted },
  },
});

// The conversation's row: the log scrolls inside it, "jump to latest" floats over its foot.
export const messageListFrame = style({ position: 'relative', minHeight: 0, display: 'grid' });

export const messageList = style({ overflowY: 'auto', minHeight: 0 });

export const messageContent = style({
  padding: '16px 20px',
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  // At least the log's height, so the empty hint can sit in its middle.
  minHeight: '100%',
});

export const jumpButton = style({
  position: 'absolute',
  bottom: '12px',
  left: '50%',
  transform: 'translateX(-50%)',
  padding: '6px 14px',
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.85rem',
  cursor: 'pointer',
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.25)',
});

export const emptyHint = style({
  color: vars.color.textMuted,
  margin: 'auto',
  textAlign: 'center',
});

export const bubble = style({
  maxWidth: 'min(720px, 88%)',
  padding: '10px 14px',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-role="user"]': {
      alignSelf: 'flex-end',
      background: vars.color.accent,
      color: vars.color.accentText,
      borderColor: 'transparent',
    },
    '&[data-role="assistant"]': { alignSelf: 'flex-start' },
    '&[data-status="error"]': { borderColor: vars.color.danger },
  },
});

globalStyle(`${bubble} p`, { margin: '0 0 8px' });
globalStyle(`${bubble} p:last-child, ${bubble} ul:last-child`, { marginBottom: 0 });
globalStyle(`${bubble} ul`, { margin: '0 0 8px', paddingLeft: '20px' });

export const messageNote = style({
  fontSize: '0.8rem',
  color: vars.color.textMuted,
  marginTop: '6px',
});

export const attachments = style({ display: 'grid', gap: '12px', marginTop: '10px' });

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: '12px 20px 16px',
  display: 'grid',
  gap: '10px',
});

export const quickMessages = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '6px',
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const chip = style({
  padding: '4px 12px',
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.85rem',
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const composer = style({ display: 'flex', gap: '8px', alignItems: 'flex-end' });

export const textarea = style({
  flex: 1,
  minWidth: 0,
  minHeight: '44px',
  maxHeight: '160px',
  resize: 'vertical',
  ...typingBox,
  selectors: { '&:disabled': { opacity: 0.6 } },
});

export const sendButton = style({
  padding: '10px 18px',
  ...accentButton,
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const notice = style({
  margin: 0,
  padding: '10px 14px',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
});

export const errorRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  color: vars.color.danger,
});

export const gate = style({
  maxWidth: '520px',
  margin: '48px auto',
  padding: '28px',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: '12px',
  textAlign: 'center',
});

export const gateActions = style({ display: 'grid', gap: '8px' });

export const linkButton = style({
  display: 'block',
  padding: '10px 16px',
  borderRadius: vars.radius.small,
  textDecoration: 'none',
  fontWeight: 700,
  background: vars.color.accent,
  color: vars.color.accentText,
  selectors: {
    '&[data-variant="secondary"]': {
      background: 'transparent',
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
    },
  },
});

export const chatList = style({
  // Continues the match sidebar's edge above it.
  borderRight: `1px solid ${vars.color.border}`,
  display: 'grid',
  // The links clip their previews (overflow hidden), which would let rows shrink below
  // their content in this scrolling box.
  gridAutoRows: 'max-content',
  gap: '6px',
  padding: '12px 12px 0',
  maxHeight: '32vh',
  flexShrink: 0,
  overflowY: 'auto',
  '@media': { 'screen and (max-width: 720px)': { borderRight: 'none' } },
});

// The column of the layout grid: without a zero minimum, long previews would widen it. The
// chats on top, the match sidebar below takes the rest of the height and scrolls inside.
export const sideColumn = style({
  minWidth: 0,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const chatLink = style({
  display: 'block',
  minWidth: 0,
  overflow: 'hidden',
  padding: '6px 10px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[data-status="active"]': { borderColor: vars.color.accent } },
});

export const chatLinkPreview = style({
  display: 'block',
  fontSize: '0.75rem',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const typing = style({ color: vars.color.textMuted, fontStyle: 'italic' });
