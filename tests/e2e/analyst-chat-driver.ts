import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { MatchKnowledgeJson } from '../../contracts/match-knowledge';
import type { MatchSummary } from '../../contracts/matches';
import {
  type InProcessApp,
  launchBrowser,
  type Session,
  signedInPage,
  startAppInProcess,
} from './harness';
import { proSession } from './route-visits';

// A Pro user chatting with the builtin analyst in Chromium: the app in process, a browser, the
// user's session, and the steps the chat tests share (open a chat, ask and wait for the reply).

export type Locale = 'en' | 'es';

const LABELS = {
  en: { question: 'Your question', send: 'Send', stop: 'Stop', analyst: 'Analyst' },
  es: { question: 'Tu pregunta', send: 'Enviar', stop: 'Detener', analyst: 'Analista' },
} as const;

export interface AnalystChat {
  app: InProcessApp;
  /** The Premier League's scheduled matches with a prediction, soonest first. */
  upcoming: MatchSummary[];
  /** An API call as the Pro user. */
  call<T>(path: string, init?: RequestInit): Promise<T>;
  knowledgeOf(matchId: string): Promise<MatchKnowledgeJson>;
  /** A new chat about `matchId`, open in a page of the given language. */
  openChat(matchId: string, locale: Locale): Promise<Page>;
  /** Asks and waits until the reply has finished streaming; its text back. */
  ask(page: Page, locale: Locale, question: string): Promise<string>;
  /** The replies shown in a page, by the analyst's name in `locale`. */
  replies(page: Page, locale: Locale): ReturnType<Page['getByRole']>;
  stop(): Promise<void>;
}

export async function startAnalystChat(): Promise<AnalystChat> {
  const app = await startAppInProcess();
  const browser: Browser = await launchBrowser();
  const session: Session = await proSession(app);

  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${app.baseUrl}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    });
    expect(response.ok, path).toBe(true);
    return (await response.json()) as T;
  };
  const replies = (page: Page, locale: Locale) =>
    page.getByRole('article', { name: LABELS[locale].analyst });

  const upcoming = (await call<MatchSummary[]>('/matches/?status=upcoming&league=PL')).filter(
    (m) => m.status === 'scheduled' && m.prediction,
  );
  return {
    app,
    upcoming,
    call,
    replies,
    knowledgeOf: async (matchId) =>
      (await call<{ knowledge: MatchKnowledgeJson }>(`/matches/${matchId}/`)).knowledge,
    async openChat(matchId, locale) {
      const clientId = crypto.randomUUID();
      await call('/chats/', {
        method: 'POST',
        body: JSON.stringify({ client_id: clientId, match_id: matchId }),
      });
      const page = await signedInPage(browser, session, { locale });
      await page.goto(`${app.baseUrl}/chat/${clientId}`);
      await page.getByRole('textbox', { name: LABELS[locale].question }).waitFor();
      return page;
    },
    async ask(page, locale, question) {
      const l = LABELS[locale];
      const shown = replies(page, locale);
      const before = await shown.count();
      await page.getByRole('textbox', { name: l.question }).fill(question);
      await page.getByRole('button', { name: l.send, exact: true }).click();
      await expect.poll(() => shown.count(), { timeout: 20_000 }).toBe(before + 1);
      await page.getByRole('button', { name: l.send, exact: true }).waitFor();
      await expect
        .poll(() => page.getByRole('button', { name: l.stop, exact: true }).count())
        .toBe(0);
      return ((await shown.nth(before).textContent()) ?? '').trim();
    },
    async stop() {
      await browser.close();
      await app.stop();
    },
  };
}
