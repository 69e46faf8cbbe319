import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FeatureOptions } from '../app-deps';
import { leagues } from '../db/schema';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { matchStateAt } from './match-clock';
import { matchKnowledgeFor, seasonTable, tableJson } from './match-knowledge';
import {
  headToHead,
  latestSeason,
  listMatches,
  type MatchRow,
  matchById,
  matchDetailData,
} from './match-queries';
import { isFresh, type MatchView, matchViews } from './match-views';
import { type PredictionRow, predictionService } from './predictions';

const LIST_LIMIT = 200;
const LEAGUE_CODES = ['PL', 'PD', 'SA', 'BL1', 'FL1'] as const;
const FIRST_DATE = '1900-01-01';
const LAST_DATE = '2999-12-31';

const listQuery = z
  .object({
    league: z.enum(LEAGUE_CODES).optional(),
    status: z.enum(['upcoming', 'live', 'finished']).optional(),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
      .refine(
        (d) =>
          !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
          new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
        'is not a date',
      )
      // A year PostgreSQL and the day after it can both be written in (9999-12-31's next
      // day is year 10000, which it cannot parse).
      .refine(
        (d) => d >= FIRST_DATE && d <= LAST_DATE,
        `must be between ${FIRST_DATE} and ${LAST_DATE}`,
      )
      .optional(),
  })
  .strict();

const idParams = z.object({ id: z.string() });
const leagueParams = z.object({ code: z.string() });
const tableQuery = z
  .object({
    season: z
      .string()
      .regex(/^\d{4}-\d{2}$/, 'must look like 2024-25')
      .optional(),
  })
  .strict();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/leagues/, /api/leagues/{code}/table/, /api/matches/, /api/matches/{id}/,
 * /api/matches/{id}/head-to-head/ — all for signed-in users only. */
export const matchesRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  const predictions = predictionService(db);
  const views = matchViews(db);

  /** A view from memory: 304 when the client holds it already, else its body. The browser
   * keeps it per user and asks again every time (`private, no-cache`). */
  const sendView = (request: FastifyRequest, reply: FastifyReply, view: MatchView) => {
    reply.header('etag', view.etag).header('cache-control', 'private, no-cache');
    if (isFresh(request.headers['if-none-match'], view.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(view.body);
  };

  const present = (row: MatchRow, prediction: PredictionRow | undefined, now: Date) => {
    const state = matchStateAt(row, now);
    return {
      id: row.id,
      league: row.league,
      season: row.season,
      kickoff: row.kickoff.toISOString(),
      status: state.status,
      minute: state.minute,
      home: { id: row.homeId, name: row.homeDisplayName },
      away: { id: row.awayId, name: row.awayDisplayName },
      score: state.score,
      prediction: prediction
        ? { home: prediction.home, draw: prediction.draw, away: prediction.away }
        : null,
      demo: row.source === 'demo',
    };
  };

  const presentAll = async (rows: MatchRow[], now: Date) => {
    const byId = await predictions.forMatches(rows, now);
    return rows.map((row) => present(row, byId.get(row.id), now));
  };

  const findMatch = async (id: string) => {
    const row = UUID.test(id) ? await matchById(db, id) : undefined;
    if (!row) throw new HttpError(404, 'Match not found', { code: 'not_found' });
    return row;
  };

  app.get('/leagues/', async () =>
    db
      .select({ code: leagues.code, name: leagues.name, country: leagues.country })
      .from(leagues)
      .orderBy(leagues.code),
  );

  app.get('/leagues/:code/table/', async (request, reply) => {
    const { code } = parseInput(leagueParams, request.params);
    const query = parseInput(tableQuery, request.query);
    if (!(LEAGUE_CODES as readonly string[]).includes(code)) {
      throw new HttpError(404, 'League not found', { code: 'not_found' });
    }
    const now = new Date();
    const view = await views.view(`table:${code}:${query.season ?? ''}`, now, async () => {
      const season = query.season ?? (await latestSeason(db, code));
      if (!season) return tableJson(code, null, { rows: [], tieBreaks: [] });
      const table = await seasonTable(db, code, season, now);
      if (query.season && table.rows.length === 0) {
        throw new HttpError(404, `No ${code} season ${season}`, { code: 'not_found' });
      }
      return tableJson(code, season, table);
    });
    return sendView(request, reply, view);
  });

  app.get('/matches/', async (request, reply) => {
    const query = parseInput(listQuery, request.query);
    const now = new Date();
    const key = `list:${query.league ?? ''}:${query.status ?? ''}:${query.date ?? ''}`;
    const view = await views.view(key, now, async () =>
      presentAll(await listMatches(db, { ...query, limit: LIST_LIMIT }, now), now),
    );
    return sendView(request, reply, view);
  });

  app.get('/matches/:id/', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const now = new Date();
    const view = await views.view(`match:${id}`, now, () => matchDetail(id, now));
    return sendView(request, reply, view);
  });

  const matchDetail = async (id: string, now: Date) => {
    const row = await findMatch(id);
    const prediction = (await predictions.forMatches([row], now)).get(row.id);
    const { knowledge, seasonContext } = await matchKnowledgeFor(db, predictions, row, now);
    const data = await matchDetailData(db, row.id);
    // A score may not show before the match has been played on the clock (demo matches
    // store their eventual result): then neither may its statistics.
    const played = present(row, prediction, now);
    return {
      ...played,
      odds: data.odds,
      stats: played.score ? data.stats : null,
      knowledge,
      season_context: seasonContext,
      analysis: prediction
        ? {
            expected_goals: { home: prediction.expectedHome, away: prediction.expectedAway },
            over_25: prediction.over25,
            btts: prediction.btts,
            most_likely_scores: prediction.likelyScores,
            model_basis: prediction.modelBasis,
          }
        : null,
    };
  };

  app.get('/matches/:id/head-to-head/', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const row = await findMatch(id);
    const now = new Date();
    const meetings = await headToHead(db, row, now);
    return { matches: meetings.map((m) => present(m, undefined, now)) };
  });
};
