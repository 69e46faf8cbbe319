// One set of prices for every page, the legal texts and the server (DESIGN.md "Decisions").

export const PRO_MONTHLY_PRICE_USD = 9.99;
export const TRIAL_PRICE_USD = 0.99;
export const TRIAL_DAYS = 7;

/** "$9.99" in the language's number style ("9,99 $" in Spanish): every page and mail. */
export function formatPrice(amount: number, language: string): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  }).format(amount);
}
