import { defineConfig } from '@lingui/cli';

// Source messages are the English text; Spanish must translate every one of them
// (`lingui compile --strict` in `npm run check` fails on a missing translation).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
    },
  ],
});
