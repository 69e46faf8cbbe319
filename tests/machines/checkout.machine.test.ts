import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type CheckoutOffer,
  type CheckoutRequest,
  checkoutMachine,
} from '../../machines/checkout.machine';
import { messageText } from './message-text';
import { formatCoverage, walkEveryPath } from './model-coverage';
import { checkoutModel } from './models/checkout.model';

const httpError = (status: number, data: Record<string, unknown> = {}) =>
  Object.assign(new Error(`HTTP ${status}`), { status, data });
const text = (value: MessageDescriptor | null) => messageText(value);

const eligibleOffer: CheckoutOffer = {
  eligible: true,
  reason: null,
  monthlyVariantId: 'monthly',
  trialVariantId: 'trial',
};
const ineligibleOffer: CheckoutOffer = {
  ...eligibleOffer,
  eligible: false,
  reason: 'You have already used your trial',
};
const noProducts: CheckoutOffer = {
  ...eligibleOffer,
  monthlyVariantId: null,
  trialVariantId: null,
};

/** The machine with a loaded offer and checkouts that answer or fail as told. */
function checkoutActor(
  offer: CheckoutOffer,
  checkout: (request: CheckoutRequest) => Promise<{ checkoutUrl: string }>,
) {
  const calls: Array<{ kind: 'monthly' | 'trial'; variantId: string }> = [];
  const visited: string[] = [];
  const errors: MessageDescriptor[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      loadOffer: fromPromise(async () => offer),
      createCheckout: fromPromise(async ({ input }: { input: CheckoutRequest }) => {
        calls.push({ kind: 'monthly', variantId: input.variantId });
        return checkout(input);
      }),
      createTrialCheckout: fromPromise(async ({ input }: { input: CheckoutRequest }) => {
        calls.push({ kind: 'trial', variantId: input.variantId });
        return checkout(input);
      }),
    },
    actions: {
      goToCheckout: ({ context }) => {
        visited.push(context.checkoutUrl ?? '');
      },
      showError: (_, message) => {
        errors.push(message);
      },
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, visited, errors };
}

describe('checkout machine', () => {
  it('covers every state and transition with generated paths', async () => {
    const coverage = await walkEveryPath(checkoutModel);
    console.info(formatCoverage('checkout', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('starts the trial checkout with the trial variant and leaves for its URL', async () => {
    const { actor, calls, visited } = checkoutActor(eligibleOffer, async () => ({
      checkoutUrl: 'https://checkout.example/trial',
    }));
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    actor.send({ type: 'START_TRIAL' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).toEqual([{ kind: 'trial', variantId: 'trial' }]);
    expect(visited).toEqual(['https://checkout.example/trial']);
  });

  it('does nothing on start-trial unless the user is eligible', async () => {
    const { actor, calls, errors } = checkoutActor(ineligibleOffer, async () => ({
      checkoutUrl: 'x',
    }));
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    actor.send({ type: 'START_TRIAL' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(errors).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('treats an offer that failed to load as not eligible, with the SPEC reason', async () => {
    const machine = checkoutMachine.provide({
      actors: {
        loadOffer: fromPromise<CheckoutOffer>(async () => {
          throw new TypeError('fetch failed');
        }),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(actor.getSnapshot().context.offer).toMatchObject({
      eligible: false,
      reason: 'Error checking eligibility',
    });
  });

  it('asks for a refresh when there is no variant to buy', async () => {
    const { actor, calls, errors } = checkoutActor(noProducts, async () => ({ checkoutUrl: 'x' }));
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    actor.send({ type: 'SUBSCRIBE' });
    actor.send({ type: 'START_TRIAL' });
    // Each press toasts again: nothing to dismiss in between.
    expect(errors.map(text)).toEqual([
      'Unable to start checkout. Please refresh the page and try again.',
      'Unable to start checkout. Please refresh the page and try again.',
    ]);
    expect(calls).toEqual([]);
  });

  // SPEC §8 "Checkout": the server's reason, in the user's words by its code; its English
  // `detail`, `error` or `message` never reach the page.
  it.each([
    [
      'SUBSCRIBE',
      httpError(409, {
        code: 'subscription_paused',
        detail: 'Your subscription is paused. Resume it instead of buying another.',
      }),
      'Your subscription is paused. Resume it instead of buying another.',
      'Tu suscripción está en pausa. Reanúdala en lugar de comprar otra.',
    ],
    [
      'SUBSCRIBE',
      httpError(409, { code: 'already_subscribed', detail: 'Already subscribed' }),
      'You already have an active Pro subscription.',
      'Ya tienes una suscripción Pro activa.',
    ],
    [
      'START_TRIAL',
      httpError(403, { code: 'not_eligible', detail: 'You have already used your trial.' }),
      'The trial is not available for this account.',
      'La prueba no está disponible para esta cuenta.',
    ],
    [
      'SUBSCRIBE',
      httpError(422, { code: 'wrong_variant', detail: 'variant_id is not the monthly plan' }),
      'Unable to start checkout. Please refresh the page and try again.',
      'No se pudo iniciar el pago. Actualiza la página e inténtalo de nuevo.',
    ],
    [
      'SUBSCRIBE',
      httpError(429, { code: 'too_many_requests', retry_after: 30 }),
      'Too many requests. Please try again in 30 s.',
      'Demasiadas solicitudes. Inténtalo de nuevo dentro de 30 s.',
    ],
    [
      'SUBSCRIBE',
      httpError(502, { code: 'checkout_failed', detail: 'Provider down', error: 'x' }),
      'Unable to create checkout. Please try again later.',
      'No se pudo crear el pago. Inténtalo de nuevo más tarde.',
    ],
    [
      'SUBSCRIBE',
      httpError(500, { message: 'Boom' }),
      'Unable to create checkout. Please try again later.',
      'No se pudo crear el pago. Inténtalo de nuevo más tarde.',
    ],
    [
      'SUBSCRIBE',
      new TypeError('fetch failed'),
      'Unable to create checkout. Please try again later.',
      'No se pudo crear el pago. Inténtalo de nuevo más tarde.',
    ],
    [
      'START_TRIAL',
      httpError(500),
      'Unable to create trial checkout. Please try again later.',
      'No se pudo crear el pago de la prueba. Inténtalo de nuevo más tarde.',
    ],
  ] as const)('on %s shows %s as "%s"', async (type, error, expected, spanish) => {
    const { actor, visited, errors } = checkoutActor(eligibleOffer, async () => {
      throw error;
    });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    actor.send({ type });
    await waitFor(actor, () => errors.length > 0);
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(errors.map((message) => text(message))).toEqual([expected]);
    expect(messageText(errors[0] ?? null, 'es')).toBe(spanish);
    expect(visited).toEqual([]);
  });
});
