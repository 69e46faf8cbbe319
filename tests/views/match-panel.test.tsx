// biome-ignore-all lint/style/noNonNullAssertion: elements looked at are found first
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BookmakerOdds } from '../../contracts/match-details';
import type { MatchKnowledgeJson } from '../../contracts/match-knowledge';
import { MatchPanel } from '../../src/ui/match-panel/MatchPanel';
import { renderView } from './render-view';
import { signIn, signUp } from './signed-in';
import type { ControlSession } from './test-control';

interface Detail {
  id: string;
  status: string;
  home: { name: string };
  away: { name: string };
  knowledge: MatchKnowledgeJson | null;
}

// The page loads data from a real server on shared cores: give it time.
const patiently = { timeout: 10_000 };

let session: ControlSession;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`/api${path}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const control = (path: string, body: unknown) =>
  fetch(`${inject('testControlOrigin')}${path}`, { method: 'POST', body: JSON.stringify(body) });

/** A scheduled match of `league` with a forecast, away from the ones other files use. */
async function scheduled(league: string, index: number): Promise<Detail> {
  const list = await api<Array<{ id: string; status: string; prediction: unknown }>>(
    `/matches/?status=upcoming&league=${league}`,
  );
  const match = list.filter((m) => m.status === 'scheduled' && m.prediction)[index];
  if (!match) throw new Error(`no scheduled ${league} match #${index}`);
  return api<Detail>(`/matches/${match.id}/`);
}

/** The number after a club's name in the legend of the bar, as a fraction. */
function legendChance(team: string): number {
  const item = screen.getAllByRole('listitem').find((li) => li.textContent?.startsWith(`${team} `));
  const text = within(item!).getByText(/%$/).textContent ?? '';
  return Number(text.replace(/[^\d.,]/g, '').replace(',', '.')) / 100;
}

const openMarkets = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Show all markets and the table' }));

