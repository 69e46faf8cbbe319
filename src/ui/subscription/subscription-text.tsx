import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { TRIAL_DAYS } from '../../../contracts/pricing';
import type { Subscription, SubscriptionStatus } from '../../../contracts/subscriptions';
import { note } from './current-plan.css';

// How a subscription reads wherever it is shown: the profile's list, and the plan panel of
// the pricing pages and the Pro gate.

export const planNames: Record<Subscription['plan'], MessageDescriptor> = {
  trial: msg`Pro, ${TRIAL_DAYS}-day trial`,
  monthly: msg`Pro monthly`,
};

export const statusLabels: Record<SubscriptionStatus, MessageDescriptor> = {
  active: msg`Active`,
  trial: msg`Trial`,
  past_due: msg`Past due`,
  paused: msg`Paused`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
  unpaid: msg`Unpaid`,
  cancelling: msg`Cancelling`,
};

/** The subscription's dates that matter now, each on a line, in the interface's locale. */
export function SubscriptionDates({
  subscription,
  locale,
}: {
  subscription: Subscription;
  locale: string;
}) {
  const date = (iso: string | null) =>
    iso ? new Date(iso).toLocaleDateString(locale, { dateStyle: 'long' }) : null;
  const renews = date(subscription.renews_at);
  const ends = date(subscription.ends_at);
  const trialEnds = date(subscription.trial_ends_at);
  return (
    <>
      {subscription.status === 'trial' && trialEnds && (
        <p className={note}>
          <Trans>Trial ends on {trialEnds}</Trans>
        </p>
      )}
      {renews && (
        <p className={note}>
          <Trans>Renews on {renews}</Trans>
        </p>
      )}
      {ends && (
        <p className={note}>
          <Trans>Ends on {ends}</Trans>
        </p>
      )}
    </>
  );
}
