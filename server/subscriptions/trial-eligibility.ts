import type { TrialEligibility } from '../../contracts/subscriptions';
import type { Db } from '../db/database';
import { isPro } from './pro-status';
import { subscriptionStore } from './subscription-store';

export const TRIAL_USED = 'You have already used your trial. It is available once per account.';
export const ALREADY_PRO = 'You already have an active Pro subscription.';

/** One trial per user, ever (SPEC §1), and none for someone who is Pro already. */
export async function trialEligibility(db: Db, userId: string): Promise<TrialEligibility> {
  if (await subscriptionStore(db).trialOf(userId)) return { eligible: false, reason: TRIAL_USED };
  if (await isPro(db, userId)) return { eligible: false, reason: ALREADY_PRO };
  return { eligible: true, reason: null };
}
