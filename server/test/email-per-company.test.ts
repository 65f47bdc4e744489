import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password.ts';
import { auditLog, companies, users } from '../src/db/tables/index.ts';
import { createCompany, type CreatedCompany } from './factories.ts';
import { backends, createTestApp, graphql, login, sessionCookie, type TestApp } from './harness.ts';

/**
 * Issue #12 item 7 (docs/decisions/0013): an email is unique within a company, not across the product. What one
 * company's administrator can do with an address must not tell whether another company has an account with it, and
 * sign-in must land in the account whose password was given.
 */

const createEmployee = `mutation ($input: EmployeeInput!) { createEmployee(input: $input) {
  email role kind active version permissions { allowedToInvoice } } }`;
const updateEmployee = `mutation ($id: ID!, $version: Int!, $input: EmployeeInput!) {
  updateEmployee(id: $id, version: $version, input: $input) { email } }`;
const createCustomer = `mutation ($input: CustomerInput!) { createCustomer(input: $input) { id email version } }`;
const updateCustomer = `mutation ($id: ID!, $version: Int!, $input: CustomerInput!) {
  updateCustomer(id: $id, version: $version, input: $input) { email } }`;
const inviteCustomer = 'mutation ($id: ID!) { inviteCustomer(id: $id) { link } }';
const whoAmI = 'query { me { id role } company { id } }';

const firstError = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;
const unique = () => randomUUID().slice(0, 8);

