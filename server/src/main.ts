import { readConfig } from './config.ts';
import { StartupError } from './ops/startup-error.ts';
import { startServer, type RunningServer } from './server.ts';

let server: RunningServer;
try {
  server = await startServer(readConfig());
} catch (error) {
  // An expected refusal (the data dir in use, the database's app role missing) is one clear line, not a stack trace.
  if (!(error instanceof StartupError)) throw error;
  console.error(`Servio did not start: ${error.message}`);
  process.exit(1);
}

// SIGTERM and SIGINT: stop taking requests, let those in flight finish, close the database cleanly.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
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
