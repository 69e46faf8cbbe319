import { Trans, useLingui } from '@lingui/react/macro';
import { createLazyRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { type ProfileTab, profileTabs } from '../../lib/profile-tabs';
import { SignedInHeader } from '../../ui/SignedInHeader';
import { notify } from '../../ui/toast';
import { PersonalTab } from './PersonalTab';
import { page, panel, tab, tabList } from './profile.css';
import { SecurityTab } from './SecurityTab';
import { SubscriptionsTab } from './SubscriptionsTab';

const tabOrder = profileTabs;

/** The tab an arrow, Home or End key moves to from `current` (wrapping), if any. */
function tabAfterKey(key: string, current: ProfileTab): ProfileTab | undefined {
  const index = tabOrder.indexOf(current);
  const last = tabOrder.length - 1;
  const target: Record<string, number> = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  const position = target[key];
  return position === undefined ? undefined : tabOrder[position];
}

/** /profile: the account's tabs; also where checkout returns (?subscription_success=true). */
function ProfilePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { subscription_success: paid, tab: tabInUrl } = useSearch({ from: '/protected/profile' });
  // The open tab lives in the URL (?tab=security), so a reload or a shared link keeps it.
  const current: ProfileTab = tabInUrl ?? (paid ? 'subscriptions' : 'personal');
  const setCurrent = (next: ProfileTab) =>
    void navigate({ to: '/profile', search: { tab: next }, replace: true });

  useEffect(() => {
    if (paid) notify.success(t`Payment received. Welcome to GoalVision Pro!`);
  }, [paid, t]);

  const tabs: Array<{ id: ProfileTab; label: string }> = [
    { id: 'personal', label: t`Personal` },
    { id: 'security', label: t`Security` },
    { id: 'subscriptions', label: t`Subscriptions` },
  ];

  return (
    <>
      <SignedInHeader heading={<Trans>Profile</Trans>} other="chat" languageSelector={false} />
      <main className={page}>
        <div
          role="tablist"
          className={tabList}
          aria-label={t`Profile`}
          onKeyDown={(event) => {
            const next = tabAfterKey(event.key, current);
            if (!next) return;
            event.preventDefault();
            setCurrent(next);
            document.getElementById(`tab-${next}`)?.focus();
          }}
        >
          {tabs.map(({ id, label }) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`tab-${id}`}
              aria-controls={current === id ? `panel-${id}` : undefined}
              aria-selected={current === id}
              // WAI-ARIA tabs: Tab reaches the open tab, the arrow keys move between tabs.
              tabIndex={current === id ? 0 : -1}
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
          {current === 'personal' && <PersonalTab />}
          {current === 'security' && <SecurityTab />}
          {current === 'subscriptions' && <SubscriptionsTab />}
        </section>
      </main>
    </>
  );
}

export const profileRoute = createLazyRoute('/protected/profile')({ component: ProfilePage });
