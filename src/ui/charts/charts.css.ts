import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

// The pictures the analyst's answers embed (contracts/chat.ts ChatAttachment), drawn in SVG.

export const figure = style({
  margin: 0,
  padding: '10px',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
});

export const figureCaption = style({
  fontSize: '0.8rem',
  color: vars.color.textMuted,
  marginBottom: '6px',
});

export const svgText = style({
  fill: vars.color.text,
  fontSize: '12px',
  fontFamily: vars.font.body,
});
export const svgMuted = style({
  fill: vars.color.textMuted,
  fontSize: '11px',
  fontFamily: vars.font.body,
});
export const svgHome = style({ fill: vars.color.accent });
export const svgAway = style({ fill: vars.color.focus });
export const svgTrack = style({ fill: vars.color.border });
export const heatCell = style({ fill: vars.color.accent });
export const heatCellBase = style({ fill: vars.color.surface });

export const heatTextStrong = style({
  fill: vars.color.accentText,
  fontSize: '11px',
  fontFamily: vars.font.body,
});

/** The numbers under a chart, spread across its width. */
export const legend = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '8px',
  fontSize: '0.8rem',
  marginTop: '4px',
});
