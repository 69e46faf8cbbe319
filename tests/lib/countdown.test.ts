import { describe, expect, it } from 'vitest';
import { formatCountdown, OFFER_SECONDS } from '../../src/features/subscriptions/countdown';

describe('the limited-offer countdown', () => {
  it('starts at 23:59:59', () => {
    expect(formatCountdown(OFFER_SECONDS)).toBe('23:59:59');
  });

  it('pads every part and stops at zero', () => {
    expect(formatCountdown(3 * 3600 + 5 * 60 + 7)).toBe('03:05:07');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
