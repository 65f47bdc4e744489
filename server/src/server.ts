import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { pruneExpiredSessions } from './auth/session.ts';
import { createTokenService, loadSigningKey } from './auth/tokens.ts';
import type { Config } from './config.ts';
import { migrateDatabase, openDatabase, type Database } from './db/client.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';
import type { AppServices } from './graphql/context.ts';
import { readCacheFor } from './core/read-cache.ts';
import { startAppWorker } from './jobs/app-worker.ts';
import { sweepStoredFiles } from './modules/files/index.ts';
import { idleConnectionCloser } from './ops/idle-connections.ts';
import { keepPlannerStatistics } from './ops/planner-statistics.ts';
import { takeServerLock } from './ops/server-lock.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  stop(): Promise<void>;
}

/** Opens and migrates the database, seeds the demo on an empty one, listens, and starts the job worker. */
export async function startServer(config: Config): Promise<RunningServer> {
  // The embedded database allows one process per data dir: mark it, so backup and restore keep away.
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const releaseLock = config.databaseUrl ? () => {} : takeServerLock(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    appRole: config.appRole,
  });
  const migrated = await migrateDatabase(database);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(database.db) : false;
  const tokens = createTokenService(await loadSigningKey(database.db, config.jwtSecret), config.sessionHours);
  const services: AppServices = { config, database, tokens, readCache: readCacheFor(database) };
  const app = await buildApp(services);
  const closeIdleConnections = idleConnectionCloser(app.server);

  await pruneExpiredSessions(database.db);
  const pruner = setInterval(() => {
    pruneExpiredSessions(database.db).catch((error: unknown) => app.log.warn(error, 'pruning expired sessions failed'));
  }, 3600_000);
  pruner.unref();
  // Bytes whose row is gone (a deleted visit's files, a rolled-back upload) and files marked deleted; an hour's
  // grace keeps an upload still in its transaction (docs/decisions/0021-file-storage.md).
  const sweepFiles = () =>
    sweepStoredFiles(database.db, { graceMs: 3600_000 }).catch((error: unknown) =>
      app.log.warn(error, 'sweeping stored files failed'),
    );
  const sweeper = setInterval(sweepFiles, 3600_000);
  sweeper.unref();

  const stopStatistics = await keepPlannerStatistics(database, app.log, { changed: migrated || seeded });

  const url = await app.listen({ port: config.port, host: config.host });
  app.log.info({ url, database: database.kind }, 'listening');
  // Jobs (mail, …) run here unless WORKER=0 leaves them to `npm run worker` processes on the same database.
  const worker = config.worker ? await startAppWorker(config, database, app.log.child({ component: 'worker' })) : null;
  return {
    app,
    database,
    url,
    async stop() {
      clearInterval(pruner);
      clearInterval(sweeper);
      stopStatistics();
      // The job in hand finishes first; claimed jobs not started go back for another worker.
      await worker?.stop();
      const closing = app.close();
      // Requests in flight finish, but their keep-alive sockets turn idle only after answering, when Fastify no longer
      // looks: without this, stopping waited for the 72 s keep-alive timeout of every client that had a request open.
      const idleCloser = setInterval(closeIdleConnections, 50);
      try {
        await closing;
      } finally {
        clearInterval(idleCloser);
      }
      await database.close();
      releaseLock();
    },
  };
}
