import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { demoCompanyId } from '../src/db/seed/demo.ts';
import { outbox } from '../src/db/tables/index.ts';
import { withTenant } from '../src/db/tenant.ts';
import { enqueue } from '../src/jobs/queue.ts';
import { backends, openTestDatabase, type TestDatabase } from './harness.ts';
import {
  freePort,
  gql,
  signInCookie,
  startServerProcess,
  startWorkerProcess,
  type WorkerProcess,
} from './server-process.ts';
import { waitFor } from './wait-for.ts';

/** The job worker as real processes: in the server on PGlite, and `npm run worker` processes on PostgreSQL. */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const sinkLine = 'mail delivered (log sink)';

interface SinkEntry {
  msg: string;
  mail: { to: string; subject: string; kind: string };
}

/** The log sink's entries among a process's log lines. */
const sinkEntries = (lines: string[]): SinkEntry[] =>
  lines.filter((line) => line.includes(sinkLine)).map((line) => JSON.parse(line) as SinkEntry);

describe('the job worker in the server on the embedded database', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'servio-worker-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('delivers the mail of an invitation made through GraphQL to the log, without the link', async () => {
    const lines: string[] = [];
    const server = await startServerProcess(
      { DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'info', WORKER_POLL_MS: '50' },
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

      const [delivered] = await waitFor(
        () => {
          const entries = sinkEntries(lines).filter((entry) => entry.mail.to === 'ida@demo.dk');
          return entries.length > 0 ? entries : null;
        },
        30_000,
        'the invitation mail in the log',
      );
      expect(delivered!.mail).toEqual({
        to: 'ida@demo.dk',
        subject: 'Din invitation til Servio',
        kind: 'invitation_email',
      });
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

    /** Invitation mails as invitations.service.ts stores them, each with its own recipient and secret link. */
    async function storeInvitationMails(batch: string, count: number): Promise<string[]> {
      const recipients = Array.from({ length: count }, (_, i) => `${batch}-${i}@demo.dk`);
      await withTenant(database.db, { companyId: demoCompanyId, userId: null }, async (tx) => {
        for (const to of recipients) {
          await enqueue(
            { db: tx, companyId: demoCompanyId },
            {
              kind: 'invitation_email',
              payload: {
                to,
                firstName: 'Test',
                prefLang: 'da',
                role: 'employee',
                link: `/invitation/secret-token-of-${to}`,
                expiresAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
              },
            },
          );
        }
      });
      return recipients;
    }

    const ofBatch = (batch: string) => sql`${outbox.payload}->>'to' like ${`${batch}-%`}`;
    const countOf = async (batch: string, state: 'sent' | 'dead' | 'pending') => {
      const where = {
        sent: isNotNull(outbox.sentAt),
        dead: isNotNull(outbox.deadAt),
        pending: and(isNull(outbox.sentAt), isNull(outbox.deadAt)),
      }[state];
      return database.db.$count(outbox, and(ofBatch(batch), where));
    };

    function workerEnv(extra: Record<string, string> = {}) {
      return { DATABASE_URL: t.url!, WORKER_POLL_MS: '50', ...extra };
    }

    it('two workers deliver 200 invitation mails, each exactly once', async () => {
      const logs: string[][] = [[], []];
      const workers: WorkerProcess[] = await Promise.all(
        logs.map((lines) => startWorkerProcess(workerEnv(), (line) => lines.push(line))),
      );
      try {
        // Both workers are polling before the mails arrive, so both take part.
        const recipients = await storeInvitationMails('pair', 200);
        await waitFor(async () => (await countOf('pair', 'sent')) === 200, 60_000, 'all 200 sent');
        const delivered = logs.map((lines) => sinkEntries(lines).map((entry) => entry.mail.to));
        expect(delivered.flat().sort()).toEqual([...recipients].sort());
        expect(delivered[0]!.length).toBeGreaterThan(0);
        expect(delivered[1]!.length).toBeGreaterThan(0);
        expect(await countOf('pair', 'pending')).toBe(0);
        expect(await countOf('pair', 'dead')).toBe(0);
        expect(logs.flat().some((line) => line.includes('secret-token'))).toBe(false);
      } finally {
        for (const worker of workers) expect((await worker.stop('SIGTERM')).code).toBe(0);
      }
    });

    it('loses no mail and records none sent twice when a worker is killed mid-run', async () => {
      const first: string[] = [];
      const second: string[] = [];
      const recipients = await storeInvitationMails('kill', 200);
      const killed = await startWorkerProcess(workerEnv({ WORKER_LEASE_SECONDS: '2' }), (line) => first.push(line));
      await waitFor(async () => (await countOf('kill', 'sent')) >= 20, 60_000, 'the first worker under way');
      killed.process.kill('SIGKILL');
      expect((await killed.exited).signal).toBe('SIGKILL');
      const sentBeforeTheKill = await countOf('kill', 'sent');
      expect(sentBeforeTheKill).toBeLessThan(200);

      const next = await startWorkerProcess(workerEnv({ WORKER_LEASE_SECONDS: '2' }), (line) => second.push(line));
      try {
        await waitFor(async () => (await countOf('kill', 'sent')) === 200, 60_000, 'all 200 sent after the kill');
      } finally {
        expect((await next.stop('SIGTERM')).code).toBe(0);
      }
      expect(await countOf('kill', 'pending')).toBe(0);
      expect(await countOf('kill', 'dead')).toBe(0);

      // No mail lost: each recipient's mail reached the sink.
      const byFirst = sinkEntries(first).map((entry) => entry.mail.to);
      const bySecond = sinkEntries(second).map((entry) => entry.mail.to);
      expect(new Set([...byFirst, ...bySecond])).toEqual(new Set(recipients));
      // None sent twice: the second worker delivered only mails whose delivery by the first never committed (the
      // killed worker's transaction rolled back, so the database took a second attempt); every other mail once.
      const attempts = new Map(
        (
          await database.db
            .select({ payload: outbox.payload, attempts: outbox.attempts })
            .from(outbox)
            .where(ofBatch('kill'))
        ).map((row) => [row.payload.to as string, row.attempts]),
      );
      const twice = byFirst.filter((to) => bySecond.includes(to));
      expect(twice.length).toBeLessThanOrEqual(1);
      for (const to of twice) expect(attempts.get(to)).toBe(2);
      expect(bySecond.length + byFirst.length - twice.length).toBe(200);
      expect(new Set(bySecond).size).toBe(bySecond.length);
      expect(new Set(byFirst).size).toBe(byFirst.length);
    });
  },
);
