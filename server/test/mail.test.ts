import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId } from '../src/db/seed/demo.ts';
import { outbox } from '../src/db/tables/index.ts';
import { withTenant } from '../src/db/tenant.ts';
import { enqueue, type Job } from '../src/jobs/queue.ts';
import { logMailSink, type Mail, type MailSink } from '../src/modules/mail/mail-sink.ts';
import { deliverMail } from '../src/modules/mail/mail.service.ts';
import { backends, openTestDatabase, type TestDatabase } from './harness.ts';

const token = 'Zm9vYmFyLXNlY3JldC10b2tlbi1vZi10aGUtbGluaw';
const invitation = (prefLang: 'da' | 'en') => ({
  to: 'nina@demo.dk',
  firstName: 'Nina',
  prefLang,
  role: 'employee',
  link: `/invitation/${token}`,
  expiresAt: '2031-05-01T10:00:00.000Z',
});

describe('the log mail sink', () => {
  it('logs recipient, subject and kind, never the text with the link', async () => {
    const logged: unknown[][] = [];
    const sink = logMailSink({ info: (...args: unknown[]) => void logged.push(args) } as never);
    await sink.send({
      to: 'nina@demo.dk',
      subject: 'Hej',
      text: `link: /invitation/${token}`,
      kind: 'invitation_email',
    });
    expect(logged).toHaveLength(1);
    expect(logged[0]![0]).toEqual({ mail: { to: 'nina@demo.dk', subject: 'Hej', kind: 'invitation_email' } });
    expect(JSON.stringify(logged)).not.toContain(token);
  });
});

describe.each(backends)('deliverMail on %s', (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(backend);
  });
  afterAll(async () => t?.close());

  /** Stores a mail as the invitation service does and delivers it to a sink that keeps what it gets. */
  async function deliver(payload: Record<string, unknown>, kind = 'invitation_email') {
    const sent: Mail[] = [];
    const sink: MailSink = { send: async (mail) => void sent.push(mail) };
    const outcome = await withTenant(t.database.db, { companyId: demoCompanyId, userId: null }, async (tx) => {
      const scope = { db: tx, companyId: demoCompanyId };
      const id = await enqueue(scope, { kind, payload });
      const job: Job = {
        id,
        companyId: demoCompanyId,
        kind,
        payload,
        attempts: 1,
        maxAttempts: 5,
        runAfter: new Date(),
      };
      return deliverMail(scope, job, sink).then(
        () => ({ id, error: null }),
        (error: Error) => ({ id, error }),
      );
    });
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, outcome.id));
    return { sent, row: row!, error: outcome.error };
  }

  it('renders the invitation in Danish, sends it and marks it sent', async () => {
    const { sent, row, error } = await deliver(invitation('da'));
    expect(error).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'nina@demo.dk',
      subject: 'Din invitation til Servio',
      kind: 'invitation_email',
    });
    expect(sent[0]!.text).toContain(`/invitation/${token}`);
    expect(sent[0]!.text).toContain('Hej Nina');
    expect(row.sentAt).not.toBeNull();
  });

  it('renders it in English for a person who prefers English', async () => {
    const { sent } = await deliver(invitation('en'));
    expect(sent[0]).toMatchObject({ subject: 'Your invitation to Servio' });
    expect(sent[0]!.text).toContain('Hello Nina');
  });

  it('refuses a payload that is not an invitation, sending nothing and leaving it unsent', async () => {
    const { sent, row, error } = await deliver({ to: 'nina@demo.dk' });
    expect(error).not.toBeNull();
    expect(sent).toEqual([]);
    expect(row.sentAt).toBeNull();
  });

  it("renders a password reset in the person's language, with the link, and the log sink leaves the link out", async () => {
    const da = await deliver(invitation('da'), 'password_reset');
    expect(da.error).toBeNull();
    expect(da.sent[0]).toMatchObject({ subject: 'Nulstil din adgangskode til Servio', kind: 'password_reset' });
    expect(da.sent[0]!.text).toContain(`/invitation/${token}`);
    expect(da.row.sentAt).not.toBeNull();
    const en = await deliver(invitation('en'), 'password_reset');
    expect(en.sent[0]).toMatchObject({ subject: 'Reset your Servio password' });
    const logged: unknown[][] = [];
    await logMailSink({ info: (...args: unknown[]) => void logged.push(args) } as never).send(da.sent[0]!);
    expect(JSON.stringify(logged)).not.toContain(token);
  });
});
