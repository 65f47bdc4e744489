import { and, eq } from 'drizzle-orm';
import { dateString, localDay, parseDate } from '@servio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  customers,
  equipmentCategories,
  equipmentProducts,
  mailMessages,
  materials,
  outbox,
  serviceReminders,
} from '../src/db/tables/index.ts';
import { serviceRemindersNightlyJobKind } from '../src/modules/service-reminders/index.ts';
import { backends, openTestDatabase, type TestDatabase } from './harness.ts';
import { startWorkerProcess, type WorkerProcess } from './server-process.ts';
import { startSmtpListener, type SmtpListener } from './smtp-listener.ts';
import { nightArrives } from './night-arrives.ts';
import { waitFor } from './wait-for.ts';

/**
 * Two app instances on one PostgreSQL (`npm run worker` processes, each with the nightly schedule): the night's job
 * exists once per company and each due unit's reminder reaches the SMTP listener once.
 */
describe.each(backends.filter((backend) => backend === 'postgres'))(
  'the nightly service reminders with two worker processes on %s',
  { timeout: 180_000 },
  (backend) => {
    let t: TestDatabase;
    let smtp: SmtpListener;
    beforeAll(async () => {
      t = await openTestDatabase(backend);
      smtp = await startSmtpListener();
    });
    afterAll(async () => {
      await smtp?.close();
      await t?.close();
    });

    it('schedules the night once and sends each reminder once', async () => {
      const db = t.database.db;
      const today = localDay(new Date());
      const [company] = await db
        .insert(companies)
        .values({ name: 'To instanser ApS', materielServiceActive: true, serviceReminderMode: 'automatic' })
        .returning();
      const companyId = company!.id;
      const [category] = await db.insert(equipmentCategories).values({ companyId, name: 'Varmepumper' }).returning();
      const [product] = await db
        .insert(equipmentProducts)
        .values({ companyId, categoryId: category!.id, name: 'MSZ-LN35', serviceIntervalMonths: 12 })
        .returning();
      const [customer] = await db
        .insert(customers)
        .values({ companyId, firstName: 'Nat', lastName: 'Kunde', email: 'nat@kunde.test' })
        .returning();
      const units = 8;
      await db.insert(materials).values(
        Array.from({ length: units }, (_, i) => ({
          companyId,
          productId: product!.id,
          serialNumber: `TI-${i}`,
          customerId: customer!.id,
          nextServiceOn: dateString(parseDate(today) + i),
        })),
      );

      const env = { DATABASE_URL: t.url!, WORKER_POLL_MS: '50', SMTP_URL: smtp.url };
      const workers: WorkerProcess[] = await Promise.all([0, 1].map(() => startWorkerProcess(env, () => {})));
      try {
        const sentOf = () =>
          db.$count(
            mailMessages,
            and(
              eq(mailMessages.companyId, companyId),
              eq(mailMessages.emailType, 'serviceReminder'),
              eq(mailMessages.status, 'sent'),
            ),
          );
        await nightArrives(db, companyId);
        await waitFor(async () => (await sentOf()) === units, 90_000, 'every reminder sent');
        const jobs = await db
          .select()
          .from(outbox)
          .where(and(eq(outbox.companyId, companyId), eq(outbox.kind, serviceRemindersNightlyJobKind)));
        expect(jobs).toHaveLength(1);
        expect(jobs[0]!.sentAt).not.toBeNull();
      } finally {
        for (const worker of workers) expect((await worker.stop('SIGTERM')).code).toBe(0);
      }
      const received = smtp.received.filter((m) => m.subject?.includes('MSZ-LN35'));
      expect(received).toHaveLength(units);
      expect(new Set(received.map((m) => m.subject)).size).toBe(units);
      const reminders = await db.select().from(serviceReminders).where(eq(serviceReminders.companyId, companyId));
      expect(reminders).toHaveLength(units);
    });
  },
);
