import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { SubscriptionAction } from '../../../contracts/subscriptions';
import { subscriptionManagementMachine } from '../../../machines/subscription-management.machine';
import { readQuery } from '../../api/query-client';
import { mySubscriptionsQuery, subscriptionsApi } from '../../api/subscriptions.api';
import { withInspector } from '../../lib/inspector';
import { ghostButton } from '../../ui/controls.css';
import { FormError } from '../../ui/form/FormError';
import { Spinner } from '../../ui/Spinner';
import {
  planNames,
  SubscriptionDates,
  statusLabels,
} from '../../ui/subscription/subscription-text';
import { toastActions } from '../../ui/toast';
import { confirmBox, panel, row, statusBadge, subscriptionCard } from './profile.css';

const appManagementMachine = subscriptionManagementMachine.provide({
  actors: {
    runAction: fromPromise(({ input }) => subscriptionsApi.act(input.subscriptionId, input.action)),
  },
  actions: { showSuccess: toastActions.showSuccess },
});

/** Profile → Subscriptions: each subscription, its status and dates, and what can be done. */
export function SubscriptionsTab() {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    appManagementMachine.provide({
      actors: {
        loadSubscriptions: fromPromise(() => readQuery(queryClient, mySubscriptionsQuery)),
      },
      actions: {
        subscriptionsChanged: () =>
          void queryClient.invalidateQueries({ queryKey: mySubscriptionsQuery.queryKey }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, withInspector());
  const { subscriptions, pending, error } = snapshot.context;
  const busy = snapshot.hasTag('busy');

  const actionLabels: Record<SubscriptionAction, string> = {
    cancel: t`Cancel subscription`,
    pause: t`Pause subscription`,
    resume: t`Resume subscription`,
  };
  const confirmLabels: Record<SubscriptionAction, string> = {
    cancel: t`Yes, cancel`,
    pause: t`Yes, pause`,
    resume: t`Yes, resume`,
  };

  if (snapshot.hasTag('loading')) return <Spinner />;
  if (snapshot.hasTag('loadFailed')) {
    return (
      <div className={panel}>
        <FormError error={error} />
        <button type="button" className={ghostButton} onClick={() => send({ type: 'RETRY' })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }

  return (
    <div className={panel}>
      {subscriptions.length === 0 && (
        <p>
          <Trans>
            You have no subscription yet. <Link to="/pricing">See the plans</Link>
          </Trans>
        </p>
      )}
      <FormError error={error} />
      {subscriptions.map((subscription) => (
        <article
          key={subscription.id}
          className={subscriptionCard}
          aria-label={i18n._(planNames[subscription.plan])}
        >
          <div className={row}>
            <h3 style={{ margin: 0 }}>{i18n._(planNames[subscription.plan])}</h3>
            <span className={statusBadge}>{i18n._(statusLabels[subscription.status])}</span>
          </div>
          <SubscriptionDates subscription={subscription} locale={i18n.locale} />
          {pending?.subscriptionId === subscription.id ? (
            <div
              className={confirmBox}
              role="alertdialog"
              aria-label={actionLabels[pending.action]}
            >
              <p style={{ margin: 0 }}>
                <ConfirmQuestion action={pending.action} />
              </p>
              <div className={row}>
                <button
                  type="button"
                  className={ghostButton}
                  disabled={busy}
                  onClick={() => send({ type: 'CONFIRM' })}
                >
                  {busy ? t`Working…` : confirmLabels[pending.action]}
                </button>
                <button
                  type="button"
                  className={ghostButton}
                  disabled={busy}
                  onClick={() => send({ type: 'ABORT' })}
                >
                  <Trans>Keep it as it is</Trans>
                </button>
              </div>
            </div>
          ) : (
            <div className={row}>
              {(['pause', 'resume', 'cancel'] as const)
                .filter((action) => subscription[`can_${action}`])
                .map((action) => (
                  <button
                    key={action}
                    type="button"
                    className={ghostButton}
                    disabled={!snapshot.hasTag('ready')}
                    onClick={() =>
                      send({ type: 'REQUEST', action, subscriptionId: subscription.id })
                    }
                  >
                    {actionLabels[action]}
                  </button>
                ))}
            </div>
          )}
        </article>
      ))}
    </div>
  );
}

function ConfirmQuestion({ action }: { action: SubscriptionAction }) {
  if (action === 'cancel') {
    return <Trans>Cancel your subscription? You keep Pro until the end of the paid period.</Trans>;
  }
  if (action === 'pause')
    return <Trans>Pause your subscription? Payments stop while paused.</Trans>;
  return <Trans>Resume your subscription?</Trans>;
}
