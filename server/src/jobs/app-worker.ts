import type { BaseLogger } from 'pino';
import { loadSigningKey } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { loadEconomicServices } from '../modules/economic/index.ts';
import { readStoredFile } from '../modules/files/index.ts';
import { mailClickKey, smtpTransport, type MailServices } from '../modules/mail/index.ts';
import { jobFailureHandlers, jobHandlers } from './handlers.ts';
import { appSchedules } from './schedule.ts';
import { startWorker, type RunningWorker } from './worker.ts';

/** The mail services of the app's worker; `loadAttachment` is the files module's readStoredFile. */
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

/** The app's worker as the server and `npm run worker` start it: every job kind, mail over SMTP_URL or kept. */
export async function startAppWorker(
  config: Config,
  database: Database,
  log: Pick<BaseLogger, 'info' | 'warn' | 'error'>,
): Promise<RunningWorker> {
  // Attachments (a report's PDF, an invoice) are stored files, read in the job's own tenant transaction.
  const mail = await appMailServices(config, database, log, readStoredFile);
  const worker = await startWorker({
    database,
    handlers: jobHandlers({ mail, economic: await loadEconomicServices(config, database) }),
    onFailure: jobFailureHandlers,
    schedules: appSchedules(),
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
