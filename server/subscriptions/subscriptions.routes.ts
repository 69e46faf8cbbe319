import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Plan, SubscriptionAction } from '../../contracts/subscriptions';
import type { FeatureOptions } from '../app-deps';
import { currentUser, publicRoute } from '../auth/require-user';
import type { UserRow } from '../auth/users';
import { appOriginOf } from '../http/app-origin';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { ProviderError } from './payment-provider';
import type { Payments } from './payments';
import { allows, renews } from './subscription-status';
import { type SubscriptionStore, subscriptionStore } from './subscription-store';
import {
  mySubscriptionsView,
  productsOf,
  subscriptionView,
  trialStatusView,
} from './subscription-views';
import { trialEligibility } from './trial-eligibility';

const checkoutBody = z.object({
  variant_id: z.union([z.string().trim().min(1, 'is required'), z.number().int().nonnegative()], {
    error: 'is required',
  }),
  redirect_url: z.string({ error: 'must be a string' }).max(2000).optional(),
});

const subscriptionParams = z.object({ id: z.string() });

const CHECKOUT_FAILED: Record<Plan, string> = {
  monthly: 'Unable to create checkout. Please try again later.',
  trial: 'Unable to create trial checkout. Please try again later.',
};

const ACTION_FAILED: Record<SubscriptionAction, string> = {
  cancel: 'Failed to cancel subscription. Please try again.',
  pause: 'Failed to pause subscription. Please try again.',
  resume: 'Failed to resume subscription. Please try again.',
};

const ACTION_REFUSED: Record<SubscriptionAction, string> = {
  cancel: 'This subscription is not running, so there is nothing to cancel.',
  pause: 'Only an active subscription can be paused.',
  resume: 'Only a paused subscription, or a cancelled one before its end date, can be resumed.',
};

const invalidRedirect = () =>
  new HttpError(422, 'redirect_url must be an address of this app.', {
    code: 'invalid_redirect_url',
  });

/** The checkout's return address: the profile page (SPEC §4), or the client's own choice
 * when it points into this app; anything else would make us an open redirect. */
function redirectTarget(appOrigin: string, requested: string | undefined): string {
  if (requested === undefined || requested === '') {
    return `${appOrigin}/profile?subscription_success=true`;
  }
  let url: URL;
  try {
    url = new URL(requested, appOrigin);
  } catch {
    throw invalidRedirect();
  }
  if (url.origin !== appOrigin) {
    throw invalidRedirect();
  }
  return url.toString();
}

/**
 * The subscription endpoints of SPEC §7 under /api/subscriptions (docs/subscriptions-api.md),
 * all for the signed-in user; the webhook beside them is the provider's.
 */
export const subscriptionsRoutes: FastifyPluginAsync<
  FeatureOptions & { payments: Payments }
> = async (app, { deps, payments }) => {
  const { provider } = payments;
  const { db } = deps.database;
  const store = subscriptionStore(db);

  await app.register(webhookRoute, { payments });

  app.get('/products/', async () => productsOf(provider));

  /** Input first (400/422), then whether this user may buy the plan, then the provider. */
  const startCheckout = async (
    request: FastifyRequest,
    plan: Plan,
    mayBuy: (user: UserRow) => Promise<void>,
  ) => {
    const user = currentUser(request);
    const body = parseInput(checkoutBody, request.body);
    if (String(body.variant_id) !== provider.variantIds[plan]) {
      throw new HttpError(
        422,
        `variant_id is not the ${plan} plan; take it from GET /api/subscriptions/products/.`,
        { code: 'wrong_variant' },
      );
    }
    const appOrigin = appOriginOf(deps.config, request);
    const redirectUrl = redirectTarget(appOrigin, body.redirect_url);
    await mayBuy(user);
    try {
      const checkoutUrl = await provider.createCheckout({ user, plan, redirectUrl, appOrigin });
      return { checkout_url: checkoutUrl };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      request.log.warn({ err: error }, 'checkout failed');
      throw new HttpError(502, CHECKOUT_FAILED[plan], { code: 'checkout_failed' });
    }
  };

  app.post('/checkout/', (request) =>
    startCheckout(request, 'monthly', (user) => refuseSecondSubscription(store, user.id)),
  );

  app.get('/trial/check-eligibility/', async (request) =>
    trialEligibility(db, currentUser(request).id),
  );

  app.post('/trial/checkout/', (request) =>
    startCheckout(request, 'trial', async (user) => {
      const eligibility = await trialEligibility(db, user.id);
      if (!eligibility.eligible) {
        throw new HttpError(403, eligibility.reason ?? 'Not eligible for the trial.', {
          code: 'not_eligible',
        });
      }
    }),
  );

  app.get('/trial/status/', async (request) =>
    trialStatusView(await store.trialOf(currentUser(request).id), new Date()),
  );

  app.get('/my-subscriptions/', async (request) =>
    mySubscriptionsView(await store.listForUser(currentUser(request).id), new Date()),
  );

  const action = (name: SubscriptionAction) =>
    app.post(`/subscription/:id/${name}/`, async (request) => {
      const user = currentUser(request);
      const { id } = parseInput(subscriptionParams, request.params);
      const row = await store.byIdForUser(user.id, id);
      if (!row) throw new HttpError(404, 'Subscription not found.', { code: 'not_found' });
      if (row.provider !== provider.kind) {
        throw new HttpError(
          409,
          `This subscription was made through ${row.provider}, which this server no longer uses.`,
          { code: 'provider_changed' },
        );
      }
      if (!allows(name, row, new Date())) {
        throw new HttpError(409, ACTION_REFUSED[name], { code: 'action_not_allowed' });
      }
      try {
        await provider[name](row);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        request.log.warn({ err: error, action: name }, 'subscription change failed');
        throw new HttpError(502, ACTION_FAILED[name], { code: 'provider_failed' });
      }
      const now = new Date();
      const rows = await store.listForUser(user.id);
      const changed = rows.find((candidate) => candidate.id === row.id) ?? row;
      const { user_status, is_pro } = mySubscriptionsView(rows, now);
      return { data: subscriptionView(changed, now), user_status, is_pro };
    });
  action('cancel');
  action('pause');
  action('resume');
};

/** A running or paused subscription already covers the user: a second checkout would
 * charge twice. A cancelling one may be replaced (or resumed). */
async function refuseSecondSubscription(store: SubscriptionStore, userId: string) {
  const rows = await store.listForUser(userId);
  if (rows.some(renews)) {
    throw new HttpError(409, 'You already have an active Pro subscription.', {
      code: 'already_subscribed',
    });
  }
  if (rows.some((row) => row.status === 'paused')) {
    throw new HttpError(409, 'Your subscription is paused. Resume it instead of buying another.', {
      code: 'subscription_paused',
    });
  }
}

/**
 * POST /subscriptions/webhook/: the signature covers the exact bytes sent, so this route
 * (and only this one: the plugin scopes it) takes the body unparsed, whatever its type.
 */
const webhookRoute: FastifyPluginAsync<{ payments: Payments }> = async (app, { payments }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post('/webhook/', publicRoute(), async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['x-signature'];
    const outcome = await payments.receive(
      raw,
      typeof signature === 'string' ? signature : undefined,
    );
    return { status: outcome };
  });
};
