import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { languages } from '../../contracts/language';
import type { FeatureOptions } from '../app-deps';
import { publicRoute } from '../auth/require-user';
import { leagues } from '../db/schema';
import { parseInput } from '../http/parse-input';
import { listMatches, matchStateAt } from '../matches/match-queries';
import { predictionService } from '../matches/predictions';
import { modelAccuracy } from './model-accuracy';
import { buildWeeklyPreview, PREVIEW_DAYS, type PreviewItem } from './weekly-preview';

const previewQuery = z.object({ lang: z.enum(languages).default('en') }).strict();

// A week of the five leagues is about 50 matches; postponed ones come last in the list.
const UPCOMING_LIMIT = 400;

/** GET /api/blog/model-accuracy/ — public: the model's track record (walk-forward bench and
 * the stored predictions of finished matches).
 * GET /api/blog/weekly-preview/?lang=en|es — public: the blog's generated post about the
 * coming seven days, from the stored (or freshly fitted) predictions. */
export const blogRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  const predictions = predictionService(db);

  app.get('/model-accuracy/', publicRoute(), async () => modelAccuracy(db, new Date()));

  app.get('/weekly-preview/', publicRoute(), async (request) => {
    const { lang } = parseInput(previewQuery, request.query);
    const now = new Date();
    const to = new Date(now.getTime() + PREVIEW_DAYS * 86_400_000);
    const rows = (await listMatches(db, { status: 'upcoming', limit: UPCOMING_LIMIT }, now)).filter(
      (row) => row.kickoff < to && matchStateAt(row, now).status === 'scheduled',
    );
    const byId = await predictions.forMatches(rows, now);
    const names = new Map(
      (await db.select({ code: leagues.code, name: leagues.name }).from(leagues)).map((l) => [
        l.code,
        l.name,
      ]),
    );
    const items: PreviewItem[] = rows.flatMap((row) => {
      const prediction = byId.get(row.id);
      if (!prediction) return [];
      return [
        {
          id: row.id,
          league: row.league,
          leagueName: names.get(row.league) ?? row.league,
          kickoff: row.kickoff,
          home: row.homeDisplayName,
          away: row.awayDisplayName,
          demo: row.source === 'demo',
          prediction,
        },
      ];
    });
    return buildWeeklyPreview(items, lang, { from: now, to, now });
  });
};
