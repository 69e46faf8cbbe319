import { Trans } from '@lingui/react/macro';
import { createLazyRoute, Link, Outlet, useRouter } from '@tanstack/react-router';
import { endSession } from '../../lib/session';
import { ghostButton } from '../../ui/controls.css';
import { ThemeToggle } from '../../ui/theme/ThemeToggle';
import { ChatList } from './ChatList';
import { ChatPage } from './ChatPage';
import { sideColumn } from './chat.css';
import { MatchSidebar } from './MatchSidebar';
import { layout } from './sidebar.css';

function ChatLayout() {
  const router = useRouter();
  return (
    <main>
      <header style={{ display: 'flex', gap: '12px', alignItems: 'center', padding: '16px' }}>
        <h1 style={{ marginRight: 'auto' }}>
          <Trans>Match analysis</Trans>
        </h1>
        <ThemeToggle />
        <Link to="/profile">
          <Trans>Profile</Trans>
        </Link>
        <button
          type="button"
          className={ghostButton}
          onClick={() => {
            endSession();
            void router.navigate({ to: '/auth', replace: true });
          }}
        >
          <Trans>Sign out</Trans>
        </button>
      </header>
      <div className={layout}>
        <div className={sideColumn}>
          <ChatList />
          <MatchSidebar />
        </div>
        <section>
          <Outlet />
        </section>
      </div>
    </main>
  );
}

function NoChatSelected() {
  return (
    <p>
      <Trans>No chat selected. Pick a match to start.</Trans>
    </p>
  );
}

export const chatLayoutRoute = createLazyRoute('/protected/chat')({ component: ChatLayout });
export const noChatSelectedRoute = createLazyRoute('/protected/chat/')({
  component: NoChatSelected,
});
export const chatPageRoute = createLazyRoute('/protected/chat/$clientId')({ component: ChatPage });
