import { Trans } from '@lingui/react/macro';

export function BlogPage() {
  return (
    <main>
      <h1>
        <Trans>Blog</Trans>
      </h1>
    </main>
  );
}
