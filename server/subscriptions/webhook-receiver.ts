import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { type PaymentProvider, paymentEvents } from '../db/schema';
import { HttpError } from '../http/http-error';
import { applyProviderSubscription } from './subscription-store';
import { parseWebhookEvent, WebhookPayloadError } from './webhook-events';
import { hasValidSignature } from './webhook-signature';

/** applied: state stored; duplicate: this exact body was applied before; stale: a newer
 * state is already stored; refused: a second trial or second running subscription of the
 * user, recorded aside for a refund and answered 200 all the same (a retry would be refused
 * again); ignored: recorded, nothing to change (no subscription state, or no such user). */
export type WebhookOutcome = 'applied' | 'duplicate' | 'stale' | 'refused' | 'ignored';

export interface WebhookReceiverOptions {
  db: Db;
  provider: PaymentProvider;
  secret: string;
  trialVariantId: string;
  log: FastifyBaseLogger;
}

export type WebhookReceiver = (
  rawBody: Buffer,
  signature: string | undefined,
) => Promise<WebhookOutcome>;

/**
 * The one way subscription events enter the database: POST /subscriptions/webhook/ calls it
 * with what Lemon Squeezy sent, and the sandbox with the events it signs itself. Nothing is
 * written unless the signature holds and the body is a well-formed event; then the event's
 * record and its state change commit together, so a repeat finds the record and does
 * nothing, and a crash between the two cannot happen.
 */
export function webhookReceiver(options: WebhookReceiverOptions): WebhookReceiver {
  const { db, provider, secret, trialVariantId, log } = options;
  return async (rawBody, signature) => {
    if (!hasValidSignature(rawBody, signature, secret)) {
      throw new HttpError(401, 'Invalid webhook signature.', { code: 'invalid_signature' });
    }
    let event: ReturnType<typeof parseWebhookEvent>;
    try {
      event = parseWebhookEvent(rawBody, provider, trialVariantId);
    } catch (error) {
      if (error instanceof WebhookPayloadError) {
        throw new HttpError(400, error.message, { code: 'invalid_input' });
      }
      throw error;
    }
    const bodyHash = createHash('sha256').update(rawBody).digest('hex');
    const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
      const recorded = await tx
        .insert(paymentEvents)
        .values({ bodyHash, eventName: event.name })
        .onConflictDoNothing()
        .returning({ bodyHash: paymentEvents.bodyHash });
      if (recorded.length === 0) return 'duplicate';
      if (event.kind === 'other') return 'ignored';
      return applyProviderSubscription(tx, event.subscription, event.userId);
    });
    log.info({ event: event.name, outcome }, 'payment webhook');
    if (outcome === 'refused' && event.kind === 'subscription') {
      log.warn(
        {
          event: event.name,
          provider,
          providerSubscriptionId: event.subscription.providerSubscriptionId,
          userId: event.userId,
        },
        'payment webhook: a second subscription for this user was refused and gives nothing; ' +
          'refund and cancel it at the provider (see refused_subscriptions)',
      );
    }
    if (outcome === 'ignored' && event.kind === 'subscription') {
      log.warn({ event: event.name }, 'payment webhook names no known user; nothing changed');
    }
    return outcome;
  };
}
