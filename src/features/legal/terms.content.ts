import { msg } from '@lingui/core/macro';
import type { LegalFigures, LegalSection } from './legal-section';

// Days of notice before changed terms apply to existing subscribers (SPEC §9).
const NOTICE_DAYS = 30;

/** The terms of service: the 12 sections of SPEC §2. Prices and the trial come from the
 * pricing constants, never a separate figure (DESIGN.md "Decisions"). */
export function termsSections({ monthly, trialPrice, trialDays }: LegalFigures): LegalSection[] {
  const noticeDays = NOTICE_DAYS;
  return [
    {
      key: 'acceptance',
      title: msg({ id: 'terms.acceptance.title', message: 'Acceptance of these terms' }),
      paragraphs: [
        msg({
          id: 'terms.acceptance.p1',
          message:
            'These terms govern your use of GoalVision, the website and web app that gives AI-assisted analysis and predictions for football matches. By creating an account, signing in or using any part of the service you agree to them. If you do not agree, please do not use GoalVision.',
        }),
        msg({
          id: 'terms.acceptance.p2',
          message:
            'You must be at least 18 years old, or the age of majority where you live, to create an account.',
        }),
      ],
    },
    {
      key: 'description',
      title: msg({ id: 'terms.description.title', message: 'What GoalVision is' }),
      paragraphs: [
        msg({
          id: 'terms.description.p1',
          message:
            'GoalVision covers the Premier League, LaLiga, Serie A, Bundesliga and Ligue 1. For each match a statistical model fitted on past results (a time-weighted Dixon–Coles model combined with Elo ratings) estimates the chances of a home win, a draw and an away win, the expected goals of each side, the most likely scores, over/under 2.5 goals and both teams to score.',
        }),
        msg({
          id: 'terms.description.p2',
          message:
            'Signed-in users pick a match and chat with an AI analyst that explains these numbers, in English or Spanish. Chat analysis is part of the Pro subscription.',
        }),
      ],
    },
    {
      key: 'registration',
      title: msg({ id: 'terms.registration.title', message: 'Your account' }),
      paragraphs: [
        msg({
          id: 'terms.registration.p1',
          message:
            'You can register with your name, e-mail address and a password, confirmed by a 4-digit code we send to that address, or with Google sign-in. Accounts created with Google sign in with Google only.',
        }),
        msg({
          id: 'terms.registration.p2',
          message:
            'Give accurate information, keep your password and codes to yourself and tell us at once if you think someone else has used your account. One account is for one person; you are responsible for what happens under it.',
        }),
      ],
    },
    {
      key: 'subscription',
      title: msg({
        id: 'terms.subscription.title',
        message: 'Pro subscription, trial and billing',
      }),
      paragraphs: [
        msg({
          id: 'terms.subscription.p1',
          message: `GoalVision Pro costs ${monthly} per month and renews every month until you cancel. Eligible accounts can take a one-time ${trialDays}-day trial for ${trialPrice}; when the trial ends it continues as Pro at ${monthly} per month unless you cancel before.`,
        }),
        msg({
          id: 'terms.subscription.p2',
          message:
            'Payments are processed by Lemon Squeezy, our merchant of record, which charges your card, adds any sales tax or VAT that applies and sends your receipts. You can cancel, pause or resume your subscription from your profile; a cancelled subscription stays active until the end of the period already paid.',
        }),
        msg({
          id: 'terms.subscription.p3',
          message: `If we ever change the price we will tell you by e-mail at least ${noticeDays} days before it applies to your next renewal.`,
        }),
      ],
    },
    {
      key: 'dataAccuracy',
      title: msg({ id: 'terms.dataAccuracy.title', message: 'Data and predictions' }),
      paragraphs: [
        msg({
          id: 'terms.dataAccuracy.p1',
          message:
            'Fixtures and results come from third-party sources and can be late, incomplete or wrong. Until live data is connected the app may show a generated demo season, labelled as demo.',
        }),
        msg({
          id: 'terms.dataAccuracy.p2',
          message:
            'Predictions are probabilities, not promises: a 60% favourite still fails to win four times in ten. The model knows only past results, not injuries, line-ups or news. GoalVision is an analysis tool and nothing in it is betting, financial or any other professional advice.',
        }),
      ],
    },
    {
      key: 'userConduct',
      title: msg({ id: 'terms.userConduct.title', message: 'Acceptable use' }),
      paragraphs: [
        msg({ id: 'terms.userConduct.p1', message: 'When you use GoalVision you agree not to:' }),
      ],
      items: [
        msg({
          id: 'terms.userConduct.i1',
          message: 'share your account or resell access to the analysis;',
        }),
        msg({
          id: 'terms.userConduct.i2',
          message: 'scrape the service, or send automated requests beyond normal use of the app;',
        }),
        msg({
          id: 'terms.userConduct.i3',
          message: 'try to get around the rate limits, the Pro check or any security measure;',
        }),
        msg({
          id: 'terms.userConduct.i4',
          message: 'use the chat to send unlawful, abusive or harmful content.',
        }),
      ],
    },
    {
      key: 'intellectualProperty',
      title: msg({ id: 'terms.intellectualProperty.title', message: 'Intellectual property' }),
      paragraphs: [
        msg({
          id: 'terms.intellectualProperty.p1',
          message:
            'The GoalVision name, app, model and texts belong to us. You may use the analysis for your own, personal purposes. Club and league names belong to their owners and are used only to identify matches.',
        }),
      ],
    },
    {
      key: 'privacy',
      title: msg({ id: 'terms.privacy.title', message: 'Privacy' }),
      paragraphs: [
        msg({
          id: 'terms.privacy.p1',
          message:
            'How we collect and use your personal data is explained in our Privacy Policy, which is part of these terms.',
        }),
      ],
    },
    {
      key: 'termination',
      title: msg({ id: 'terms.termination.title', message: 'Suspension and termination' }),
      paragraphs: [
        msg({
          id: 'terms.termination.p1',
          message:
            'You can stop using GoalVision at any time and ask us to delete your account. We may suspend or close an account that breaks these terms, after telling you why unless the law or the safety of others prevents it. Closing an account cancels its subscription at the end of the period already paid.',
        }),
      ],
    },
    {
      key: 'disclaimers',
      title: msg({
        id: 'terms.disclaimers.title',
        message: 'Disclaimers and limitation of liability',
      }),
      paragraphs: [
        msg({
          id: 'terms.disclaimers.p1',
          message:
            'GoalVision is provided "as is". We work to keep it available and correct but cannot promise that it will be uninterrupted or free of errors.',
        }),
        msg({
          id: 'terms.disclaimers.p2',
          message:
            'To the extent the law allows, we are not liable for losses from decisions you make with the analysis, including bets, and our total liability is limited to what you paid us in the last twelve months. Nothing here limits rights you have as a consumer that cannot be waived.',
        }),
      ],
    },
    {
      key: 'changes',
      title: msg({ id: 'terms.changes.title', message: 'Changes to these terms' }),
      paragraphs: [
        msg({
          id: 'terms.changes.p1',
          message: `We may update these terms as the product changes. The date at the top shows the latest version. For changes that matter we will e-mail you at least ${noticeDays} days before they apply; using GoalVision after that means you accept them.`,
        }),
      ],
    },
    {
      key: 'contact',
      title: msg({ id: 'terms.contact.title', message: 'Contact' }),
      paragraphs: [
        msg({
          id: 'terms.contact.p1',
          message:
            'GoalVision — AI analysis and predictions for Europe’s top five football leagues. Questions about these terms, your account or a payment are welcome at:',
        }),
      ],
      showsSupportEmail: true,
    },
  ];
}
