import type { Language } from '../../../contracts/chat';

/** A probability as the match page shows it (src/features/chat/ProbabilityBar.tsx):
 * 0.4719 → '47%', in both languages. */
export function percent(probability: number): string {
  return `${Math.round(probability * 100)}%`;
}

/** Expected goals with two decimals in the language's own format: 1.62 / 1,62. */
export function goals(value: number, language: Language): string {
  const text = value.toFixed(2);
  return language === 'es' ? text.replace('.', ',') : text;
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
