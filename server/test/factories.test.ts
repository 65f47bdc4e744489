import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createCustomer, createPerson, createVisit } from './factories.ts';
import { backends, createTestApp, errorCode, graphql, signIn, type TestApp } from './harness.ts';

describe.each(backends)('the test-data factories on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('make a company of its own with a signed-in administrator, people with overrides, a customer and a visit', async () => {
    const { companyId, admin } = await createCompany(t, { name: 'Fabrikken ApS', enableDepartment: true });
    const me = await graphql(t.app, admin.cookie, '{ me { email role } company { id name enableDepartment } }');
    expect(me.data).toEqual({
      me: { email: admin.email, role: 'administrator' },
      company: { id: companyId, name: 'Fabrikken ApS', enableDepartment: true },
    });

    const employee = await createPerson(t, { companyId, firstName: 'Frida', allowedToCreateVisit: true });
    const flags = await graphql(
      t.app,
      employee.cookie,
      '{ me { firstName role permissions { allowedToCreateVisit } } }',
    );
    expect(flags.data!.me).toEqual({
      firstName: 'Frida',
      role: 'employee',
      permissions: { allowedToCreateVisit: true },
    });

    const customer = await createCustomer(t, admin.cookie, { firstName: 'Karl', lastName: 'Kunde' });
    const visit = await createVisit(t, employee.cookie, customer.id, { employeeIds: [employee.id] });
    const read = await graphql(
      t.app,
      admin.cookie,
      'query ($id: ID!) { visit(id: $id) { customer { name } employeeIds } }',
      {
        id: visit.id,
      },
    );
    expect(read.data!.visit).toEqual({ customer: { name: 'Karl Kunde' }, employeeIds: [employee.id] });

    // Nothing of it shows in the demo company.
    const demoAdmin = await signIn(t.app, 'admin@demo.dk');
    expect(
      errorCode(await graphql(t.app, demoAdmin, 'query ($id: ID!) { visit(id: $id) { id } }', { id: visit.id })),
    ).toBe('NOT_FOUND');
  });
});
