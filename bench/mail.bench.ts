import { eq } from 'drizzle-orm';
import { readConfig } from '../server/src/config.ts';
import { companies, mailMessages } from '../server/src/db/tables/index.ts';
import { withTenant } from '../server/src/db/tenant.ts';
import { appMailServices } from '../server/src/jobs/app-worker.ts';
import { jobFailureHandlers, jobHandlers } from '../server/src/jobs/handlers.ts';
import { startWorker } from '../server/src/jobs/worker.ts';
import { enqueueMail } from '../server/src/modules/mail/index.ts';
import { startSmtpListener } from '../server/test/smtp-listener.ts';
import { onBackends } from './bench-app.ts';
import { requireProductionMode, type BenchResult } from './lib.ts';

const companyId = '00000000-0000-4000-8000-0000000e0001';
const mailCount = Number(process.env.MAIL_BENCH_COUNT ?? 500);
const silent = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Mail throughput through the queue (issue #16): `mailCount` report-like mails (html with a link, so tracking rewrites
 * it) queued at once, delivered by the app's worker over its pooled SMTP transport to a local SMTP listener; the
 * figure is mails per second from the worker's start until the last is recorded sent.
 */
export async function benchMail(): Promise<BenchResult[]> {
  requireProductionMode('mail');
  const backends = (process.env.MAIL_BENCH_BACKENDS ?? 'pglite,postgres').split(',');
  return onBackends('mail', backends, async (backend, database) => {
    const smtp = await startSmtpListener();
    await database.db.insert(companies).values({ id: companyId, name: 'Postbench ApS', senderEmail: 'post@bench.dk' });
    await withTenant(database.db, { companyId, userId: null }, async (tx) => {
      for (let i = 0; i < mailCount; i++) {
        await enqueueMail(
          { db: tx, companyId },
          {
            emailType: 'report',
            to: `kunde-${i}@bench.dk`,
            subject: `Rapport ${i}`,
            text: `Rapporten for besøg ${i}: https://bench.dk/r/${i}`,
            html: `<p>Rapporten for besøg ${i}: <a href="https://bench.dk/r/${i}">åbn</a></p>`,
          },
        );
      }
    });
    const config = { ...readConfig({}), smtpUrl: smtp.url };
    const mail = await appMailServices(config, database, silent, async () => {
      throw new Error('no attachments in this bench');
    });
    const started = performance.now();
    const worker = await startWorker({
      database,
      handlers: jobHandlers({ mail }),
      onFailure: jobFailureHandlers,
      log: silent,
      pollMs: 20,
      leaseSeconds: 60,
      retryBaseMs: 1000,
    });
    for (;;) {
      const sent = await database.db.$count(mailMessages, eq(mailMessages.status, 'sent'));
      if (sent === mailCount) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    await worker.stop();
    mail.transport?.close();
    await smtp.close();
    if (smtp.received.length < mailCount) throw new Error(`only ${smtp.received.length} of ${mailCount} mails arrived`);
    const perSecond = Math.round(mailCount / seconds);
    console.log(`mail ${backend}: ${mailCount} mails in ${seconds.toFixed(2)} s (${perSecond}/s)`);
    return [
      {
        name: `mail.throughput_${backend}`,
        value: perSecond,
        unit: 'mails/s',
        target: backend === 'pglite' ? '>= 50' : '-',
      },
    ];
  });
}
