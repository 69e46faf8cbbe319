import { Trans, useLingui } from '@lingui/react/macro';
import { createLazyRoute, Link, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { userStore } from '../../lib/storage';
import { notify } from '../../ui/toast';
import { details, header, page, panel, tab, tabList } from './profile.css';
import { SubscriptionsTab } from './SubscriptionsTab';

type ProfileTab = 'personal' | 'subscriptions';

/** /profile: the account's tabs; also where checkout returns (?subscription_success=true). */
function ProfilePage() {
  const { t } = useLingui();
  const { subscription_success: paid } = useSearch({ from: '/protected/profile' });
  const [current, setCurrent] = useState<ProfileTab>(paid ? 'subscriptions' : 'personal');
  const user = userStore.get();

  useEffect(() => {
    if (paid) notify.success(t`Payment received. Welcome to GoalVision Pro!`);
  }, [paid, t]);

  const tabs: Array<{ id: ProfileTab; label: string }> = [
    { id: 'personal', label: t`Personal` },
    { id: 'subscriptions', label: t`Subscriptions` },
  ];

  return (
    <main className={page}>
      <div className={header}>
        <h1 style={{ marginRight: 'auto' }}>
          <Trans>Profile</Trans>
        </h1>
        <Link to="/chat">
          <Trans>Back to matches</Trans>
        </Link>
      </div>
      <div role="tablist" className={tabList} aria-label={t`Profile`}>
        {tabs.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-controls={`panel-${id}`}
            aria-selected={current === id}
            className={tab}
            onClick={() => setCurrent(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <section
        role="tabpanel"
        id={`panel-${current}`}
        aria-labelledby={`tab-${current}`}
        className={panel}
      >
        {current === 'personal' ? (
          <dl className={details}>
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd>{user?.name}</dd>
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd>{user?.email}</dd>
          </dl>
        ) : (
          <SubscriptionsTab />
        )}
      </section>
    </main>
  );
}

export const profileRoute = createLazyRoute('/protected/profile')({ component: ProfilePage });
