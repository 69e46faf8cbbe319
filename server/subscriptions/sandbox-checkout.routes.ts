import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type Language, languageOf } from '../../contracts/language';
import type { AppDeps } from '../app-deps';
import type { Payments } from './payments';
import {
  renderCheckoutPage,
  renderProblemPage,
  type SandboxProblem,
} from './sandbox-checkout-page';

// A wildcard, not `:token`: a signed token is longer than Fastify's 100-character limit
// on path parameters.
const tokenParams = z.object({ '*': z.string().max(2000) });
const PRICING = '/pricing';

const PROBLEM_STATUS: Record<SandboxProblem, number> = {
  invalid: 404,
  expired: 410,
  not_eligible: 409,
  subscribed: 409,
};

/** The browser's language, for pages shown to someone the link does not name. */
function browserLanguageOf(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('es') ? 'es' : 'en';
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);

/**
 * PAYMENT_PROVIDER=sandbox only: the checkout page a sandbox checkout_url leads to
 * (GET /sandbox/checkout/{token}) and its Pay button (POST to the same address), which sends the
 * payment's webhook events and returns the browser to the checkout's redirect address.
 * The signed token in the address is the checkout; the page needs no session.
 */
export async function registerSandboxCheckout(
  app: FastifyInstance,
  deps: AppDeps,
  { sandbox }: Pick<Payments, 'sandbox'>,
) {
  if (deps.config.paymentProvider !== 'sandbox') return;
  if (deps.config.nodeEnv === 'production') {
    app.log.warn('PAYMENT_PROVIDER=sandbox in production: anyone can get Pro without paying');
  }
  if (!sandbox) return;
  await app.register(async (scope) => {
    // The Pay form posts urlencoded fields; none are read, the token says everything.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );

    scope.get('/sandbox/checkout/*', async (request, reply) => {
      const { '*': token } = tokenParams.parse(request.params);
      const view = await sandbox.view(token);
      if (!view.ok) {
        const language = browserLanguageOf(request.headers['accept-language']);
        return html(
          reply,
          PROBLEM_STATUS[view.problem],
          renderProblemPage(language, view.problem, PRICING),
        );
      }
      return html(
        reply,
        200,
        renderCheckoutPage({
          language: languageOf(view.user.language),
          plan: view.checkout.plan,
          email: view.user.email,
          payAction: `/sandbox/checkout/${encodeURIComponent(token)}`,
          cancelHref: PRICING,
        }),
      );
    });

    // Pay: the page's form posts back to the page's own address.
    scope.post('/sandbox/checkout/*', async (request, reply) => {
      const { '*': token } = tokenParams.parse(request.params);
      const payment = await sandbox.pay(token);
      if (payment.ok) {
        return reply.header('cache-control', 'no-store').redirect(payment.redirectUrl, 303);
      }
      const view = await sandbox.view(token);
      const language = view.ok
        ? languageOf(view.user.language)
        : browserLanguageOf(request.headers['accept-language']);
      return html(
        reply,
        PROBLEM_STATUS[payment.problem],
        renderProblemPage(language, payment.problem, PRICING),
      );
    });
  });
}
