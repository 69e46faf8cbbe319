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

/** SPEC §3's statuses: `trial` for on_trial, and `cancelling` while a cancelled
 * subscription's paid period runs, so the user sees why they are still Pro. */
export function wireStatus(row: StatusFacts, now: Date): WireStatus {
  if (row.status === 'on_trial') return 'trial';
  if (isCancelling(row, now)) return 'cancelling';
  return row.status;
}

/** The one Pro rule (isPro in server/auth/pro-status.ts applies it to the stored rows): Pro while
 * on trial, active, past due (the provider is still retrying), or cancelling. */
export function givesPro(row: StatusFacts, now: Date): boolean {
  return (
    row.status === 'on_trial' ||
    row.status === 'active' ||
    row.status === 'past_due' ||
    isCancelling(row, now)
  );
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
      return ['on_trial', 'active', 'past_due', 'paused'].includes(row.status);
    case 'pause':
      return row.status === 'active';
    case 'resume':
      return row.status === 'paused' || isCancelling(row, now);
  }
}
