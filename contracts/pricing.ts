// One set of prices for every page, the legal texts and the server (DESIGN.md "Decisions").

export const PRO_MONTHLY_PRICE_USD = 9.99;
export const TRIAL_PRICE_USD = 0.99;
export const TRIAL_DAYS = 7;
