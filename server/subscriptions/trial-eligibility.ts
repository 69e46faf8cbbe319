import type { TrialEligibility } from '../../contracts/subscriptions';
import type { Db } from '../db/database';
import { userIsPro } from './subscription-status';
import { subscriptionStore } from './subscription-store';

export const TRIAL_USED = 'You have already used your trial. It is available once per account.';
export const ALREADY_PRO = 'You already have an active Pro subscription.';

/** One trial per user, ever (SPEC §1), and none for someone who is Pro already: both read
 * from the user's subscriptions in one query. */
export async function trialEligibility(db: Db, userId: string): Promise<TrialEligibility> {
  const rows = await subscriptionStore(db).listForUser(userId);
  if (rows.some((row) => row.isTrial)) return { eligible: false, reason: TRIAL_USED };
  if (userIsPro(rows, new Date())) return { eligible: false, reason: ALREADY_PRO };
  return { eligible: true, reason: null };
}
