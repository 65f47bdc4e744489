import cluster from 'node:cluster';
import { readConfig } from './config.ts';
import { limitHeapGrowth } from './ops/heap-growth.ts';
import { runServerProcesses } from './ops/server-processes.ts';
import { StartupError } from './ops/startup-error.ts';

const config = readConfig();
if (cluster.isPrimary && config.processes > 1) {
  // The primary only hands out connections: it never loads the app (a dynamic import below, per process).
  runServerProcesses(config.processes);
} else {
  limitHeapGrowth();
  const { startServer } = await import('./server.ts');
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(config);
  } catch (error) {
    // An expected refusal (the data dir in use, the database's app role missing) is one clear line, not a stack trace.
    if (!(error instanceof StartupError)) throw error;
    console.error(`Servio did not start: ${error.message}`);
    process.exit(1);
  }

  // SIGTERM and SIGINT: stop taking requests, let those in flight finish, close the database cleanly. Once: a
  // process of several may hear Ctrl+C twice (from the terminal, and passed on by the primary).
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      server.app.log.info({ signal }, 'shutting down');
      server.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          server.app.log.error(error, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
