import { and, eq, sql } from 'drizzle-orm';
import type { CustomerSort } from '@servio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCapped, pageBounds } from '../src/core/paging.ts';
import { queryRows } from '../src/db/sql.ts';
import { insertBulkCustomers } from '../src/db/seed/bulk-customers.ts';
import { demoCompanyId } from '../src/db/seed/demo.ts';
import { customers } from '../src/db/tables/index.ts';
import { withTenant } from '../src/db/tenant.ts';
import {
  customerListConditions,
  customerListOrder,
  listCustomers,
  type CustomerListArgs,
} from '../src/modules/customers/index.ts';
import { backends, createTestApp, graphql, signIn, type TestApp } from './harness.ts';

/**
 * Customer search reads customer_search (migration 0037, decisions/0043), a copy of the customers' search text (with
 * '@' and '.' swapped for letters), sort name and filters that triggers keep. It must answer exactly what a LIKE on customers.search_text answers: the same
 * customers, in the same order, with the same capped count, whatever the term, sort, direction, filter and page.
 */

/** Customers whose text holds what LIKE and the trigram index treat apart: punctuation, wildcards, q and x. */
const oddOnes: Omit<typeof customers.$inferInsert, 'companyId'>[] = [
  { firstName: 'Quirin', lastName: 'Xu', email: 'q.x@qx.dk', city: 'Qaqortoq' },
  { firstName: 'Rasmus', lastName: 'Punktum', email: 'rasmus@firma.dk', streetAddress: 'Torvet 1.tv' },
  { firstName: 'Under', lastName: 'Streg', email: 'under_streg@x.dk', companyName: '100% Rent ApS' },
  { firstName: 'Back', lastName: 'Slash', email: 'back\\slash@example.dk', companyName: 'A_B & Co' },
  { firstName: 'Louise', lastName: 'Olsen', email: 'louise.olsen@example.dk', phoneNumber: '+4520304050' },
  { companyName: 'Ølhandel.dk', useCompany: true, companyCvr: '12345678', email: 'ordre@ølhandel.dk' },
  // A term that begins or ends within a word, at a letter outside ASCII: 'øster' in Søstervej, 'øl' in Møller.
  { firstName: 'Åse', lastName: 'Lærkesø', streetAddress: 'Søstervej 4', city: 'Ærøskøbing' },
];

const terms = [
  'mette',
  'hansen',
  'mette hansen',
  'søren',
  'aarhus',
  '8000',
  'example.dk',
  '@example',
  'louise.olsen',
  'rasmus@',
  'rasmus@firma',
  'q.x@',
  'qx',
  'x@',
  '1.tv',
  'th',
  'københavn ø',
  '20 30 40',
  '100%',
  'a_b',
  'back\\slash',
  'ølhandel.dk',
  'øster',
  'øl',
  'kesø',
  'ærø',
  'xyz-nothing',
];

