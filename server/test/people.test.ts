import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/sql.ts';
import { demoCompanyId, demoLoginCustomerId } from '../src/db/seed/demo.ts';
import { auditLog, companies, customers, invitations, mailMessages, users } from '../src/db/tables/index.ts';
import { backends, createTestApp, errorCode, graphql, login, signIn, type TestApp } from './harness.ts';

const seed = (n: number) => `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
const adminId = seed(1);
const jonasId = seed(4);
const copenhagenId = seed(100);

const createCustomer = `mutation ($input: CustomerInput!, $key: String) { createCustomer(input: $input, idempotencyKey: $key) {
  id name email phoneNumber companyCVR ean version address { zipcode city } parentCustomerId } }`;
const updateCustomer = `mutation ($id: ID!, $version: Int!, $input: CustomerInput!) { updateCustomer(id: $id, version: $version, input: $input) { id version firstName notes } }`;
const createEmployee = `mutation ($input: EmployeeInput!, $key: String) { createEmployee(input: $input, idempotencyKey: $key) {
  id email role kind version active permissions { allowedToInvoice allowedToCreateVisit } rates { hourly costPrice } } }`;
const updateEmployee = `mutation ($id: ID!, $version: Int!, $input: EmployeeInput!) { updateEmployee(id: $id, version: $version, input: $input) { id role version permissions { allowedToInvoice } } }`;

const firstError = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

describe.each(backends)('customers, employees, departments and tags on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let employee: string;
  let otherAdmin: string;
  const setFlags = (flags: Partial<typeof companies.$inferInsert>) =>
    t.database.db.update(companies).set(flags).where(eq(companies.id, demoCompanyId));

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signIn(t.app, 'admin@demo.dk');
    employee = await signIn(t.app, 'tekniker@demo.dk');
    otherAdmin = await signIn(t.app, 'admin@anden.dk');
  });
  afterAll(async () => t?.close());

  describe('customers', () => {
    it('creates a customer with normalised fields and reads it back', async () => {
      const r = await graphql(t.app, admin, createCustomer, {
        input: {
          firstName: 'Birthe',
          lastName: 'Kragh',
          email: 'Birthe@Kragh.DK',
          phoneNumber: '22 33 44 55',
          companyCVR: '38291742',
          ean: '5901234123457',
          address: { zipcode: '2100', city: 'København Ø' },
        },
      });
      expect(r.errors).toBeUndefined();
      expect(r.data!.createCustomer).toMatchObject({
        name: 'Birthe Kragh',
        email: 'birthe@kragh.dk',
        phoneNumber: '+4522334455',
        companyCVR: '38291742',
        version: 1,
        address: { zipcode: '2100' },
      });
      const read = await graphql(t.app, admin, 'query ($id: ID!) { customer(id: $id) { email } }', {
        id: r.data!.createCustomer.id,
      });
      expect(read.data!.customer.email).toBe('birthe@kragh.dk');
    });

    it('refuses bad input naming the field and the reason', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{}, 'input', 'customer.atLeastOneField'],
        [{ notes: 'kun en note' }, 'input', 'customer.atLeastOneField'],
        [{ firstName: 'A', email: 'nope' }, 'input.email', 'email_invalid'],
        [{ firstName: 'A', companyCVR: '1234567' }, 'input.companyCVR', 'cvr_invalid'],
        [{ firstName: 'A', ean: '5901234123450' }, 'input.ean', 'ean_invalid'],
        [{ firstName: 'A', address: { zipcode: '12' } }, 'input.address.zipcode', 'zipcode_invalid'],
        [{ firstName: 'A', phoneNumber: '12' }, 'input.phoneNumber', 'phone_invalid'],
      ];
      for (const [input, field, reason] of cases) {
        const r = await graphql(t.app, admin, createCustomer, { input });
        expect(firstError(r), JSON.stringify(input)).toMatchObject({ code: 'BAD_USER_INPUT', field, reason });
      }
    });

    it('refuses a duplicate email within the company, saying whose it is', async () => {
      const customer = await graphql(t.app, admin, createCustomer, { input: { email: 'METTE.ANDERSEN@example.dk' } });
      expect(firstError(customer)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'input.email'.replace('input.', ''),
        reason: 'duplicateEmail',
        type: 'customer',
      });
      const staff = await graphql(t.app, admin, createCustomer, { input: { email: 'jonas@demo.dk' } });
      expect(firstError(staff)).toMatchObject({ reason: 'duplicateEmail', type: 'employee' });
      // Another company's customer email is free here.
      const other = await graphql(t.app, otherAdmin, createCustomer, { input: { email: 'mette.andersen@example.dk' } });
      expect(other.errors).toBeUndefined();
    });

    it('updates with the version read and answers CONFLICT to a stale one; at least one field stays', async () => {
      const created = (await graphql(t.app, admin, createCustomer, { input: { firstName: 'Version' } })).data!
        .createCustomer;
      const first = await graphql(t.app, admin, updateCustomer, {
        id: created.id,
        version: 1,
        input: { notes: 'første' },
      });
      expect(first.data!.updateCustomer).toMatchObject({ version: 2, notes: 'første', firstName: 'Version' });
      const stale = await graphql(t.app, admin, updateCustomer, {
        id: created.id,
        version: 1,
        input: { notes: 'anden' },
      });
      expect(errorCode(stale)).toBe('CONFLICT');
      const emptied = await graphql(t.app, admin, updateCustomer, {
        id: created.id,
        version: 2,
        input: { firstName: '' },
      });
      expect(firstError(emptied)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'customer.atLeastOneField' });
    });

    it('refuses deleting a customer with visits, deletes one without, and audits it', async () => {
      const refused = await graphql(t.app, admin, 'mutation ($id: ID!) { deleteCustomer(id: $id) }', {
        id: demoLoginCustomerId,
      });
      expect(firstError(refused)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'customer.hasVisits' });
      const created = (await graphql(t.app, admin, createCustomer, { input: { companyName: 'Slettes ApS' } })).data!
        .createCustomer;
      const deleted = await graphql(t.app, admin, 'mutation ($id: ID!) { deleteCustomer(id: $id) }', {
        id: created.id,
      });
      expect(deleted.data!.deleteCustomer).toBe(true);
      expect(
        errorCode(await graphql(t.app, admin, 'query ($id: ID!) { customer(id: $id) { id } }', { id: created.id })),
      ).toBe('NOT_FOUND');
      const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'customer.deleted'));
      expect(rows.some((r) => r.details.customerId === created.id)).toBe(true);
    });

    it('answers NOT_FOUND for malformed ids and for another company', async () => {
      for (const id of ['not-a-uuid', "'; drop table customers; --", demoLoginCustomerId]) {
        const cookie = id === demoLoginCustomerId ? otherAdmin : admin;
        expect(errorCode(await graphql(t.app, cookie, 'query ($id: ID!) { customer(id: $id) { id } }', { id }))).toBe(
          'NOT_FOUND',
        );
        expect(errorCode(await graphql(t.app, cookie, updateCustomer, { id, version: 1, input: { notes: 'x' } }))).toBe(
          'NOT_FOUND',
        );
      }
    });

    it('keeps children (locations) under a parent only with enableCustomerHierarchy', async () => {
      const parent = (
        await graphql(t.app, admin, createCustomer, { input: { companyName: 'Kæden A/S', useCompany: true } })
      ).data!.createCustomer;
      const off = await graphql(t.app, admin, createCustomer, {
        input: { companyName: 'Butik 1', parentCustomerId: parent.id },
      });
      expect(firstError(off)).toMatchObject({ reason: 'customer.hierarchyDisabled' });
      await setFlags({ enableCustomerHierarchy: true });
      const child = await graphql(t.app, admin, createCustomer, {
        input: { companyName: 'Butik 1', parentCustomerId: parent.id },
      });
      expect(child.data!.createCustomer.parentCustomerId).toBe(parent.id);
      const grandchild = await graphql(t.app, admin, createCustomer, {
        input: { companyName: 'Under', parentCustomerId: child.data!.createCustomer.id },
      });
      expect(firstError(grandchild)).toMatchObject({ reason: 'customer.parentIsChild' });
      const read = await graphql(t.app, admin, 'query ($id: ID!) { customer(id: $id) { children { name } } }', {
        id: parent.id,
      });
      expect(read.data!.customer.children).toEqual([{ name: 'Butik 1' }]);
      const listed = await graphql(
        t.app,
        admin,
        'query ($id: ID!) { customers(parentCustomerId: $id) { totalCount } }',
        { id: parent.id },
      );
      expect(listed.data!.customers.totalCount).toBe(1);
      const refused = await graphql(t.app, admin, 'mutation ($id: ID!) { deleteCustomer(id: $id) }', { id: parent.id });
      expect(firstError(refused)).toMatchObject({ reason: 'customer.hasChildren' });
      await setFlags({ enableCustomerHierarchy: false });
    });

    it('lets employees create customers unless disableCreateCustomer; administrators always', async () => {
      expect(
        (await graphql(t.app, employee, createCustomer, { input: { firstName: 'Fra tekniker' } })).errors,
      ).toBeUndefined();
      await setFlags({ disableCreateCustomer: true });
      expect(errorCode(await graphql(t.app, employee, createCustomer, { input: { firstName: 'Igen' } }))).toBe(
        'FORBIDDEN',
      );
      expect(
        (await graphql(t.app, admin, createCustomer, { input: { firstName: 'Admin kan' } })).errors,
      ).toBeUndefined();
      await setFlags({ disableCreateCustomer: false });
    });

    it('creates once per idempotency key and refuses the key with another payload', async () => {
      const input = { firstName: 'Idem', lastName: 'Potent' };
      const a = await graphql(t.app, admin, createCustomer, { input, key: 'customer-key-0001' });
      const b = await graphql(t.app, admin, createCustomer, { input, key: 'customer-key-0001' });
      expect(b.data!.createCustomer).toEqual(a.data!.createCustomer);
      const [n] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from customers where first_name = 'Idem'`,
      );
      expect(n!.n).toBe(1);
      const c = await graphql(t.app, admin, createCustomer, {
        input: { firstName: 'Andet' },
        key: 'customer-key-0001',
      });
      expect(firstError(c)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'idempotency.keyReused' });
    });

    it('searches in SQL on name, company, email, phone, CVR and address; sorts and pages', async () => {
      const search = async (s: string) =>
        (
          await graphql(
            t.app,
            admin,
            'query ($s: String) { customers(search: $s, limit: 200) { totalCount items { name } } }',
            { s },
          )
        ).data!.customers;
      expect((await search('mette andersen')).items.map((c: { name: string }) => c.name)).toContain('Mette Andersen');
      expect((await search('ANDERSEN@EXAMPLE')).totalCount).toBeGreaterThan(0);
      expect((await search('22 33 44 55')).items.map((c: { name: string }) => c.name)).toEqual(['Birthe Kragh']);
      expect((await search('38291742')).items.map((c: { name: string }) => c.name)).toContain('Birthe Kragh');
      expect((await search('københavn ø')).items.map((c: { name: string }) => c.name)).toContain('Birthe Kragh');
      expect((await search('100%_\\')).totalCount).toBe(0);
      const all = (
        await graphql(t.app, admin, 'query { customers(limit: 5, sort: name) { totalCount items { name } } }')
      ).data!.customers;
      const page2 = (
        await graphql(
          t.app,
          admin,
          'query { customers(limit: 5, offset: 5, sort: name) { totalCount items { name } } }',
        )
      ).data!.customers;
      expect(all.totalCount).toBe(page2.totalCount);
      expect(all.totalCount).toBeGreaterThan(10);
      const names = [...all.items, ...page2.items].map((c: { name: string }) => c.name.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const desc = (
        await graphql(t.app, admin, 'query { customers(limit: 1, sort: name, sortDirection: desc) { items { name } } }')
      ).data!.customers;
      expect(desc.items[0].name.toLowerCase() >= names[names.length - 1]!).toBe(true);
      // Another company sees none of these.
      const other = (await graphql(t.app, otherAdmin, 'query { customers(search: "birthe") { totalCount } }')).data!
        .customers;
      expect(other.totalCount).toBe(0);
    });

    it("lists a customer's visits newest first", async () => {
      const r = await graphql(
        t.app,
        admin,
        'query ($id: ID!) { customer(id: $id) { visits { totalCount items { start } } } }',
        { id: demoLoginCustomerId },
      );
      const visits = r.data!.customer.visits;
      expect(visits.totalCount).toBeGreaterThanOrEqual(2);
      const starts = visits.items.map((v: { start: string | null }) => v.start).filter(Boolean);
      expect(starts).toEqual([...starts].sort().reverse());
    });

    it('exports CSV for Danish Excel', async () => {
      const r = await graphql(t.app, admin, 'query { customersCsv(search: "birthe") }');
      const csv: string = r.data!.customersCsv;
      expect(csv.startsWith('\uFEFFNavn;Fornavn;Efternavn;Firmanavn;CVR;EAN;Email')).toBe(true);
      expect(csv).toContain('Birthe Kragh;Birthe;Kragh;;38291742;5901234123457;birthe@kragh.dk');
      expect(csv.trimEnd().split('\r\n')).toHaveLength(2);
    });
  });

  describe('CSV import', () => {
    const csv = [
      'Fornavn;Efternavn;E-mail;Postnr.;CVR-nr.',
      'Import;Et;import.et@example.dk;2100;',
      'Import;To;ikke-en-mail;2100;',
      ';;;;',
      'Import;Tre;import.tre@example.dk;21;',
      'Import;Fire;mette.andersen@example.dk;;',
      '"Import; med semikolon";Fem;;8000;24256790',
    ].join('\r\n');
    const preview =
      'mutation ($csv: String!) { previewCustomerImport(csv: $csv) { rowCount validCount mapping columns { header suggestedField samples } errors { row field reason } } }';
    const importDoc =
      'mutation ($csv: String!, $mapping: [String]!, $key: String) { importCustomers(csv: $csv, mapping: $mapping, idempotencyKey: $key) { id createdCount skippedCount errors { row field reason } } }';
    const countImported = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from customers where first_name like 'Import%'`,
        )
      )[0]!.n;

    it('previews the mapping and the bad rows with line and field, writing nothing', async () => {
      const r = await graphql(t.app, admin, preview, { csv });
      expect(r.errors).toBeUndefined();
      const p = r.data!.previewCustomerImport;
      expect(p.mapping).toEqual(['firstName', 'lastName', 'email', 'zipcode', 'companyCVR']);
      expect(p.columns[0]).toEqual({
        header: 'Fornavn',
        suggestedField: 'firstName',
        samples: ['Import', 'Import', ''],
      });
      expect(p.rowCount).toBe(5);
      expect(p.validCount).toBe(2);
      expect(p.errors).toEqual([
        { row: 3, field: 'email', reason: 'email_invalid' },
        { row: 5, field: 'zipcode', reason: 'zipcode_invalid' },
        { row: 6, field: 'email', reason: 'duplicateEmail' },
      ]);
      expect(await countImported()).toBe(0);
    });

    it('imports the valid rows once per idempotency key and reports the skipped ones', async () => {
      const mapping = ['firstName', 'lastName', 'email', 'zipcode', 'companyCVR'];
      const first = await graphql(t.app, admin, importDoc, { csv, mapping, key: 'import-key-00001' });
      expect(first.errors).toBeUndefined();
      expect(first.data!.importCustomers).toMatchObject({ createdCount: 2, skippedCount: 3 });
      expect(first.data!.importCustomers.errors.map((e: { row: number }) => e.row)).toEqual([3, 5, 6]);
      const again = await graphql(t.app, admin, importDoc, { csv, mapping, key: 'import-key-00001' });
      expect(again.data!.importCustomers).toEqual(first.data!.importCustomers);
      expect(await countImported()).toBe(2);
      const imported = await t.database.db
        .select()
        .from(customers)
        .where(eq(customers.firstName, 'Import; med semikolon'));
      expect(imported[0]).toMatchObject({ lastName: 'Fem', zipcode: '8000', companyCvr: '24256790' });
      const reused = await graphql(t.app, admin, importDoc, {
        csv: `${csv}\r\nX;Y;;;`,
        mapping,
        key: 'import-key-00001',
      });
      expect(firstError(reused)).toMatchObject({ reason: 'idempotency.keyReused' });
    });

    it('refuses an unknown or repeated field in the mapping, and an empty file', async () => {
      expect(firstError(await graphql(t.app, admin, importDoc, { csv, mapping: ['password'] }))).toMatchObject({
        field: 'mapping',
        reason: 'import.mappingInvalid',
      });
      expect(firstError(await graphql(t.app, admin, importDoc, { csv, mapping: ['email', 'email'] }))).toMatchObject({
        reason: 'import.mappingDuplicate',
      });
      expect(firstError(await graphql(t.app, admin, preview, { csv: 'Fornavn\r\n' }))).toMatchObject({
        field: 'csv',
        reason: 'import.empty',
      });
    });
  });

  describe('employees', () => {
    it('creates an employee with permissions and rates in øre, refusing a taken email', async () => {
      const r = await graphql(t.app, admin, createEmployee, {
        input: {
          firstName: 'Ida',
          email: 'IDA@demo.dk',
          kind: 'both',
          role: 'employee',
          departmentId: copenhagenId,
          permissions: { allowedToInvoice: true },
          rates: { hourly: 45000, costPrice: 30000 },
        },
      });
      expect(r.errors).toBeUndefined();
      expect(r.data!.createEmployee).toMatchObject({
        email: 'ida@demo.dk',
        role: 'employee',
        kind: 'both',
        active: true,
        permissions: { allowedToInvoice: true, allowedToCreateVisit: false },
        rates: { hourly: 45000, costPrice: 30000 },
      });
      const taken = await graphql(t.app, admin, createEmployee, {
        input: { firstName: 'X', email: 'jonas@demo.dk', kind: 'field', role: 'employee' },
      });
      expect(firstError(taken)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'email',
        reason: 'duplicateEmail',
        type: 'employee',
      });
      const customerEmail = await graphql(t.app, admin, createEmployee, {
        input: { firstName: 'X', email: 'kunde@demo.dk', kind: 'field', role: 'employee' },
      });
      expect(firstError(customerEmail)).toMatchObject({ reason: 'duplicateEmail', type: 'customer' });
      // An address of another company's account is free here (docs/decisions/0013): the answer tells nothing of it.
      const foreign = await graphql(t.app, admin, createEmployee, {
        input: { firstName: 'X', email: 'tekniker@anden.dk', kind: 'field', role: 'employee' },
      });
      expect(foreign.errors).toBeUndefined();
      const bad = await graphql(t.app, admin, createEmployee, {
        input: { firstName: 'X', email: 'x@demo.dk', kind: 'field', role: 'superadmin' },
      });
      expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    });

    it('audits role and permission changes and answers CONFLICT to a stale version', async () => {
      const [jonas] = await t.database.db.select().from(users).where(eq(users.id, jonasId));
      const r = await graphql(t.app, admin, updateEmployee, {
        id: jonasId,
        version: jonas!.version,
        input: { role: 'supplier', permissions: { allowedToInvoice: true } },
      });
      expect(r.data!.updateEmployee).toMatchObject({ role: 'supplier', permissions: { allowedToInvoice: true } });
      const stale = await graphql(t.app, admin, updateEmployee, {
        id: jonasId,
        version: jonas!.version,
        input: { role: 'employee' },
      });
      expect(errorCode(stale)).toBe('CONFLICT');
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.details}->>'userId' = ${jonasId}`);
      expect(entries.map((e) => e.action)).toEqual(
        expect.arrayContaining(['employee.role_changed', 'employee.permissions_changed']),
      );
      expect(entries.find((e) => e.action === 'employee.permissions_changed')!.details).toMatchObject({
        granted: ['allowedToInvoice'],
        revoked: [],
      });
      await graphql(t.app, admin, updateEmployee, {
        id: jonasId,
        version: r.data!.updateEmployee.version,
        input: { role: 'employee', permissions: { allowedToInvoice: false } },
      });
    });

    it('keeps an administrator from demoting or deactivating themselves', async () => {
      const [me] = await t.database.db.select().from(users).where(eq(users.id, adminId));
      const demote = await graphql(t.app, admin, updateEmployee, {
        id: adminId,
        version: me!.version,
        input: { role: 'employee' },
      });
      expect(firstError(demote)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'employee.cannotDemoteSelf' });
      const deactivate = await graphql(t.app, admin, 'mutation ($id: ID!) { deactivateEmployee(id: $id) { id } }', {
        id: adminId,
      });
      expect(firstError(deactivate)).toMatchObject({ reason: 'employee.cannotDeactivateSelf' });
    });

    it('ends the sessions of a deactivated employee and lets them in again once reactivated', async () => {
      const jonas = await signIn(t.app, 'jonas@demo.dk');
      expect(errorCode(await graphql(t.app, jonas, 'query { me { id } }'))).toBeUndefined();
      const r = await graphql(t.app, admin, 'mutation ($id: ID!) { deactivateEmployee(id: $id) { active } }', {
        id: jonasId,
      });
      expect(r.data!.deactivateEmployee.active).toBe(false);
      expect(errorCode(await graphql(t.app, jonas, 'query { me { id } }'))).toBe('UNAUTHENTICATED');
      expect((await login(t.app, 'jonas@demo.dk')).statusCode).toBe(401);
      await graphql(t.app, admin, 'mutation ($id: ID!) { reactivateEmployee(id: $id) { active } }', { id: jonasId });
      expect((await login(t.app, 'jonas@demo.dk')).statusCode).toBe(200);
    });

    it('deletes only an employee without history', async () => {
      const refused = await graphql(t.app, admin, 'mutation ($id: ID!) { deleteEmployee(id: $id) }', { id: jonasId });
      expect(firstError(refused)).toMatchObject({ reason: 'employee.hasHistory' });
      const created = await graphql(t.app, admin, createEmployee, {
        input: { firstName: 'Kort', email: 'kort@demo.dk', kind: 'office', role: 'employee' },
      });
      const deleted = await graphql(t.app, admin, 'mutation ($id: ID!) { deleteEmployee(id: $id) }', {
        id: created.data!.createEmployee.id,
      });
      expect(deleted.data!.deleteEmployee).toBe(true);
    });

    it('filters the list by role, department, active and search', async () => {
      const list = async (args: string) =>
        (await graphql(t.app, admin, `query { employees(${args}) { totalCount items { email role } } }`)).data!
          .employees;
      expect((await list('role: supplier')).items.map((e: { email: string }) => e.email)).toEqual([
        'leverandor@demo.dk',
      ]);
      expect((await list('search: "sofie"')).items.map((e: { email: string }) => e.email)).toEqual(['sofie@demo.dk']);
      expect((await list(`departmentId: "${copenhagenId}"`)).totalCount).toBeGreaterThanOrEqual(3);
      const everyone = await list('limit: 200');
      expect(
        everyone.items.every((e: { role: string }) => ['administrator', 'employee', 'supplier'].includes(e.role)),
      ).toBe(true);
      expect(everyone.items.some((e: { email: string }) => e.email === 'kunde@demo.dk')).toBe(false);
    });
  });

  describe('invitations', () => {
    const accept =
      'mutation ($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) }';
    const info = 'query ($token: String!) { invitation(token: $token) { valid email firstName companyName } }';

    it('invites an employee by a one-time link that sets their password', async () => {
      const created = (
        await graphql(t.app, admin, createEmployee, {
          input: { firstName: 'Nina', email: 'nina@demo.dk', kind: 'field', role: 'employee' },
        })
      ).data!.createEmployee;
      expect((await login(t.app, 'nina@demo.dk', 'whatever-password')).statusCode).toBe(401);
      const invited = await graphql(
        t.app,
        admin,
        'mutation ($id: ID!) { inviteEmployee(id: $id) { link expiresAt } }',
        { id: created.id },
      );
      const link: string = invited.data!.inviteEmployee.link;
      expect(link).toMatch(/^\/invitation\/[A-Za-z0-9_-]{43}$/);
      const token = link.split('/').pop()!;
      // Only the hash is stored; the email log holds the queued mail without the link's token.
      const stored = await t.database.db.select().from(invitations).where(eq(invitations.userId, created.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.tokenHash).not.toContain(token);
      const mails = await t.database.db.select().from(mailMessages).where(eq(mailMessages.emailType, 'invitation'));
      expect(
        mails.some(
          (m) =>
            m.toAddress === 'nina@demo.dk' &&
            m.textBody!.includes('{app}/invitation/{secret}') &&
            !m.textBody!.includes(token),
        ),
      ).toBe(true);

      expect((await graphql(t.app, undefined, info, { token })).data!.invitation).toEqual({
        valid: true,
        email: 'nina@demo.dk',
        firstName: 'Nina',
        companyName: 'Demo Service ApS',
      });
      expect(firstError(await graphql(t.app, undefined, accept, { token, password: 'kort' }))).toMatchObject({
        field: 'password',
        reason: 'password.tooShort',
      });
      expect(firstError(await graphql(t.app, undefined, accept, { token, password: 'password123' }))).toMatchObject({
        field: 'password',
        reason: 'password.tooCommon',
      });
      expect(
        (await graphql(t.app, undefined, accept, { token, password: 'Ninas-eget-kodeord' })).data!.acceptInvitation,
      ).toBe(true);
      expect((await login(t.app, 'nina@demo.dk', 'Ninas-eget-kodeord')).statusCode).toBe(200);
      // Used up.
      expect((await graphql(t.app, undefined, info, { token })).data!.invitation).toEqual({
        valid: false,
        email: null,
        firstName: null,
        companyName: null,
      });
      expect(
        firstError(await graphql(t.app, undefined, accept, { token, password: 'Endnu-et-kodeord' })),
      ).toMatchObject({ field: 'token', reason: 'invitation.invalid' });
    });

    it('refuses an expired or unknown link, and a link replaced by a newer one', async () => {
      // Someone without a password: who has one cannot be invited (invitation-takeover.test.ts).
      const karlId = (
        await graphql(t.app, admin, createEmployee, {
          input: { firstName: 'Karl', email: 'karl@demo.dk', kind: 'field', role: 'employee' },
        })
      ).data!.createEmployee.id;
      const first = (
        await graphql(t.app, admin, 'mutation ($id: ID!) { inviteEmployee(id: $id) { link } }', { id: karlId })
      )
        .data!.inviteEmployee.link.split('/')
        .pop();
      const second = (
        await graphql(t.app, admin, 'mutation ($id: ID!) { inviteEmployee(id: $id) { link } }', { id: karlId })
      )
        .data!.inviteEmployee.link.split('/')
        .pop();
      expect((await graphql(t.app, undefined, info, { token: first })).data!.invitation.valid).toBe(false);
      await t.database.db
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitations.userId, karlId));
      expect((await graphql(t.app, undefined, info, { token: second })).data!.invitation.valid).toBe(false);
      expect(
        firstError(await graphql(t.app, undefined, accept, { token: second, password: 'Karls-nye-kodeord' })),
      ).toMatchObject({ reason: 'invitation.invalid' });
      expect(
        firstError(await graphql(t.app, undefined, accept, { token: 'x'.repeat(43), password: 'Karls-nye-kodeord' })),
      ).toMatchObject({ reason: 'invitation.invalid' });
      // Nothing changed: Karl still has no password.
      const [karl] = await t.database.db.select().from(users).where(eq(users.id, karlId));
      expect(karl!.passwordHash).toBeNull();
    });

    it('refuses an anonymous field mixed with company fields in one operation', async () => {
      const r = await graphql(t.app, admin, 'query { invitation(token: "x") { valid } customers { totalCount } }');
      expect(firstError(r)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'operation.mixedScopes' });
      expect(r.data ?? null).toBeNull();
    });
  });

  describe('customer logins', () => {
    it('signs in the seeded customer, who sees only their own visits', async () => {
      const kunde = await signIn(t.app, 'kunde@demo.dk');
      const me = await graphql(t.app, kunde, 'query { me { role roles } }');
      expect(me.data!.me).toEqual({ role: 'customer', roles: ['ROLE_CUSTOMER'] });
      const mine = (await graphql(t.app, kunde, 'query { myVisits(limit: 200) { totalCount items { id } } }')).data!
        .myVisits;
      expect(mine.totalCount).toBeGreaterThanOrEqual(2);
      const [expected] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from visits where customer_id = ${demoLoginCustomerId}`,
      );
      expect(mine.totalCount).toBe(expected!.n);
      expect(errorCode(await graphql(t.app, kunde, 'query { customers { totalCount } }'))).toBe('FORBIDDEN');
      expect(errorCode(await graphql(t.app, admin, 'query { myVisits { totalCount } }'))).toBe('FORBIDDEN');
    });

    it('ends an open customer session when the company stops allowing customer logins', async () => {
      const kunde = await signIn(t.app, 'kunde@demo.dk');
      expect((await graphql(t.app, kunde, 'query { me { role } }')).data!.me.role).toBe('customer');
      await setFlags({ allowCustomerLogin: false });
      expect(errorCode(await graphql(t.app, kunde, 'query { me { role } }'))).toBe('UNAUTHENTICATED');
      await setFlags({ allowCustomerLogin: true });
      expect((await graphql(t.app, kunde, 'query { me { role } }')).data!.me.role).toBe('customer');
    });

    it('refuses customers at /login while the company does not allow customer logins', async () => {
      await setFlags({ allowCustomerLogin: false });
      expect((await login(t.app, 'kunde@demo.dk')).statusCode).toBe(401);
      const invite = await graphql(t.app, admin, 'mutation ($id: ID!) { inviteCustomer(id: $id) { link } }', {
        id: demoLoginCustomerId,
      });
      expect(firstError(invite)).toMatchObject({ reason: 'customer.loginDisabled' });
      await setFlags({ allowCustomerLogin: true });
      expect((await login(t.app, 'kunde@demo.dk')).statusCode).toBe(200);
    });

    it('invites a customer with allowedToLogin, creating their login', async () => {
      const c = (
        await graphql(t.app, admin, createCustomer, { input: { firstName: 'Ole', email: 'ole.kunde@example.dk' } })
      ).data!.createCustomer;
      const notAllowed = await graphql(t.app, admin, 'mutation ($id: ID!) { inviteCustomer(id: $id) { link } }', {
        id: c.id,
      });
      expect(firstError(notAllowed)).toMatchObject({ reason: 'customer.loginNotAllowed' });
      await graphql(t.app, admin, updateCustomer, { id: c.id, version: c.version, input: { allowedToLogin: true } });
      const invited = await graphql(t.app, admin, 'mutation ($id: ID!) { inviteCustomer(id: $id) { link } }', {
        id: c.id,
      });
      const token = invited.data!.inviteCustomer.link.split('/').pop();
      expect(
        (
          await graphql(
            t.app,
            undefined,
            'mutation ($t: String!) { acceptInvitation(token: $t, password: "Oles-kodeord-1") }',
            { t: token },
          )
        ).data!.acceptInvitation,
      ).toBe(true);
      const ole = await signIn(t.app, 'ole.kunde@example.dk', 'Oles-kodeord-1');
      expect((await graphql(t.app, ole, 'query { me { role } myVisits { totalCount } }')).data).toEqual({
        me: { role: 'customer' },
        myVisits: { totalCount: 0 },
      });
      const read = await graphql(t.app, admin, 'query ($id: ID!) { customer(id: $id) { hasLogin } }', { id: c.id });
      expect(read.data!.customer.hasLogin).toBe(true);
    });
  });

  describe('departments', () => {
    it('lists departments with member counts and members; delete refused while in use', async () => {
      const list = (await graphql(t.app, admin, 'query { departments { id name memberCount } }')).data!.departments;
      expect(list.find((d: { id: string }) => d.id === copenhagenId).memberCount).toBeGreaterThanOrEqual(3);
      const one = await graphql(t.app, admin, 'query ($id: ID!) { department(id: $id) { members { email } } }', {
        id: copenhagenId,
      });
      expect(one.data!.department.members.map((m: { email: string }) => m.email)).toContain('admin@demo.dk');
      const refused = await graphql(t.app, admin, 'mutation ($id: ID!) { deleteDepartment(id: $id) }', {
        id: copenhagenId,
      });
      expect(firstError(refused)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'department.inUse' });
      expect(errorCode(await graphql(t.app, employee, 'query { departments { members { email } } }'))).toBe(
        'FORBIDDEN',
      );
    });

    it('creates, renames with the version, and deletes an unused department', async () => {
      const created = (
        await graphql(
          t.app,
          admin,
          'mutation { createDepartment(input: { name: "Fyn", color: "#AA00CC" }) { id version color } }',
        )
      ).data!.createDepartment;
      expect(created.color).toBe('#aa00cc');
      const renamed = await graphql(
        t.app,
        admin,
        'mutation ($id: ID!) { updateDepartment(id: $id, version: 1, input: { name: "Fyn og Øer" }) { name version } }',
        { id: created.id },
      );
      expect(renamed.data!.updateDepartment).toEqual({ name: 'Fyn og Øer', version: 2 });
      expect(
        errorCode(
          await graphql(
            t.app,
            admin,
            'mutation ($id: ID!) { updateDepartment(id: $id, version: 1, input: { name: "X" }) { id } }',
            { id: created.id },
          ),
        ),
      ).toBe('CONFLICT');
      expect(
        firstError(await graphql(t.app, admin, 'mutation { createDepartment(input: { name: " " }) { id } }')),
      ).toMatchObject({ field: 'input.name', reason: 'required' });
      expect(
        (await graphql(t.app, admin, 'mutation ($id: ID!) { deleteDepartment(id: $id) }', { id: created.id })).data!
          .deleteDepartment,
      ).toBe(true);
    });
  });

  describe('custom tags', () => {
    const tags =
      'query ($type: String) { customTags(type: $type) { id name type mode tagOrder showForCustomer showForEmployee allowChangeOnReport options } }';
    it('creates, updates, reorders and deletes tags; customTags answers per the contract', async () => {
      const created = await graphql(
        t.app,
        admin,
        'mutation { createCustomTag(input: { name: "Adgangskode", type: "visit", mode: "text" }) { id tagOrder version } }',
      );
      const tag = created.data!.createCustomTag;
      expect(tag.tagOrder).toBe(4);
      const noOptions = await graphql(
        t.app,
        admin,
        'mutation { createCustomTag(input: { name: "Valg", type: "visit", mode: "select" }) { id } }',
      );
      expect(firstError(noOptions)).toMatchObject({ field: 'input.options', reason: 'customTag.optionsRequired' });
      const updated = await graphql(
        t.app,
        admin,
        'mutation ($id: ID!) { updateCustomTag(id: $id, version: 1, input: { mode: "select", options: ["A", "B"], showForCustomer: true }) { mode options version } }',
        { id: tag.id },
      );
      expect(updated.data!.updateCustomTag).toEqual({ mode: 'select', options: ['A', 'B'], version: 2 });
      expect(
        errorCode(
          await graphql(
            t.app,
            admin,
            'mutation ($id: ID!) { updateCustomTag(id: $id, version: 1, input: { name: "X" }) { id } }',
            { id: tag.id },
          ),
        ),
      ).toBe('CONFLICT');
      const visitTags = (await graphql(t.app, admin, tags, { type: 'visit' })).data!.customTags;
      const reversed = visitTags.map((x: { id: string }) => x.id).reverse();
      const reordered = await graphql(
        t.app,
        admin,
        'mutation ($ids: [ID!]!) { reorderCustomTags(type: "visit", ids: $ids) { id tagOrder } }',
        { ids: reversed },
      );
      expect(reordered.data!.reorderCustomTags.map((x: { id: string }) => x.id)).toEqual(reversed);
      expect((await graphql(t.app, admin, tags, { type: 'visit' })).data!.customTags[0]).toMatchObject({
        id: tag.id,
        name: 'Adgangskode',
        type: 'visit',
        tagOrder: 1,
        options: ['A', 'B'],
      });
      expect(
        (await graphql(t.app, admin, 'mutation ($id: ID!) { deleteCustomTag(id: $id) }', { id: tag.id })).data!
          .deleteCustomTag,
      ).toBe(true);
      const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'customTag.deleted'));
      expect(audited.some((a) => a.details.customTagId === tag.id)).toBe(true);
    });
  });
});
