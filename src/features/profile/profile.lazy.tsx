import { Trans } from '@lingui/react/macro';
import { createLazyRoute } from '@tanstack/react-router';

function ProfilePage() {
  return (
    <main>
      <h1>
        <Trans>Profile</Trans>
      </h1>
    </main>
  );
}

export const profileRoute = createLazyRoute('/protected/profile')({ component: ProfilePage });
