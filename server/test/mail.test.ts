import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../src/auth/tokens.ts';
import type { CompanyScope } from '../src/core/scope.ts';
import { demoCompanyId, otherCompanyId } from '../src/db/seed/demo.ts';
import { companies, mailMessages, outbox } from '../src/db/tables/index.ts';
import { withTenant } from '../src/db/tenant.ts';
import { jobFailureHandlers, jobHandlers } from '../src/jobs/handlers.ts';
import { enqueue } from '../src/jobs/queue.ts';
import { startWorker, type RunningWorker } from '../src/jobs/worker.ts';
import {
  enqueueMail,
  mailClickKey,
  removedSecret,
  smtpTransport,
  type MailServices,
  type NewMail,
} from '../src/modules/mail/index.ts';
import { backends, createTestApp, errorCode, graphql, signIn, type TestApp } from './harness.ts';
import { startSmtpListener, type SmtpListener } from './smtp-listener.ts';
import { waitFor } from './wait-for.ts';

/** Jonas Berg of the demo seed, an employee with a password. */
const jonasId = '5eed0000-0000-4000-8000-000000000004';
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const publicUrl = 'http://app.servio.test';
const productFrom = 'Servio <no-reply@servio.dk>';

describe.each(backends)('mail on %s', (backend) => {
  let t: TestApp;
  let smtp: SmtpListener;
  let clickKey: Uint8Array;
  let worker: RunningWorker | null = null;
  const logged: unknown[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend);
    smtp = await startSmtpListener();
    clickKey = mailClickKey(await loadSigningKey(t.database.db, t.services.config.jwtSecret));
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = null;
    smtp.refuse = null;
    await setCompany(demoCompanyId, {
      senderName: null,
      senderEmail: null,
      senderDomainVerified: false,
      mailTracking: true,
    });
  });

  const setCompany = (companyId: string, values: Partial<typeof companies.$inferInsert>) =>
    t.database.db.update(companies).set(values).where(eq(companies.id, companyId));

  const files: Record<string, { name: string; mimeType: string; bytes: Uint8Array }> = {
    '00000000-0000-4000-8000-00000000f11e': {
      name: 'Rapport 1042.pdf',
      mimeType: 'application/pdf',
      bytes: new TextEncoder().encode('%PDF-1.7 a report'),
    },
  };

  /** The worker as the app starts it, to the test's SMTP listener (or none: mail kept), with a fake file store. */
  async function startMailWorker(options: { smtp?: boolean; retryBaseMs?: number } = {}) {
    const transport = options.smtp === false ? null : smtpTransport(smtp.url);
    const mail: MailServices = {
      transport,
      publicUrl,
      productFrom,
      clickKey,
      loadAttachment: async (scope: CompanyScope, fileId: string) => {
        // Like the files module: another company's file is not found.
        if (scope.companyId !== demoCompanyId || !files[fileId]) throw new Error('not found');
        return files[fileId];
      },
      log: { info: (...args: unknown[]) => void logged.push(args) },
    };
    const running = await startWorker({
      database: t.database,
      handlers: jobHandlers({ mail }),
      onFailure: jobFailureHandlers,
      log: silent,
      pollMs: 20,
      leaseSeconds: 30,
      retryBaseMs: options.retryBaseMs ?? 50,
    });
    worker = {
      id: running.id,
      async stop() {
        await running.stop();
        transport?.close();
      },
    };
  }

  const queue = (mail: NewMail, companyId = demoCompanyId) =>
    withTenant(t.database.db, { companyId, userId: null }, (tx) => enqueueMail({ db: tx, companyId }, mail));

  const rowOf = async (id: string) =>
    (await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, id)))[0]!;

  const settled = (id: string, status: string) =>
    waitFor(
      async () => {
        const row = await rowOf(id);
        return row.status === status ? row : null;
      },
      20_000,
      `mail ${status}`,
    );

  const receivedBy = (to: string) =>
    waitFor(() => smtp.received.find((m) => m.to && JSON.stringify(m.to).includes(to)) ?? null, 20_000, to);

  it('writes the log row and its job in the caller’s transaction: a rolled-back change leaves neither', async () => {
    const failed = withTenant(t.database.db, { companyId: demoCompanyId, userId: null }, async (tx) => {
      await enqueueMail(
        { db: tx, companyId: demoCompanyId },
        { emailType: 'test', to: 'rollback@x.dk', subject: 'S', text: 'T' },
      );
      throw new Error('the change failed');
    });
    await expect(failed).rejects.toThrow('the change failed');
    expect(await t.database.db.$count(mailMessages, eq(mailMessages.toAddress, 'rollback@x.dk'))).toBe(0);

    const id = await queue({ emailType: 'test', to: 'kept@x.dk', subject: 'S', text: 'T' });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'queued', fromAddress: productFrom, replyTo: null });
    expect(row.trackingToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const [job] = await t.database.db.select().from(outbox).where(eq(outbox.id, row.outboxId!));
    expect(job).toMatchObject({ kind: 'mail', payload: { mailMessageId: id, secret: null } });
  });

  it('delivers over SMTP from the product with the company as Reply-To, the PDF attached, links tracked', async () => {
    await setCompany(demoCompanyId, { senderName: 'Demo Service', senderEmail: 'kontor@demo.dk' });
    await startMailWorker();
    const id = await queue({
      emailType: 'report',
      to: 'kunde@example.dk',
      subject: 'Rapport for besøg 1042',
      text: 'Se rapporten: https://example.dk/rapport',
      html: '<p>Se <a href="https://example.dk/rapport?a=1&amp;b=2">rapporten</a> og <a href="mailto:x@y.dk">skriv</a></p>',
      attachmentFileIds: ['00000000-0000-4000-8000-00000000f11e'],
    });
    const row = await settled(id, 'sent');
    const mail = await receivedBy('kunde@example.dk');
    expect(mail.from?.value).toEqual([{ name: 'Servio', address: 'no-reply@servio.dk' }]);
    expect(mail.replyTo?.value).toEqual([{ name: 'Demo Service', address: 'kontor@demo.dk' }]);
    expect(mail.subject).toBe('Rapport for besøg 1042');
    expect(mail.text?.trim()).toBe('Se rapporten: https://example.dk/rapport');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'Rapport 1042.pdf', contentType: 'application/pdf' });
    expect(mail.attachments[0]!.content.toString()).toBe('%PDF-1.7 a report');
    expect(mail.messageId).toBe(`<${id}@app.servio.test>`);
    const html = String(mail.html);
    expect(html).toContain(`src="${publicUrl}/m/o/${row.trackingToken}.gif"`);
    expect(html).toContain(`href="${publicUrl}/m/c/${row.trackingToken}?u=`);
    expect(html).toContain('href="mailto:x@y.dk"');
    expect(html).not.toContain('href="https://example.dk');
    expect(row).toMatchObject({ attempts: 1, lastError: null, smtpMessageId: `<${id}@app.servio.test>` });
    expect(row.sentAt).not.toBeNull();

    // The open: the image answers a GIF and records seen once.
    const open = await t.app.inject({ url: `/m/o/${row.trackingToken}.gif` });
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('image/gif');
    const seen = (await rowOf(id)).seenAt!;
    expect(seen).not.toBeNull();
    await t.app.inject({ url: `/m/o/${row.trackingToken}.gif` });
    expect((await rowOf(id)).seenAt).toEqual(seen);
    expect((await rowOf(id)).clickedAt).toBeNull();

    // The click: the rewritten link redirects to the original and records clicked.
    const link = /href="([^"]*\/m\/c\/[^"]*)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    const click = await t.app.inject({ url: link.slice(publicUrl.length) });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://example.dk/rapport?a=1&b=2');
    expect((await rowOf(id)).clickedAt).not.toBeNull();

    // Another target with the same signature, or none, is no redirect.
    const forged = new URL(link);
    forged.searchParams.set('u', 'https://evil.example/');
    expect((await t.app.inject({ url: forged.pathname + forged.search })).statusCode).toBe(404);
    forged.searchParams.delete('s');
    expect((await t.app.inject({ url: forged.pathname + forged.search })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/m/o/unknown-token.gif' })).statusCode).toBe(200);
  });

  it('sends from the company’s own address once its domain is verified', async () => {
    await setCompany(demoCompanyId, {
      senderName: 'Demo Service',
      senderEmail: 'kontor@demo.dk',
      senderDomainVerified: true,
    });
    await startMailWorker();
    const id = await queue({ emailType: 'invoice', to: 'verified@example.dk', subject: 'Faktura', text: 'Hej' });
    await settled(id, 'sent');
    const mail = await receivedBy('verified@example.dk');
    expect(mail.from?.value).toEqual([{ name: 'Demo Service', address: 'kontor@demo.dk' }]);
    expect(mail.replyTo).toBeUndefined();
  });

  it('with tracking off sends the html untouched: no image, no rewritten link, no token', async () => {
    await setCompany(demoCompanyId, { mailTracking: false });
    await startMailWorker();
    const html = '<p>Se <a href="https://example.dk/x">her</a></p>';
    const id = await queue({ emailType: 'report', to: 'private@example.dk', subject: 'S', text: 'T', html });
    const row = await settled(id, 'sent');
    expect(row.trackingToken).toBeNull();
    const sent = String((await receivedBy('private@example.dk')).html);
    expect(sent).toContain('href="https://example.dk/x"');
    expect(sent).not.toContain('/m/o/');
    expect(sent).not.toContain('/m/c/');
  });

  it('retries after a 4xx from the server (failed with the error meanwhile) and sends once', async () => {
    let refusals = 0;
    smtp.refuse = (raw) =>
      raw.includes('retry@example.dk') && refusals++ === 0 ? { code: 451, message: 'Try again later' } : null;
    await startMailWorker({ retryBaseMs: 400 });
    const id = await queue({ emailType: 'test', to: 'retry@example.dk', subject: 'S', text: 'T' });
    const failed = await settled(id, 'failed');
    expect(failed.lastError).toMatch(/451/);
    expect(failed.attempts).toBe(1);
    const sent = await settled(id, 'sent');
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(smtp.received.filter((m) => JSON.stringify(m.to).includes('retry@example.dk'))).toHaveLength(1);
  });

  it('is dead after the last attempt of a 5xx, and "send again" delivers it', async () => {
    let refusing = true;
    smtp.refuse = (raw) =>
      raw.includes('dead@example.dk') && refusing ? { code: 550, message: 'No such user' } : null;
    await startMailWorker({ retryBaseMs: 10 });
    const id = await queue({ emailType: 'test', to: 'dead@example.dk', subject: 'S', text: 'T' });
    const dead = await settled(id, 'dead');
    expect(dead.attempts).toBe(5);
    expect(dead.lastError).toMatch(/550/);

    const cookie = await signIn(t.app, 'admin@demo.dk');
    const list = await graphql(
      t.app,
      cookie,
      'query { mailMessages(status: dead) { totalCount items { id status lastError } } }',
    );
    expect(list.data!.mailMessages.items).toContainEqual(expect.objectContaining({ id, status: 'dead' }));
    refusing = false;
    const resent = await graphql(t.app, cookie, 'mutation ($id: ID!) { resendMail(id: $id) { status } }', { id });
    expect(resent.data!.resendMail.status).toBe('queued');
    await settled(id, 'sent');
    const audit = await graphql(t.app, cookie, '{ auditLog(limit: 5) { items { action details } } }');
    expect(audit.data!.auditLog.items).toContainEqual({
      action: 'mail.resent',
      details: { mailId: id, to: 'dead@example.dk', emailType: 'test' },
    });
    const again = await graphql(t.app, cookie, 'mutation ($id: ID!) { resendMail(id: $id) { status } }', { id });
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
  });

  it('without SMTP keeps the mail in the app, body and all', async () => {
    await startMailWorker({ smtp: false });
    const id = await queue({
      emailType: 'test',
      to: 'catcher@example.dk',
      subject: 'Kept',
      text: 'Åbn {app}/x',
      html: '<b>Hej</b>',
    });
    const row = await settled(id, 'kept');
    expect(row).toMatchObject({ textBody: `Åbn ${publicUrl}/x`, htmlBody: '<b>Hej</b>', sentAt: null });
    const cookie = await signIn(t.app, 'admin@demo.dk');
    const one = await graphql(t.app, cookie, 'query ($id: ID!) { mailMessage(id: $id) { status textBody htmlBody } }', {
      id,
    });
    expect(one.data!.mailMessage).toEqual({ status: 'kept', textBody: `Åbn ${publicUrl}/x`, htmlBody: '<b>Hej</b>' });
  });

  it('delivers an invitation made through GraphQL, logs it, and never keeps its token in the log', async () => {
    await startMailWorker();
    const cookie = await signIn(t.app, 'admin@demo.dk');
    const created = await graphql(
      t.app,
      cookie,
      'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { id } }',
      {
        input: { firstName: 'Ida', email: 'ida.mail@demo.dk', kind: 'field', role: 'employee' },
      },
    );
    const invited = await graphql(t.app, cookie, 'mutation ($id: ID!) { inviteEmployee(id: $id) { link } }', {
      id: created.data!.createEmployee.id,
    });
    const token = (invited.data!.inviteEmployee.link as string).split('/').pop()!;
    const mail = await receivedBy('ida.mail@demo.dk');
    expect(mail.subject).toBe('Din invitation til Servio');
    expect(mail.text).toContain(`${publicUrl}/invitation/${token}`);
    const [row] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, 'ida.mail@demo.dk'));
    const sent = await settled(row!.id, 'sent');
    expect(sent.emailType).toBe('invitation');
    expect(sent.textBody).toContain(`${publicUrl}/invitation/${removedSecret}`);
    expect(JSON.stringify(sent)).not.toContain(token);
    expect(JSON.stringify(logged)).not.toContain(token);
  });

  it('keeps a password reset without SMTP with its link removed: the administrator cannot read the token', async () => {
    await startMailWorker({ smtp: false });
    const cookie = await signIn(t.app, 'admin@demo.dk');
    const started = await graphql(t.app, cookie, 'mutation ($id: ID!) { startPasswordReset(userId: $id) }', {
      id: jonasId,
    });
    expect(started.errors).toBeUndefined();
    const [row] = await t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.emailType, 'passwordReset'), eq(mailMessages.toAddress, 'jonas@demo.dk')));
    const [job] = await t.database.db.select().from(outbox).where(eq(outbox.id, row!.outboxId!));
    const token = String(job!.payload.secret);
    await settled(row!.id, 'kept');
    const read = await graphql(t.app, cookie, 'query ($id: ID!) { mailMessage(id: $id) { textBody } }', {
      id: row!.id,
    });
    expect(read.data!.mailMessage.textBody).toContain(`${publicUrl}/invitation/${removedSecret}`);
    expect(JSON.stringify(read.data)).not.toContain(token);
  });

  it('lists the log newest first, filtered, per customer, and never another company’s mail', async () => {
    const first = await queue({ emailType: 'booking', to: 'a@example.dk', subject: 'Først', text: 'T' });
    const second = await queue({ emailType: 'booking', to: 'b@example.dk', subject: 'Så', text: 'T' });
    const foreign = await queue(
      { emailType: 'booking', to: 'c@example.dk', subject: 'Anden', text: 'T' },
      otherCompanyId,
    );
    const cookie = await signIn(t.app, 'admin@demo.dk');
    const page = await graphql(
      t.app,
      cookie,
      'query { mailMessages(emailType: "booking") { totalCount items { id } } }',
    );
    const ids = page.data!.mailMessages.items.map((m: { id: string }) => m.id);
    expect(ids).toEqual([second, first]);
    expect(page.data!.mailMessages.totalCount).toBe(2);
    const other = await graphql(t.app, cookie, 'query ($id: ID!) { mailMessage(id: $id) { id } }', { id: foreign });
    expect(errorCode(other)).toBe('NOT_FOUND');
    const none = await graphql(t.app, cookie, 'query ($c: ID!) { mailMessages(customerId: $c) { totalCount } }', {
      c: '00000000-0000-4000-8000-00000000dead',
    });
    expect(none.data!.mailMessages.totalCount).toBe(0);
    expect(await t.database.db.$count(mailMessages, and(eq(mailMessages.companyId, otherCompanyId)))).toBeGreaterThan(
      0,
    );
  });

  it('turns an outbox job of the old invitation kind into a logged, delivered mail', async () => {
    await startMailWorker();
    await withTenant(t.database.db, { companyId: demoCompanyId, userId: null }, (tx) =>
      enqueue(
        { db: tx, companyId: demoCompanyId },
        {
          kind: 'invitation_email',
          payload: {
            to: 'legacy@demo.dk',
            firstName: 'Lea',
            prefLang: 'en',
            link: '/invitation/legacy-secret-token-of-the-link',
            expiresAt: '2031-05-01T10:00:00.000Z',
          },
        },
      ),
    );
    const mail = await receivedBy('legacy@demo.dk');
    expect(mail.subject).toBe('Your invitation to Servio');
    expect(mail.text).toContain('Hello Lea');
  });
});
