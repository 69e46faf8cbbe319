import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contracts/chat';
import { builtinAnalyst } from '../../../server/analysis/analyst/builtin-analyst';
import { detectIntents } from '../../../server/analysis/analyst/intents';
import { detectLanguage, replyLanguage } from '../../../server/analysis/analyst/language';
import type { MatchFacts } from '../../../server/analysis/analyst/match-facts';
import { sampleFacts } from './analyst-facts';

async function ask(
  question: string,
  language: Language = 'en',
  facts: MatchFacts = sampleFacts(),
  signal = new AbortController().signal,
) {
  const answer = await builtinAnalyst().answer({ facts, question, language, history: [], signal });
  const chunks: string[] = [];
  for await (const chunk of answer.chunks) chunks.push(chunk);
  return { text: chunks.join(''), chunks, attachments: answer.attachments };
}

describe('reply language', () => {
  it.each([
    ['Who will win?', 'en'],
    ['How many goals will there be?', 'en'],
    ['¿Cuántos goles habrá?', 'es'],
    ['quien gana el partido', 'es'],
    ['¡Hola!', 'es'],
    ['Arsenal', null],
  ])('reads %s as %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it("follows the question's language first, then the message's, then the user's", () => {
    expect(replyLanguage('Who will win?', 'es', 'es')).toBe('en');
    expect(replyLanguage('¿Quién ganará?', 'en', 'en')).toBe('es');
    expect(replyLanguage('Arsenal?', 'es', 'en')).toBe('es');
    expect(replyLanguage('Arsenal?', undefined, 'es')).toBe('es');
    expect(replyLanguage('Arsenal?', undefined, 'en')).toBe('en');
  });
});

describe('question intents', () => {
  it.each([
    ['Who will win?', ['winner']],
    ['¿Quién ganará?', ['winner']],
    ['What is the most likely score?', ['scores']],
    ['¿Cuál es el marcador más probable?', ['scores']],
    ['Will both teams score?', ['goals']],
    ['¿Cuántos goles habrá?', ['goals']],
    ['Over 2.5 goals?', ['goals']],
    ['How is their form?', ['form']],
    ['¿Qué racha llevan?', ['form']],
    ['Head to head?', ['head_to_head']],
    ['¿Cómo han sido los enfrentamientos?', ['head_to_head']],
    ['Which team is stronger?', ['strength']],
    ['¿Qué equipo tiene mejor ataque?', ['strength']],
    ['Why?', ['why']],
    ['¿Por qué?', ['why']],
    ['Any injuries?', ['unknowable']],
    ['¿Hay lesionados?', ['unknowable']],
    ['Hello', ['greeting']],
    ['Hola, ¿qué puedes hacer?', ['greeting']],
    ['Tell me about this match', []],
  ])('%s → %j', (question, intents) => {
    expect(detectIntents(question)).toEqual(intents);
  });

  it('answers a greeting with a question as the question', () => {
    expect(detectIntents('Hi, who will win?')).toEqual(['winner']);
  });
});

