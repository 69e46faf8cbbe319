/**
 * The origin location carried to /auth by the guard, kept only when it is a path of this
 * app: an absolute or protocol-relative URL would turn sign-in into an open redirect.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value.startsWith('/auth')) return undefined;
  return value;
}
