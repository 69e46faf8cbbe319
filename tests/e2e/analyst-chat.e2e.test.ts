import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchSummary } from '../../contracts/matches';
import { goals, percent } from '../../server/analysis/analyst/format';
import { dataChanged } from '../../server/cache/invalidation';
import { matches } from '../../server/db/schema';
import { type AnalystChat, startAnalystChat } from './analyst-chat-driver';
import { screenshot } from './harness';

/**
 * The builtin analyst in the chat, as a Pro user uses it in Chromium, in English and
 * Spanish: a follow-up chain that survives a reload, a live match whose answer follows its
 * score, a postponed match, an off-topic message.
 */
describe('the analyst in the chat, in Chromium', () => {
  let chat: AnalystChat;
  let upcoming: MatchSummary[];
  const ask: AnalystChat['ask'] = (...args) => chat.ask(...args);
  const openChat: AnalystChat['openChat'] = (...args) => chat.openChat(...args);
  const knowledgeOf: AnalystChat['knowledgeOf'] = (matchId) => chat.knowledgeOf(matchId);

  // What a live source's import does to a match being played.
  const play = (matchId: string, minute: number, home: number, away: number) =>
    chat.app.database.db
      .update(matches)
      .set({ status: 'live', minute, homeGoals: home, awayGoals: away })
      .where(eq(matches.id, matchId))
      .then(() => dataChanged(chat.app.database.db));

  beforeAll(async () => {
    chat = await startAnalystChat();
    upcoming = chat.upcoming;
  }, 180_000);
  afterAll(async () => {
    await chat?.stop();
  });

  it('follows a chain of follow-ups in English, and again after a reload', async () => {
    const match = upcoming[0] as MatchSummary;
    const r = (await knowledgeOf(match.id)).markets.result;
    const page = await openChat(match.id, 'en');

    const winner = await ask(page, 'en', 'Who will win?');
    for (const side of ['home', 'draw', 'away'] as const) {
      expect(winner).toContain(percent(r[side].probability));
    }
    expect(await ask(page, 'en', 'and the away team?')).toMatch(
      new RegExp(`^${match.away.name}'s chance to win is ${percent(r.away.probability)}\\.`),
    );
    expect(await ask(page, 'en', 'why?')).toContain('The model knows past results only');
    await screenshot(page, 'analyst-follow-ups-en');

    // The history is the stored chat: after a reload a follow-up still knows the topic.
    await page.reload();
    await expect.poll(() => chat.replies(page, 'en').count(), { timeout: 20_000 }).toBe(3);
    expect(await ask(page, 'en', 'and the draw?')).toMatch(
      new RegExp(`^The chance of a draw is ${percent(r.draw.probability)}\\.`),
    );
    await page.context().close();
  }, 120_000);

  it('follows a chain of follow-ups in Spanish', async () => {
    const match = upcoming[1] as MatchSummary;
    const m = (await knowledgeOf(match.id)).markets;
    const line = (l: number) => m.totals.find((t) => t.line === l);
    const page = await openChat(match.id, 'es');

    expect(await ask(page, 'es', '¿Cuántos goles habrá?')).toMatch(
      new RegExp(`^El modelo espera ${goals(m.expected_goals.total, 'es')} goles`),
    );
    expect(await ask(page, 'es', '¿y más de 3,5?')).toMatch(
      new RegExp(`^Más de 3,5 goles: ${percent(line(3.5)?.over.settlement.win ?? 0)} `),
    );
    expect(await ask(page, 'es', '¿por qué?')).toContain('Los goles salen del ataque');
    await screenshot(page, 'analyst-follow-ups-es');
    await page.context().close();
  }, 120_000);

  it('answers a live match from its minute and score, and follows the score', async () => {
    const match = upcoming[2] as MatchSummary;
    await play(match.id, 60, 0, 0);
    const page = await openChat(match.id, 'en');
    const level = (await knowledgeOf(match.id)).live?.final.result;
    const first = await ask(page, 'en', 'Who will win?');
    expect(first).toMatch(new RegExp(`^Live, 60': ${match.home.name} 0–0 ${match.away.name}\\. `));
    expect(first).toContain(percent(level?.home.probability ?? 0));

    // Three away goals by the 62nd minute: the same question, the chance now.
    await play(match.id, 62, 0, 3);
    const behind = (await knowledgeOf(match.id)).live?.final.result;
    const second = await ask(page, 'en', 'Who will win now?');
    expect(second).toMatch(
      new RegExp(
        `^Live, 62': ${match.home.name} 0–3 ${match.away.name}\\. ${match.away.name} are now the favourites, with a ${percent(behind?.away.probability ?? 0)} chance to win\\.`,
      ),
    );
    await screenshot(page, 'analyst-live-en');
    await page.context().close();

    const spanish = await openChat(match.id, 'es');
    expect(await ask(spanish, 'es', '¿Quién va a ganar?')).toMatch(
      new RegExp(`^En directo, minuto 62: ${match.home.name} 0–3 ${match.away.name}\\. `),
    );
    await screenshot(spanish, 'analyst-live-es');
    await spanish.context().close();
  }, 120_000);

  it('says a postponed match is postponed, in both languages', async () => {
    const all = await chat.call<MatchSummary[]>('/matches/?status=upcoming&league=PL');
    const postponed = all.find((m) => m.status === 'postponed');
    if (!postponed) throw new Error('the demo season has no postponed match');
    const page = await openChat(postponed.id, 'en');
    expect(await ask(page, 'en', 'Who will win?')).toBe(
      `${postponed.home.name} v ${postponed.away.name} has been postponed and has no new date yet, so the model has no figures for it until it is rescheduled.`,
    );
    await page.context().close();
    const spanish = await openChat(postponed.id, 'es');
    expect(await ask(spanish, 'es', '¿Cuándo se juega?')).toMatch(
      /se ha aplazado y aún no tiene nueva fecha/,
    );
    await screenshot(spanish, 'analyst-postponed-es');
    await spanish.context().close();
  }, 120_000);

  it('answers an off-topic message briefly, in the language it was written in', async () => {
    const match = upcoming[0] as MatchSummary;
    const page = await openChat(match.id, 'en');
    expect(await ask(page, 'en', 'Tell me a joke')).toBe(
      `I can only help with ${match.home.name} v ${match.away.name}: ask me who wins, about goals, form or the table.`,
    );
    expect(await ask(page, 'en', 'Cuéntame un chiste')).toBe(
      `Solo puedo ayudarte con el ${match.home.name} - ${match.away.name}: pregúntame quién gana, por los goles, la forma o la clasificación.`,
    );
    await screenshot(page, 'analyst-off-topic');
    await page.context().close();
  }, 120_000);
});
