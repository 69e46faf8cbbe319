import { globalStyle } from '@vanilla-extract/css';

// Toasts sit below the page headers (language selector, theme, sign-out), not over them:
// headers are at most about 72 px tall on wide screens; on phones, where headers wrap, toasts
// come from the bottom instead. `:root` outranks react-toastify's own stylesheet.
const topRight = ':root .Toastify__toast-container--top-right';
globalStyle(topRight, {
  top: 'calc(env(safe-area-inset-top) + 80px)',
  '@media': {
    'only screen and (max-width: 480px)': { top: 'auto', bottom: 'env(safe-area-inset-bottom)' },
  },
});
