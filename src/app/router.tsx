import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Navigate,
  Outlet,
  type RouteComponent,
  redirect,
  useMatch,
} from '@tanstack/react-router';
import { AuthShell } from '../features/auth/AuthShell';
import { SignInPage } from '../features/auth/SignInPage';
import { isPostSlug } from '../features/blog/blog-post';
import { MarketingHero } from '../features/marketing/MarketingHero';
import { MarketingSections } from '../features/marketing/MarketingSections';
import { withAllMessages } from '../i18n/i18n';
import { isProfileTab, type ProfileTab } from '../lib/profile-tabs';
import { safeRedirect } from '../lib/safe-redirect';
import { Spinner } from '../ui/Spinner';
import type { AppSession } from './session';

/** What every route's `beforeLoad` is given: the app's one session (src/app/session.ts). */
export interface RouterContext {
  session: AppSession;
}

// The whole route table of SPEC §2. `/` and unknown paths go (replace) to /auth.
const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => <Navigate to="/auth" replace />,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/auth', replace: true });
  },
});

// --- public: the auth shell and its screens ---------------------------------------------
const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth',
  beforeLoad: ({ context }) => {
    if (context.session.signedIn()) throw redirect({ to: '/chat', replace: true });
  },
  component: AuthLayout,
});

// The other account screens are fetched when first shown: the landing stays light.
const RegisterPage = lazyRouteComponent(
  () => withAllMessages(() => import('../features/auth/RegisterPage')),
  'RegisterPage',
);
const VerifyCodePage = lazyRouteComponent(
  () => withAllMessages(() => import('../features/auth/VerifyCodePage')),
  'VerifyCodePage',
);
const PasswordResetPage = lazyRouteComponent(
  () => withAllMessages(() => import('../features/auth/PasswordResetPage')),
  'PasswordResetPage',
);
const PasswordResetVerifyPage = lazyRouteComponent(
  () => withAllMessages(() => import('../features/auth/PasswordResetVerifyPage')),
  'PasswordResetVerifyPage',
);

// The sign-in screen is the landing (`/` redirects there): the marketing sections sit beside
// and below its card (DESIGN.md "Decisions"); the other /auth screens keep the bare card.
function AuthLayout() {
  const landing = useMatch({ from: '/auth/', shouldThrow: false }) !== undefined;
  return landing ? (
    <AuthShell beside={<MarketingHero />} below={<MarketingSections />} />
  ) : (
    <AuthShell />
  );
}

const signInRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const target = safeRedirect(search.redirect);
    return target ? { redirect: target } : {};
  },
  component: SignInPage,
});

// The register page links back to /auth/login (SPEC §2): the same sign-in screen.
const loginAliasRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'login',
  beforeLoad: () => {
    throw redirect({ to: '/auth', replace: true });
  },
});

const registerRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'register',
  component: RegisterPage,
});

const verifyCodeRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'verify-code',
  component: VerifyCodePage,
});

const passwordResetRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'password-reset',
  component: Outlet,
});

const passwordResetRequestRoute = createRoute({
  getParentRoute: () => passwordResetRoute,
  path: '/',
  component: PasswordResetPage,
});

const passwordResetVerifyRoute = createRoute({
  getParentRoute: () => passwordResetRoute,
  path: 'verify',
  component: PasswordResetVerifyPage,
});

// --- protected: chat and profile, each its own lazily loaded chunk ----------------------
// SPEC §4 "Guard": the session checks the token before any protected screen loads (a spinner
// meanwhile); turned away, the visitor goes to /auth carrying where they were headed. Only a
// convenience: the server checks every protected call itself.
const protectedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'protected',
  beforeLoad: async ({ context, location }) => {
    if (!(await context.session.mayEnter())) {
      throw redirect({
        to: '/auth',
        search: { redirect: safeRedirect(location.href) },
        replace: true,
      });
    }
  },
  onLeave: ({ context }) => context.session.left(),
  pendingComponent: Spinner,
});

const chatRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: 'chat',
  pendingComponent: Spinner,
}).lazy(() => withAllMessages(() => import('./chat.lazy')).then((chunk) => chunk.chatLayoutRoute));

const chatIndexRoute = createRoute({
  getParentRoute: () => chatRoute,
  path: '/',
}).lazy(() =>
  withAllMessages(() => import('./chat.lazy')).then((chunk) => chunk.noChatSelectedRoute),
);

const chatPageRoute = createRoute({
  getParentRoute: () => chatRoute,
  path: '$clientId',
  pendingComponent: Spinner,
  // A new chat carries the match it is about until the server has the chat.
  validateSearch: (search: Record<string, unknown>): { match?: string } =>
    typeof search.match === 'string' && search.match ? { match: search.match } : {},
}).lazy(() => withAllMessages(() => import('./chat.lazy')).then((chunk) => chunk.chatPageRoute));

