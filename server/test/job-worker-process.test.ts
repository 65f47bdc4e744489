import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { demoCompanyId } from '../src/db/seed/demo.ts';
import { mailMessages } from '../src/db/tables/index.ts';
import { withTenant } from '../src/db/tenant.ts';
import { enqueueMail } from '../src/modules/mail/index.ts';
import { backends, openTestDatabase, type TestDatabase } from './harness.ts';
import {
  freePort,
  gql,
  signInCookie,
  startServerProcess,
  startWorkerProcess,
  type WorkerProcess,
} from './server-process.ts';
import { startSmtpListener, type SmtpListener } from './smtp-listener.ts';
import { waitFor } from './wait-for.ts';

/** The job worker as real processes: in the server on PGlite, and `npm run worker` processes on PostgreSQL. */

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The mails whose delivery a process logged ('mail sent', with the log row's id). */
const sentIds = (lines: string[]): string[] =>
  lines
    .filter((line) => line.includes('"mail sent"'))
    .map((line) => (JSON.parse(line) as { mail: { id: string } }).mail.id);

/** The recipients of the messages the SMTP listener accepted. */
const recipientsOf = (smtp: SmtpListener) =>
  smtp.received.map((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)!.value[0]!.address!);

let smtp: SmtpListener;
beforeEach(async () => {
  smtp = await startSmtpListener();
});
afterEach(async () => smtp?.close());

describe('the job worker in the server on the embedded database', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'servio-worker-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('delivers the mail of an invitation made through GraphQL over SMTP, never logging the link', async () => {
    const lines: string[] = [];
    const server = await startServerProcess(
      { DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'info', WORKER_POLL_MS: '50', SMTP_URL: smtp.url },
      await freePort(),
      (line) => lines.push(line),
    );
    try {
      const cookie = await signInCookie(server.url);
      const created = await gql(
        server.url,
        cookie,
        'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { id } }',
        { input: { firstName: 'Ida', email: 'ida@demo.dk', kind: 'field', role: 'employee' } },
      );
      expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
      const invited = await gql(server.url, cookie, 'mutation ($id: ID!) { inviteEmployee(id: $id) { link } }', {
        id: created.data!.createEmployee.id,
      });
      expect(invited.errors, JSON.stringify(invited.errors)).toBeUndefined();
      const token = (invited.data!.inviteEmployee.link as string).split('/').pop()!;

      const mail = await waitFor(
        () => smtp.received.find((m) => recipientsOf({ received: [m] } as SmtpListener)[0] === 'ida@demo.dk') ?? null,
        30_000,
        'the invitation mail at the SMTP listener',
      );
      expect(mail.subject).toBe('Din invitation til Servio');
      expect(mail.text).toContain(`/invitation/${token}`);
      expect(lines.some((line) => line.includes(token))).toBe(false);
    } finally {
      expect((await server.stop('SIGTERM')).code).toBe(0);
    }
  });

  it('refuses `npm run worker` on the embedded database with one line', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/worker-main.ts'], {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(/needs DATABASE_URL/)]);
  });
});

// PostgreSQL only (with TEST_DATABASE_URL): PGlite allows one process.
describe.each(backends.filter((backend) => backend === 'postgres'))(
  'npm run worker processes on one %s',
  { timeout: 180_000 },
  (backend) => {
    let t: TestDatabase;
    let database: Database;
    beforeAll(async () => {
      t = await openTestDatabase(backend);
      database = t.database;
    });
    afterAll(async () => t?.close());

    /** Mails as a feature queues them (enqueueMail), each with its own recipient. */
    async function queueMails(batch: string, count: number): Promise<string[]> {
      const recipients = Array.from({ length: count }, (_, i) => `${batch}-${i}@demo.dk`);
      await withTenant(database.db, { companyId: demoCompanyId, userId: null }, async (tx) => {
        for (const to of recipients) {
          await enqueueMail(
            { db: tx, companyId: demoCompanyId },
            { emailType: 'test', to, subject: `Til ${to}`, text: `Hej ${to}` },
          );
        }
      });
      return recipients;
    }

    const ofBatch = (batch: string) => like(mailMessages.toAddress, `${batch}-%`);
    const countOf = (batch: string, status: 'sent' | 'queued' | 'failed' | 'dead') =>
      database.db.$count(mailMessages, and(ofBatch(batch), eq(mailMessages.status, status)));

    function workerEnv(extra: Record<string, string> = {}) {
      return { DATABASE_URL: t.url!, WORKER_POLL_MS: '50', SMTP_URL: smtp.url, ...extra };
    }

    it('two workers deliver 200 mails to the SMTP listener, each exactly once', async () => {
      const logs: string[][] = [[], []];
      const workers: WorkerProcess[] = await Promise.all(
        logs.map((lines) => startWorkerProcess(workerEnv(), (line) => lines.push(line))),
      );
      try {
        // Both workers are polling before the mails arrive, so both take part.
        const recipients = await queueMails('pair', 200);
        await waitFor(async () => (await countOf('pair', 'sent')) === 200, 60_000, 'all 200 sent');
        expect(recipientsOf(smtp).sort()).toEqual([...recipients].sort());
        expect(sentIds(logs[0]!).length).toBeGreaterThan(0);
        expect(sentIds(logs[1]!).length).toBeGreaterThan(0);
        expect(sentIds(logs[0]!).length + sentIds(logs[1]!).length).toBe(200);
      } finally {
        for (const worker of workers) expect((await worker.stop('SIGTERM')).code).toBe(0);
      }
    });

    it('loses no mail and records none sent twice when a worker is killed mid-delivery', async () => {
      const recipients = await queueMails('kill', 200);
      const killed = await startWorkerProcess(workerEnv({ WORKER_LEASE_SECONDS: '2' }), () => {});
      await waitFor(async () => (await countOf('kill', 'sent')) >= 20, 60_000, 'the first worker under way');
      killed.process.kill('SIGKILL');
      expect((await killed.exited).signal).toBe('SIGKILL');
      const sentBeforeTheKill = await countOf('kill', 'sent');
      expect(sentBeforeTheKill).toBeLessThan(200);

      const next = await startWorkerProcess(workerEnv({ WORKER_LEASE_SECONDS: '2' }), () => {});
      try {
        await waitFor(async () => (await countOf('kill', 'sent')) === 200, 60_000, 'all 200 sent after the kill');
      } finally {
        expect((await next.stop('SIGTERM')).code).toBe(0);
      }
      expect(await countOf('kill', 'queued')).toBe(0);
      expect(await countOf('kill', 'dead')).toBe(0);

      // None lost: every recipient's mail reached the listener.
      const received = recipientsOf(smtp);
      expect(new Set(received)).toEqual(new Set(recipients));
      // Recorded sent once each; the listener saw a mail twice only if the killed worker had handed it over and died
      // before its transaction committed (0008: external effects at least once), then with the same Message-ID.
      const rows = await database.db
        .select({ to: mailMessages.toAddress, attempts: mailMessages.attempts, id: mailMessages.id })
        .from(mailMessages)
        .where(ofBatch('kill'));
      expect(rows).toHaveLength(200);
      const twice = recipients.filter((to) => received.filter((r) => r === to).length > 1);
      expect(twice.length).toBeLessThanOrEqual(1);
      for (const to of twice) {
        expect(rows.find((row) => row.to === to)!.attempts).toBe(2);
        const ids = smtp.received
          .filter((m) => recipientsOf({ received: [m] } as SmtpListener)[0] === to)
          .map((m) => m.messageId);
        expect(new Set(ids).size).toBe(1);
      }
      expect(received.length - twice.length).toBe(200);
    });
  },
);
