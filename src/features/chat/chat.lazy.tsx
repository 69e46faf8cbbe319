import { Trans } from '@lingui/react/macro';
import { createLazyRoute, Outlet, useParams } from '@tanstack/react-router';

function ChatLayout() {
  return (
    <main>
      <h1>
        <Trans>Match analysis</Trans>
      </h1>
      <Outlet />
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

function ChatPage() {
  const { clientId } = useParams({ from: '/protected/chat/$clientId' });
  return (
    <p>
      <Trans>Chat {clientId}</Trans>
    </p>
  );
}

export const chatLayoutRoute = createLazyRoute('/protected/chat')({ component: ChatLayout });
export const noChatSelectedRoute = createLazyRoute('/protected/chat/')({
  component: NoChatSelected,
});
export const chatPageRoute = createLazyRoute('/protected/chat/$clientId')({ component: ChatPage });
