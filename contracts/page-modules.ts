// The source module of each public page that the router loads lazily (src/app/router.tsx),
// by path, shared by the build and the server: the server names a page's chunks in the app
// shell it sends for that page (server/spa/page-preloads.ts), so that the browser fetches
// them beside the app chunk, not after it has run. `firstScreenMessages`: the page shows only
// messages of the first-screen set (scripts/vite-first-screen-messages.ts, vite.config.ts);
// the others wait for the whole catalogue. tests/server/spa/page-preloads.test.ts checks
// that every module exists.

export interface PageModule {
  module: string;
  firstScreenMessages?: true;
}

export const PAGE_MODULES: Readonly<Record<string, PageModule>> = {
  '/pricing': { module: 'src/features/subscriptions/PricingPage.tsx', firstScreenMessages: true },
  '/limited-offer': {
    module: 'src/features/subscriptions/LimitedOfferPage.tsx',
    firstScreenMessages: true,
  },
  '/blog': { module: 'src/features/blog/BlogPage.tsx' },
  '/terms-of-service': { module: 'src/features/legal/TermsPage.tsx' },
  '/privacy-policy': { module: 'src/features/legal/PrivacyPage.tsx' },
  '/refund-policy': { module: 'src/features/legal/RefundPage.tsx' },
  '/auth/register': { module: 'src/features/auth/RegisterPage.tsx' },
  '/auth/verify-code': { module: 'src/features/auth/VerifyCodePage.tsx' },
  '/auth/password-reset': { module: 'src/features/auth/PasswordResetPage.tsx' },
  '/auth/password-reset/verify': { module: 'src/features/auth/PasswordResetVerifyPage.tsx' },
};

/** A blog post, `/blog/<slug>`. */
export const BLOG_POST_PAGE: PageModule & { path: RegExp } = {
  path: /^\/blog\/[^/]+$/,
  module: 'src/features/blog/BlogPostPage.tsx',
};

/** The modules of the pages that show first-screen messages only. */
export const firstScreenPageModules = Object.values(PAGE_MODULES)
  .filter((page) => page.firstScreenMessages)
  .map((page) => page.module);
