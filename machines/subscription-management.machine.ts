import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type {
  MySubscriptions,
  Subscription,
  SubscriptionAction,
  SubscriptionActionResponse,
  UserStatus,
} from '../contracts/subscriptions';

interface PendingAction {
  action: SubscriptionAction;
  subscriptionId: string;
}

const failures: Record<SubscriptionAction, MessageDescriptor> = {
  cancel: msg`Failed to cancel subscription. Please try again.`,
  pause: msg`Failed to pause subscription. Please try again.`,
  resume: msg`Failed to resume subscription. Please try again.`,
};

const successes: Record<SubscriptionAction, MessageDescriptor> = {
  cancel: msg`Your subscription is cancelled. Pro stays until the end of the paid period.`,
  pause: msg`Your subscription is paused.`,
  resume: msg`Your subscription is active again.`,
};

/**
 * The profile's Subscriptions tab: the list, and cancel / pause / resume, each only after
 * the user confirms it. A failed action keeps the list as it was and says so; a failed
 * load says 'Unable to load subscription details…' with a way to try again. A done action
 * says so (`showSuccess`) and tells the app the user's plan changed (`subscriptionsChanged`:
 * every screen that shows it asks again); both are provided by the app. Views read the tags
 * `loading`, `loadFailed`, `ready` (actions may be asked for) and `busy`.
 */
export const subscriptionManagementMachine = setup({
  types: {
    context: {} as {
      subscriptions: Subscription[];
      userStatus: UserStatus;
      pending: PendingAction | null;
      error: MessageDescriptor | null;
    },
    events: {} as
      | { type: 'REQUEST'; action: SubscriptionAction; subscriptionId: string }
      | { type: 'CONFIRM' }
      | { type: 'ABORT' }
      | { type: 'RETRY' },
    tags: {} as 'loading' | 'loadFailed' | 'ready' | 'busy',
  },
  actors: {
    loadSubscriptions: fromPromise<MySubscriptions>(async () => {
      throw new Error('loadSubscriptions must be provided by the app');
    }),
    runAction: fromPromise<SubscriptionActionResponse, PendingAction>(async () => {
      throw new Error('runAction must be provided by the app');
    }),
  },
  actions: {
    showSuccess: (_, _message: MessageDescriptor) => {},
    subscriptionsChanged: () => {},
  },
  guards: {
    isAllowed: ({ context, event }) => {
      if (event.type !== 'REQUEST') return false;
      const subscription = context.subscriptions.find((s) => s.id === event.subscriptionId);
      if (!subscription) return false;
      const allowed = {
        cancel: subscription.can_cancel,
        pause: subscription.can_pause,
        resume: subscription.can_resume,
      };
      return allowed[event.action];
    },
  },
}).createMachine({
  id: 'subscriptionManagement',
  context: { subscriptions: [], userStatus: 'free', pending: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadSubscriptions',
        src: 'loadSubscriptions',
        onDone: {
          target: 'ready',
          actions: assign({
            subscriptions: ({ event }) => event.output.data,
            userStatus: ({ event }) => event.output.user_status,
          }),
        },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      tags: ['loadFailed'],
      entry: assign({
        error: () =>
          msg`Unable to load subscription details. Please refresh the page or contact support.`,
      }),
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      tags: ['ready'],
      on: {
        REQUEST: {
          guard: 'isAllowed',
          target: 'confirming',
          actions: assign({
            pending: ({ event }) => ({
              action: event.action,
              subscriptionId: event.subscriptionId,
            }),
            error: null,
          }),
        },
      },
    },
    confirming: {
      on: {
        CONFIRM: { target: 'acting' },
        ABORT: { target: 'ready', actions: assign({ pending: null }) },
      },
    },
    acting: {
      tags: ['busy'],
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => context.pending as PendingAction,
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'showSuccess',
              params: ({ context }) => successes[context.pending?.action ?? 'cancel'],
            },
            'subscriptionsChanged',
            assign({
              subscriptions: ({ context, event }) =>
                context.subscriptions.map((s) =>
                  s.id === event.output.data.id ? event.output.data : s,
                ),
              userStatus: ({ event }) => event.output.user_status,
              pending: null,
            }),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({
            error: ({ context }) => failures[context.pending?.action ?? 'cancel'],
            pending: null,
          }),
        },
      },
    },
  },
});
