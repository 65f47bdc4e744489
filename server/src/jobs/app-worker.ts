import type { BaseLogger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { logMailSink } from '../modules/mail/mail-sink.ts';
import { jobHandlers } from './handlers.ts';
import { startWorker, type RunningWorker } from './worker.ts';

/** The app's worker as the server and `npm run worker` start it: every job kind, mails to the log. */
export function startAppWorker(
  config: Config,
  database: Database,
  log: Pick<BaseLogger, 'info' | 'warn' | 'error'>,
): Promise<RunningWorker> {
  return startWorker({
    database,
    handlers: jobHandlers({ mailSink: logMailSink(log) }),
    log,
    pollMs: config.workerPollMs,
    leaseSeconds: config.workerLeaseSeconds,
    retryBaseMs: config.workerRetryBaseMs,
  });
}
