import type { Language } from '../../../contracts/language';

/** A probability as the match page shows it (src/features/chat/ProbabilityBar.tsx):
 * 0.4719 → '47%'. Below 1% one decimal is kept, so a rare score does not read as impossible:
 * 0.0042 → '0.4%' ('0,4%' in Spanish). */
export function percent(probability: number, language: Language = 'en'): string {
  if (probability > 0 && probability < 0.0095) return `${decimal(probability * 100, 1, language)}%`;
  return `${Math.round(probability * 100)}%`;
}

/** A number with fixed decimals in the language's own format: 1.62 / 1,62. */
export function decimal(value: number, digits: number, language: Language): string {
  const text = value.toFixed(digits);
  return language === 'es' ? text.replace('.', ',') : text;
}

/** Expected goals with two decimals in the language's own format: 1.62 / 1,62. */
export function goals(value: number, language: Language): string {
  return decimal(value, 2, language);
}

/** Decimal odds with two decimals: 2.13 / 2,13. */
export function odds(value: number, language: Language): string {
  return decimal(value, 2, language);
}

/** A goals line or handicap as bookmakers write it: 2.5, 3, -0.75, +1.5 (signed: handicaps). */
export function line(value: number, language: Language, signed = false): string {
  const text = String(value);
  const local = language === 'es' ? text.replace('.', ',') : text;
  return signed && value > 0 ? `+${local}` : local;
}

/** A relative change as a signed whole percentage: 0.253 → '+25%', -0.1 → '-10%'. */
export function signedPercent(change: number): string {
  const rounded = Math.round(change * 100);
  return `${rounded > 0 ? '+' : ''}${rounded}%`;
}

/** '2–1' with an en dash, the way scores are written on the match page. */
export function score(home: number, away: number): string {
  return `${home}–${away}`;
}

/** Words with the spaces that follow them, so the pieces join back into the exact text. */
export function wordChunks(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? [];
}
