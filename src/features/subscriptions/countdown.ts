/** The limited offer's clock starts at 23:59:59 on every page load (SPEC §9). */
export const OFFER_SECONDS = 23 * 3600 + 59 * 60 + 59;

/** 86399 → "23:59:59"; never below "00:00:00". */
export function formatCountdown(seconds: number): string {
  const left = Math.max(0, Math.floor(seconds));
  const parts = [Math.floor(left / 3600), Math.floor((left % 3600) / 60), left % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}
