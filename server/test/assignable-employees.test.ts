import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createPerson } from './factories.ts';
import { backends, createTestApp, errorCode, graphql, signIn, type TestApp } from './harness.ts';

const seed = (n: number) => `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
const sofieId = seed(3);
const jonasId = seed(4);
const otherCompanyAdminId = seed(50);
const customerId = seed(201);

const list = 'query { assignableEmployees { id name role kind department { id name } } }';
const createEmployee = 'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { id version } }';
const createVisit =
  'mutation ($input: VisitInput!) { createVisit(input: $input) { id employeeIds employees { name } } }';
const readVisit = 'query ($id: ID!) { visit(id: $id) { id employeeIds employees { name } } }';

interface Assignable {
  id: string;
  name: string;
  role: string;
  kind: string | null;
  department: { id: string; name: string } | null;
}

describe.each(backends)('the staff a visit can be assigned to, on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let sofie: string;
  let mads: string;
  let jonas: string;
  const assignable = async (cookie: string) => {
    const r = await graphql<{ assignableEmployees: Assignable[] }>(t.app, cookie, list);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data!.assignableEmployees;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signIn(t.app, 'admin@demo.dk');
    sofie = await signIn(t.app, 'sofie@demo.dk');
    mads = await signIn(t.app, 'tekniker@demo.dk');
    jonas = await signIn(t.app, 'jonas@demo.dk');
  });
  afterAll(async () => t?.close());

  it("lists an administrator the company's active staff by name, suppliers included, customers' logins not", async () => {
    const staff = await assignable(admin);
    expect(staff.map((e) => e.name)).toEqual([
      'Anna Jensen',
      'Jonas Pedersen',
      'Kasper Holm',
      'Mads Nielsen',
      'Sofie Larsen',
    ]);
    expect(staff.find((e) => e.name === 'Kasper Holm')).toMatchObject({
      role: 'supplier',
      kind: 'field',
      department: { name: 'Nordsjælland' },
    });
    expect(staff.find((e) => e.name === 'Sofie Larsen')).toMatchObject({
      id: sofieId,
      role: 'employee',
      kind: 'both',
      department: { name: 'København' },
    });
    expect(staff.map((e) => e.name)).not.toContain('Mette Andersen');
  });

  it('leaves out deactivated staff and keeps the order by name for new people', async () => {
    const created = await graphql(t.app, admin, createEmployee, {
      input: { firstName: 'Bente', lastName: 'Ahl', email: 'bente.ahl@example.dk', kind: 'field', role: 'employee' },
    });
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const id = created.data!.createEmployee.id as string;
    const names = (await assignable(admin)).map((e) => e.name);
    expect(names.slice(0, 2)).toEqual(['Anna Jensen', 'Bente Ahl']);
    expect((await assignable(admin)).find((e) => e.id === id)!.department).toBeNull();
    const deactivated = await graphql(t.app, admin, 'mutation ($id: ID!) { deactivateEmployee(id: $id) { active } }', {
      id,
    });
    expect(deactivated.data!.deactivateEmployee.active).toBe(false);
    expect((await assignable(admin)).map((e) => e.id)).not.toContain(id);
  });

  it('lists an employee who may create visits the same people, and offers no email to ask for', async () => {
    expect(await assignable(sofie)).toEqual(await assignable(admin));
    const withEmail = await graphql(t.app, sofie, 'query { assignableEmployees { id email } }');
    expect(errorCode(withEmail)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(withEmail.data ?? null).toBeNull();
  });

  it('lists an employee who may only edit visits the same people (either flag will do)', async () => {
    const me = (await graphql(t.app, mads, 'query { me { permissions { allowedToCreateVisit showEditVisitButton } } }'))
      .data!.me;
    expect(me.permissions).toEqual({ allowedToCreateVisit: false, showEditVisitButton: true });
    expect((await assignable(mads)).map((e) => e.name)).toContain('Sofie Larsen');
  });

  it('refuses an employee with neither flag, a supplier and a customer; asks a visitor to sign in', async () => {
    // An employee of a company of its own (the factory grants no flags): no demo person's flags change, and no
    // list of the demo company's staff grows.
    const { companyId } = await createCompany(t);
    const withoutFlags = await createPerson(t, { companyId, role: 'employee' });
    const refused = await graphql(t.app, withoutFlags.cookie, list);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.data ?? null).toBeNull();
    for (const email of ['leverandor@demo.dk', 'kunde@demo.dk']) {
      const r = await graphql(t.app, await signIn(t.app, email), list);
      expect(errorCode(r), email).toBe('FORBIDDEN');
      expect(r.data ?? null).toBeNull();
    }
    expect(errorCode(await graphql(t.app, undefined, list))).toBe('UNAUTHENTICATED');
  });

  it("never shows another company's staff", async () => {
    const demoIds = new Set((await assignable(admin)).map((e) => e.id));
    const other = await assignable(await signIn(t.app, 'admin@anden.dk'));
    expect(other.map((e) => e.name)).toEqual(['Line Kjær', 'Peter Madsen']);
    expect(other.some((e) => demoIds.has(e.id))).toBe(false);
    expect(demoIds.has(otherCompanyAdminId)).toBe(false);
  });

  describe('an employee who may create visits assigns colleagues', () => {
    it('puts Sofie and the colleague she chose on the visit', async () => {
      const created = await graphql(t.app, sofie, createVisit, {
        input: { customerId, employeeIds: [sofieId, jonasId], description: 'Sofie og Jonas' },
      });
      expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
      const id = created.data!.createVisit.id as string;
      for (const cookie of [sofie, jonas, admin]) {
        const visit = (await graphql(t.app, cookie, readVisit, { id })).data!.visit;
        expect([...visit.employeeIds].sort()).toEqual([sofieId, jonasId].sort());
        expect(visit.employees.map((e: { name: string }) => e.name).sort()).toEqual(['Jonas Pedersen', 'Sofie Larsen']);
      }
    });

    it('lets Sofie leave herself out: the colleague has the visit, she no longer sees it', async () => {
      const created = await graphql(t.app, sofie, createVisit, {
        input: { customerId, employeeIds: [jonasId], description: 'Kun Jonas' },
      });
      expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
      const id = created.data!.createVisit.id as string;
      expect(created.data!.createVisit.employeeIds).toEqual([jonasId]);
      expect(errorCode(await graphql(t.app, sofie, readVisit, { id }))).toBe('NOT_FOUND');
      expect((await graphql(t.app, jonas, readVisit, { id })).data!.visit.employeeIds).toEqual([jonasId]);
    });

    it('refuses someone of another company, naming the field', async () => {
      const r = await graphql(t.app, sofie, createVisit, {
        input: { customerId, employeeIds: [sofieId, otherCompanyAdminId] },
      });
      expect(r.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'input.employeeIds.1',
        reason: 'visit.employeeNotFound',
      });
    });
  });
});