describe('builtin analyst', () => {
  it("answers 'Who will win?' in English with exactly the prediction's percentages", async () => {
    const { text, attachments } = await ask('Who will win?');
    expect(text).toContain('The model makes Arsenal the favourite, with a 47% chance to win.');
    expect(text).toContain('- Arsenal win: 47%\n- Draw: 27%\n- Chelsea win: 26%');
    expect(attachments).toEqual([
      { type: 'probability_bar', home: 0.4719, draw: 0.2663, away: 0.2618 },
    ]);
  });

  it("answers '¿Cuántos goles habrá?' in Spanish with the expected goals and over/under", async () => {
    const { text, attachments } = await ask('¿Cuántos goles habrá?', 'es');
    expect(text).toContain('Goles esperados: Arsenal 1,62, Chelsea 1,05 (2,67 en total).');
    expect(text).toContain('- Más de 2,5 goles: 50%');
    expect(text).toContain('- Menos de 2,5 goles: 50%');
    expect(text).toContain('- Ambos equipos marcan: 52%');
    expect(attachments).toEqual([{ type: 'expected_goals', home: 1.6234, away: 1.0512 }]);
  });

  it('answers goals in English with decimal points', async () => {
    const { text } = await ask('How many goals?');
    expect(text).toContain('Expected goals: Arsenal 1.62, Chelsea 1.05 (2.67 in all).');
    expect(text).toContain('- Both teams to score: 52%');
  });

  it('lists the likely scores and attaches the heat map', async () => {
    const { text, attachments } = await ask('What is the most likely score?');
    expect(text).toContain('- Arsenal 1–0 Chelsea: 11%\n- Arsenal 1–1 Chelsea: 11%');
    expect(text).toContain('about 1 time in 9');
    expect(attachments).toEqual([
      {
        type: 'scoreline_heatmap',
        max_goals: 1,
        probabilities: sampleFacts().scoreline?.probabilities,
      },
    ]);
  });

  it('gives the form of the last 5, with Spanish letters in Spanish', async () => {
    expect((await ask('How is their form?')).text).toContain(
      '- Arsenal: WWDLW, 10 of 15 points, 9 scored and 4 conceded.',
    );
    expect((await ask('¿Qué racha llevan?', 'es')).text).toContain(
      '- Chelsea: DEVDE, 5 de 15 puntos, 5 goles a favor y 7 en contra.',
    );
  });

  it('counts head-to-head results from the home side’s view whatever the venue', async () => {
    const { text } = await ask('Head to head?');
    expect(text).toContain('Their last 2 meetings: Arsenal won 1, 1 drawn, Chelsea won 0.');
    expect(text).toContain('- 2026-03-01: Chelsea 1–2 Arsenal');
    const none = await ask('Head to head?', 'en', sampleFacts({ headToHead: [] }));
    expect(none.text).toContain('Arsenal and Chelsea have not met in the matches on record.');
  });

  it('describes team strength from Elo, attack and defence', async () => {
    const { text } = await ask('Which team is stronger?');
    expect(text).toContain(
      '- Arsenal: Elo 1612; scores +25% and concedes -15% compared with an average side.',
    );
    expect(text).toContain('- Chelsea: Elo 1540; scores +5% and concedes +2%');
  });

  it('explains why from expected goals, Elo and form, and names what it cannot see', async () => {
    const { text, attachments } = await ask('Why?');
    expect(text).toContain('Expected goals 1.62 for Arsenal against 1.05 for Chelsea');
    expect(text).toContain('Elo ratings: Arsenal 1612, Chelsea 1540.');
    expect(text).toContain('Arsenal 10 of 15 points, Chelsea 5 of 15');
    expect(text).toContain('not injuries, line-ups or news');
    expect(attachments[0]?.type).toBe('probability_bar');
  });

  it('says plainly it cannot know injuries, in either language', async () => {
    const en = await ask('Any injuries for Arsenal?');
    expect(en.text).toMatch(
      /^I can't know injuries, suspensions, line-ups, the weather or team news/,
    );
    expect(en.attachments).toEqual([]);
    const es = await ask('¿Hay lesionados en el Arsenal?', 'es');
    expect(es.text).toMatch(/^No puedo saber lesiones, sanciones, alineaciones/);
  });

  it('answers a greeting with what it can answer', async () => {
    const { text } = await ask('Hello');
    expect(text).toMatch(/^Hi! Ask me about Arsenal v Chelsea:/);
    expect(text).toContain('- head-to-head');
    expect((await ask('Hola', 'es')).text).toMatch(/^¡Hola! Pregúntame sobre Arsenal - Chelsea:/);
  });

  it('summarises the match for anything else', async () => {
    const { text, attachments } = await ask('Tell me about this match');
    expect(text).toContain('- Arsenal win: 47%');
    expect(text).toContain('Expected goals: Arsenal 1.62');
    expect(attachments.map((a) => a.type)).toEqual(['probability_bar', 'expected_goals']);
  });

  it('calls a close match open rather than naming a favourite', async () => {
    const facts = sampleFacts();
    const close = sampleFacts({
      prediction: {
        ...(facts.prediction as NonNullable<MatchFacts['prediction']>),
        home: 0.36,
        draw: 0.32,
        away: 0.32,
      },
    });
    expect((await ask('Who will win?', 'en', close)).text).toMatch(/^It is close to call/);
  });

  it('states the result of a finished match and the score of a live one', async () => {
    const base = sampleFacts();
    const finished = sampleFacts({
      match: { ...base.match, status: 'finished', score: { home: 2, away: 1 } },
    });
    expect((await ask('Who will win?', 'en', finished)).text).toMatch(
      /^Full time: Arsenal 2–1 Chelsea\./,
    );
    const live = sampleFacts({
      match: { ...base.match, status: 'live', minute: 63, score: { home: 0, away: 1 } },
    });
    expect((await ask('¿Quién ganará?', 'es', live)).text).toMatch(
      /^En directo, minuto 63: Arsenal 0–1 Chelsea\./,
    );
  });

  it('says when the model has no prediction instead of inventing one', async () => {
    const { text, attachments } = await ask(
      'Who will win?',
      'en',
      sampleFacts({ prediction: null, scoreline: null, strength: null }),
    );
    expect(text).toContain('The model has no prediction for Arsenal v Chelsea yet');
    expect(text).not.toMatch(/\d+%/);
    expect(attachments).toEqual([]);
  });

  it('streams word-sized chunks that join back into the answer', async () => {
    const { text, chunks } = await ask('Why?');
    expect(chunks.length).toBeGreaterThan(20);
    expect(chunks.every((c) => c.trim().split(/\s+/).length === 1)).toBe(true);
    expect(chunks.join('')).toBe(text);
  });

  it('ends the stream early once the signal aborts', async () => {
    const controller = new AbortController();
    const answer = await builtinAnalyst().answer({
      facts: sampleFacts(),
      question: 'Why?',
      language: 'en',
      history: [],
      signal: controller.signal,
    });
    const chunks: string[] = [];
    for await (const chunk of answer.chunks) {
      chunks.push(chunk);
      if (chunks.length === 3) controller.abort();
    }
    expect(chunks).toHaveLength(3);
  });

  it('gives the same answer to the same question every time', async () => {
    expect((await ask('Why?')).text).toBe((await ask('Why?')).text);
  });
});
