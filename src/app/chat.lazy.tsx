import { Trans } from '@lingui/react/macro';
import { createLazyRoute, Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ChatList } from '../features/chat/ChatList';
import { ChatPage } from '../features/chat/ChatPage';
import { sideColumn } from '../features/chat/chat.css';
import { LeagueTablePage } from '../features/matches/league-table/LeagueTablePage';
import { MatchSidebar } from '../features/matches/MatchSidebar';
import { narrowScreen } from '../features/matches/sidebar.css';
import { SignedInHeader } from '../ui/SignedInHeader';
import { backLink, chatShell, detailColumn, emptyDetail, layout } from './chat-layout.css';

/**
 * The lists beside what they open. On a phone they are two views (CSS, by `data-view`): the
 * address says which, so the browser's back button and links agree with the back control.
 */
function ChatLayout() {
  // The index route is the list; any other child (a chat, a table) is the detail.
  const view = useRouterState({
    select: (state) =>
      state.matches.some((match) => match.routeId === '/protected/chat/') ? 'list' : 'detail',
  });
  const side = useRef<HTMLDivElement>(null);
  const detail = useRef<HTMLElement>(null);
  const previousView = useRef(view);

  // A phone swaps views under the user's finger: focus follows to the new view — the way
  // back, or the match that was open — instead of staying on a hidden element.
  useEffect(() => {
    if (previousView.current === view) return;
    previousView.current = view;
    if (!window.matchMedia(narrowScreen).matches) return;
    if (view === 'detail') {
      detail.current?.querySelector<HTMLElement>('a')?.focus();
    } else {
      const target =
        side.current?.querySelector<HTMLElement>('[aria-current="true"]') ??
        side.current?.querySelector<HTMLElement>('a, button');
      target?.focus();
    }
  }, [view]);

  return (
    <div className={chatShell}>
      <SignedInHeader heading={<Trans>Match analysis</Trans>} other="profile" />
      <main className={layout} data-view={view}>
        <div className={sideColumn} ref={side}>
          <ChatList />
          <MatchSidebar />
        </div>
        <section className={detailColumn} ref={detail}>
          <Link to="/chat" className={backLink}>
            <span aria-hidden="true">←</span>
            <Trans>Back to matches</Trans>
          </Link>
          <Outlet />
        </section>
      </main>
    </div>
  );
}

function NoChatSelected() {
  return (
    <p className={emptyDetail}>
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
