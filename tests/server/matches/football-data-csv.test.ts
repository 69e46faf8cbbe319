import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  decodeCsvBytes,
  normaliseTeamName,
  parseFootballDataCsv,
  parseFootballDataDate,
  parseFootballDataFixturesCsv,
  seasonFromDate,
  seasonFromFileName,
  splitCsvLines,
} from '../../../server/matches/csv/football-data-csv';

const utf8 = (text: string) => new TextEncoder().encode(text);
const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0) & 0xff));

describe('decodeCsvBytes', () => {
  it('strips a UTF-8 byte-order mark', () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('Div,Date')]);
    expect(decodeCsvBytes(bytes)).toBe('Div,Date');
  });

  it('reads UTF-8 and falls back to latin-1 for bytes that are not UTF-8', () => {
    expect(decodeCsvBytes(utf8('Köln,Málaga'))).toBe('Köln,Málaga');
    const bytes = latin1('K\u00f6ln,M\u00e1laga,N\u00fcrnberg,Alav\u00e9s');
    expect(bytes).toHaveLength(27);
    expect(decodeCsvBytes(bytes)).toBe('Köln,Málaga,Nürnberg,Alavés');
  });
});

describe('splitCsvLines', () => {
  it('keeps commas and doubled quotes inside quoted fields and numbers lines from 1', () => {
    const records = splitCsvLines('a,b\r\n"x, y","say ""hi"""\n1,2');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['1', '2'] },
    ]);
  });
});

describe('dates and seasons', () => {
  it('reads dd/mm/yy and dd/mm/yyyy', () => {
    expect(parseFootballDataDate('16/08/03')).toBe('2003-08-16');
    expect(parseFootballDataDate('19/05/2024')).toBe('2024-05-19');
    expect(parseFootballDataDate('1/9/95')).toBe('1995-09-01');
  });

  it('rejects impossible or malformed dates', () => {
    expect(parseFootballDataDate('31/02/2024')).toBeNull();
    expect(parseFootballDataDate('2024-05-19')).toBeNull();
    expect(parseFootballDataDate('')).toBeNull();
  });

  it('takes the season from the file name, else from the date', () => {
    expect(seasonFromFileName('E0_2324.csv')).toBe('2023-24');
    expect(seasonFromFileName('/data/SP1_9900.csv')).toBe('1999-00');
    expect(seasonFromFileName('premier.csv')).toBeNull();
    expect(seasonFromDate('2023-08-11')).toBe('2023-24');
    expect(seasonFromDate('2024-05-19')).toBe('2023-24');
  });
});

describe('normaliseTeamName', () => {
  it('trims, collapses spaces and maps other spellings to one name', () => {
    expect(normaliseTeamName('  Man   City ')).toBe('Man City');
    expect(normaliseTeamName('Man Utd')).toBe('Man United');
    expect(normaliseTeamName('Bayern München')).toBe('Bayern Munich');
    expect(normaliseTeamName('Paris Saint-Germain')).toBe('Paris SG');
    expect(normaliseTeamName("Nott'm Forest")).toBe("Nott'm Forest");
  });
});

