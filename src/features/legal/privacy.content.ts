import { msg } from '@lingui/core/macro';
import type { LegalSection } from './legal-section';

/** The privacy policy: the 9 sections of SPEC §2, describing what the app really stores. */
export function privacySections(): LegalSection[] {
  return [
    {
      key: 'introduction',
      title: msg({ id: 'privacy.introduction.title', message: 'Introduction' }),
      paragraphs: [
        msg({
          id: 'privacy.introduction.p1',
          message:
            'This policy explains which personal data GoalVision collects when you use the website and app, why, and what you can do about it. We collect only what the service needs and we do not sell personal data.',
        }),
      ],
    },
    {
      key: 'informationCollection',
      title: msg({
        id: 'privacy.informationCollection.title',
        message: 'Information we collect',
      }),
      paragraphs: [
        msg({
          id: 'privacy.informationCollection.p1',
          message: 'We keep the following data:',
        }),
      ],
      items: [
        msg({
          id: 'privacy.informationCollection.i1',
          message:
            'Account: your name, e-mail address, preferred language and a salted hash of your password (never the password itself). With Google sign-in we receive your name and e-mail address from Google.',
        }),
        msg({
          id: 'privacy.informationCollection.i2',
          message:
            'Verification: the 4-digit codes we e-mail you, stored only as a hash and valid for 10 minutes.',
        }),
        msg({
          id: 'privacy.informationCollection.i3',
          message:
            'Chats: the questions you ask the analyst and its answers, with the match they are about.',
        }),
        msg({
          id: 'privacy.informationCollection.i4',
          message:
            'Subscription: plan, status and renewal dates from our payment provider. We never see or store your card number.',
        }),
        msg({
          id: 'privacy.informationCollection.i5',
          message:
            'Technical: your IP address, used briefly to limit abusive traffic, and server logs kept for security.',
        }),
      ],
    },
    {
      key: 'useInformation',
      title: msg({ id: 'privacy.useInformation.title', message: 'How we use it' }),
      paragraphs: [
        msg({
          id: 'privacy.useInformation.p1',
          message:
            'We use your data to run your account and sign you in, send the codes and messages you ask for, answer your chat questions in your language, manage your subscription, and protect the service from abuse. We do not use your chats to build advertising profiles.',
        }),
      ],
    },
    {
      key: 'cookies',
      title: msg({ id: 'privacy.cookies.title', message: 'Cookies and local storage' }),
      paragraphs: [
        msg({
          id: 'privacy.cookies.p1',
          message:
            'GoalVision does not set advertising cookies. The app keeps a few values in your browser’s local storage so it works between visits: token (your session), user (your name, e-mail and language), lang (the interface language) and goalvision-theme (dark or light). It also caches match lists there for up to an hour.',
        }),
        msg({
          id: 'privacy.cookies.p2',
          message:
            'Signing out removes your session. You can clear all of it at any time from your browser’s settings.',
        }),
      ],
    },
    {
      key: 'dataSecurity',
      title: msg({ id: 'privacy.dataSecurity.title', message: 'Data security' }),
      paragraphs: [
        msg({
          id: 'privacy.dataSecurity.p1',
          message:
            'Traffic to GoalVision is encrypted, passwords are hashed with scrypt, codes expire and lock after repeated wrong tries, sessions are signed tokens that expire, and sign-in attempts are rate-limited. No system is perfectly secure; if a breach ever affects your data we will tell you without undue delay.',
        }),
      ],
    },
    {
      key: 'thirdPartyServices',
      title: msg({ id: 'privacy.thirdPartyServices.title', message: 'Third-party services' }),
      paragraphs: [
        msg({
          id: 'privacy.thirdPartyServices.p1',
          message: 'We share data only with the services that run parts of GoalVision:',
        }),
      ],
      items: [
        msg({
          id: 'privacy.thirdPartyServices.i1',
          message:
            'Lemon Squeezy, our merchant of record, which processes payments and receives your e-mail address and billing details.',
        }),
        msg({
          id: 'privacy.thirdPartyServices.i2',
          message: 'Google, if you choose Google sign-in.',
        }),
        msg({
          id: 'privacy.thirdPartyServices.i3',
          message: 'Our e-mail provider, which delivers codes and account messages.',
        }),
        msg({
          id: 'privacy.thirdPartyServices.i4',
          message:
            'Match data providers such as football-data.org, which receive no personal data at all.',
        }),
      ],
    },
    {
      key: 'userRights',
      title: msg({ id: 'privacy.userRights.title', message: 'Your rights' }),
      paragraphs: [
        msg({
          id: 'privacy.userRights.p1',
          message:
            'You can see and correct your name, e-mail address and language in your profile. You can also ask us for a copy of your data, to delete your account and chats, or to stop a use of your data you object to; we answer within 30 days. You may complain to your data protection authority.',
        }),
      ],
    },
    {
      key: 'changes',
      title: msg({ id: 'privacy.changes.title', message: 'Changes to this policy' }),
      paragraphs: [
        msg({
          id: 'privacy.changes.p1',
          message:
            'When we change this policy we update the date at the top, and for important changes we e-mail registered users before they apply.',
        }),
      ],
    },
    {
      key: 'contact',
      title: msg({ id: 'privacy.contact.title', message: 'Contact' }),
      paragraphs: [
        msg({
          id: 'privacy.contact.p1',
          message: 'For any question or request about your personal data, write to us at:',
        }),
      ],
      showsSupportEmail: true,
    },
  ];
}
