import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { MySubscriptions, Subscription } from '../../../contracts/subscriptions';
import { button, secondaryButton } from '../form/form.css';
import { note, planLink, plan as planStyle } from './current-plan.css';
import { planNames, SubscriptionDates, statusLabels } from './subscription-text';

const yourPlan = msg`Your plan`;

// Statuses where the subscription still stands: a new checkout would be a second one (the
// server refuses it), so the user is shown this one and what to do with it instead.
const STANDING: ReadonlySet<Subscription['status']> = new Set([
  'trial',
  'active',
  'past_due',
  'cancelling',
  'paused',
  'unpaid',
]);

/** The user's standing subscription (newest first in the answer), or null. */
export function standingSubscription(mine: MySubscriptions | undefined): Subscription | null {
  return mine?.data.find((subscription) => STANDING.has(subscription.status)) ?? null;
}

/**
 * The user's plan, its status and dates, and the one thing to do with it: resume a paused
 * subscription, else manage it; both in the profile's Subscriptions tab, where each action
 * is confirmed.
 */
export function CurrentPlan({ subscription }: { subscription: Subscription }) {
  const { i18n } = useLingui();
  const plan = i18n._(planNames[subscription.plan]);
  const status = i18n._(statusLabels[subscription.status]);
  const resumable = subscription.status === 'paused' && subscription.can_resume;
  return (
    <section className={planStyle} aria-label={i18n._(yourPlan)}>
      <p style={{ margin: 0 }}>
        <Trans>
          Your plan: <strong>{plan}</strong> ({status})
        </Trans>
      </p>
      <StatusNote subscription={subscription} />
      <SubscriptionDates subscription={subscription} locale={i18n.locale} />
      {resumable && (
        <Link to="/profile" search={{ tab: 'subscriptions' }} className={`${button} ${planLink}`}>
          <Trans>Resume subscription</Trans>
        </Link>
      )}
      <Link
        to="/profile"
        search={{ tab: 'subscriptions' }}
        className={`${resumable ? secondaryButton : button} ${planLink}`}
      >
        <Trans>Manage subscription</Trans>
      </Link>
    </section>
  );
}

function StatusNote({ subscription }: { subscription: Subscription }) {
  switch (subscription.status) {
    case 'paused':
      return (
        <p className={note}>
          <Trans>Your subscription is paused: Pro is off until you resume it.</Trans>
        </p>
      );
    case 'past_due':
    case 'unpaid':
      return (
        <p className={note}>
          <Trans>The last payment did not go through. Update your payment details.</Trans>
        </p>
      );
    case 'cancelling':
      return (
        <p className={note}>
          <Trans>It will not renew; Pro stays until the end of the paid period.</Trans>
        </p>
      );
    default:
      return null;
  }
}
