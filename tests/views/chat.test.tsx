import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import { api, chatAboutFinishedMatch, signIn, signUp } from './signed-in';
import type { ControlSession } from './test-control';

/** A scheduled match of the demo data that the model has a prediction for; `last` is the
 * one the other tests leave alone (the read-only test ends it). */
async function upcomingMatch(session: ControlSession, which: 'first' | 'last' = 'first') {
  const { body } = await api<
    Array<{ id: string; status: string; home: { name: string }; prediction: unknown }>
  >(session, '/matches/?status=upcoming');
  const playable = body.filter((each) => each.status === 'scheduled' && each.prediction);
  const match = which === 'first' ? playable[0] : playable.at(-1);
  if (!match) throw new Error('the demo data has no upcoming match');
  return match;
}

// The page loads lazily and talks to a real server on shared cores: give it time.
const patiently = { timeout: 10_000 };

const analystReplies = () => screen.queryAllByRole('article', { name: 'Analyst' });

describe('chat page', () => {
  let pro: ControlSession;
  beforeAll(async () => {
    pro = await signUp(true);
  });

  it('shows a user who is not Pro the Pro gate with upgrade, trial and view-plans', async () => {
    signIn(await signUp(false));
    await renderApp(`/chat/${crypto.randomUUID()}?match=${crypto.randomUUID()}`);
    expect(
      await screen.findByRole(
        'heading',
        {
          name: 'Chat analysis is available only for Pro users',
        },
        patiently,
      ),
    ).toBeTruthy();
    const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Upgrade to Pro')).toBe('/pricing');
    expect(href(/^Try 7 days for/)).toBe('/limited-offer');
    expect(href('View plans')).toBe('/pricing');
    expect(screen.queryByLabelText('Your question')).toBeNull();
  });

  it('shows a paused subscriber their plan and the way to resume it, not an upgrade', async () => {
    signIn(await signUp('paused'));
    await renderApp(`/chat/${crypto.randomUUID()}?match=${crypto.randomUUID()}`);
    const plan = await screen.findByRole('region', { name: 'Your plan' }, patiently);
    expect(plan.textContent).toContain('Your plan: Pro monthly (Paused)');
    const href = (name: string) => within(plan).getByRole('link', { name }).getAttribute('href');
    expect(href('Resume subscription')).toBe('/profile?tab=subscriptions');
    expect(href('Manage subscription')).toBe('/profile?tab=subscriptions');
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
    expect(screen.queryByLabelText('Your question')).toBeNull();
  });

  it('creates a new chat for the match, answers a quick question with pictures and keeps it after a reload', async () => {
    signIn(pro);
    const match = await upcomingMatch(pro);
    const clientId = crypto.randomUUID();
    await renderApp(`/chat/${clientId}?match=${match.id}`);
    expect(
      await screen.findByRole('heading', { name: new RegExp(match.home.name) }, patiently),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Who will win?' }));
    const log = screen.getByRole('log', { name: 'Conversation' });
    await waitFor(() => expect(within(log).getByRole('article', { name: 'You' })).toBeTruthy());
    await waitFor(() => {
      const [reply] = analystReplies();
      expect(reply?.getAttribute('data-status')).toBe('complete');
    }, patiently);
    const [reply] = analystReplies();
    expect(reply?.textContent?.length).toBeGreaterThan(20);
    expect(within(reply as HTMLElement).getAllByRole('img').length).toBeGreaterThan(0);
    // It streamed over the socket: the HTTP fallback says so when it takes over.
    expect(screen.queryByText(/Live streaming is unavailable/)).toBeNull();

    // Another visit (or device): the server has the history, and the list has the chat.
    cleanup();
    await renderApp(`/chat/${clientId}`);
    await waitFor(() => expect(analystReplies()).toHaveLength(1), patiently);
    expect(screen.getByRole('article', { name: 'You' }).textContent).toBe('Who will win?');
    const chats = await screen.findByRole('navigation', { name: 'Your chats' }, patiently);
    const link = within(chats).getByRole('link', { name: new RegExp(match.home.name) });
    expect(link.getAttribute('href')).toBe(`/chat/${clientId}`);
  });

  it('refuses an empty question without sending it', async () => {
    signIn(pro);
    const match = await upcomingMatch(pro);
    await renderApp(`/chat/${crypto.randomUUID()}?match=${match.id}`);
    await screen.findByRole('heading', { name: new RegExp(match.home.name) }, patiently);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Type a question first.');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows markup typed in a question as text', async () => {
    signIn(pro);
    const match = await upcomingMatch(pro);
    await renderApp(`/chat/${crypto.randomUUID()}?match=${match.id}`);
    await screen.findByRole('heading', { name: new RegExp(match.home.name) }, patiently);
    const payload = '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>';
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: payload } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const question = await screen.findByRole('article', { name: 'You' });
    expect(question.textContent).toBe(payload);
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log.querySelector('img, script')).toBeNull();
  });

  it("keeps a finished match's chat readable and read-only", async () => {
    signIn(pro);
    const match = await upcomingMatch(pro, 'last');
    const clientId = await chatAboutFinishedMatch(pro, match.id);

    await renderApp(`/chat/${clientId}`);
    expect(
      await screen.findByText('This match has finished: its chat is read-only.', {}, patiently),
    ).toBeTruthy();
    expect((screen.getByLabelText('Your question') as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Who will win?' })).toBeNull();
    expect(screen.getByText('Finished')).toBeTruthy();
  });

  it('offers the quick messages in Spanish when the interface is in Spanish', async () => {
    signIn(pro, 'es');
    const match = await upcomingMatch(pro);
    await renderApp(`/chat/${crypto.randomUUID()}?match=${match.id}`);
    await screen.findByRole('heading', { name: new RegExp(match.home.name) }, patiently);
    for (const question of [
      '¿Quién ganará?',
      '¿Cuál será el marcador?',
      '¿Cuántos goles habrá?',
      '¿Marcarán ambos equipos?',
      '¿Cómo llegan de forma?',
      '¿Historial de enfrentamientos?',
    ]) {
      expect(screen.getByRole('button', { name: question })).toBeTruthy();
    }
    expect(screen.getByLabelText('Tu pregunta')).toBeTruthy();
  });
});
