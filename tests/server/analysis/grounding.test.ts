import { describe, expect, it } from 'vitest';
import {
  checkGrounding,
  findNumbers,
  groundingIndex,
  joinGroundingIndexes,
  unsupportedNumbers,
} from '../../../server/analysis/analyst/grounding';
import { matchKnowledge } from '../../../server/analysis/match-knowledge';
import { sampleFacts } from '../chat/analyst-facts';

const readings = (text: string) => findNumbers(text).map((m) => [m.text, m.readings]);
const unsupported = (text: string, sources: unknown[]) =>
  unsupportedNumbers(text, sources).map((m) => m.text);

describe('findNumbers', () => {
  it('reads percentages, decimals and counts in English and Spanish formats', () => {
    expect(readings('47% then 47.2 % and 47,2 %, 3 pp, 12 por ciento')).toEqual([
      ['47%', [{ kind: 'percent', value: 47, decimals: 0 }]],
      ['47.2 %', [{ kind: 'percent', value: 47.2, decimals: 1 }]],
      ['47,2 %', [{ kind: 'percent', value: 47.2, decimals: 1 }]],
      ['3 pp', [{ kind: 'percent', value: 3, decimals: 0 }]],
      ['12 por ciento', [{ kind: 'percent', value: 12, decimals: 0 }]],
    ]);
    expect(readings('xG 1.62 (1,62), odds 2.10, over 2.5, 4 wins')).toEqual([
      ['1.62', [{ kind: 'number', value: 1.62, decimals: 2 }]],
      ['1,62', [{ kind: 'number', value: 1.62, decimals: 2 }]],
      ['2.10', [{ kind: 'number', value: 2.1, decimals: 2 }]],
      ['2.5', [{ kind: 'number', value: 2.5, decimals: 1 }]],
      ['4', [{ kind: 'number', value: 4, decimals: 0 }]],
    ]);
  });

  it('keeps both readings when a separator could group thousands', () => {
    expect(readings('Elo 1,612 / 1.612 / 1.612,4 / 1,612.4')).toEqual([
      [
        '1,612',
        [
          { kind: 'number', value: 1.612, decimals: 3 },
          { kind: 'number', value: 1612, decimals: 0 },
        ],
      ],
      [
        '1.612',
        [
          { kind: 'number', value: 1.612, decimals: 3 },
          { kind: 'number', value: 1612, decimals: 0 },
        ],
      ],
      ['1.612,4', [{ kind: 'number', value: 1612.4, decimals: 1 }]],
      ['1,612.4', [{ kind: 'number', value: 1612.4, decimals: 1 }]],
    ]);
  });

  it('reads scores, minutes, stoppage time, ordinals, dates, times and seasons', () => {
    expect(readings("2-1, 2–1, 2:1, 69', 45+2', 3rd, 3.º, 1er")).toEqual([
      ['2-1', [{ kind: 'score', home: 2, away: 1 }]],
      ['2–1', [{ kind: 'score', home: 2, away: 1 }]],
      ['2:1', [{ kind: 'score', home: 2, away: 1 }]],
      ['69', [{ kind: 'number', value: 69, decimals: 0 }]],
      [
        "45+2'",
        [
          { kind: 'number', value: 47, decimals: 0 },
          { kind: 'number', value: 2, decimals: 0 },
        ],
      ],
      ['3rd', [{ kind: 'number', value: 3, decimals: 0 }]],
      ['3.º', [{ kind: 'number', value: 3, decimals: 0 }]],
      ['1er', [{ kind: 'number', value: 1, decimals: 0 }]],
    ]);
    expect(readings('2026-11-28, 28/11/2026, 15:00, season 2026-27')).toEqual([
      ['2026-11-28', [{ kind: 'key', key: 'date:2026-11-28' }]],
      ['28/11/2026', [{ kind: 'key', key: 'date:2026-11-28' }]],
      ['15:00', [{ kind: 'key', key: 'time:15:00' }]],
      ['2026-27', [{ kind: 'key', key: 'season:2026-27' }]],
    ]);
  });

  it('skips numbers that are part of a word and list markers', () => {
    expect(findNumbers('The 1X2 market, the U21 side, 3D.\n1. Home\n 2) Away')).toEqual([]);
  });
});