describe.each(backends)('customer search on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let parentId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signIn(t.app, 'admin@demo.dk');
    const db = t.database.db;
    // More than a count's cap (1,000) for the broad terms, a page's worth or less for the narrow ones.
    await insertBulkCustomers(db, demoCompanyId, 2_600);
    const [parent] = await db
      .insert(customers)
      .values({ companyId: demoCompanyId, companyName: 'Kæde Holding', useCompany: true })
      .returning({ id: customers.id });
    parentId = parent!.id;
    await db.insert(customers).values([
      ...oddOnes.map((c) => ({ ...c, companyId: demoCompanyId })),
      ...['Aarhus', 'Hellerup', 'Aarhus N'].map((city, i) => ({
        companyId: demoCompanyId,
        companyName: `Kæde afdeling ${i}`,
        useCompany: true,
        city,
        parentCustomerId: parentId,
      })),
    ]);
  }, 120_000);
  afterAll(async () => t?.close());

  /** What the list answered before customer_search: a LIKE on customers.search_text, as the tables' owner. */
  async function reference(args: CustomerListArgs) {
    const { limit, offset } = pageBounds(args);
    const where = and(eq(customers.companyId, demoCompanyId), customerListConditions(args));
    const rows = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(where)
      .orderBy(...customerListOrder(args))
      .limit(limit)
      .offset(offset);
    const matching = t.database.db.select({ id: customers.id }).from(customers).where(where);
    return { ids: rows.map((r) => r.id), ...(await countCapped(t.database.db, matching, offset)) };
  }

  async function searched(args: CustomerListArgs) {
    const page = await withTenant(t.database.db, { companyId: demoCompanyId, userId: null }, (tx) =>
      listCustomers({ db: tx, companyId: demoCompanyId }, args),
    );
    return {
      ids: page.items.map((c) => c.id),
      totalCount: page.totalCount,
      ...(page.totalCountCapped ? { totalCountCapped: true } : {}),
    };
  }

  it('finds what a LIKE on the customers finds, in the list order, with the same capped count', async () => {
    const cases: CustomerListArgs[] = [];
    for (const search of terms)
      for (const sortDirection of ['asc', 'desc'] as const)
        for (const offset of [0, 50, 1_040]) cases.push({ search, sort: 'name', sortDirection, offset, limit: 50 });
    const sorts: CustomerSort[] = ['companyName', 'email', 'phoneNumber', 'city', 'zipcode', 'createdAt'];
    for (const sort of sorts)
      for (const search of ['hansen', 'example.dk', 'rasmus@', 'th', 'xyz-nothing'])
        for (const sortDirection of ['asc', 'desc'] as const) cases.push({ search, sort, sortDirection, limit: 20 });
    for (const search of ['aarhus', 'hellerup', 'example.dk', 'kæde', 'th'])
      for (const sort of ['name', 'city'] as const) {
        cases.push({ search, sort, useCompany: true });
        cases.push({ search, sort, useCompany: false, offset: 1_010 });
        cases.push({ search, sort, topLevelOnly: true });
        cases.push({ search, sort, parentCustomerId: parentId });
      }
    let capped = 0;
    for (const args of cases) {
      const expected = await reference(args);
      expect(await searched(args), JSON.stringify(args)).toEqual(expected);
      if (expected.totalCountCapped) capped++;
    }
    // The broad terms went past the cap, so both ways of choosing a page were compared.
    expect(capped).toBeGreaterThan(20);
  }, 240_000);

  it('keeps the copy in step with every write: operations, imports, updates of other columns and deletes', async () => {
    const copy = () =>
      queryRows<Record<string, unknown>>(
        t.database.db,
        sql`select id, company_id, parent_customer_id, use_company, sort_name, search_key from customer_search
          order by id`,
      );
    const source = () =>
      queryRows<Record<string, unknown>>(
        t.database.db,
        sql`select id, company_id, parent_customer_id, use_company, sort_name,
          translate(search_text, '@q.x', 'q@x.') as search_key from customers order by id`,
      );
    const find = async (search: string) =>
      (
        await graphql(t.app, admin, 'query ($s: String) { customers(search: $s) { totalCount items { id } } }', {
          s: search,
        })
      ).data!.customers;

    const created = await graphql(
      t.app,
      admin,
      'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id version } }',
      { input: { firstName: 'Quokka', lastName: 'Kopi', email: 'quokka@kopi.dk' } },
    );
    expect(created.errors).toBeUndefined();
    const { id, version } = created.data!.createCustomer;
    expect((await find('quokka')).items).toEqual([{ id }]);
    const updated = await graphql(
      t.app,
      admin,
      'mutation ($id: ID!, $version: Int!, $input: CustomerInput!) { updateCustomer(id: $id, version: $version, input: $input) { version } }',
      { id, version, input: { firstName: 'Wombat', lastName: 'Kopi', email: 'wombat@kopi.dk', notes: 'Ringer først' } },
    );
    expect(updated.errors).toBeUndefined();
    expect((await find('quokka')).totalCount).toBe(0);
    expect((await find('wombat@kopi')).items).toEqual([{ id }]);
    // Only the notes: customer_search is not written.
    await t.database.db.update(customers).set({ notes: 'Nøgle under måtten' }).where(eq(customers.id, id));
    const imported = await graphql(
      t.app,
      admin,
      'mutation ($csv: String!) { importCustomers(csv: $csv, mapping: ["firstName", "email"]) { createdCount } }',
      { csv: 'Fornavn;Email\nImporteret;importeret@kopi.dk\n' },
    );
    expect(imported.data!.importCustomers.createdCount).toBe(1);
    expect((await find('importeret@kopi')).totalCount).toBe(1);
    const deleted = await graphql(t.app, admin, 'mutation ($id: ID!) { deleteCustomer(id: $id) }', { id });
    expect(deleted.errors).toBeUndefined();
    expect((await find('wombat@kopi')).totalCount).toBe(0);
    expect(await copy()).toEqual(await source());
  });
});
