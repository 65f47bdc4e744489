import { pino } from 'pino';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { assertMigrated } from './db/migrated.ts';
import { startAppWorker } from './jobs/app-worker.ts';
import { limitHeapGrowth } from './ops/heap-growth.ts';
import { errorWithSourceStack } from './ops/source-stack.ts';

/**
 * `npm run worker`: a process that only runs jobs, beside the servers on the same PostgreSQL database (start them
 * with WORKER=0 to leave every job to such processes). Not on the embedded database: one process per data dir.
 */
const config = readConfig();
if (!config.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL (PostgreSQL): the embedded database allows one process, so there the server runs the jobs.',
  );
  process.exit(1);
}
limitHeapGrowth();
const log = pino({
  level: config.logLevel,
  base: { pid: process.pid, component: 'worker' },
  serializers: { err: errorWithSourceStack },
});
const database = await openDatabase({ databaseUrl: config.databaseUrl });
try {
  await assertMigrated(database);
} catch (error) {
  console.error((error as Error).message);
  await database.close();
  process.exit(1);
}
const worker = await startAppWorker(config, database, log);

// SIGTERM and SIGINT: finish the job in hand, give back the others, close the pool.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'shutting down');
    worker
      .stop()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error(error, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}
