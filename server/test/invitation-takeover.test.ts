import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password.ts';
import { demoLoginCustomerId } from '../src/db/seed/demo.ts';
import { auditLog, invitations, mailMessages, outbox, users } from '../src/db/tables/index.ts';
import { backends, createTestApp, errorCode, graphql, login, signIn, type TestApp } from './harness.ts';

/**
 * Issue #12, defect 2: an administrator could invite a person who has a password and use the returned link to set
 * a new one, ending the person's session with the audit log naming the person. Invitations are now only for people
 * without a password; a reset is mailed to the person and never shown to the administrator.
 */
const seed = (n: number) => `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
const adminId = seed(1);
const jonasId = seed(4);

const inviteEmployee = 'mutation ($id: ID!) { inviteEmployee(id: $id) { link } }';
const inviteCustomer = 'mutation ($id: ID!) { inviteCustomer(id: $id) { link } }';
const startReset = 'mutation ($id: ID!) { startPasswordReset(userId: $id) }';
const accept =
  'mutation ($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) }';
const info = 'query ($token: String!) { invitation(token: $token) { valid passwordReset email } }';
const createEmployee = 'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { id } }';

const firstError = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;
const tokenOf = (link: string) => link.split('/').pop()!;

describe.each(backends)('account takeover by an administrator on %s', (backend) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signIn(t.app, 'admin@demo.dk');
  });
  afterAll(async () => t?.close());

  const newEmployee = async (email: string, role = 'employee') =>
    (
      await graphql(t.app, admin, createEmployee, {
        input: { firstName: 'Ny', email, kind: 'field', role },
      })
    ).data!.createEmployee.id as string;

  const resetMails = (to: string) =>
    t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.emailType, 'passwordReset'), eq(mailMessages.toAddress, to)));

  it('refuses to invite an employee who has a password, and leaves their password alone', async () => {
    const victim = await signIn(t.app, 'jonas@demo.dk');
    const refused = await graphql(t.app, admin, inviteEmployee, { id: jonasId });
    expect(firstError(refused)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'invitation.hasPassword' });
    expect(refused.data ?? null).toBeNull();
    expect(await t.database.db.select().from(invitations).where(eq(invitations.userId, jonasId))).toHaveLength(0);
    expect((await graphql(t.app, victim, 'query { me { email } }')).data!.me.email).toBe('jonas@demo.dk');
    expect((await login(t.app, 'jonas@demo.dk')).statusCode).toBe(200);
  });

  it('refuses to invite another administrator who has a password', async () => {
    const otherId = await newEmployee('anden.admin@demo.dk', 'administrator');
    const link = (await graphql(t.app, admin, inviteEmployee, { id: otherId })).data!.inviteEmployee.link;
    await graphql(t.app, undefined, accept, { token: tokenOf(link), password: 'Anden-admins-kodeord' });
    const other = await signIn(t.app, 'anden.admin@demo.dk', 'Anden-admins-kodeord');
    expect(firstError(await graphql(t.app, admin, inviteEmployee, { id: otherId }))).toMatchObject({
      reason: 'invitation.hasPassword',
    });
    // Nor can the other administrator take over the first one.
    expect(firstError(await graphql(t.app, other, inviteEmployee, { id: adminId }))).toMatchObject({
      reason: 'invitation.hasPassword',
    });
  });

  it('refuses to invite a customer login that has a password', async () => {
    expect(firstError(await graphql(t.app, admin, inviteCustomer, { id: demoLoginCustomerId }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'invitation.hasPassword',
    });
  });

  it('refuses an old invitation link of a person who has set a password since', async () => {
    const id = await newEmployee('senere@demo.dk');
    const token = tokenOf((await graphql(t.app, admin, inviteEmployee, { id })).data!.inviteEmployee.link);
    // The password comes some other way after the link was made (the link was never used).
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Senere-eget-kodeord') })
      .where(eq(users.id, id));
    expect((await graphql(t.app, undefined, info, { token })).data!.invitation.valid).toBe(false);
    expect(firstError(await graphql(t.app, undefined, accept, { token, password: 'Overtaget-kodeord' }))).toMatchObject(
      { code: 'BAD_USER_INPUT', field: 'token', reason: 'invitation.hasPassword' },
    );
    expect((await login(t.app, 'senere@demo.dk', 'Senere-eget-kodeord')).statusCode).toBe(200);
    expect((await login(t.app, 'senere@demo.dk', 'Overtaget-kodeord')).statusCode).toBe(401);
  });

  it('mails a password reset without showing the link; the person sets a new password through it', async () => {
    const victim = await signIn(t.app, 'sofie@demo.dk');
    const [sofie] = await t.database.db.select().from(users).where(eq(users.email, 'sofie@demo.dk'));
    const started = await graphql(t.app, admin, startReset, { id: sofie!.id });
    // Only `true`: nothing in the answer carries the token.
    expect(started.errors).toBeUndefined();
    expect(started.data).toEqual({ startPasswordReset: true });

    const mails = await resetMails('sofie@demo.dk');
    expect(mails).toHaveLength(1);
    // The administrator's email log shows the mail without the token; only its job carries it, for the mailbox.
    expect(mails[0]!.textBody).toContain('{app}/invitation/{secret}');
    const [job] = await t.database.db.select().from(outbox).where(eq(outbox.id, mails[0]!.outboxId!));
    const link = `/invitation/${String(job!.payload.secret)}`;
    expect(link).toMatch(/^\/invitation\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link);
    const [stored] = await t.database.db.select().from(invitations).where(eq(invitations.userId, sofie!.id));
    expect(stored).toMatchObject({ kind: 'password_reset', createdById: adminId });
    const lifetime = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 5000);

    // The old password works until the person chooses a new one.
    expect((await login(t.app, 'sofie@demo.dk')).statusCode).toBe(200);
    expect((await graphql(t.app, undefined, info, { token })).data!.invitation).toEqual({
      valid: true,
      passwordReset: true,
      email: 'sofie@demo.dk',
    });
    expect(
      (await graphql(t.app, undefined, accept, { token, password: 'Sofies-nye-kodeord' })).data!.acceptInvitation,
    ).toBe(true);
    expect((await login(t.app, 'sofie@demo.dk', 'Sofies-nye-kodeord')).statusCode).toBe(200);
    expect((await login(t.app, 'sofie@demo.dk')).statusCode).toBe(401);
    expect(errorCode(await graphql(t.app, victim, 'query { me { email } }'))).toBe('UNAUTHENTICATED');
    expect(firstError(await graphql(t.app, undefined, accept, { token, password: 'Endnu-et-kodeord' }))).toMatchObject({
      reason: 'invitation.invalid',
    });

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.companyId, sofie!.companyId!))
      .orderBy(desc(auditLog.id));
    const startedEntry = entries.find((e) => e.action === 'password.reset_started');
    expect(startedEntry).toMatchObject({ actorUserId: adminId, details: { userId: sofie!.id } });
    const resetEntry = entries.find((e) => e.action === 'password.reset');
    expect(resetEntry).toMatchObject({ actorUserId: sofie!.id, details: { startedById: adminId } });
  });

  it('refuses a reset for someone without a password, in another company, or asked by a non-administrator', async () => {
    const id = await newEmployee('uden.kode@demo.dk');
    expect(firstError(await graphql(t.app, admin, startReset, { id }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'passwordReset.noPassword',
    });
    const employee = await signIn(t.app, 'tekniker@demo.dk');
    expect(errorCode(await graphql(t.app, employee, startReset, { id: jonasId }))).toBe('FORBIDDEN');
    const otherAdmin = await signIn(t.app, 'admin@anden.dk');
    expect(errorCode(await graphql(t.app, otherAdmin, startReset, { id: jonasId }))).toBe('NOT_FOUND');
    expect(await resetMails('jonas@demo.dk')).toHaveLength(0);
  });
});
