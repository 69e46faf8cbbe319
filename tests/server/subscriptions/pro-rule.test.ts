import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '../../../server/db/schema';
import {
  allows,
  givesPro,
  isRunning,
  renews,
  userIsPro,
} from '../../../server/subscriptions/subscription-status';

// The one Pro rule (subscription-status.ts), by stored status; the routes and the token
// claims it feeds are tested where they are served.
const now = new Date('2026-11-24T12:00:00Z');
const later = new Date('2026-12-01T12:00:00Z');
const earlier = new Date('2026-11-01T12:00:00Z');
const row = (status: SubscriptionStatus, endsAt: Date | null = null) => ({ status, endsAt });

describe('the Pro rule', () => {
  it('gives Pro while a subscription renews, and after a cancellation until its end', () => {
    const cases: [ReturnType<typeof row>, boolean][] = [
      [row('on_trial'), true],
      [row('active'), true],
      [row('past_due'), true],
      [row('cancelled', later), true],
      [row('cancelled', earlier), false],
      [row('cancelled'), false],
      [row('paused'), false],
      [row('unpaid'), false],
      [row('expired'), false],
    ];
    expect(cases.map(([subscription]) => givesPro(subscription, now))).toEqual(
      cases.map(([, pro]) => pro),
    );
  });

  it('makes a user Pro when any one of their subscriptions gives Pro', () => {
    expect(userIsPro([], now)).toBe(false);
    expect(userIsPro([row('expired'), row('paused')], now)).toBe(false);
    expect(userIsPro([row('expired'), row('cancelled', later)], now)).toBe(true);
  });

  it('counts a paused subscription as running (no second checkout) though it gives no Pro', () => {
    expect([
      renews(row('paused')),
      isRunning(row('paused')),
      allows('cancel', row('paused'), now),
    ]).toEqual([false, true, true]);
    expect([
      isRunning(row('cancelled', later)),
      allows('resume', row('cancelled', later), now),
    ]).toEqual([false, true]);
  });
});
