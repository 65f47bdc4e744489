import { readConfig } from './config.ts';
import { startServer } from './server.ts';

const server = await startServer(readConfig());

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
