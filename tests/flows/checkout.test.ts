import { checkoutScreens } from '../machines/models/checkout.screens';
import { describeFlow } from './replay';

// A server with Lemon Squeezy always offers its products, and the app's offer loader turns a
// failed call into "no trial" or "no products" instead of failing (see the table).
describeFlow('checkout', checkoutScreens, [
  'checkout.choosing --SUBSCRIBE#0-->',
  'checkout.choosing --START_TRIAL#0-->',
  'checkout.loadingOffer --xstate.error.actor.loadOffer#0-->',
]);