describe('parseFootballDataCsv', () => {
  const header =
    'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,B365H,B365D,B365A,PSH,PSD,PSA,AvgH,AvgD,AvgA,PSCH,PSCD,PSCA';

  it('parses rows with kick-off time, goals, league code and the best odds', () => {
    const csv = [
      header,
      'E0,11/08/2023,20:00,Burnley,Man City,0,3,A,8.0,5.25,1.33,8.4,5.5,1.36,8.0,5.3,1.35,9.0,5.8,1.33',
      "E0,12/08/2023,12:30,Arsenal,Nott'm Forest,2,1,H,1.2,7,13,1.22,7.2,14,1.21,7,13,,,",
      'E0,12/08/2023,15:00,Bournemouth,West Ham,1,1,D,2.5,3.4,2.8,,,,2.45,3.4,2.8,,,',
      'E0,12/08/2023,,Brighton,Luton,4,1,H,1.3,5.5,9,,,,,,,,,',
      ',,,,,,,,,,,,,,,,,,,',
      '',
    ].join('\n');
    const { rows, badRows } = parseFootballDataCsv(utf8(csv), 'E0_2324.csv');
    expect(badRows).toEqual([]);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      file: 'E0_2324.csv',
      line: 2,
      division: 'E0',
      league: 'PL',
      season: '2023-24',
      date: '2023-08-11',
      time: '20:00',
      homeTeam: 'Burnley',
      awayTeam: 'Man City',
      homeGoals: 0,
      awayGoals: 3,
      result: 'A',
      odds: { home: 9, draw: 5.8, away: 1.33, source: 'PSC' },
    });
    expect(rows[1]?.odds).toEqual({ home: 1.22, draw: 7.2, away: 14, source: 'PS' });
    expect(rows[2]?.odds?.source).toBe('Avg');
    expect(rows[3]).toMatchObject({ time: null, odds: { source: 'B365', home: 1.3 } });
  });

  it('handles a BOM, latin-1 names, two-digit years, pandas floats and BbAv odds', () => {
    const csv = [
      'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR,BbAvH,BbAvD,BbAvA',
      'D1,05/08/05,Bayern M\u00fcnchen,M\u00f6nchengladbach,3.0,0.0,H,1.31,4.37,8.59',
      'SP1,27/08/05,Alav\u00e9s,Barcelona,0,0,D,6.5,3.8,1.5',
    ].join('\n');
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...latin1(csv)]);
    const { rows, badRows } = parseFootballDataCsv(bytes, 'mixed.csv');
    expect(badRows).toEqual([]);
    expect(rows.map((r) => [r.league, r.date, r.season, r.homeTeam, r.awayTeam])).toEqual([
      ['BL1', '2005-08-05', '2005-06', 'Bayern Munich', "M'gladbach"],
      ['PD', '2005-08-27', '2005-06', 'Alaves', 'Barcelona'],
    ]);
    expect(rows[0]).toMatchObject({ homeGoals: 3, awayGoals: 0, odds: { source: 'BbAv' } });
  });

  it('reports bad rows with file and line and keeps the good ones', () => {
    const csv = [
      'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR',
      'I1,19/08/23,Empoli,Verona,0,1,A',
      'I1,31/02/23,Frosinone,Napoli,1,3,A',
      'I1,19/08/23,Genoa,Fiorentina,,,',
      'XX,19/08/23,Inter,Monza,2,0,H',
      'I1,20/08/23,Roma,Salernitana,2,2,H',
      'I1,20/08/23,Lecce,,1,1,D',
      'I1,20/08/23,Sassuolo,Atalanta,0,2,A',
    ].join('\n');
    const { rows, badRows } = parseFootballDataCsv(csv, 'I1_2324.csv');
    expect(rows.map((r) => r.line)).toEqual([2, 8]);
    expect(badRows).toEqual([
      { file: 'I1_2324.csv', line: 3, reason: "bad date '31/02/23'" },
      { file: 'I1_2324.csv', line: 4, reason: "bad full-time goals ''-''" },
      { file: 'I1_2324.csv', line: 5, reason: "unknown division 'XX'" },
      { file: 'I1_2324.csv', line: 6, reason: "FTR 'H' disagrees with score 2-2" },
      { file: 'I1_2324.csv', line: 7, reason: 'missing team name' },
    ]);
  });

  it('reports a file without the columns it needs', () => {
    const { rows, badRows } = parseFootballDataCsv('Div,Date,HomeTeam\nE0,01/01/24,X', 'odd.csv');
    expect(rows).toEqual([]);
    expect(badRows).toEqual([
      { file: 'odd.csv', line: 1, reason: 'missing columns: AwayTeam, FTHG, FTAG' },
    ]);
  });
});

describe('odds, statistics and fixtures.csv', () => {
  it('reads opening and closing prices by source and the statistics; Bb* before 2019-20', () => {
    const text = [
      'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,HTHG,HTAG,HS,AS,HC,AC,HY,AY,B365H,B365D,B365A,BbAvH,BbAvD,BbAvA,BbAv>2.5,BbAv<2.5,PSCH,PSCD,PSCA',
      'E0,12/08/17,Watford,Liverpool,3,3,2,2,9,14,6.0,6,1,0,6,4.33,1.53,5.9,4.2,1.55,1.5,2.6,6.5,4.4,1.55',
    ].join('\r\n');
    const [row] = parseFootballDataCsv(text, 'E0_1718.csv').rows;
    expect(row?.stats).toEqual({
      half_time: { home: 2, away: 2 },
      shots: { home: 9, away: 14 },
      shots_on_target: null,
      corners: { home: 6, away: 6 },
      fouls: null,
      yellow_cards: { home: 1, away: 0 },
      red_cards: null,
    });
    expect(row?.bookmakerOdds).toEqual({
      match_result: [
        { source: 'bet365', phase: 'opening', home: 6, draw: 4.33, away: 1.53 },
        { source: 'market_average', phase: 'opening', home: 5.9, draw: 4.2, away: 1.55 },
        { source: 'pinnacle', phase: 'closing', home: 6.5, draw: 4.4, away: 1.55 },
      ],
      over_under_2_5: [{ source: 'market_average', phase: 'opening', over: 1.5, under: 2.6 }],
    });
  });

  it('reads fixtures.csv: our leagues only, no score, odds kept, both date forms', () => {
    const text = [
      'Div,Date,Time,HomeTeam,AwayTeam,Referee,B365H,B365D,B365A,Avg>2.5,Avg<2.5',
      'SC0,08/08/2026,12:30,Celtic,Rangers,,1.5,4,6,1.6,2.3',
      'SP1,09/08/2026,21:00,Atletico Madrid,Sevilla,,1.7,3.6,5,1.9,1.9',
      'D1,10/08/26,15:30,Bayern München,FC Köln,,1.2,7,13,,',
      'E0,31/02/2026,15:00,Arsenal,Chelsea,,2,3.4,3.6,,',
    ].join('\r\n');
    const { rows, badRows } = parseFootballDataFixturesCsv(text, 'fixtures.csv');
    expect(rows.map((r) => [r.league, r.date, r.time, r.homeTeam, r.awayTeam, r.season])).toEqual([
      ['PD', '2026-08-09', '21:00', 'Ath Madrid', 'Sevilla', '2026-27'],
      ['BL1', '2026-08-10', '15:30', 'Bayern Munich', 'FC Koln', '2026-27'],
    ]);
    expect(rows[0]?.bookmakerOdds).toEqual({
      match_result: [{ source: 'bet365', phase: 'opening', home: 1.7, draw: 3.6, away: 5 }],
      over_under_2_5: [{ source: 'market_average', phase: 'opening', over: 1.9, under: 1.9 }],
    });
    expect(rows[1]?.bookmakerOdds?.over_under_2_5).toEqual([]);
    expect(badRows).toEqual([{ file: 'fixtures.csv', line: 5, reason: "bad date '31/02/2026'" }]);
  });
});

