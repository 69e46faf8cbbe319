import { eq } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import type { Db } from '../../server/db/database';
import { users } from '../../server/db/schema';
import {
  GOOGLE_TEST_CLIENT_ID,
  type GoogleSigner,
  startGoogleSigner,
} from '../mocks/google-jwks-server';
import { type FakeLemonSqueezy, startFakeLemonSqueezy } from '../mocks/lemonsqueezy-server';
import { trialTakenLongAgo } from '../server/pro-user';
import { serveApiToTests } from '../views/test-control';

const lemonSqueezy = {
  apiKey: 'ls-flows-key',
  webhookSecret: 'flows-webhook-secret',
  storeId: '11',
  monthlyVariantId: '22',
  trialVariantId: '33',
  trialDays: 7,
};

/** The levers the flows pull on the outside services and the past: Google signing an
 * id_token (or one signed with a key Google does not serve), Lemon Squeezy failing its next
 * answer, a trial the user took long ago. */
function outsideLevers(google: GoogleSigner, payments: FakeLemonSqueezy, db: Db) {
  return {
    '/google-token': async (input: Record<string, unknown>) => ({
      idToken: await google.sign(
        { sub: String(input.email), email: String(input.email) },
        input.forged ? { key: google.otherKey } : {},
      ),
    }),
    '/lemon-squeezy-fails': async (input: Record<string, unknown>) => {
      payments.failNext(Number(input.status));
      return null;
    },
    // The one-time trial, taken long ago and over.
    '/trial-used': async (input: Record<string, unknown>) => {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, String(input.email)));
      if (!user) throw new Error(`no user ${input.email}`);
      await trialTakenLongAgo(db, user.id);
      return null;
    },
  };
}

/**
 * The flows' world: the real API server (in-memory database) with Google sign-in and
 * Lemon Squeezy configured, both played by the local fakes of tests/mocks, so every branch
 * of the card's flows has a real server answer. Provides the same keys as the view tests'
 * global setup (tests/views/setup.ts puts the document on the server's origin).
 */
export default async function startFlowsServer(project: TestProject) {
  const google = await startGoogleSigner();
  const payments = await startFakeLemonSqueezy(lemonSqueezy);
  const { server, stop } = await serveApiToTests(
    project,
    {
      // Paths make Lemon Squeezy fail on purpose: its warnings would bury the coverage.
      LOG_LEVEL: 'error',
      // Room for every path's sign-ins; a resend is answered at once (the screen counts).
      AUTH_RATE_LIMIT_PER_IP: '10000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '10000',
      AUTH_SESSION_RATE_LIMIT_PER_IP: '10000',
      RATE_LIMIT_MAX: '10000',
      CODE_RESEND_WAIT_SECONDS: '0',
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
      GOOGLE_JWKS_URL: google.url,
      PAYMENT_PROVIDER: 'lemonsqueezy',
      LEMONSQUEEZY_API_URL: payments.url,
      LEMONSQUEEZY_API_KEY: lemonSqueezy.apiKey,
      LEMONSQUEEZY_STORE_ID: lemonSqueezy.storeId,
      LEMONSQUEEZY_MONTHLY_VARIANT_ID: lemonSqueezy.monthlyVariantId,
      LEMONSQUEEZY_TRIAL_VARIANT_ID: lemonSqueezy.trialVariantId,
      LEMONSQUEEZY_WEBHOOK_SECRET: lemonSqueezy.webhookSecret,
    },
    (db) => outsideLevers(google, payments, db),
  );
  payments.setWebhookUrl(`${server.url}/api/subscriptions/webhook/`);
  return async () => {
    await stop();
    await payments.close();
    await google.close();
  };
}
