import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenPageModules } from './contracts/page-modules.ts';
import { firstScreenMessages } from './scripts/vite-first-screen-messages.ts';
import { precompress } from './scripts/vite-precompress.ts';

// The dev server proxies the API to a locally started `tsx server/main.ts` (PORT 3000).
export default defineConfig({
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    vanillaExtractPlugin(),
    firstScreenMessages({ entry: 'src/main.tsx', pages: firstScreenPageModules }),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', ws: true },
      // The sandbox checkout page (PAYMENT_PROVIDER=sandbox) is served by the API server.
      '/sandbox/': 'http://127.0.0.1:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the first page needs in one chunk: many small shared chunks compress
        // worse and cost a request each (the /auth JS budget, tests/e2e/front-end-budgets).
        // The offer pages (opened from outside, contracts/page-modules.ts) and their header are
        // one chunk and one stylesheet: over HTTP/1.1 a page that needs more than six files
        // beside the shell waits a round trip for a free connection (bench/README.md "Web pages").
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            {
              name: 'offers',
              test: /\/src\/(ui\/(PublicHeader|public-header)|features\/subscriptions\/(PricingPage|LimitedOfferPage|ProFeatures|OfferActions|CheckingOptions|countdown|pricing\.css))/,
            },
          ],
        },
      },
    },
  },
});