// The real football-data.co.uk files the project keeps beside the repository (never a copy).
const dataDir = resolve(
  process.env.FOOTBALL_DATA_DIR ?? resolve(__dirname, '../../../../shared/data/football-data'),
);
// Seasons the shared copy holds only in part (see the data folder's README).
const KNOWN_SHORT: Record<string, number> = {
  'E0_0304.csv': 335,
  'E0_0405.csv': 335,
  'D1_0304.csv': 194,
  'F1_0304.csv': 223,
  'I1_0304.csv': 194,
  'I1_0405.csv': 300,
  'SP1_0405.csv': 268,
  'F1_1920.csv': 279,
};

describe('the real football-data files', () => {
  it('all parse without bad rows into plausible seasons', () => {
    const files = readdirSync(dataDir).filter((f) => f.endsWith('.csv'));
    expect(files.length).toBeGreaterThanOrEqual(100);
    const problems: string[] = [];
    for (const file of files) {
      const { rows, badRows } = parseFootballDataCsv(readFileSync(join(dataDir, file)), file);
      for (const bad of badRows) problems.push(`${bad.file}:${bad.line} ${bad.reason}`);
      const division = file.split('_')[0];
      const teams = new Set(rows.flatMap((r) => [r.homeTeam, r.awayTeam]));
      const expected = KNOWN_SHORT[file];
      if (expected !== undefined) {
        if (rows.length !== expected)
          problems.push(`${file}: ${rows.length} rows, expected ${expected}`);
      } else if (rows.length !== teams.size * (teams.size - 1)) {
        problems.push(`${file}: ${rows.length} rows for ${teams.size} teams`);
      }
      if (expected === undefined && (rows.length < 306 || rows.length > 380)) {
        problems.push(`${file}: ${rows.length} rows`);
      }
      if (rows.some((r) => r.division !== division)) problems.push(`${file}: other divisions`);
      if (rows.some((r) => r.season !== seasonFromFileName(file))) problems.push(`${file}: season`);
    }
    expect(problems).toEqual([]);
  });

  it('finds odds for almost every match and Pinnacle closing odds from 2012-13', () => {
    const rows = ['E0_1213.csv', 'SP1_2324.csv', 'D1_0506.csv'].flatMap(
      (file) => parseFootballDataCsv(readFileSync(join(dataDir, file)), file).rows,
    );
    expect(
      rows.filter((r) => r.file === 'E0_1213.csv').every((r) => r.odds?.source === 'PSC'),
    ).toBe(true);
    expect(
      rows.filter((r) => r.file === 'D1_0506.csv').every((r) => r.odds?.source === 'BbAv'),
    ).toBe(true);
    expect(rows.find((r) => r.file === 'SP1_2324.csv')?.time).toMatch(/^\d\d:\d\d$/);
  });

  it('reads the half-time score when present and consistent with the final one', () => {
    const csv = [
      'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HTHG,HTAG',
      'E0,16/08/03,Arsenal,Everton,2,1,H,1,0',
      'E0,16/08/03,Leeds,Newcastle,2,2,D,,',
      'E0,16/08/03,Fulham,Boro,3,2,H,4,0',
    ].join('\n');
    const { rows, badRows } = parseFootballDataCsv(utf8(csv), 'E0_0304.csv');
    expect(badRows).toEqual([]);
    expect(rows.map((r) => r.halfTime)).toEqual([{ home: 1, away: 0 }, null, null]);
    const real = parseFootballDataCsv(readFileSync(join(dataDir, 'E0_2324.csv')), 'E0_2324.csv');
    expect(real.rows.every((r) => r.halfTime !== null)).toBe(true);
  });
});
