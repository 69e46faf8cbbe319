import { HttpError } from '../http/http-error';

/**
 * Attempts per account (e-mail) in a sliding window, on top of the per-IP limit: slows a
 * guesser spreading over many addresses as well as one hammering a single account. In
 * memory, so each instance counts its own (shared counters come with Redis).
 */
export function accountLimiter(maxAttempts: number, windowMs: number, now = () => Date.now()) {
  const attempts = new Map<string, number[]>();
  return {
    /** Records an attempt; throws 429 with Retry-After seconds once the budget is spent. */
    hit(key: string): void {
      const time = now();
      const recent = (attempts.get(key) ?? []).filter((at) => at > time - windowMs);
      if (recent.length >= maxAttempts) {
        const retryAfter = Math.ceil(((recent[0] ?? time) + windowMs - time) / 1000);
        attempts.set(key, recent);
        throw new HttpError(429, 'Too many attempts. Please try again later.', {
          retryAfter: Math.max(1, retryAfter),
        });
      }
      recent.push(time);
      attempts.set(key, recent);
    },
  };
}
