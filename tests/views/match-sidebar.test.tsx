import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import { api, chatAboutFinishedMatch, signIn, signUp } from './signed-in';
import type { ControlSession } from './test-control';

interface Match {
  id: string;
  status: string;
  home: { name: string };
  away: { name: string };
}

/** Scheduled matches of the demo data. chat.test.tsx uses the first and ends the last; these
 * tests take the ones in between. */
async function middleUpcomingMatches(session: ControlSession): Promise<Match[]> {
  const { body } = await api<Match[]>(session, '/matches/?status=upcoming');
  const scheduled = body.filter((each) => each.status === 'scheduled');
  if (scheduled.length < 5) throw new Error('the demo data has too few upcoming matches');
  return scheduled.slice(1, -1);
}

const patiently = { timeout: 10_000 };

/** The card of `match` in the sidebar's list (the team names and nothing else are shown). */
function card(sidebar: HTMLElement, match: Match): HTMLElement {
  const found = within(sidebar)
    .getAllByRole('button')
    .filter(
      (button) =>
        button.textContent?.includes(match.home.name) &&
        button.textContent.includes(match.away.name),
    );
  expect(found).toHaveLength(1);
  return found[0] as HTMLElement;
}

const current = (sidebar: HTMLElement) =>
  within(sidebar)
    .queryAllByRole('button')
    .filter((button) => button.getAttribute('aria-current') === 'true');

describe('match sidebar', () => {
  let pro: ControlSession;
  beforeAll(async () => {
    pro = await signUp(true);
  });

  it('marks the match whose chat is open, and moves the mark to the match picked next', async () => {
    signIn(pro);
    const [first, second] = await middleUpcomingMatches(pro);
    if (!first || !second) throw new Error('two matches expected');
    const { router } = await renderApp(`/chat/${crypto.randomUUID()}?match=${first.id}`);
    const sidebar = await screen.findByRole('navigation', { name: 'Matches' }, patiently);
    await waitFor(() => expect(current(sidebar)).toEqual([card(sidebar, first)]), patiently);

    fireEvent.click(card(sidebar, second));
    await waitFor(() => expect(router.state.location.search).toEqual({ match: second.id }));
    expect(current(sidebar)).toEqual([card(sidebar, second)]);
  });

  it("opens the user's chat about a finished match read-only from History; one without a chat cannot be picked", async () => {
    signIn(pro);
    const [, , match] = await middleUpcomingMatches(pro);
    if (!match) throw new Error('a third match expected');
    const clientId = await chatAboutFinishedMatch(pro, match.id);

    const { router } = await renderApp('/chat');
    const sidebar = await screen.findByRole('navigation', { name: 'Matches' }, patiently);
    fireEvent.click(within(sidebar).getByRole('button', { name: 'History' }));
    await within(sidebar).findByRole('heading', { name: 'Finished Matches' });
    await waitFor(() => card(sidebar, match), patiently);

    fireEvent.click(card(sidebar, match));
    expect(
      await screen.findByText('This match has finished: its chat is read-only.', {}, patiently),
    ).toBeTruthy();
    // The user's own chat, not a new one.
    expect(router.state.location.pathname).toBe(`/chat/${clientId}`);
    expect((screen.getByLabelText('Your question') as HTMLTextAreaElement).disabled).toBe(true);
    expect(current(sidebar)).toEqual([card(sidebar, match)]);

    // Another finished match, never chatted about: SPEC's message, and the chat stays.
    const other = within(sidebar)
      .getAllByRole('button')
      .find((button) => button.textContent?.includes(' FT') && button !== card(sidebar, match));
    if (!other) throw new Error('the demo data has no other finished match');
    fireEvent.click(other);
    expect(await screen.findByText('Cannot select a finished match', {}, patiently)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/chat/${clientId}`);
    expect(other.getAttribute('aria-current')).toBeNull();
  });
});
