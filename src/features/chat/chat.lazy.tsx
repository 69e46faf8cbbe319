import { Trans } from '@lingui/react/macro';
import { createLazyRoute, Outlet } from '@tanstack/react-router';
import { SignedInHeader } from '../../ui/SignedInHeader';
import { ChatList } from './ChatList';
import { ChatPage } from './ChatPage';
import { mainColumn, sideColumn } from './chat.css';
import { LeagueTablePage } from './league-table/LeagueTablePage';
import { MatchSidebar } from './MatchSidebar';
import { layout } from './sidebar.css';

function ChatLayout() {
  return (
    <>
      <SignedInHeader heading={<Trans>Match analysis</Trans>} other="profile" />
      <main className={layout}>
        <div className={sideColumn}>
          <ChatList />
          <MatchSidebar />
        </div>
        <section className={mainColumn}>
          <Outlet />
        </section>
      </main>
    </>
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
export const leagueTableRoute = createLazyRoute('/protected/chat/leagues/$code')({
  component: LeagueTablePage,
});
