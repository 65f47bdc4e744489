import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLoginCustomerId } from '../src/db/seed/demo.ts';
import { backends, createTestApp, graphql, signIn, type TestApp } from './harness.ts';
import { statementLog } from './statement-log.ts';

/**
 * No N+1: the fields a list resolves on every row (a customer's parent, children and login, an employee's
 * department) are batched per request, so a page of 50 sends no more statements than a page of 5.
 */
const customers = `query ($limit: Int) { customers(limit: $limit) { totalCount items {
  id parentCustomerId parent { id } children { id } hasLogin address { city } } } }`;
const employees = `query ($limit: Int) { employees(limit: $limit) { items {
  departmentId department { id name memberCount } } } }`;

interface ListedCustomer {
  id: string;
  parentCustomerId: string | null;
  parent: { id: string } | null;
  children: { id: string }[];
  hasLogin: boolean;
}

describe.each(backends)('list statements on %s', (backend) => {
  const log = statementLog();
  let t: TestApp;
  let admin: string;
  let parentId: string;
  const childIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend, {}, log.appOptions);
    admin = await signIn(t.app, 'admin@demo.dk');
    const { version } = (await graphql(t.app, admin, '{ company { version } }')).data!.company;
    await graphql(
      t.app,
      admin,
      'mutation ($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { id } }',
      { input: { version, features: { enableCustomerHierarchy: true } } },
    );
    // Named to sort first, so the page of 5 holds a parent and its locations too.
    const create = 'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }';
    parentId = (await graphql(t.app, admin, create, { input: { companyName: 'Aa Kæden' } })).data!.createCustomer.id;
    for (const name of ['Aa Butik 1', 'Aa Butik 2', 'Aa Butik 3']) {
      const input = { companyName: name, parentCustomerId: parentId };
      childIds.push((await graphql(t.app, admin, create, { input })).data!.createCustomer.id);
    }
    // Enough staff, spread over the departments, that the longer employee page is several times the short one.
    const departments = (await graphql(t.app, admin, '{ departments { id } }')).data!.departments as { id: string }[];
    const createEmployee = 'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { id } }';
    for (let i = 0; i < 12; i++) {
      const input = {
        firstName: `Medarbejder ${i}`,
        email: `medarbejder${i}@demo.dk`,
        kind: 'field',
        role: 'employee',
        departmentId: departments[i % departments.length]!.id,
      };
      expect((await graphql(t.app, admin, createEmployee, { input })).errors).toBeUndefined();
    }
  });
  afterAll(async () => t?.close());

  it('lists 50 customers with parent, children and login in no more statements than 5', async () => {
    let small: ListedCustomer[] = [];
    let large: ListedCustomer[] = [];
    const fewStatements = await log.count(async () => {
      small = (await graphql(t.app, admin, customers, { limit: 5 })).data!.customers.items;
    });
    const manyStatements = await log.count(async () => {
      large = (await graphql(t.app, admin, customers, { limit: 50 })).data!.customers.items;
    });
    expect(small).toHaveLength(5);
    expect(large.length).toBeGreaterThan(20);
    expect(manyStatements).toBeLessThanOrEqual(fewStatements);

    // The batched fields still answer for the right row.
    const byId = new Map(large.map((c) => [c.id, c]));
    expect(
      byId
        .get(parentId)!
        .children.map((c) => c.id)
        .sort(),
    ).toEqual([...childIds].sort());
    for (const id of childIds) expect(byId.get(id)!.parent).toEqual({ id: parentId });
    for (const c of large) {
      expect(c.parent?.id ?? null).toBe(c.parentCustomerId);
      expect(c.hasLogin).toBe(c.id === demoLoginCustomerId);
      if (!childIds.includes(c.id) && c.id !== parentId) expect(c.children).toEqual([]);
    }
  });

  it('lists 50 employees with their departments in no more statements than 2', async () => {
    let small: { departmentId: string | null }[] = [];
    let large: { departmentId: string | null; department: { id: string; memberCount: number } | null }[] = [];
    const fewStatements = await log.count(async () => {
      small = (await graphql(t.app, admin, employees, { limit: 2 })).data!.employees.items;
    });
    const manyStatements = await log.count(async () => {
      large = (await graphql(t.app, admin, employees, { limit: 50 })).data!.employees.items;
    });
    expect(small).toHaveLength(2);
    expect(large.length).toBeGreaterThan(15);
    expect(new Set(large.map((e) => e.departmentId).filter(Boolean)).size).toBeGreaterThan(1);
    expect(manyStatements).toBeLessThanOrEqual(fewStatements);

    const departments = (await graphql(t.app, admin, '{ departments { id memberCount } }')).data!.departments as {
      id: string;
      memberCount: number;
    }[];
    const members = new Map(departments.map((d) => [d.id, d.memberCount]));
    for (const e of large) {
      expect(e.department?.id ?? null).toBe(e.departmentId);
      // The same department as the departments list shows it, count included.
      if (e.department) expect(e.department.memberCount).toBe(members.get(e.department.id));
    }
  });
});
