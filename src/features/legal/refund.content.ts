import { msg } from '@lingui/core/macro';
import type { LegalFigures, LegalSection } from './legal-section';

// Days after a first payment (without a trial) in which a refund is granted on request.
const REFUND_WINDOW_DAYS = 14;

/** The refund policy: the 4 sections of SPEC §2. The trial is the paid trial of the pricing
 * constants, not a free one (DESIGN.md "Decisions"). */
export function refundSections({ monthly, trialPrice, trialDays }: LegalFigures): LegalSection[] {
  const refundDays = REFUND_WINDOW_DAYS;
  return [
    {
      key: 'introduction',
      title: msg({ id: 'refund.introduction.title', message: 'Introduction' }),
      paragraphs: [
        msg({
          id: 'refund.introduction.p1',
          message: `GoalVision Pro is a monthly subscription at ${monthly} per month, sold by Lemon Squeezy as our merchant of record. This policy says when you can get your money back and how.`,
        }),
      ],
    },
    {
      key: 'freeTrial',
      title: msg({ id: 'refund.freeTrial.title', message: 'The trial' }),
      paragraphs: [
        msg({
          id: 'refund.freeTrial.p1',
          message: `Eligible accounts can try Pro once for ${trialDays} days at ${trialPrice}. If you cancel from your profile before the ${trialDays} days are over, nothing more is charged. If you do not cancel, the subscription continues at ${monthly} per month.`,
        }),
        msg({
          id: 'refund.freeTrial.p2',
          message:
            'The trial fee itself is not refunded, since the trial is how you decide whether Pro is for you; if it did not work because of a problem on our side, write to us and we will make it right.',
        }),
      ],
    },
    {
      key: 'refundNoTrial',
      title: msg({ id: 'refund.refundNoTrial.title', message: 'Refunds without a trial' }),
      paragraphs: [
        msg({
          id: 'refund.refundNoTrial.p1',
          message: `If you subscribed to Pro without taking the trial, you can ask for a full refund of your first payment within ${refundDays} days of it. Later renewals are not refunded, but you can cancel at any time and keep Pro until the end of the month already paid.`,
        }),
        msg({
          id: 'refund.refundNoTrial.p2',
          message:
            'Approved refunds go back to the original payment method through Lemon Squeezy, usually within 5 to 10 business days depending on your bank.',
        }),
      ],
    },
    {
      key: 'contact',
      title: msg({ id: 'refund.contact.title', message: 'Contact' }),
      paragraphs: [
        msg({
          id: 'refund.contact.p1',
          message:
            'To ask for a refund, write from the e-mail address of your account and include the date of the payment:',
        }),
      ],
      showsSupportEmail: true,
    },
  ];
}
