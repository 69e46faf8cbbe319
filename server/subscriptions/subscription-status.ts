import type {
  SubscriptionAction,
  UserStatus,
  SubscriptionStatus as WireStatus,
} from '../../contracts/subscriptions';
import type { SubscriptionStatus } from '../db/schema';

/** The fields of a stored subscription its shown status depends on. */
export interface StatusFacts {
  status: SubscriptionStatus;
  endsAt: Date | null;
}

const isCancelling = (row: StatusFacts, now: Date) =>
  row.status === 'cancelled' && row.endsAt !== null && row.endsAt > now;

const RENEWING: readonly SubscriptionStatus[] = ['on_trial', 'active', 'past_due'];

/** Paid for and renewing: on trial, active, or past due (the provider is still retrying). */
export const renews = (row: Pick<StatusFacts, 'status'>): boolean => RENEWING.includes(row.status);

/** Covering the user, or going to again once resumed: a second subscription bought
 * meanwhile would charge twice for the same Pro. */
export const isRunning = (row: Pick<StatusFacts, 'status'>): boolean =>
  renews(row) || row.status === 'paused';

/** SPEC §3's statuses: `trial` for on_trial, and `cancelling` while a cancelled
 * subscription's paid period runs, so the user sees why they are still Pro. */
export function wireStatus(row: StatusFacts, now: Date): WireStatus {
  if (row.status === 'on_trial') return 'trial';
  if (isCancelling(row, now)) return 'cancelling';
  return row.status;
}

/** Whether one subscription gives Pro: while it renews, and after a cancellation until the
 * paid period ends. */
export function givesPro(row: StatusFacts, now: Date): boolean {
  return renews(row) || isCancelling(row, now);
}

/**
 * The one Pro rule: a user is Pro while any of their subscriptions gives Pro. Every answer
 * about it goes through here: the token's `is_pro` and chat's check (`isPro` in
 * pro-status.ts, which reads the rows), trial eligibility and the subscription API.
 */
export function userIsPro(rows: readonly StatusFacts[], now: Date): boolean {
  return rows.some((row) => givesPro(row, now));
}

// Which subscription speaks for the user when they have several: one that gives Pro first.
const STANDING: readonly WireStatus[] = [
  'active',
  'trial',
  'past_due',
  'cancelling',
  'paused',
  'unpaid',
  'expired',
  'cancelled',
];

/** The user's standing over all their subscriptions; `free` with none. */
export function userStatusOf(rows: readonly StatusFacts[], now: Date): UserStatus {
  const statuses = new Set(rows.map((row) => wireStatus(row, now)));
  return STANDING.find((status) => statuses.has(status)) ?? 'free';
}

/** Whether the provider accepts the action in this state: cancel anything still running,
 * pause only a paying subscription, resume a paused one or undo a cancellation before its
 * period ends. */
export function allows(action: SubscriptionAction, row: StatusFacts, now: Date): boolean {
  switch (action) {
    case 'cancel':
      return isRunning(row);
    case 'pause':
      return row.status === 'active';
    case 'resume':
      return row.status === 'paused' || isCancelling(row, now);
  }
}
