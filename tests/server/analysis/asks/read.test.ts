import { beforeAll, describe, expect, it } from 'vitest';
import { askLabel } from '../../../../bench/analyst/asks-set';
import type { Language } from '../../../../contracts/language';
import type { Ask } from '../../../../server/analysis/analyst/asks/ask';
import {
  createReader,
  type Reader,
  splitClauses,
} from '../../../../server/analysis/analyst/asks/read';
import { sharedUnderstander } from '../../../../server/analysis/analyst/create-analyst';
import type { MatchTeams } from '../../../../server/analysis/analyst/understanding/understanding';

// The reading of a message into its asks: the labels below are the bench's (asks-brief.md).

const ARSENAL_CHELSEA: MatchTeams = { home: 'Arsenal', away: 'Chelsea', status: 'scheduled' };
const UNITED_LIVERPOOL: MatchTeams = {
  home: 'Man United',
  away: 'Liverpool',
  status: 'live',
  score: { home: 1, away: 0 },
};

let reader: Reader;
beforeAll(async () => {
  reader = createReader(await sharedUnderstander());
});

async function read(
  question: string,
  options: { language?: Language; match?: MatchTeams; before?: string[] } = {},
): Promise<string> {
  const language = options.language ?? 'en';
  const reading = await reader.read({
    question,
    language,
    match: options.match ?? ARSENAL_CHELSEA,
    history: (options.before ?? []).map((content) => ({ role: 'user', content, language })),
  });
  return reading.asks.map((a: Ask) => askLabel(a)).join(' ; ');
}

describe('splitting a message', () => {
  it('splits on question marks and joining words, keeping what joins each clause', () => {
    expect(splitClauses('who wins? and over 2.5')).toEqual([
      { text: 'who wins?', joint: null },
      { text: 'over 2.5', joint: '?' },
    ]);
    expect(splitClauses('arsenal to win and btts').map((c) => c.joint)).toEqual([null, 'and']);
  });
});

describe('several asks in one message', () => {
  it('reads two questions in the order asked', async () => {
    expect(await read('who wins and how many goals?')).toBe('result ; totals');
    expect(await read('¿gana el Arsenal? ¿y marcan los dos?', { language: 'es' })).toBe(
      'result team=home form=yes_no ; btts form=yes_no',
    );
  });

  it('reads selections joined as one bet as a combination, and a tail asking for its price', async () => {
    expect(await read('arsenal to win and both teams to score, price?')).toBe(
      'result team=home & btts form=odds',
    );
  });

  it('keeps an answer at half-time and one at full time as one HT/FT selection', async () => {
    expect(
      await read('empate al descanso y victoria del arsenal al final', { language: 'es' }),
    ).toBe('half_time_full_time ht=draw ft=home');
  });

  it('leaves the story around a question out', async () => {
    expect(
      await read(
        "my mate reckons chelsea always bottle these, he's been saying it all week. will arsenal win?",
      ),
    ).toBe('result team=home form=yes_no');
  });
});

describe('time frames and the season', () => {
  it('reads a past match with the kind of a future one', async () => {
    expect(await read('did arsenal win their last game?')).toBe(
      'result team=home when=last_match form=yes_no',
    );
    expect(await read('how many clean sheets have chelsea kept this season')).toBe(
      'clean_sheet team=away when=season',
    );
  });

  it('reads the standings, runs and the next match', async () => {
    expect(await read("who's top of the league")).toBe('standings part=leader');
    expect(await read('how many points are arsenal behind the leaders')).toBe(
      'standings team=home part=gap',
    );
    expect(await read('who do arsenal play next')).toBe('next_match team=home');
  });

  it('keeps the time frame for a follow-up from the stored history', async () => {
    expect(await read('and chelsea?', { before: ['did arsenal win their last game?'] })).toBe(
      'result team=away when=last_match form=yes_no',
    );
  });

  it('reads the view before kick-off on a live match', async () => {
    expect(
      await read('what did you have united at before the game', { match: UNITED_LIVERPOOL }),
    ).toBe('result team=home when=pre_match');
  });
});

describe('meaning flips', () => {
  it("reads a side conceding as the other side's goals", async () => {
    expect(await read('will chelsea concede?')).toBe('team_totals team=away conceded form=yes_no');
  });

  it('reads a side losing as the other side winning, and not losing as the double chance', async () => {
    expect(await read('¿el arsenal pierde este?', { language: 'es' })).toBe(
      'result team=away form=yes_no',
    );
    expect(await read('arsenal not to lose, chance?')).toBe('double_chance team=home');
  });

  it('reads both teams NOT to score', async () => {
    expect(await read('both teams not to score, how likely')).toBe('btts dir=under');
  });
});

describe('prices and live moments', () => {
  it('reads the chance a quoted price implies', async () => {
    expect(await read('arsenal are 2.10, what chance is that')).toBe(
      'implied_chance team=home price=2.1',
    );
  });

  it('reads a bare exclamation on a live match as the match now', async () => {
    expect(await read('GOAL!!!', { match: UNITED_LIVERPOOL })).toBe('result');
  });
});

describe('the form of the answer', () => {
  it('tells yes/no questions from requests', async () => {
    expect(await read('will arsenal win?')).toBe('result team=home form=yes_no');
    expect(await read('can you analyse arsenal v chelsea for me')).toBe('overview');
  });
});
