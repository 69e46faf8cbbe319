import type { Language } from '../../contracts/language';
import {
  formatPrice,
  PRO_MONTHLY_PRICE_USD,
  TRIAL_DAYS,
  TRIAL_PRICE_USD,
} from '../../contracts/pricing';
import type { Plan } from '../../contracts/subscriptions';
import { escapeHtml } from '../mail/escape-html';

const money = (language: Language, amount: number) => formatPrice(amount, language);

const TEXT = {
  en: {
    title: 'Sandbox checkout',
    banner: 'SANDBOX: no real payment is made. This page stands in for the payment provider.',
    product: (plan: Plan) =>
      plan === 'trial' ? `GoalVision Pro, ${TRIAL_DAYS}-day trial` : 'GoalVision Pro, monthly',
    terms: (plan: Plan, language: Language) =>
      plan === 'trial'
        ? `${money(language, TRIAL_PRICE_USD)} today for ${TRIAL_DAYS} days, then ${money(language, PRO_MONTHLY_PRICE_USD)} per month. Cancel anytime.`
        : `${money(language, PRO_MONTHLY_PRICE_USD)} per month. Cancel anytime.`,
    account: 'Account',
    dueToday: 'Due today',
    pay: (amount: string) => `Pay ${amount}`,
    cancel: 'Cancel',
    problems: {
      invalid: 'This checkout link is not valid.',
      expired: 'This checkout link has expired. Start the checkout again.',
      not_eligible: 'The trial is available once per account, and this account cannot start it.',
      subscribed: 'This account already has Pro, so this payment was not taken.',
    },
    back: 'Back to pricing',
  },
  es: {
    title: 'Pago de prueba (sandbox)',
    banner: 'SANDBOX: no se realiza ningún pago real. Esta página sustituye al proveedor de pagos.',
    product: (plan: Plan) =>
      plan === 'trial' ? `GoalVision Pro, prueba de ${TRIAL_DAYS} días` : 'GoalVision Pro, mensual',
    terms: (plan: Plan, language: Language) =>
      plan === 'trial'
        ? `${money(language, TRIAL_PRICE_USD)} hoy durante ${TRIAL_DAYS} días, después ${money(language, PRO_MONTHLY_PRICE_USD)} al mes. Cancela cuando quieras.`
        : `${money(language, PRO_MONTHLY_PRICE_USD)} al mes. Cancela cuando quieras.`,
    account: 'Cuenta',
    dueToday: 'A pagar hoy',
    pay: (amount: string) => `Pagar ${amount}`,
    cancel: 'Cancelar',
    problems: {
      invalid: 'Este enlace de pago no es válido.',
      expired: 'Este enlace de pago ha caducado. Vuelve a iniciar el pago.',
      not_eligible:
        'La prueba solo está disponible una vez por cuenta y esta cuenta no puede iniciarla.',
      subscribed: 'Esta cuenta ya tiene Pro, así que este pago no se ha cobrado.',
    },
    back: 'Volver a precios',
  },
} as const;

export type SandboxProblem = keyof (typeof TEXT)['en']['problems'];

// Inline styles only (the CSP allows them) and no script: the page must work under the
// app's Content-Security-Policy and without JavaScript.
const STYLE = `body{font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#1e293b;border-radius:12px;padding:1.5rem}
.banner{background:#facc15;color:#1e293b;font-weight:700;padding:.75rem 1rem;border-radius:8px;margin:0 0 1.25rem}
h1{font-size:1.25rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1rem}
dt{color:#94a3b8}dd{margin:0}.price{font-size:1.5rem;font-weight:700}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}
button,a.button{flex:1;font:inherit;font-weight:600;text-align:center;padding:.75rem;border-radius:8px;border:0;cursor:pointer;text-decoration:none}
button{background:#22c55e;color:#052e16}a.button{background:#334155;color:#e2e8f0}`;

function layout(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><p class="banner" role="note">${escapeHtml(TEXT[language].banner)}</p>${body}</main></body></html>`;
}

export interface CheckoutPage {
  language: Language;
  plan: Plan;
  email: string;
  /** Where the Pay form posts. */
  payAction: string;
  /** Where Cancel leads. */
  cancelHref: string;
}

/** GET /sandbox/checkout/{token}: the product, its price, Pay and Cancel. */
export function renderCheckoutPage(page: CheckoutPage): string {
  const text = TEXT[page.language];
  const today = money(
    page.language,
    page.plan === 'trial' ? TRIAL_PRICE_USD : PRO_MONTHLY_PRICE_USD,
  );
  return layout(
    page.language,
    text.title,
    `<h1>${escapeHtml(text.title)}</h1>
<dl><dt>${escapeHtml(text.account)}</dt><dd>${escapeHtml(page.email)}</dd>
<dt>Plan</dt><dd>${escapeHtml(text.product(page.plan))}</dd>
<dt>${escapeHtml(text.dueToday)}</dt><dd class="price">${escapeHtml(today)}</dd></dl>
<p>${escapeHtml(text.terms(page.plan, page.language))}</p>
<form method="post" action="${escapeHtml(page.payAction)}"><div class="actions">
<a class="button" href="${escapeHtml(page.cancelHref)}">${escapeHtml(text.cancel)}</a>
<button type="submit">${escapeHtml(text.pay(today))}</button></div></form>`,
  );
}

/** A checkout that cannot go on (bad or expired link, trial already used). */
export function renderProblemPage(
  language: Language,
  problem: SandboxProblem,
  backHref: string,
): string {
  const text = TEXT[language];
  return layout(
    language,
    text.title,
    `<h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.problems[problem])}</p>
<div class="actions"><a class="button" href="${escapeHtml(backHref)}">${escapeHtml(text.back)}</a></div>`,
  );
}