describe('match panel', () => {
  beforeAll(async () => {
    session = await signUp(false);
  });

  it("shows an upcoming match's chances, and every market behind one button", async () => {
    signIn(session);
    const match = await scheduled('BL1', 2);
    await renderView(<MatchPanel matchId={match.id} />);
    await screen.findByRole('heading', { name: "The model's chances" }, patiently);
    const k = match.knowledge!;
    expect(legendChance(match.home.name)).toBeCloseTo(k.markets.result.home.probability, 2);
    expect(legendChance(match.away.name)).toBeCloseTo(k.markets.result.away.probability, 2);
    expect(screen.queryByRole('tablist')).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Show all markets and the table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const tabs = within(screen.getByRole('tablist', { name: 'Markets' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Result',
      'Goals',
      'Handicaps',
      'Scores',
      'Half-time',
      'Table',
    ]);

    // Result: 1X2 with fair odds of 1 / probability, double chance, draw no bet, margins.
    const result = screen.getByRole('table', { name: 'Match result' });
    const homeRow = within(result).getByRole('row', { name: new RegExp(`^${match.home.name} `) });
    const cells = within(homeRow).getAllByRole('cell');
    expect(cells[1]!.textContent).toBe((1 / k.markets.result.home.probability).toFixed(2));
    for (const name of ['Double chance', 'Draw no bet (stake back on a draw)', 'Winning margin']) {
      expect(screen.getByRole('table', { name })).toBeTruthy();
    }
  });

  it('moves between market tabs with the arrow keys, Home and End, each panel its tables', async () => {
    signIn(session);
    const match = await scheduled('BL1', 2);
    await renderView(<MatchPanel matchId={match.id} />);
    await screen.findByRole('heading', { name: "The model's chances" }, patiently);
    openMarkets();
    const tablist = screen.getByRole('tablist', { name: 'Markets' });
    const selected = () => within(tablist).getByRole('tab', { selected: true });
    const panel = () => screen.getByRole('tabpanel');

    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('Goals');
    expect(document.activeElement).toBe(selected());
    expect(panel().getAttribute('aria-labelledby')).toBe(selected().id);
    const totals = within(panel()).getByRole('table', { name: 'Total goals' });
    const lines = within(totals)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(lines).toEqual(['0.5', '1.5', '2.5', '3.5', '4.5', '5.5', '6.5']);
    expect(within(panel()).getByRole('table', { name: 'Both teams to score' })).toBeTruthy();
    expect(within(panel()).getByRole('table', { name: `${match.home.name} goals` })).toBeTruthy();

    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    const european = within(panel()).getByRole('table', {
      name: `European handicap (goals added to ${match.home.name})`,
    });
    expect(
      within(european)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['-3', '-2', '-1', '+1', '+2', '+3']);
    const asian = within(panel()).getByRole('table', {
      name: 'Asian handicap (a whole line refunds on a push)',
    });
    expect(within(asian).getAllByRole('rowheader')).toHaveLength(11);

    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    const scores = within(panel()).getByRole('table', { name: 'Exact score, most likely first' });
    expect(within(scores).getAllByRole('rowheader')[0]!.textContent).toBe(
      `${match.knowledge!.markets.exact_scores[0]!.home_goals}–${match.knowledge!.markets.exact_scores[0]!.away_goals}`,
    );

    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    const htft = within(panel()).getByRole('table', {
      name: 'Half-time / full-time (rows: half-time, columns: full-time)',
    });
    expect(within(htft).getAllByRole('row')).toHaveLength(4);
    expect(within(htft).getAllByRole('cell')).toHaveLength(9);

    fireEvent.keyDown(selected(), { key: 'End' });
    expect(selected().textContent).toBe('Table');
    const standings = within(panel()).getByRole('table', { name: /before this match$/ });
    expect(within(standings).getByRole('columnheader', { name: 'Played' })).toBeTruthy();
    expect(within(standings).getByRole('rowheader', { name: match.home.name })).toBeTruthy();
    expect(within(standings).getByRole('rowheader', { name: match.away.name })).toBeTruthy();

    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('Result');
    fireEvent.keyDown(selected(), { key: 'ArrowLeft' });
    expect(selected().textContent).toBe('Table');
    fireEvent.keyDown(selected(), { key: 'Home' });
    expect(selected().textContent).toBe('Result');
  });

  it('follows a live match: the bar moves when the score changes', async () => {
    signIn(session);
    const match = await scheduled('BL1', 3);
    await control('/live-matches', { matchId: match.id, minute: 60, home: 0, away: 0 });
    const { queryClient } = await renderView(<MatchPanel matchId={match.id} />);
    await screen.findByRole(
      'heading',
      { name: /^Live chances at 60' \(second half\), 0–0/ },
      patiently,
    );
    const level = legendChance(match.home.name);
    expect(screen.getByText(/^Before kick-off: home \d+% · draw \d+% · away \d+%$/)).toBeTruthy();
    expect(screen.getByText('Next goal')).toBeTruthy();

    await control('/live-matches', { matchId: match.id, minute: 70, home: 0, away: 3 });
    await queryClient.refetchQueries({ queryKey: ['match', match.id] });
    await screen.findByRole(
      'heading',
      { name: /^Live chances at 70' \(second half\), 0–3/ },
      patiently,
    );
    const behind = legendChance(match.home.name);
    expect(behind).toBeLessThan(level);
    expect(behind).toBeLessThan(0.02);

    // The markets are those of the final score now.
    openMarkets();
    expect(screen.getByText("On the final score, from 0–3 at 70'.")).toBeTruthy();
  });

  it('names the prices the model is compared with, and says it is no advice', async () => {
    signIn(session);
    const match = await scheduled('FL1', 2);
    const odds: BookmakerOdds = {
      match_result: [{ source: 'pinnacle', phase: 'opening', home: 2.4, draw: 3.3, away: 3.1 }],
      over_under_2_5: [{ source: 'pinnacle', phase: 'opening', over: 1.9, under: 1.95 }],
    };
    await control('/match-odds', { matchId: match.id, odds });
    await renderView(<MatchPanel matchId={match.id} />);
    const line = await screen.findByText(
      /^The model rates higher than the market \(opening prices, Pinnacle\):/,
      undefined,
      patiently,
    );
    expect(line.textContent).toMatch(/\d+% vs \d+% · (over|under) 2\.5 goals \d+% vs \d+%\./);
    expect(line.textContent).toContain('Information, not betting advice.');

    openMarkets();
    fireEvent.click(screen.getByRole('tab', { name: 'Model vs market' }));
    const margin = ((1 / 2.4 + 1 / 3.3 + 1 / 3.1 - 1) * 100).toFixed(1);
    const result = screen.getByRole('table', {
      name: `Match result: opening prices, Pinnacle, margin ${margin}% taken out (Shin's method)`,
    });
    expect(within(result).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('table', { name: /^Over \/ under 2\.5 goals:/ })).toBeTruthy();
  });

  it("shows a finished match's table rows and no forecast", async () => {
    signIn(session);
    const finished = await api<Array<{ id: string; home: { name: string } }>>(
      '/matches/?status=finished&league=PD',
    );
    const match = finished[0]!;
    await renderView(<MatchPanel matchId={match.id} />);
    await screen.findByText(
      'The match has finished: no forecast after the final whistle.',
      undefined,
      patiently,
    );
    expect(screen.queryByRole('button', { name: 'Show all markets and the table' })).toBeNull();
    const standings = screen.getByRole('table', { name: /before this match$/ });
    expect(within(standings).getByRole('rowheader', { name: match.home.name })).toBeTruthy();
    const facts = screen.getByRole('table', { name: 'Season so far' });
    expect(within(facts).getByRole('rowheader', { name: 'Home (won–drawn–lost)' })).toBeTruthy();
  });

  it('speaks Spanish, with Spanish numbers', async () => {
    signIn(session, 'es');
    const match = await scheduled('BL1', 2);
    await renderView(<MatchPanel matchId={match.id} />, 'es');
    await screen.findByRole('heading', { name: 'Probabilidades del modelo' }, patiently);
    fireEvent.click(
      screen.getByRole('button', { name: 'Ver todos los mercados y la clasificación' }),
    );
    const result = screen.getByRole('table', { name: 'Resultado del partido' });
    expect(within(result).getByRole('columnheader', { name: 'Cuota justa' })).toBeTruthy();
    const fair = within(result).getAllByRole('cell')[1]!.textContent ?? '';
    expect(fair).toMatch(/^\d+,\d\d$/);
    expect(within(result).getAllByRole('cell')[0]!.textContent).toMatch(/^\d+(,\d)?\s%$/);
    expect(screen.getByRole('tab', { name: 'Descanso' })).toBeTruthy();
  });
});
