import { useQuery } from '@tanstack/react-query';
import { mySubscriptionsQuery } from '../../api/subscriptions.api';
import { CurrentPlan, standingSubscription } from '../../ui/subscription/CurrentPlan';
import { CheckingOptions } from './CheckingOptions';
import { CheckoutActions } from './CheckoutActions';

/** A signed-in user's part of an offer page: their standing plan, else checkout. */
export function SignedInOffer() {
  const mine = useQuery(mySubscriptionsQuery);
  if (mine.isPending) return <CheckingOptions />;
  // A failed check offers checkout: the server still refuses a second subscription.
  const current = standingSubscription(mine.data);
  return current ? <CurrentPlan subscription={current} /> : <CheckoutActions />;
}
