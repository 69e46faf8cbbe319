import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataChanged } from '../../server/cache/invalidation';
import { finishMatch } from '../support/finish-match';
import {
  appInChromium,
  registeredSession,
  type Session,
  screenshot,
  signedInPage,
  startAppInProcess,
} from './harness';

interface MatchAnalysis {
  prediction: { home: number; draw: number; away: number };
  analysis: { expected_goals: { home: number; away: number } };
}

const percent = (probability: number) => `${Math.round(probability * 100)}%`;
const spanishGoals = (value: number) => value.toFixed(2).replace('.', ',');

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    is_pro: boolean;
  };

/**
 * Issues #5 and #6 end to end on the real server with the sandbox payment provider: a free
 * user meets the Pro gate, buys the trial, chats with the analyst, cancels.
 */
describe('from free user to Pro analyst chats, in Chromium', () => {
  let session: Session;
  let page: Page;

  const running = appInChromium(() => startAppInProcess());

  beforeAll(async () => {
    session = await registeredSession(running.app);
    page = await signedInPage(running.browser, session, { locale: 'en' });
  });

  const api = async <T>(path: string): Promise<T> => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const response = await fetch(`${running.app.baseUrl}/api${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };

  /** Opens the first upcoming match of the sidebar as a new chat; its match id back. */
  const openFirstUpcomingMatch = async (): Promise<string> => {
    await page.goto(`${running.app.baseUrl}/chat`);
    const sidebar = page.getByRole('navigation', { name: 'Matches' });
    await sidebar.getByRole('heading', { level: 3 }).first().waitFor();
    await sidebar
      .getByRole('img', { name: /^Home \d+%/ })
      .first()
      .click();
    await page.waitForURL(/\/chat\/[0-9a-f-]{36}\?match=/);
    return new URL(page.url()).searchParams.get('match') ?? '';
  };

  const analystReplies = () => page.getByRole('article', { name: 'Analyst' });

  /** Asks and waits until the reply has finished streaming; its text back. */
  const ask = async (question: string): Promise<string> => {
    const before = await analystReplies().count();
    await page.getByRole('textbox', { name: 'Your question' }).fill(question);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => analystReplies().count(), { timeout: 15_000 }).toBe(before + 1);
    await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Stop', exact: true }).count())
      .toBe(0);
    return (await analystReplies().nth(before).textContent()) ?? '';
  };

  it('shows a free user the Pro gate instead of the chat', async () => {
    await openFirstUpcomingMatch();
    await page
      .getByRole('heading', { name: 'Chat analysis is available only for Pro users' })
      .waitFor();
    expect(await page.getByRole('textbox', { name: 'Your question' }).count()).toBe(0);
    await screenshot(page, 'pro-gate-en');
  });

  it('sells a new user the $0.99 trial through the sandbox checkout', async () => {
    const eligibility = await api<{ eligible: boolean }>('/subscriptions/trial/check-eligibility/');
    expect(eligibility.eligible).toBe(true);

    await page.goto(`${running.app.baseUrl}/pricing`);
    const trial = page.getByRole('button', { name: 'Start your 7-day trial for $0.99' });
    await trial.waitFor();
    await expect.poll(() => trial.isEnabled()).toBe(true);
    await screenshot(page, 'pricing-signed-in-en');
    await trial.click();

    await page.waitForURL(/\/sandbox\/checkout\//);
    await screenshot(page, 'sandbox-checkout-en');
    await page.getByRole('button', { name: /^Pay/ }).click();

    await page.waitForURL(/\/profile\?subscription_success=true$/);
    await page.getByText('Payment received. Welcome to GoalVision Pro!').waitFor();
    const subscription = page.getByRole('article', { name: 'Pro, 7-day trial' });
    await subscription.getByText('Trial', { exact: true }).waitFor();
    await screenshot(page, 'profile-after-trial-en');

    // The token refreshed when the page loaded says Pro.
    await expect
      .poll(
        async () =>
          claimsOf((await page.evaluate(() => localStorage.getItem('token'))) ?? '').is_pro,
      )
      .toBe(true);
    const after = await api<{ eligible: boolean; reason: string | null }>(
      '/subscriptions/trial/check-eligibility/',
    );
    expect(after.eligible).toBe(false);
    expect(after.reason).toBeTruthy();
  });

  it("answers in the question's language with the model's own numbers, and keeps the history", async () => {
    const matchId = await openFirstUpcomingMatch();
    const facts = await api<MatchAnalysis>(`/matches/${matchId}/`);

    const winner = await ask('Who will win?');
    for (const probability of Object.values(facts.prediction)) {
      expect(winner).toContain(percent(probability));
    }
    const goals = await ask('¿Cuántos goles habrá?');
    expect(goals).toMatch(/^El modelo espera /);
    expect(goals).toContain(spanishGoals(facts.analysis.expected_goals.home));
    expect(goals).toContain(spanishGoals(facts.analysis.expected_goals.away));
    expect(await page.getByRole('figure', { name: 'Win probabilities' }).count()).toBe(1);
    await screenshot(page, 'chat-answers-en');

    await page.reload();
    await expect.poll(() => analystReplies().count()).toBe(2);
    const questions = await page.getByRole('article', { name: 'You' }).allTextContents();
    expect(questions.join('\n')).toContain('Who will win?');
    expect(questions.join('\n')).toContain('¿Cuántos goles habrá?');
  });

  it('shows markup in a message as text and never runs it', async () => {
    await openFirstUpcomingMatch();
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    await ask(payload);
    await page.getByRole('article', { name: 'You' }).getByText(payload).waitFor();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('cancels the trial: cancelling, still Pro until the end date', async () => {
    await page.goto(`${running.app.baseUrl}/profile`);
    await page.getByRole('tab', { name: 'Subscriptions' }).click();
    const subscription = page.getByRole('article', { name: 'Pro, 7-day trial' });
    await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
    await subscription.getByRole('button', { name: 'Yes, cancel' }).click();
    await subscription.getByText('Cancelling', { exact: true }).waitFor();
    await subscription.getByText(/^Ends on /).waitFor();
    await screenshot(page, 'profile-cancelling-en');

    const mine = await api<{ user_status: string; is_pro: boolean }>(
      '/subscriptions/my-subscriptions/',
    );
    expect(mine).toMatchObject({ user_status: 'cancelling', is_pro: true });
    await openFirstUpcomingMatch();
    await page.getByRole('textbox', { name: 'Your question' }).waitFor();
    expect(await page.getByText('Chat analysis is available only for Pro users').count()).toBe(0);
  });

  it('keeps the chat of a match that has finished readable but closed, with the analyst’s review', async () => {
    const matchId = await openFirstUpcomingMatch();
    await ask('Who will win?');
    const chatUrl = page.url().split('?')[0] ?? '';
    // The match ends while the chat waits (a live source would report it).
    await finishMatch(running.app.database.db, matchId);
    await page.goto(chatUrl);
    dataChanged(running.app.database.db);
    await page.getByText('This match has finished: its chat is read-only.').waitFor();
    // The answer, then the review the analyst adds once the match is over.
    await expect.poll(() => analystReplies().count()).toBe(2);
    expect(await analystReplies().nth(1).textContent()).toMatch(/^Full time: .+ 2–1 .+\. /);
    expect(await page.getByRole('textbox', { name: 'Your question' }).isDisabled()).toBe(true);
    await screenshot(page, 'chat-read-only-en');
  });
});
