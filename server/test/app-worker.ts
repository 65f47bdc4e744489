import { loadSigningKey } from '../src/auth/tokens.ts';
import { jobFailureHandlers, jobHandlers } from '../src/jobs/handlers.ts';
import { startWorker, type RunningWorker, type WorkerOptions } from '../src/jobs/worker.ts';
import { economicServicesOf } from '../src/modules/economic/index.ts';
import { readStoredFile } from '../src/modules/files/index.ts';
import { mailClickKey, smtpTransport } from '../src/modules/mail/index.ts';
import type { TestApp } from './harness.ts';
import type { SmtpListener } from './smtp-listener.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * The app's worker with every job kind the app runs (jobHandlers), delivering mail to the test's SMTP listener and
 * polling fast: what a test that follows a job through (a PDF, its mail) starts; `schedules` adds recurring jobs (the
 * nightly reminder run). Stopping it closes its transport.
 */
export async function startAppWorker(
  t: TestApp,
  smtp: SmtpListener,
  schedules: WorkerOptions['schedules'] = [],
): Promise<RunningWorker> {
  const transport = smtpTransport(smtp.url);
  const running = await startWorker({
    database: t.database,
    handlers: jobHandlers({
      mail: {
        transport,
        publicUrl: 'http://app.servio.test',
        productFrom: 'Servio <no-reply@servio.dk>',
        clickKey: mailClickKey(await loadSigningKey(t.database.db, t.services.config.jwtSecret)),
        loadAttachment: readStoredFile,
        log: silent,
      },
      economic: economicServicesOf(t.services),
    }),
    onFailure: jobFailureHandlers,
    schedules,
    log: silent,
    pollMs: 20,
    leaseSeconds: 30,
    retryBaseMs: 50,
  });
  return {
    id: running.id,
    async stop() {
      await running.stop();
      transport.close();
    },
  };
}
