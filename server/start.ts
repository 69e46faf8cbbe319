import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { resolveJwtSecret } from './auth/jwt-secret';
import { failInterruptedReplies } from './chat/interrupted-replies';
import type { Config } from './config';
import { type Database, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { startCoUkSync } from './matches/co-uk-sync';
import { type MatchSync, startMatchSync } from './matches/live-sync';
import { seedDemoIfEmpty } from './matches/seed-demo';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** The address the server listens on, e.g. http://127.0.0.1:3000. */
  url: string;
  /** The football-data.org sync when FOOTBALL_DATA_TOKEN is set, else null. With
   * MATCH_DATA=auto it starts after the first football-data.co.uk import. */
  matchSync: MatchSync | null;
  /** The football-data.co.uk import with MATCH_DATA=auto, else null. */
  coUkSync: MatchSync | null;
  /** Stops accepting requests, lets in-flight ones finish, then closes the database. */
  close(): Promise<void>;
}

/** Opens and migrates the database, resolves the JWT secret, builds the app and listens.
 * main.ts adds process concerns (signals, exit codes); tests can call this directly. */
export async function startServer(
  config: Config,
  options: {
    logger?: FastifyBaseLogger;
    /** The clock of the match imports (which seasons are current); tests fix it. */
    now?: () => Date;
  } = {},
): Promise<RunningServer> {
  const { now, ...appOptions } = options;
  const startedAt = new Date();
  // The app (and its logger) only exists once the database is ready; idle-connection
  // errors before that have nobody to tell and are dropped.
  let log: FastifyBaseLogger | undefined = options.logger;
  const database = await openDatabase(config, {
    onIdleError: (error) => log?.warn({ err: error }, 'database connection lost'),
  });
  let app: FastifyInstance | undefined;
  try {
    await migrate(database);
    // Real data is imported once the server listens, so a long first import never delays
    // the start; MATCH_DATA=demo (and no live source) seeds the demo right here.
    if (config.matchData === 'demo' && !config.footballDataToken) {
      await seedDemoIfEmpty(database.db, now?.());
    }
    const jwtSecret = await resolveJwtSecret(config, database.db);
    const interrupted = await failInterruptedReplies(database.db, startedAt);
    app = await buildApp({ config, database, jwtSecret, ...appOptions });
    log = app.log;
    if (interrupted > 0) {
      app.log.warn(
        { replies: interrupted },
        'chat replies interrupted by the last stop marked error',
      );
    }
    const url = await app.listen({ port: config.port, host: config.host });
    app.log.info(
      {
        database: database.kind,
        location: database.location,
        jwtSecret: config.jwtSecret ? 'JWT_SECRET' : 'database',
      },
      `GoalVision is running at ${config.publicUrl ?? url}`,
    );
    const coUkSync =
      config.matchData === 'auto'
        ? startCoUkSync({
            db: database.db,
            log: app.log,
            baseUrl: config.footballDataCoUkUrl,
            refreshMs: config.matchDataRefreshHours * 3_600_000,
            answerTimeoutMs: config.footballDataCoUkTimeoutMs,
            demoWhenUnreachable: !config.footballDataToken,
            ...(now ? { now } : {}),
          })
        : null;
    const matchSync = config.footballDataToken
      ? startMatchSync({
          db: database.db,
          log: app.log,
          source: { token: config.footballDataToken, baseUrl: config.footballDataUrl },
          intervalMs: config.footballDataSyncMinutes * 60_000,
          // After the CSVs' first import: both write the same matches, one at a time.
          ...(coUkSync ? { after: coUkSync.settled() } : {}),
          ...(now ? { now } : {}),
        })
      : null;
    const running = app;
    return {
      app: running,
      database,
      url,
      matchSync,
      coUkSync,
      async close() {
        await coUkSync?.stop();
        await matchSync?.stop();
        await running.close();
        await database.close();
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}