// A league's table, opened from the sidebar's league filter.
const leagueTableRoute = createRoute({
  getParentRoute: () => chatRoute,
  path: 'leagues/$code',
  pendingComponent: Spinner,
}).lazy(() => withAllMessages(() => import('./chat.lazy')).then((chunk) => chunk.leagueTableRoute));

const profileRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: 'profile',
  pendingComponent: Spinner,
  // Checkout returns here with ?subscription_success=true (SPEC §2); ?tab= names the open tab.
  validateSearch: (
    search: Record<string, unknown>,
  ): { subscription_success?: true; tab?: ProfileTab } => ({
    ...(search.subscription_success === true || search.subscription_success === 'true'
      ? { subscription_success: true }
      : {}),
    ...(isProfileTab(search.tab) ? { tab: search.tab } : {}),
  }),
}).lazy(() =>
  withAllMessages(() => import('../features/profile/profile.lazy')).then(
    (chunk) => chunk.profileRoute,
  ),
);

// --- public pages -------------------------------------------------------------------------
// Fetched when first shown: /auth, where visitors land, must stay within its JS budget
// (tests/e2e/front-end-budgets.e2e.test.ts), and its readers rarely open these.
const BlogPage = lazyRouteComponent(
  () => withAllMessages(() => import('../features/blog/BlogPage')),
  'BlogPage',
);
const BlogPostPage = lazyRouteComponent(
  () => withAllMessages(() => import('../features/blog/BlogPostPage')),
  'BlogPostPage',
);
// The offer pages show first-screen messages only (contracts/page-modules.ts): opened from
// outside, they wait for no catalogue.
const PricingPage = lazyRouteComponent(
  () => import('../features/subscriptions/PricingPage'),
  'PricingPage',
);
const LimitedOfferPage = lazyRouteComponent(
  () => import('../features/subscriptions/LimitedOfferPage'),
  'LimitedOfferPage',
);
const TermsPage = lazyRouteComponent(
  () => withAllMessages(() => import('../features/legal/TermsPage')),
  'TermsPage',
);
const PrivacyPage = lazyRouteComponent(
  () => withAllMessages(() => import('../features/legal/PrivacyPage')),
  'PrivacyPage',
);
const RefundPage = lazyRouteComponent(
  () => withAllMessages(() => import('../features/legal/RefundPage')),
  'RefundPage',
);

function publicPage<const TPath extends string>(path: TPath, component: RouteComponent) {
  return createRoute({ getParentRoute: () => rootRoute, path, component });
}

const blogRoute = publicPage('blog', BlogPage);
// A post of the blog by its slug; an unknown slug goes (replace) to the list.
const blogPostRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'blog/$slug',
  beforeLoad: ({ params }) => {
    if (!isPostSlug(params.slug)) throw redirect({ to: '/blog', replace: true });
  },
  component: function BlogPostRoute() {
    const { slug } = blogPostRoute.useParams();
    return isPostSlug(slug) ? <BlogPostPage slug={slug} /> : null;
  },
});
const pricingRoute = publicPage('pricing', PricingPage);
const limitedOfferRoute = publicPage('limited-offer', LimitedOfferPage);
const termsRoute = publicPage('terms-of-service', TermsPage);
const privacyRoute = publicPage('privacy-policy', PrivacyPage);
const refundRoute = publicPage('refund-policy', RefundPage);

export const routeTree = rootRoute.addChildren([
  homeRoute,
  authRoute.addChildren([
    signInRoute,
    loginAliasRoute,
    registerRoute,
    verifyCodeRoute,
    passwordResetRoute.addChildren([passwordResetRequestRoute, passwordResetVerifyRoute]),
  ]),
  protectedRoute.addChildren([
    chatRoute.addChildren([chatIndexRoute, chatPageRoute, leagueTableRoute]),
    profileRoute,
  ]),
  blogRoute,
  blogPostRoute,
  pricingRoute,
  limitedOfferRoute,
  termsRoute,
  privacyRoute,
  refundRoute,
]);

export function createAppRouter({
  session,
  history,
}: RouterContext & { history?: Parameters<typeof createRouter>[0]['history'] }) {
  return createRouter({
    routeTree,
    context: { session },
    ...(history && { history }),
    defaultPendingComponent: Spinner,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts downloading the chunks of the public page being opened (and the messages it waits
 * for) before the first render, beside the first screen's messages: otherwise they would be
 * asked for only once those messages are in and the router runs, one more round trip before
 * the page shows (/pricing, bench/README.md "Web pages"). Protected pages are left to the
 * router: their guard runs first, and their `.lazy()` routes load in its own cycle. A failed
 * download is left to the router, which asks again and shows the error.
 */
export function preloadOpenedPage(router: AppRouter): void {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  if (routes.includes(protectedRoute)) return;
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => {});
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