describe('checkGrounding against the match facts', () => {
  const facts = sampleFacts();

  it('accepts every figure the facts carry, at any rounding the facts support', () => {
    const reply =
      'Arsenal are favourites: 47% (47.2 % to be exact, or 47.19%), the draw 27% and Chelsea 26%. ' +
      'Expected goals 1.62 against 1.05, about 2.67 in all, so roughly 3 goals. ' +
      'The likeliest score is 1-0 (11%), then 1–1 and 2-1. Over 2.5 goals: 50%. ' +
      'Arsenal: WWDLW, 3 wins and 10 of 15 points, 9 scored and 4 conceded; beat Everton 2-0 on 2026-11-21. ' +
      'Chelsea lost 0-1 at Fulham. Elo 1612 v 1540; Arsenal score 25% more than average. ' +
      'The last meeting, on 01/03/2026, ended 1-2 (Arsenal won); in 2 meetings Arsenal won 1 and drew 1. ' +
      "Kick-off on 28/11/2026 at 15:00, in the 2026-27 season; 90 minutes, 45' each half.";
    const result = checkGrounding(reply, groundingIndex([facts]));
    expect(result.unsupported.map((m) => m.text)).toEqual([]);
    expect(result.mentions).toHaveLength(36);
  });

  it('joins a kept index of the facts with the question index as if both were indexed together', () => {
    const question = { scoreline: { home: 4, away: 2 }, line: 3.5, text: 'on 2026-12-01' };
    const together = groundingIndex([facts, question]);
    const joined = joinGroundingIndexes(groundingIndex([facts]), groundingIndex([question]));
    expect(joined).toEqual(together);
    expect(joined.scores.has('4-2')).toBe(true);
    expect(groundingIndex([facts]).scores.has('4-2')).toBe(false);
  });

  it('accepts Spanish formats', () => {
    const reply =
      'El Arsenal es favorito con un 47,2 % (47 %). Goles esperados: 1,62 frente a 1,05. ' +
      'Marcador más probable: 1-0 (11 %). Elo 1.612. Partido el 28/11/2026 a las 15:00.';
    expect(unsupported(reply, [facts])).toEqual([]);
  });

  it('names each figure the facts do not support', () => {
    const reply =
      'Arsenal at 48% (47.3 %), xG 1.63, most likely 3-2, 8 wins in a row, 17th in the table, ' +
      'kick-off 29/11/2026 at 17:30, last season 2024-25.';
    expect(unsupported(reply, [facts])).toEqual([
      '48%',
      '47.3 %',
      '1.63',
      '3-2',
      '8',
      '17th',
      '29/11/2026',
      '17:30',
      '2024-25',
    ]);
  });

  it('never lets a probability or a price stand for a whole number', () => {
    expect(unsupported('47 and 2 and 3', [{ probability: 0.4719, fairOdds: 2.12 }])).toEqual([
      '47',
      '2',
      '3',
    ]);
  });
});

describe('checkGrounding against the season block', () => {
  const facts = sampleFacts();
  const { leagueSeason: _block, ...withoutBlock } = facts;

  it("supports the whole table, both sides' results, gaps and next fixtures", () => {
    const reply =
      'Fulham are 1st with 11 points from 5 (7 scored, 3 conceded, +4); Everton are 6th of 6 on 2, ' +
      'goal difference -5 after 5-10. Arsenal beat Wolves 2-0 on 14/11/2026 and Everton 3-1 on ' +
      '24 October. Chelsea are 6 behind, 1 from safety. Next: Arsenal at Brentford on 05/12/2026 at ' +
      '12:30, Chelsea at Wolves on 2026-12-06 at 16:30.';
    expect(unsupported(reply, [facts])).toEqual([]);
    // Everton's goals and the fixtures' dates and times come from the block alone.
    expect(unsupported(reply, [withoutBlock])).toEqual([
      '5-10',
      '05/12/2026',
      '12:30',
      '2026-12-06',
      '16:30',
    ]);
  });

  it('still rejects points, places, scores, dates and times the block does not hold', () => {
    const reply =
      'Fulham lead on 17 points; Everton are 18th, beaten 3-2 by Wolves; Arsenal play next on ' +
      '12/12/2026 at 13:00, 23 days away.';
    expect(unsupported(reply, [facts])).toEqual(['17', '18th', '3-2', '12/12/2026', '13:00', '23']);
  });
});

describe('checkGrounding against the knowledge layer and tool results', () => {
  it('checks fair odds to their written decimals', () => {
    const source = { result: { home: { probability: 0.4719, fairOdds: 1 / 0.4719 } } };
    // 1 / 0.4719 = 2.1191…
    expect(unsupported('2.12 or 2.1', [source])).toEqual([]);
    expect(unsupported('2.10, 2.13, 2.2', [source])).toEqual(['2.10', '2.13', '2.2']);
  });

  it('grounds lines, handicaps and table figures from the knowledge layer', () => {
    const { season, ...knowledge } = matchKnowledge({
      rates: { home: 1.55, away: 1.15 },
      rho: -0.08,
      outcome: { home: 0.47, draw: 0.27, away: 0.26 },
    });
    const over25 = knowledge.markets.totals.find((t) => t.line === 2.5)?.over;
    const handicap = knowledge.markets.asianHandicaps.find((h) => h.line === -0.75)?.home;
    const row = {
      position: 3,
      team: 'Arsenal',
      played: 13,
      won: 8,
      drawn: 3,
      lost: 2,
      points: 27,
      goalsPerGame: { for: 1.92, against: 0.85 },
      form: 'WWDLW',
    };
    const reply =
      `Over 2.5 goals: ${Math.round((over25?.settlement.win ?? 0) * 100)}% (fair odds ${over25?.fairOdds?.toFixed(2)}). ` +
      `Arsenal −0.75: ${handicap?.fairOdds?.toFixed(2)}. ` +
      'Arsenal are 3rd with 27 points from 13 games (8 won, 3 drawn, 2 lost), 1.92 goals a game.';
    expect(unsupported(reply, [{ knowledge, season }, row])).toEqual([]);
    expect(unsupported('Arsenal are 4th with 28 points.', [row])).toEqual(['4th', '28']);
  });

  it('takes a looked-up exact score as grounding for that score only', () => {
    const toolResult = { home: 3, away: 3, probability: 0.0123, fairOdds: 81.3 };
    expect(unsupported('A 3-3 draw: 1.2% (odds 81.30).', [toolResult])).toEqual([]);
    expect(unsupported('A 4-4 draw: 0.3%.', [toolResult])).toEqual(['4-4', '0.3%']);
  });

  it('accepts a string source such as the time the prompt stated', () => {
    expect(unsupported('It is 14:05 on 28/11.', ['Now: 2026-11-28T14:05:00Z'])).toEqual([]);
  });
});
