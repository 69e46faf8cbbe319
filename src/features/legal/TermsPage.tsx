import { Trans } from '@lingui/react/macro';
import { LegalPage, useLegalFigures } from './LegalPage';
import { termsSections } from './terms.content';

export function TermsPage() {
  return (
    <LegalPage
      title={<Trans>Terms of Service</Trans>}
      sections={termsSections(useLegalFigures())}
    />
  );
}
