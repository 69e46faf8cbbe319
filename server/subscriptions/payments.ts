import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps';
import { ConfigError } from '../config';
import type { PaymentProvider as ProviderKind } from '../db/schema';
import { getOrCreateSecret } from '../db/secrets';
import { lemonSqueezyProvider } from './lemonsqueezy-provider';
import type { PaymentProvider } from './payment-provider';
import { SANDBOX_VARIANT_IDS, type SandboxProvider, sandboxProvider } from './sandbox-provider';
import { type WebhookReceiver, webhookReceiver } from './webhook-receiver';

export interface Payments {
  provider: PaymentProvider;
  /** Set only for PAYMENT_PROVIDER=sandbox: its checkout page. */
  sandbox: SandboxProvider | undefined;
  receive: WebhookReceiver;
}

const required = (value: string | undefined, name: string): string => {
  // loadConfig already refuses to start without them; this keeps the types honest.
  if (value === undefined)
    throw new ConfigError(`${name} is required when PAYMENT_PROVIDER=lemonsqueezy`);
  return value;
};

/** The configured provider and the webhook receiver, sharing one signing secret: the
 * configured one, or for the sandbox one generated once and kept in the database like the
 * JWT secret, so every instance verifies what any other signed. Built once at start
 * (buildApp) and handed to the subscription routes and the sandbox's checkout page. */
export async function createPayments(deps: AppDeps, log: FastifyBaseLogger): Promise<Payments> {
  const { config, database } = deps;
  const { db } = database;
  const receiverFor = (provider: ProviderKind, secret: string, trialVariantId: string) =>
    webhookReceiver({ db, provider, secret, trialVariantId, log });
  if (config.paymentProvider === 'lemonsqueezy') {
    const settings = {
      apiUrl: config.lemonSqueezyApiUrl,
      timeoutMs: config.lemonSqueezyTimeoutMs,
      apiKey: required(config.lemonSqueezyApiKey, 'LEMONSQUEEZY_API_KEY'),
      storeId: required(config.lemonSqueezyStoreId, 'LEMONSQUEEZY_STORE_ID'),
      monthlyVariantId: required(
        config.lemonSqueezyMonthlyVariantId,
        'LEMONSQUEEZY_MONTHLY_VARIANT_ID',
      ),
      trialVariantId: required(config.lemonSqueezyTrialVariantId, 'LEMONSQUEEZY_TRIAL_VARIANT_ID'),
    };
    const secret = required(config.lemonSqueezyWebhookSecret, 'LEMONSQUEEZY_WEBHOOK_SECRET');
    const receive = receiverFor('lemonsqueezy', secret, settings.trialVariantId);
    return { provider: lemonSqueezyProvider(settings, db), sandbox: undefined, receive };
  }
  const secret =
    config.lemonSqueezyWebhookSecret ?? (await getOrCreateSecret(db, 'payments_webhook'));
  const receive = receiverFor('sandbox', secret, SANDBOX_VARIANT_IDS.trial);
  const sandbox = sandboxProvider({ db, secret, receive });
  return { provider: sandbox, sandbox, receive };
}
