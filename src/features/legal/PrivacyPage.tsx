import { Trans } from '@lingui/react/macro';
import { LegalPage } from './LegalPage';
import { privacySections } from './privacy.content';

export function PrivacyPage() {
  return <LegalPage title={<Trans>Privacy Policy</Trans>} sections={privacySections()} />;
}
