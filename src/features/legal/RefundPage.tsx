import { Trans } from '@lingui/react/macro';
import { LegalPage, useLegalFigures } from './LegalPage';
import { refundSections } from './refund.content';

export function RefundPage() {
  return (
    <LegalPage title={<Trans>Refund Policy</Trans>} sections={refundSections(useLegalFigures())} />
  );
}
