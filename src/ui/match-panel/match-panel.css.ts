import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const panel = style({
  display: 'grid',
  // Never wider than the chat column: wide tables scroll inside it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '10px',
  padding: '10px 20px 12px',
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
  '@media': { 'screen and (max-width: 480px)': { padding: '10px 12px' } },
});

export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const muted = style({
  color: vars.color.textMuted,
  fontSize: '0.8rem',
  fontWeight: 400,
  margin: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: '0.85rem',
  fontWeight: 600,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '4px 10px',
});

export const liveDot = style({
  display: 'inline-block',
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.color.danger,
  marginRight: '6px',
});

// The bar of home / draw / away chances; its widths glide as the live numbers move.
export const bar = style({
  display: 'flex',
  height: '10px',
  borderRadius: '5px',
  overflow: 'hidden',
  background: vars.color.border,
});

const segment = style({
  transition: 'width 0.8s ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const homeSegment = style([segment, { background: vars.color.accent }]);
export const drawSegment = style([segment, { background: vars.color.textMuted }]);
export const awaySegment = style([segment, { background: vars.color.focus }]);

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '2px 12px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '0.85rem',
  fontVariantNumeric: 'tabular-nums',
});

export const swatch = style({
  display: 'inline-block',
  width: '10px',
  height: '10px',
  borderRadius: '2px',
  marginRight: '6px',
  verticalAlign: 'baseline',
  selectors: {
    '&[data-outcome="home"]': { background: vars.color.accent },
    '&[data-outcome="draw"]': { background: vars.color.textMuted },
    '&[data-outcome="away"]': { background: vars.color.focus },
  },
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2px 16px',
  margin: 0,
  fontSize: '0.8rem',
  color: vars.color.textMuted,
});
globalStyle(`${facts} dt`, { display: 'inline' });
globalStyle(`${facts} dd`, { display: 'inline', margin: '0 0 0 4px', color: vars.color.text });

export const comparison = style({
  margin: 0,
  fontSize: '0.85rem',
  padding: '6px 10px',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  // A phone keeps the conversation's room: the comparison is in the markets' own tab.
  '@media': { 'screen and (max-width: 480px)': { display: 'none' } },
});

export const disclosure = style({
  justifySelf: 'start',
  padding: '4px 12px',
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.85rem',
  cursor: 'pointer',
});

export const tabList = style({
  display: 'flex',
  gap: '4px',
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  // Room for the focus ring of the tabs, which the scrolling box would clip.
  padding: '3px 3px 0',
});

export const tab = style({
  flex: '0 0 auto',
  padding: '6px 10px',
  border: 'none',
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: '0.85rem',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      color: vars.color.text,
      borderBottomColor: vars.color.accent,
      fontWeight: 600,
    },
  },
});

export const tabPanel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '14px',
  paddingTop: '10px',
  // The chat below keeps its room: long markets scroll inside the panel.
  maxHeight: '32vh',
  overflowY: 'auto',
});

export const tableGroup = style({
  display: 'grid',
  gap: '14px',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
  alignItems: 'start',
});

// Tables side by side at their own widths while they fit, one under the other when not.
export const tableFlow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '14px',
  alignItems: 'flex-start',
});
globalStyle(`${tableFlow} > *`, { flex: '0 1 auto', maxWidth: '100%' });

// Wide tables scroll sideways on a phone instead of widening the page.
// Relative: the screen-reader-only words inside (absolutely placed) stay within the scrolling
// box instead of widening the page.
export const tableScroll = style({ overflowX: 'auto', minWidth: 0, position: 'relative' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.85rem',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${table} caption`, {
  textAlign: 'left',
  fontWeight: 600,
  fontSize: '0.8rem',
  color: vars.color.textMuted,
  padding: '0 0 4px',
});
globalStyle(`${table} th, ${table} td`, {
  padding: '3px 6px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});
globalStyle(`${table} tr > :first-child, ${table} th[scope="row"]`, { textAlign: 'left' });
// Long labels ("Borussia Mönchengladbach or draw") wrap; the numbers never do.
globalStyle(`${table} th[scope="row"]`, { fontWeight: 400, whiteSpace: 'normal' });
globalStyle(`${table} thead th`, {
  fontWeight: 600,
  color: vars.color.textMuted,
  whiteSpace: 'normal',
});
globalStyle(`${table} tr[data-highlight="true"] > *`, { background: vars.color.surfaceRaised });

// A league table is as wide as its columns, not the page.
export const standings = style({ width: 'auto', minWidth: 'min(100%, 480px)' });

export const teamCell = style({ textAlign: 'left', minWidth: '8em' });
globalStyle(`${table} th${teamCell}`, { textAlign: 'left' });

export const formCell = style({});
globalStyle(`${table} ${formCell}`, { textAlign: 'left' });

// A chance and its fair odds: side by side where there is room, one above the other on a phone.
export const pricedCell = style({});
globalStyle(`${table} td:has(> ${pricedCell})`, { whiteSpace: 'normal' });

export const odds = style({
  display: 'inline-block',
  color: vars.color.textMuted,
  marginLeft: '6px',
  fontSize: '0.8rem',
});

export const form = style({ display: 'inline-flex', gap: '2px' });

export const formResult = style({
  display: 'inline-block',
  minWidth: '1.4em',
  padding: '0 2px',
  borderRadius: '3px',
  textAlign: 'center',
  fontSize: '0.75rem',
  fontWeight: 600,
  selectors: {
    '&[data-result="W"]': { background: vars.color.accent, color: vars.color.accentText },
    '&[data-result="D"]': { background: vars.color.border, color: vars.color.text },
    '&[data-result="L"]': { background: vars.color.danger, color: vars.color.background },
  },
});

export const tablePage = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '12px',
  padding: '16px 20px',
  minWidth: 0,
  '@media': { 'screen and (max-width: 480px)': { padding: '12px' } },
});

export const leagueLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '6px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const leagueLink = style({
  display: 'inline-block',
  padding: '4px 10px',
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: '0.85rem',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.accent,
      color: vars.color.accentText,
      borderColor: 'transparent',
    },
  },
});
