import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchSummary } from '../../contracts/matches';
import { percent } from '../../server/analysis/analyst/format';
import { type AnalystChat, startAnalystChat } from './analyst-chat-driver';
import { screenshot } from './harness';

/**
 * Messages read as lists of asks, as a Pro user types them in Chromium, in English and
 * Spanish: two asks answered in order, yes/no questions answered yes or no, a follow-up over a
 * reload that keeps the time frame, and the reasons' comparative words agreeing with their
 * figures.
 */
describe('the analyst reads what is asked, in Chromium', () => {
  let chat: AnalystChat;
  let upcoming: MatchSummary[];
  const ask: AnalystChat['ask'] = (...args) => chat.ask(...args);
  const openChat: AnalystChat['openChat'] = (...args) => chat.openChat(...args);
  const knowledgeOf: AnalystChat['knowledgeOf'] = (matchId) => chat.knowledgeOf(matchId);

  beforeAll(async () => {
    chat = await startAnalystChat();
    upcoming = chat.upcoming;
  }, 180_000);
  afterAll(async () => {
    await chat?.stop();
  });

  it('answers two asks in one message in the order asked, in both languages', async () => {
    const match = upcoming[0] as MatchSummary;
    const m = (await knowledgeOf(match.id)).markets;
    const btts = percent(m.both_teams_to_score.yes.probability);
    const page = await openChat(match.id, 'en');
    const english = await ask(page, 'en', 'will both teams score? and who wins?');
    expect(english).toMatch(
      new RegExp(`^(?:Yes|No|It is a coin flip)[^.]*\\. Both teams to score: ${btts}\\.`),
    );
    expect(english.indexOf(percent(m.result.home.probability))).toBeGreaterThan(
      english.indexOf(btts),
    );
    await screenshot(page, 'analyst-two-asks-en');
    await page.context().close();

    const spanish = await openChat(match.id, 'es');
    const reply = await ask(spanish, 'es', '¿quién gana? y ¿cuántos goles habrá?');
    expect(reply.indexOf(percent(m.result.home.probability))).toBeGreaterThanOrEqual(0);
    expect(reply.indexOf('goles')).toBeGreaterThan(
      reply.indexOf(percent(m.result.home.probability)),
    );
    await screenshot(spanish, 'analyst-two-asks-es');
    await spanish.context().close();
  }, 120_000);

  it('answers a yes/no question with a yes or a no first, in both languages', async () => {
    const match = upcoming[1] as MatchSummary;
    const page = await openChat(match.id, 'en');
    expect(await ask(page, 'en', 'will there be at least one goal?')).toMatch(
      /^Yes, very likely\. /,
    );
    await page.context().close();
    const spanish = await openChat(match.id, 'es');
    expect(await ask(spanish, 'es', '¿habrá más de 6,5 goles?')).toMatch(
      /^No, es poco probable\. /,
    );
    await spanish.context().close();
  }, 120_000);

  it('keeps a past time frame for a follow-up, after a reload too', async () => {
    const match = upcoming[2] as MatchSummary;
    const page = await openChat(match.id, 'en');
    const home = await ask(page, 'en', `did ${match.home.name} win their last game?`);
    expect(home).toMatch(
      new RegExp(`^(?:Yes|No): in their last league match, .*${match.home.name}`),
    );
    await page.reload();
    await expect.poll(() => chat.replies(page, 'en').count(), { timeout: 20_000 }).toBe(1);
    const away = await ask(page, 'en', `and ${match.away.name}?`);
    expect(away).toMatch(
      new RegExp(`^(?:Yes|No): in their last league match, .*${match.away.name}`),
    );
    await screenshot(page, 'analyst-last-match-en');
    await page.context().close();

    const spanish = await openChat(match.id, 'es');
    expect(await ask(spanish, 'es', `¿ganó el ${match.home.name} su último partido?`)).toMatch(
      /^(?:Sí|No)[:.,]/,
    );
    // A reload shows the account's language (English): the fan picks Spanish again.
    await spanish.reload();
    await spanish.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect.poll(() => chat.replies(spanish, 'es').count(), { timeout: 20_000 }).toBe(1);
    expect(await ask(spanish, 'es', `¿y el ${match.away.name}?`)).toMatch(
      new RegExp(`^(?:Sí|No)[:.,].*${match.away.name}`),
    );
    await screenshot(spanish, 'analyst-last-match-es');
    await spanish.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await spanish.context().close();
  }, 120_000);

  it("says 'higher' or 'lower' on Elo only as the ratings it quotes are, in both languages", async () => {
    const pattern = {
      en: /rate (higher|lower) on Elo: (\d+) against (\d+)/,
      es: /tiene (mejor|peor) Elo: (\d+) frente a (\d+)/,
    };
    let checked = 0;
    for (const match of upcoming.slice(0, 4)) {
      for (const locale of ['en', 'es'] as const) {
        const page = await openChat(match.id, locale);
        // (One question a chat: the whole file stays within the chat rate limit of a minute.)
        const why = await ask(page, locale, locale === 'en' ? 'why so close?' : '¿por qué?');
        await page.context().close();
        const found = pattern[locale].exec(why);
        if (!found) continue;
        const [, word, own, other] = found;
        const higher = word === 'higher' || word === 'mejor';
        expect(higher, why).toBe(Number(own) > Number(other));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  }, 240_000);
});
