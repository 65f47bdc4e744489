import { randomUUID } from 'node:crypto';
import { permissionFlags } from '@servio/domain';
import { hashPassword } from '../src/auth/password.ts';
import type { Actor } from '../src/core/scope.ts';
import { companies, users } from '../src/db/tables/index.ts';
import { graphql, signIn, type TestApp } from './harness.ts';

/**
 * Test data of a test's own, instead of the demo seed's records: a test that changes what it made cannot disturb
 * another test that reads the demo. Companies and people are written with SQL on the owner connection (as the seed
 * and the superadmin do); customers and visits go through the real GraphQL operations, so their rules apply.
 * Every function takes overrides and returns the ids, and for a person a signed-in session cookie.
 */

/** The password of every person a factory creates (not on the common-password list). */
export const factoryPassword = 'fabrik-kodeord-42';
let passwordHash: Promise<string> | undefined;

const unique = () => randomUUID().slice(0, 8);

type CompanyRow = typeof companies.$inferInsert;
type UserRow = typeof users.$inferInsert;

export interface CreatedPerson {
  id: string;
  email: string;
  /** `jwt=…`, signed in with factoryPassword. */
  cookie: string;
}

export interface CreatedCompany {
  companyId: string;
  admin: CreatedPerson;
}

/** The company's administrator as a module's actor, every permission granted: for calling a module without GraphQL. */
export function adminActor(company: CreatedCompany): Actor {
  return {
    userId: company.admin.id,
    email: company.admin.email,
    firstName: null,
    lastName: null,
    prefLang: 'da',
    role: 'administrator',
    isSuperadmin: false,
    isPreviousAdmin: false,
    companyId: company.companyId,
    customerId: null,
    permissions: Object.fromEntries(permissionFlags.map((flag) => [flag, true])) as Actor['permissions'],
  };
}

/** A company with one administrator. */
export async function createCompany(t: TestApp, overrides: Partial<CompanyRow> = {}): Promise<CreatedCompany> {
  const [company] = await t.database.db
    .insert(companies)
    .values({ name: `Testfirma ${unique()}`, ...overrides })
    .returning({ id: companies.id });
  const admin = await createPerson(t, { companyId: company!.id, role: 'administrator' });
  return { companyId: company!.id, admin };
}

/**
 * A person of a company: an employee by default (field work, no permission flags); override the role, kind,
 * permission flags, names or email. A customer's login needs `customerId`.
 */
export async function createPerson(
  t: TestApp,
  overrides: Partial<UserRow> & Pick<UserRow, 'companyId'>,
): Promise<CreatedPerson> {
  const email = overrides.email ?? `person-${unique()}@factory.test`;
  const [person] = await t.database.db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: `Person ${unique()}`,
      role: 'employee',
      kind: overrides.role === 'customer' ? null : 'field',
      passwordHash: await (passwordHash ??= hashPassword(factoryPassword)),
      ...overrides,
      email,
    })
    .returning({ id: users.id });
  return { id: person!.id, email, cookie: await signIn(t.app, email, factoryPassword) };
}

/** A customer, created by `adminCookie`'s person through `createCustomer`. */
export async function createCustomer(
  t: TestApp,
  adminCookie: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const result = await graphql<{ createCustomer: { id: string } }>(
    t.app,
    adminCookie,
    'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }',
    { input: { firstName: 'Kunde', lastName: unique(), ...overrides } },
  );
  if (result.errors) throw new Error(`createCustomer: ${JSON.stringify(result.errors)}`);
  return result.data!.createCustomer;
}

/** A visit for `customerId`, created by `cookie`'s person through `createVisit` (unplanned unless overridden). */
export async function createVisit(
  t: TestApp,
  cookie: string,
  customerId: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; caseNumber: number; version: number }> {
  const result = await graphql<{ createVisit: { id: string; caseNumber: number; version: number } }>(
    t.app,
    cookie,
    'mutation ($input: VisitInput!) { createVisit(input: $input) { id caseNumber version } }',
    { input: { customerId, description: `Testbesøg ${unique()}`, ...overrides } },
  );
  if (result.errors) throw new Error(`createVisit: ${JSON.stringify(result.errors)}`);
  return result.data!.createVisit;
}

/** An item group, created by `adminCookie`'s person through `createItemGroup` (markup 25 % unless overridden). */
export async function createItemGroup(
  t: TestApp,
  adminCookie: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; name: string; markupBp: number; version: number }> {
  const result = await graphql<{ createItemGroup: { id: string; name: string; markupBp: number; version: number } }>(
    t.app,
    adminCookie,
    'mutation ($input: ItemGroupInput!) { createItemGroup(input: $input) { id name markupBp version } }',
    { input: { name: `Gruppe ${unique()}`, markupBp: 2500, ...overrides } },
  );
  if (result.errors) throw new Error(`createItemGroup: ${JSON.stringify(result.errors)}`);
  return result.data!.createItemGroup;
}

/** An item, created by `adminCookie`'s person through `createItem` (a unique SKU, unit stk, unless overridden). */
export async function createItem(
  t: TestApp,
  adminCookie: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; sku: string; salesPrice: number | null; version: number }> {
  const result = await graphql<{
    createItem: { id: string; sku: string; salesPrice: number | null; version: number };
  }>(t.app, adminCookie, 'mutation ($input: ItemInput!) { createItem(input: $input) { id sku salesPrice version } }', {
    input: { sku: `SKU-${unique()}`, name: `Vare ${unique()}`, unit: 'stk', ...overrides },
  });
  if (result.errors) throw new Error(`createItem: ${JSON.stringify(result.errors)}`);
  return result.data!.createItem;
}
