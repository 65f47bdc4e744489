import type { BaseLogger } from 'pino';
import { loadSigningKey } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { mailClickKey, smtpTransport, type MailServices } from '../modules/mail/index.ts';
import { jobFailureHandlers, jobHandlers } from './handlers.ts';
import { startWorker, type RunningWorker } from './worker.ts';

/** The mail services of the app's worker; `loadAttachment` is the files module's (wired where files exist). */
export async function appMailServices(
  config: Config,
  database: Database,
  log: Pick<BaseLogger, 'info'>,
  loadAttachment: MailServices['loadAttachment'],
): Promise<MailServices> {
  return {
    transport: config.smtpUrl ? smtpTransport(config.smtpUrl) : null,
    publicUrl: config.publicUrl,
    productFrom: config.mailFrom,
    clickKey: mailClickKey(await loadSigningKey(database.db, config.jwtSecret)),
    loadAttachment,
    log,
  };
}

/** Until stored files exist, an attachment cannot be read: the mail fails with this and is retried. */
const noStoredFiles: MailServices['loadAttachment'] = async (_scope, fileId) => {
  throw new Error(`attachment ${fileId}: stored files are not available`);
};

/** The app's worker as the server and `npm run worker` start it: every job kind, mail over SMTP_URL or kept. */
export async function startAppWorker(
  config: Config,
  database: Database,
  log: Pick<BaseLogger, 'info' | 'warn' | 'error'>,
): Promise<RunningWorker> {
  const mail = await appMailServices(config, database, log, noStoredFiles);
  const worker = await startWorker({
    database,
    handlers: jobHandlers({ mail }),
    onFailure: jobFailureHandlers,
    log,
    pollMs: config.workerPollMs,
    leaseSeconds: config.workerLeaseSeconds,
    retryBaseMs: config.workerRetryBaseMs,
  });
  return {
    ...worker,
    async stop() {
      await worker.stop();
      mail.transport?.close();
    },
  };
}
