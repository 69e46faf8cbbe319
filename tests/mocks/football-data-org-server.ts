import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for football-data.org v4 on a loopback port: the real paths, header, JSON
// shapes and errors (400 for an unknown token, 403 without one, 429 with
// X-RequestCounter-Reset), with matches the test puts in.

export const FAKE_TOKEN = 'fake-football-data-token';

const COMPETITIONS: Record<string, { id: number; name: string }> = {
  PL: { id: 2021, name: 'Premier League' },
  PD: { id: 2014, name: 'Primera Division' },
  SA: { id: 2019, name: 'Serie A' },
  BL1: { id: 2002, name: 'Bundesliga' },
  FL1: { id: 2015, name: 'Ligue 1' },
};

export interface FakeMatchInput {
  id: number;
  competition: string;
  utcDate: string;
  status: string;
  home: string;
  away: string;
  score?: { home: number; away: number } | null;
  minute?: number | string;
  matchday?: number;
  seasonStart?: string;
}

/** One match as the v4 API writes it. */
export function v4Match(input: FakeMatchInput) {
  const competition = COMPETITIONS[input.competition] ?? { id: 1, name: input.competition };
  // Seasons start in August: a match before July belongs to the one that began last year.
  const year = Number(input.utcDate.slice(0, 4));
  const startYear = Number(input.utcDate.slice(5, 7)) >= 7 ? year : year - 1;
  const seasonStart = input.seasonStart ?? `${startYear}-08-15`;
  const team = (name: string, id: number) => ({
    id,
    name,
    shortName: name.replace(/ FC$/, ''),
    tla: name.slice(0, 3).toUpperCase(),
    crest: `https://crests.football-data.org/${id}.png`,
  });
  const score = input.score ?? null;
  return {
    area: { id: 2072, name: 'Area', code: 'ARE', flag: null },
    competition: {
      id: competition.id,
      name: competition.name,
      code: input.competition,
      type: 'LEAGUE',
      emblem: `https://crests.football-data.org/${input.competition}.png`,
    },
    season: {
      id: 1000,
      startDate: seasonStart,
      endDate: `${Number(seasonStart.slice(0, 4)) + 1}-05-24`,
      currentMatchday: input.matchday ?? 1,
      winner: null,
    },
    id: input.id,
    utcDate: input.utcDate,
    status: input.status,
    ...(input.minute !== undefined ? { minute: input.minute } : {}),
    matchday: input.matchday ?? 1,
    stage: 'REGULAR_SEASON',
    group: null,
    lastUpdated: '2024-01-01T00:00:00Z',
    homeTeam: team(input.home, input.id * 2),
    awayTeam: team(input.away, input.id * 2 + 1),
    score: {
      winner: score
        ? score.home > score.away
          ? 'HOME_TEAM'
          : score.home < score.away
            ? 'AWAY_TEAM'
            : 'DRAW'
        : null,
      duration: 'REGULAR',
      fullTime: { home: score?.home ?? null, away: score?.away ?? null },
      halfTime: { home: null, away: null },
    },
    odds: { msg: 'Activate Odds-Package in User-Panel to retrieve odds.' },
    referees: [],
  };
}

export interface FakeFootballDataOrg {
  /** e.g. http://127.0.0.1:1234/v4 (what FOOTBALL_DATA_URL would be). */
  url: string;
  /** Every request: path with query, and the token it sent. */
  requests: Array<{ path: string; token: string | undefined }>;
  /** Replaces a competition's matches. */
  setMatches(competition: string, matches: FakeMatchInput[]): void;
  /** The next `count` requests get 429 with X-RequestCounter-Reset: `resetSeconds`. */
  rateLimitNext(count: number, resetSeconds: number): void;
  /** A competition's answer becomes this raw body (200, application/json). */
  serveRaw(competition: string, body: string): void;
  close(): Promise<void>;
}

export async function startFakeFootballDataOrg(): Promise<FakeFootballDataOrg> {
  const matches = new Map<string, FakeMatchInput[]>();
  const raw = new Map<string, string>();
  const requests: FakeFootballDataOrg['requests'] = [];
  let limited = 0;
  let resetSeconds = 0;

  const send = (
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const token = request.headers['x-auth-token'];
    const tokenValue = Array.isArray(token) ? token[0] : token;
    requests.push({ path: `${url.pathname}${url.search}`, token: tokenValue });
    if (limited > 0) {
      limited--;
      send(
        response,
        429,
        {
          message: `You reached your request limit. Wait ${resetSeconds} seconds.`,
          errorCode: 429,
        },
        { 'X-RequestCounter-Reset': String(resetSeconds), 'X-Requests-Available-Minute': '0' },
      );
      return;
    }
    if (!tokenValue) {
      send(response, 403, {
        message:
          'The resource you are looking for is restricted. Please pass a valid API token and check your subscription for permission.',
        errorCode: 403,
      });
      return;
    }
    if (tokenValue !== FAKE_TOKEN) {
      send(response, 400, { message: 'Your API token is invalid.', errorCode: 400 });
      return;
    }
    const found = /^\/v4\/competitions\/([A-Z0-9]+)\/matches$/.exec(url.pathname);
    const code = found?.[1];
    if (!code || !COMPETITIONS[code]) {
      send(response, 404, {
        message: 'The resource you are looking for does not exist.',
        errorCode: 404,
      });
      return;
    }
    const rateHeaders = { 'X-Requests-Available-Minute': '9', 'X-RequestCounter-Reset': '60' };
    const body = raw.get(code);
    if (body !== undefined) {
      send(response, 200, body, rateHeaders);
      return;
    }
    const list = (matches.get(code) ?? []).map(v4Match);
    const dates = list.map((m) => m.utcDate.slice(0, 10)).sort();
    send(
      response,
      200,
      {
        filters: Object.fromEntries(url.searchParams),
        resultSet: {
          count: list.length,
          first: dates[0] ?? null,
          last: dates.at(-1) ?? null,
          played: list.filter((m) => m.status === 'FINISHED').length,
        },
        competition: {
          id: COMPETITIONS[code]?.id,
          name: COMPETITIONS[code]?.name,
          code,
          type: 'LEAGUE',
        },
        matches: list,
      },
      rateHeaders,
    );
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v4`,
    requests,
    setMatches: (competition, list) => {
      raw.delete(competition);
      matches.set(competition, list);
    },
    rateLimitNext: (count, seconds) => {
      limited = count;
      resetSeconds = seconds;
    },
    serveRaw: (competition, body) => raw.set(competition, body),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
