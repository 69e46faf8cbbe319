import { vars } from './theme/theme.css';

// Blocks of style the stylesheets share: a style spreads one in and adds what is its own.

/** Set apart from the page: a background, a thin border and rounded corners (by default the
 * surface colour, the theme's border colour and the large rounding of cards). */
export const framed = ({
  background = vars.color.surface,
  borderColor = vars.color.border,
  radius = vars.radius.large,
}: {
  background?: string;
  borderColor?: string;
  radius?: string;
} = {}) => ({
  background,
  border: `1px solid ${borderColor}`,
  borderRadius: radius,
});

/** A list shown without bullets or the browser's indent: a grid of cards, a list of posts. */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A page to read (the blog, the legal pages): one column of at most `maxWidth`, centred. */
export const readingColumn = (maxWidth: string) => ({
  maxWidth,
  margin: '0 auto',
  padding: '24px 16px 48px',
  display: 'grid',
  gap: '24px',
});

/** Where text is typed: the forms' inputs and the chat's question. */
export const typingBox = {
  padding: '10px 12px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
} as const;

/** A link drawn as a small outlined button: the ways back (to the app, to the match list). */
export const outlinedLink = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
} as const;

/** The accent-coloured button of the main action: a form's submit, the chat's send. */
export const accentButton = {
  borderRadius: vars.radius.small,
  border: 'none',
  background: vars.color.accent,
  color: vars.color.accentText,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
} as const;