describe.each(backends)('one email in several companies on %s', (backend) => {
  let t: TestApp;
  let a: CreatedCompany;
  let b: CreatedCompany;

  /** An account written directly (the factories sign in, which would itself pick among same-address accounts). */
  async function account(companyId: string | null, email: string, password: string | null, extra = {}) {
    const [row] = await t.database.db
      .insert(users)
      .values({
        companyId,
        email,
        role: companyId ? 'employee' : 'superadmin',
        kind: companyId ? 'field' : null,
        passwordHash: password ? await hashPassword(password) : null,
        ...extra,
      })
      .returning({ id: users.id });
    return row!.id;
  }

  async function signedInAs(email: string, password: string) {
    const response = await login(t.app, email, password);
    expect(response.statusCode, `${email} / ${password}`).toBe(200);
    const me = await graphql(t.app, sessionCookie(response), whoAmI);
    return { userId: me.data!.me.id as string, companyId: (me.data!.company?.id ?? null) as string | null };
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    a = await createCompany(t);
    b = await createCompany(t, { allowCustomerLogin: true });
  });
  afterAll(async () => t?.close());

  it("lets company A's administrator create an employee with company B's address, answering as for a free one", async () => {
    const taken = `tekniker-${unique()}@to-firmaer.dk`;
    await account(b.companyId, taken, 'B-kodeord-123');
    const employee = (email: string) => ({ input: { firstName: 'Ny', email, kind: 'field', role: 'employee' } });

    const withForeign = await graphql(t.app, a.admin.cookie, createEmployee, employee(taken));
    const withFree = await graphql(t.app, a.admin.cookie, createEmployee, employee(`ledig-${unique()}@to-firmaer.dk`));
    expect(withForeign.errors).toBeUndefined();
    const shape = (r: typeof withFree) => ({ ...r.data!.createEmployee, email: undefined });
    expect(shape(withForeign)).toEqual(shape(withFree));
    expect(withForeign.data!.createEmployee.email).toBe(taken);

    // Within the company the address is taken now, in any case.
    const again = await graphql(t.app, a.admin.cookie, createEmployee, employee(taken.toUpperCase()));
    expect(firstError(again)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'email',
      reason: 'duplicateEmail',
      type: 'employee',
    });
  });

  it("lets an employee's email be changed to another company's address, not to a colleague's", async () => {
    const foreign = `flytter-${unique()}@to-firmaer.dk`;
    await account(b.companyId, foreign, 'B-kodeord-123');
    const colleague = `kollega-${unique()}@to-firmaer.dk`;
    await account(a.companyId, colleague, 'A-kodeord-123');
    const id = await account(a.companyId, `skifter-${unique()}@to-firmaer.dk`, null);

    const moved = await graphql(t.app, a.admin.cookie, updateEmployee, { id, version: 1, input: { email: foreign } });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.updateEmployee.email).toBe(foreign);
    const clash = await graphql(t.app, a.admin.cookie, updateEmployee, { id, version: 2, input: { email: colleague } });
    expect(firstError(clash)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'duplicateEmail', type: 'employee' });
  });

  it('maps a unique violation inside the company to duplicateEmail, never a 500', async () => {
    const email = `kapløb-${unique()}@to-firmaer.dk`;
    // The check before the insert sees nothing; the row appears in between, as from a concurrent request. A trigger
    // on insert plays that request (its row is written first, the operation's insert then hits the index).
    await t.database.db.execute(
      sql.raw(`create function race_users() returns trigger language plpgsql as $$
      begin
        if new.email = '${email}' and new.first_name = 'Racer' then
          insert into users (company_id, email, role, kind) values (new.company_id, upper(new.email), 'employee', 'field');
        end if;
        return new;
      end $$`),
    );
    await t.database.db.execute(
      sql.raw('create trigger race_users before insert on users for each row execute function race_users()'),
    );
    try {
      const r = await graphql(t.app, a.admin.cookie, createEmployee, {
        input: { firstName: 'Racer', email, kind: 'field', role: 'employee' },
      });
      expect(firstError(r)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'duplicateEmail' });
    } finally {
      await t.database.db.execute(sql.raw('drop trigger race_users on users'));
      await t.database.db.execute(sql.raw('drop function race_users()'));
    }
  });

  it("saves a customer, and a customer's login email, equal to another company's user's address", async () => {
    const foreign = `kunde-${unique()}@to-firmaer.dk`;
    await account(a.companyId, foreign, 'A-kodeord-123');
    // A customer of B with a login, invited before its email changes.
    const created = await graphql(t.app, b.admin.cookie, createCustomer, {
      input: { firstName: 'Kunde', email: `gammel-${unique()}@to-firmaer.dk`, allowedToLogin: true },
    });
    expect(created.errors).toBeUndefined();
    const customer = created.data!.createCustomer;
    expect((await graphql(t.app, b.admin.cookie, inviteCustomer, { id: customer.id })).errors).toBeUndefined();

    const changed = await graphql(t.app, b.admin.cookie, updateCustomer, {
      id: customer.id,
      version: customer.version,
      input: { email: foreign },
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.updateCustomer.email).toBe(foreign);
    const logins = await t.database.db.select().from(users).where(eq(users.customerId, customer.id));
    expect(logins.map((l) => [l.email, l.companyId])).toEqual([[foreign, b.companyId]]);

    // A new customer with the address, and its login created by an invitation, are fine too.
    const another = `ny-kunde-${unique()}@to-firmaer.dk`;
    await account(a.companyId, another, 'A-kodeord-123');
    const fresh = await graphql(t.app, b.admin.cookie, createCustomer, {
      input: { firstName: 'Ny', email: another, allowedToLogin: true },
    });
    expect(fresh.errors).toBeUndefined();
    const invited = await graphql(t.app, b.admin.cookie, inviteCustomer, { id: fresh.data!.createCustomer.id });
    expect(invited.errors).toBeUndefined();
  });

  it("previews a customer import with another company's user's address as valid, the company's own as taken", async () => {
    const foreign = `import-${unique()}@to-firmaer.dk`;
    await account(b.companyId, foreign, 'B-kodeord-123');
    const own = `egen-${unique()}@to-firmaer.dk`;
    await account(a.companyId, own, 'A-kodeord-123');
    const csv = ['Fornavn;E-mail', `Fremmed;${foreign}`, `Egen;${own}`].join('\r\n');
    const r = await graphql(
      t.app,
      a.admin.cookie,
      'mutation ($csv: String!) { previewCustomerImport(csv: $csv) { validCount errors { row field reason } } }',
      { csv },
    );
    expect(r.data!.previewCustomerImport).toEqual({
      validCount: 1,
      errors: [{ row: 3, field: 'email', reason: 'duplicateEmail' }],
    });
  });

  it('signs in with a shared address to the account whose password was given, and refuses a wrong one', async () => {
    const email = `begge-${unique()}@to-firmaer.dk`;
    const inA = await account(a.companyId, email, 'A-kodeord-123');
    const inB = await account(b.companyId, email, 'B-kodeord-456');

    expect(await signedInAs(email, 'A-kodeord-123')).toEqual({ userId: inA, companyId: a.companyId });
    expect(await signedInAs(email.toUpperCase(), 'B-kodeord-456')).toEqual({ userId: inB, companyId: b.companyId });

    const wrong = await login(t.app, email, 'forkert-kodeord-789');
    const unknown = await login(t.app, `ingen-${unique()}@to-firmaer.dk`, 'forkert-kodeord-789');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.cookies.find((c) => c.name === 'jwt')).toBeUndefined();
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('picks the most recently signed-in account when one password opens several, else the oldest', async () => {
    const email = `samme-${unique()}@to-firmaer.dk`;
    const older = await account(a.companyId, email, 'Samme-kodeord-1');
    const newer = await account(b.companyId, email, 'Samme-kodeord-1', { createdAt: new Date(Date.now() + 60_000) });
    expect((await signedInAs(email, 'Samme-kodeord-1')).userId).toBe(older);
    // The newer account was used last (say, before the older one's company gave the person an account).
    await t.database.db
      .update(users)
      .set({ lastSignInAt: new Date(Date.now() + 60_000) })
      .where(eq(users.id, newer));
    expect((await signedInAs(email, 'Samme-kodeord-1')).userId).toBe(newer);
    // An account that may not sign in is passed over, even when its password matches.
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, newer));
    expect((await signedInAs(email, 'Samme-kodeord-1')).userId).toBe(older);
  });

  it('records the sign-in time where it orders several accounts, and skips the write for an address with one', async () => {
    const lastSignIn = async (id: string) =>
      (await t.database.db.select({ at: users.lastSignInAt }).from(users).where(eq(users.id, id)))[0]!.at;
    const single = await account(a.companyId, `alene-${unique()}@et-firma.dk`, 'Alene-kodeord-1');
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, single));
    expect((await signedInAs(row!.email, 'Alene-kodeord-1')).userId).toBe(single);
    expect(await lastSignIn(single)).toBeNull();

    const email = `to-konti-${unique()}@to-firmaer.dk`;
    const inA = await account(a.companyId, email, 'Konto-a-kodeord-1');
    const inB = await account(b.companyId, email, 'Konto-b-kodeord-1');
    expect((await signedInAs(email, 'Konto-b-kodeord-1')).userId).toBe(inB);
    expect(await lastSignIn(inB)).toBeInstanceOf(Date);
    expect(await lastSignIn(inA)).toBeNull();
  });

  it('passes over a customer login its company has switched off, and audits a refusal as before', async () => {
    const email = `kunde-og-ansat-${unique()}@to-firmaer.dk`;
    const employee = await account(a.companyId, email, 'Samme-kodeord-2');
    const created = await graphql(t.app, b.admin.cookie, createCustomer, {
      input: { firstName: 'Kunde', email, allowedToLogin: true },
    });
    const customerId = created.data!.createCustomer.id as string;
    const login_ = await account(b.companyId, email, 'Samme-kodeord-2', { role: 'customer', kind: null, customerId });
    await t.database.db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, login_));
    expect((await signedInAs(email, 'Samme-kodeord-2')).userId).toBe(login_);

    await t.database.db.update(companies).set({ allowCustomerLogin: false }).where(eq(companies.id, b.companyId));
    try {
      expect((await signedInAs(email, 'Samme-kodeord-2')).userId).toBe(employee);
      await t.database.db.update(users).set({ active: false }).where(eq(users.id, employee));
      expect((await login(t.app, email, 'Samme-kodeord-2', '10.7.0.1')).statusCode).toBe(401);
      const entries = await t.database.db
        .select({ companyId: auditLog.companyId, actorUserId: auditLog.actorUserId, details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'signin.failure'), sql`${auditLog.ip} = '10.7.0.1'`));
      // The most recently signed-in of the accounts whose password matched is named, with why it was refused.
      expect(entries).toEqual([{ companyId: a.companyId, actorUserId: employee, details: { reason: 'inactive' } }]);
    } finally {
      await t.database.db.update(companies).set({ allowCustomerLogin: true }).where(eq(companies.id, b.companyId));
    }
  });

  it('keeps superadmin addresses unique among superadmins, and apart from the companies', async () => {
    const email = `drift-${unique()}@to-firmaer.dk`;
    const superadmin = await account(null, email, 'Super-kodeord-1');
    await expect(account(null, email.toUpperCase(), 'Super-kodeord-2')).rejects.toThrow();
    // A company may have an account with a superadmin's address.
    await account(a.companyId, email.toUpperCase(), null);
    // A company's administrator cannot learn the address is a superadmin's, nor sign in as one with their own password.
    const employee = await graphql(t.app, b.admin.cookie, createEmployee, {
      input: { firstName: 'Ny', email, kind: 'field', role: 'employee' },
    });
    expect(employee.errors).toBeUndefined();
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('B-kodeord-789') })
      .where(sql`${users.companyId} = ${b.companyId} and lower(${users.email}) = ${email}`);
    expect(await signedInAs(email, 'Super-kodeord-1')).toEqual({ userId: superadmin, companyId: null });
    expect((await signedInAs(email, 'B-kodeord-789')).companyId).toBe(b.companyId);
    // Two accounts of one company never share an address, whatever the case.
    await expect(account(a.companyId, email.toUpperCase(), null)).rejects.toThrow();
  });

  it("lets a superadmin switched into a company use their own address there (the check sees the company's people)", async () => {
    const email = `selv-${unique()}@to-firmaer.dk`;
    await account(null, email, 'Super-kodeord-3');
    const superadmin = sessionCookie(await login(t.app, email, 'Super-kodeord-3'));
    const switched = await graphql(t.app, superadmin, 'mutation ($id: ID!) { switchCompany(companyId: $id) { id } }', {
      id: a.companyId,
    });
    expect(switched.errors).toBeUndefined();
    const r = await graphql(t.app, sessionCookie(switched.response), createEmployee, {
      input: { firstName: 'Ny', email, kind: 'field', role: 'employee' },
    });
    expect(r.errors).toBeUndefined();
  });
});
