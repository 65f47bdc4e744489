import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../src/db/tables/index.ts';
import { createCompany, createCustomer, createVisit, type CreatedCompany } from './factories.ts';
import { backends, createTestApp, graphql, type TestApp } from './harness.ts';

const hour = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const overviewQuery = 'query { overview { todayVisitCount unbilledVisitCount todayVisits { id } } }';

describe.each(backends)('the overview on %s', (backend) => {
  let t: TestApp;
  let company: CreatedCompany;
  let spanning: string;
  let current: string;
  let finished: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    company = await createCompany(t);
    const customer = await createCustomer(t, company.admin.cookie);
    const visit = (start: number, end: number) =>
      createVisit(t, company.admin.cookie, customer.id, { start: at(start), end: at(end) });
    // The company's longest visit, three days long: it is today's as much as the hour-long one around now.
    spanning = (await visit(-72 * hour, 24 * hour)).id;
    current = (await visit(-hour, hour)).id;
    finished = (await visit(-50 * hour, -49 * hour)).id;
  });
  afterAll(() => t.close());

  const overview = async () => (await graphql(t.app, company.admin.cookie, overviewQuery)).data!.overview;

  it("counts and lists today's visits, one that began days ago included", async () => {
    const figures = await overview();
    expect(figures.todayVisitCount).toBe(2);
    expect(figures.todayVisits.map((v: { id: string }) => v.id).sort()).toEqual([spanning, current].sort());
  });

  it('counts a finished visit as unbilled until it is invoiced', async () => {
    expect((await overview()).unbilledVisitCount).toBe(0);
    await t.database.db.update(visits).set({ status: 'completed' }).where(eq(visits.id, finished));
    expect((await overview()).unbilledVisitCount).toBe(1);
    await t.database.db
      .update(visits)
      .set({ invoicedAt: sql`now()` })
      .where(eq(visits.id, finished));
    expect((await overview()).unbilledVisitCount).toBe(0);
  });
});
