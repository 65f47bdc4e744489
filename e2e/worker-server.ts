import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../server/test/server-process.ts';

export interface WorkerServer {
  url: string;
  stop(): Promise<void>;
}

/** The first worker's port; E2E_PORT lets parallel checkouts on one machine keep apart. */
export const basePort = Number(process.env.E2E_PORT ?? 3199);

/**
 * The built app served by the real server (as `npm start` runs it) on a fresh embedded database of its own, so the
 * demo seed runs and no other worker sees this one's changes. The port follows the worker's parallel index: a worker
 * that replaces a failed one reuses the port its predecessor freed when it stopped. With `smtpUrl` its mail is
 * delivered there.
 */
export async function startWorkerServer(
  parallelIndex: number,
  options: { smtpUrl?: string; economicApiUrl?: string } = {},
): Promise<WorkerServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'servio-e2e-'));
  // Every spec file of a worker books from 127.0.0.1 on one server: the booking page's per-address limit (10 in 10
  // minutes) would answer 429 to the journeys that follow; its refusal is tested with a limit of its own
  // (server/test/booking-site.test.ts) and the page's 429 message with a route answer (e2e/booking-page.spec.ts).
  const env: Record<string, string> = { DATA_DIR: dataDir, BOOKING_POSTS_PER_ADDRESS: '1000' };
  // Mail goes to the worker's SMTP listener (the mailbox fixture), as it would to a real relay.
  if (options.smtpUrl) env.SMTP_URL = options.smtpUrl;
  // e-conomic is the worker's fake (docs/decisions/0031), never the real one.
  // The server runs as in production, which keeps partners' tokens only with a key of its own.
  if (options.economicApiUrl) {
    env.ECONOMIC_API_URL = options.economicApiUrl;
    env.SECRETS_KEY = randomBytes(32).toString('base64');
  }
  const server = await startServerProcess(
    env,
    basePort + parallelIndex,
    (line) => {
      // Only the server's errors (pino level 50 and up) reach the test output; the rest is noise here.
      if (/"level":(5|6)0\b/.test(line)) console.error(line);
    },
    'built',
  );
  return {
    url: server.url,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
