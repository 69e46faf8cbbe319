import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import { signIn, signUp } from './signed-in';
import type { ControlSession } from './test-control';

// The page loads lazily and talks to a real server on shared cores: give it time.
const patiently = { timeout: 10_000 };

describe('league table view', () => {
  let session: ControlSession;
  beforeAll(async () => {
    session = await signUp(false);
  });

  it("is reached from the sidebar's league filter and lists the league in order", async () => {
    signIn(session);
    const { router } = await renderApp('/chat');
    const sidebar = await screen.findByRole('navigation', { name: 'Matches' }, patiently);
    const all = within(sidebar).getByRole('link', { name: 'League tables' });
    expect(all.getAttribute('href')).toBe('/chat/leagues/PL');
    await within(sidebar).findByRole('option', { name: 'Serie A' }, patiently);
    fireEvent.change(within(sidebar).getByRole('combobox', { name: 'Leagues' }), {
      target: { value: 'SA' },
    });
    const serieA = within(sidebar).getByRole('link', { name: 'Serie A table' });
    expect(serieA.getAttribute('href')).toBe('/chat/leagues/SA');

    fireEvent.click(serieA);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/leagues/SA'));
    expect(await screen.findByRole('heading', { name: 'Serie A table' }, patiently)).toBeTruthy();
    const table = await screen.findByRole(
      'table',
      { name: /^Season \d{4}-\d{2}, finished matches$/ },
      patiently,
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    const points = rows.map((row) => Number(within(row).getAllByRole('cell')[8]?.textContent));
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    expect(within(table).getByRole('columnheader', { name: 'Goal difference' })).toBeTruthy();
    expect(
      screen.getByText(/^Level on points, clubs are split by: head-to-head points, /),
    ).toBeTruthy();

    // The other leagues are one link away; the open one is marked as the current page.
    const leagues = screen.getByRole('navigation', { name: 'Leagues' });
    expect(
      within(leagues).getByRole('link', { name: 'Serie A' }).getAttribute('aria-current'),
    ).toBe('page');
    fireEvent.click(within(leagues).getByRole('link', { name: 'Bundesliga' }));
    expect(
      await screen.findByRole('heading', { name: 'Bundesliga table' }, patiently),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByText(/^Level on points, clubs are split by: goal difference, /),
      ).toBeTruthy(),
    );
  });

  it('says so for a league that does not exist', async () => {
    signIn(session);
    await renderApp('/chat/leagues/XX');
    expect((await screen.findByRole('alert', {}, patiently)).textContent).toMatch(
      /^There is no such league\./,
    );
  });

  it('reads in Spanish', async () => {
    signIn(session, 'es');
    await renderApp('/chat/leagues/PD');
    expect(
      await screen.findByRole('heading', { name: 'Clasificación de LaLiga' }, patiently),
    ).toBeTruthy();
    const table = await screen.findByRole(
      'table',
      { name: /^Temporada \d{4}-\d{2}, partidos terminados$/ },
      patiently,
    );
    expect(within(table).getByRole('columnheader', { name: 'Jugados' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Puntos' })).toBeTruthy();
  });
});
