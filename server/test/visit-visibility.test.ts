import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/sql.ts';
import { demoCompanyId, demoLoginCustomerId } from '../src/db/seed/demo.ts';
import { visitTagValues } from '../src/db/tables/index.ts';
import { backends, createTestApp, graphql, signIn, type TestApp } from './harness.ts';

const madsId = '5eed0000-0000-4000-8000-000000000002';
const priorityTagId = '5eed0000-0000-4000-8000-000000000300';

const customerVisits = `query ($id: ID!) { customer(id: $id) { visits(limit: 200) { totalCount items { id employeeIds } } } }`;
// Within the query cost limit: 50 customers × 100 visits (the demo has fewer of each).
const customersVisits = `query { customers(limit: 50) { items { id visits(limit: 100) { totalCount items { id employeeIds } } } } }`;

/** The one visibility rule on every path to a visit: a customer's visits answer as the visits list does. */
describe.each(backends)('who sees which visits, on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let mads: string;
  let kunde: string;
  /** A customer with visits Mads is on and visits he is not on. */
  let mixedCustomerId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, mads, kunde] = await Promise.all([
      signIn(t.app, 'admin@demo.dk'),
      signIn(t.app, 'tekniker@demo.dk'),
      signIn(t.app, 'kunde@demo.dk'),
    ]);
    const [mixed] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select v.customer_id as id from visits v where v.company_id = ${demoCompanyId} and v.customer_id is not null
        group by v.customer_id
        having bool_or(exists (select 1 from visit_employees ve where ve.visit_id = v.id and ve.user_id = ${madsId}))
          and bool_or(not exists (select 1 from visit_employees ve where ve.visit_id = v.id and ve.user_id = ${madsId}))
        limit 1`,
    );
    mixedCustomerId = mixed!.id;
  });
  afterAll(async () => t?.close());

  /** Per customer of the company: all its visits, and those Mads is on. */
  async function countsByCustomer() {
    const rows = await queryRows<{ id: string; all: number; mads: number }>(
      t.database.db,
      sql`select v.customer_id as id, count(*)::int as "all",
          (count(*) filter (where exists (select 1 from visit_employees ve where ve.visit_id = v.id and ve.user_id = ${madsId})))::int as mads
        from visits v where v.company_id = ${demoCompanyId} and v.customer_id is not null group by v.customer_id`,
    );
    return new Map(rows.map((r) => [r.id, r]));
  }

  it("gives an employee reading a customer's visits only the visits they are on, an administrator all", async () => {
    const counts = (await countsByCustomer()).get(mixedCustomerId)!;
    expect(counts.mads).toBeGreaterThan(0);
    expect(counts.mads).toBeLessThan(counts.all);

    const asMads = (await graphql(t.app, mads, customerVisits, { id: mixedCustomerId })).data!.customer.visits;
    expect(asMads.totalCount).toBe(counts.mads);
    expect(asMads.items).toHaveLength(counts.mads);
    expect(asMads.items.every((v: { employeeIds: string[] }) => v.employeeIds.includes(madsId))).toBe(true);

    const asAdmin = (await graphql(t.app, admin, customerVisits, { id: mixedCustomerId })).data!.customer.visits;
    expect(asAdmin.totalCount).toBe(counts.all);
    expect(asAdmin.items).toHaveLength(counts.all);
  });

  it('applies the same rule to every customer of a page of customers (the batched path)', async () => {
    const counts = await countsByCustomer();
    for (const [cookie, key] of [
      [mads, 'mads'],
      [admin, 'all'],
    ] as const) {
      const items = (await graphql(t.app, cookie, customersVisits)).data!.customers.items as {
        id: string;
        visits: { totalCount: number; items: { employeeIds: string[] }[] };
      }[];
      expect(items.length).toBeGreaterThan(1);
      for (const c of items) {
        expect(c.visits.totalCount).toBe(counts.get(c.id)?.[key] ?? 0);
        expect(c.visits.items).toHaveLength(counts.get(c.id)?.[key] ?? 0);
        if (key === 'mads') expect(c.visits.items.every((v) => v.employeeIds.includes(madsId))).toBe(true);
      }
    }
  });

  it("gives the customer's login its own visits, with only the tags the company shows customers", async () => {
    const [own] = await queryRows<{ id: string; n: number }>(
      t.database.db,
      sql`select min(v.id::text) as id, count(*)::int as n from visits v where v.customer_id = ${demoLoginCustomerId}`,
    );
    expect(own!.n).toBeGreaterThan(0);
    // A tag the customer is not shown (Prioritet) on one of their visits, beside one they are (Opgavetype).
    await t.database.db
      .insert(visitTagValues)
      .values({ companyId: demoCompanyId, visitId: own!.id, tagId: priorityTagId, value: 'Høj' })
      .onConflictDoNothing();
    const query = `query { myVisits(limit: 200) { totalCount items { id customerId tagValues { tagId } } } }`;
    const mine = (await graphql(t.app, kunde, query)).data!.myVisits;
    expect(mine.totalCount).toBe(own!.n);
    expect(mine.items.every((v: { customerId: string }) => v.customerId === demoLoginCustomerId)).toBe(true);
    const shown = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from custom_tags where company_id = ${demoCompanyId} and show_for_customer`,
    );
    const tagIds = mine.items.flatMap((v: { tagValues: { tagId: string }[] }) => v.tagValues.map((x) => x.tagId));
    expect(tagIds.every((id: string) => shown.some((s) => s.id === id))).toBe(true);

    const asAdmin = (
      await graphql(
        t.app,
        admin,
        `
          query ($id: ID!) {
            visit(id: $id) {
              tagValues {
                tagId
              }
            }
          }
        `,
        { id: own!.id },
      )
    ).data!.visit;
    expect(asAdmin.tagValues.map((x: { tagId: string }) => x.tagId)).toContain(priorityTagId);
  });

  it("finds a customer's own visit by its case number in myVisits, never another customer's", async () => {
    const ownVisits = await queryRows<{ caseNumber: number }>(
      t.database.db,
      sql`select case_number as "caseNumber" from visits where customer_id = ${demoLoginCustomerId} order by case_number`,
    );
    const own = ownVisits[0];
    const [other] = await queryRows<{ caseNumber: number; id: string }>(
      t.database.db,
      sql`select case_number as "caseNumber", id from visits
        where company_id = ${demoCompanyId} and customer_id <> ${demoLoginCustomerId} order by case_number limit 1`,
    );
    const search = `query ($search: String) { myVisits(search: $search) { totalCount items { id caseNumber customerId } } }`;

    const found = (await graphql(t.app, kunde, search, { search: String(own!.caseNumber) })).data!.myVisits;
    expect(found.items.map((v: { caseNumber: number }) => v.caseNumber)).toContain(own!.caseNumber);
    expect(found.items.every((v: { customerId: string }) => v.customerId === demoLoginCustomerId)).toBe(true);

    // Another customer's case number: the administrator finds that visit, the customer does not.
    const asAdmin = (
      await graphql(
        t.app,
        admin,
        `
          query ($search: String) {
            visits(filter: { search: $search }) {
              items {
                id
              }
            }
          }
        `,
        {
          search: String(other!.caseNumber),
        },
      )
    ).data!.visits;
    expect(asAdmin.items.map((v: { id: string }) => v.id)).toContain(other!.id);
    const notFound = (await graphql(t.app, kunde, search, { search: String(other!.caseNumber) })).data!.myVisits;
    expect(notFound.items.map((v: { id: string }) => v.id)).not.toContain(other!.id);
    expect(notFound.items.every((v: { customerId: string }) => v.customerId === demoLoginCustomerId)).toBe(true);
    expect(notFound.totalCount).toBe(notFound.items.length);

    // The search narrows: without one, every own visit, as before.
    const all = (await graphql(t.app, kunde, search, {})).data!.myVisits;
    expect(all.totalCount).toBe(ownVisits.length);
    expect(found.totalCount).toBeLessThan(all.totalCount);
  });
});
