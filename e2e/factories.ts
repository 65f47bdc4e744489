import { expect, type APIRequestContext } from '@playwright/test';
import { gql, password as demoPassword, users } from './fixtures.ts';

/** Unique per call across workers and runs: records a test creates never meet another test's. */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export interface CreatedPerson {
  id: string;
  email: string;
  password: string;
}

/**
 * A person of their own for a test that changes what it cannot undo (a password): created by an administrator
 * through the API, invited, and the invitation accepted with `password`, exactly as the app does it.
 * `request` should be a context of its own (the `request` fixture), so the administrator's cookie stays out of the page.
 */
export async function createPersonWithPassword(
  request: APIRequestContext,
  overrides: { email?: string; firstName?: string; lastName?: string; role?: string; admin?: string } = {},
  password = `E2e-Kodeord-${uniqueId()}`,
): Promise<CreatedPerson> {
  const id = uniqueId();
  const { admin = users.admin, role = 'employee', ...names } = overrides;
  const signIn = await request.post('/login', { data: { email: admin, password: demoPassword } });
  expect(signIn.status(), `sign-in of ${admin}`).toBe(200);
  const created = await gql<{ createEmployee: { id: string; email: string } }>(
    request,
    `mutation($input: EmployeeInput!) { createEmployee(input: $input) { id email } }`,
    {
      input: { firstName: 'E2E', lastName: `Person ${id}`, email: `e2e-${id}@demo.dk`, kind: 'field', role, ...names },
    },
  );
  expect(created.errors).toBeUndefined();
  const person = created.data!.createEmployee;
  const invited = await gql<{ inviteEmployee: { link: string } }>(
    request,
    `mutation($id: ID!) { inviteEmployee(id: $id) { link } }`,
    { id: person.id },
  );
  expect(invited.errors).toBeUndefined();
  const token = invited.data!.inviteEmployee.link.split('/').pop()!;
  await request.post('/logout');
  const accepted = await gql(
    request,
    `mutation($t: String!, $p: String!) { acceptInvitation(token: $t, password: $p) }`,
    {
      t: token,
      p: password,
    },
  );
  expect(accepted.errors).toBeUndefined();
  return { id: person.id, email: person.email, password };
}

/** A visit for the first customer of the list, made through the API by whoever `request` is signed in as. */
export async function createVisitForFirstCustomer(request: APIRequestContext, description: string): Promise<string> {
  const customers = await gql<{ customers: { items: { id: string }[] } }>(
    request,
    '{ customers(limit: 1) { items { id } } }',
  );
  const visit = await gql<{ createVisit: { id: string } }>(
    request,
    'mutation ($input: VisitInput!) { createVisit(input: $input) { id } }',
    { input: { customerId: customers.data!.customers.items[0]!.id, description } },
  );
  expect(visit.errors, JSON.stringify(visit.errors)).toBeUndefined();
  return visit.data!.createVisit.id;
}

/**
 * A finished visit with a fixed price for a customer of its own, made through the API as the office would: the
 * customer, the visit yesterday with the administrator on it, then finished. Returns its id and case number.
 */
export async function finishedVisit(
  request: APIRequestContext,
  customerName: string,
  price: number,
): Promise<{ id: string; caseNumber: number }> {
  const customer = await gql<{ createCustomer: { id: string } }>(
    request,
    'mutation ($name: String!) { createCustomer(input: { companyName: $name, useCompany: true }) { id } }',
    { name: customerName },
  );
  expect(customer.errors, JSON.stringify(customer.errors)).toBeUndefined();
  const me = await gql<{ me: { id: string } }>(request, '{ me { id } }');
  // Yesterday from 08:00 to 10:00 UTC: finished, and never across midnight, whatever the hour the tests run at.
  const start = new Date(Date.now() - 86_400_000);
  start.setUTCHours(8, 0, 0, 0);
  const visit = await gql<{ createVisit: { id: string; caseNumber: number; version: number } }>(
    request,
    'mutation ($input: VisitInput!) { createVisit(input: $input) { id caseNumber version } }',
    {
      input: {
        customerId: customer.data!.createCustomer.id,
        employeeIds: [me.data!.me.id],
        description: `Serviceeftersyn ${customerName}`,
        price,
        start: start.toISOString(),
        end: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      },
    },
  );
  expect(visit.errors, JSON.stringify(visit.errors)).toBeUndefined();
  const { id, caseNumber, version } = visit.data!.createVisit;
  const finished = await gql(
    request,
    'mutation ($id: ID!, $version: Int!) { finishVisit(id: $id, version: $version, reportCompleted: true) { id } }',
    { id, version },
  );
  expect(finished.errors, JSON.stringify(finished.errors)).toBeUndefined();
  return { id, caseNumber };
}

/** Changes the company's settings as `request`'s administrator: its version read first, `input` as the mutation takes it. */
export async function updateCompanySettings(request: APIRequestContext, input: Record<string, unknown>): Promise<void> {
  const current = await gql<{ company: { version: number } }>(request, '{ company { version } }');
  const r = await gql(
    request,
    'mutation ($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { id } }',
    { input: { version: current.data!.company.version, ...input } },
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
}
