/**
 * SPEC §5 "Masked e-mail display": the first two characters, four asterisks, then the domain
 * (`an****@example.com`). Shared so the server's answers and the SPA's screens agree.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `${email.slice(0, 2)}****`;
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}
