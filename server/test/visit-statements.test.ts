import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId, demoLinkedVisitIds, demoSeriesVisitId } from '../src/db/seed/demo.ts';
import { visitEmployees, visits } from '../src/db/tables/index.ts';
import { backends, createTestApp, graphql, signIn, type TestApp } from './harness.ts';
import { statementLog } from './statement-log.ts';

const madsId = '5eed0000-0000-4000-8000-000000000002';

/** A visits page as the web's table asks for it, and then some: every nested field is a loader. */
const visitPage = (limit: number) => `query { visits(limit: ${limit}) { totalCount items {
  id caseNumber customer { id name address { city } } employees { id name initials } employeeIds department { id name }
  tagValues { tagId values } createdBy { id name } linkedVisits { id } series { id nextVisit { id } } address { city } } } }`;
const moveVisit =
  'mutation ($id: ID!, $version: Int!, $start: DateTime!, $end: DateTime!) { moveVisit(id: $id, version: $version, start: $start, end: $end) { id } }';
const customersWithVisits = (limit: number) =>
  `query { customers(limit: ${limit}) { items { id visits(limit: 5) { totalCount items { id customer { name } employees { id } } } } } }`;

/**
 * No N+1 on the visit paths: the statements a request sends do not grow with its rows (the counts differ from run
 * to run only by the transaction's set-up, a constant). Fails when a nested field or a customer's visits is read
 * one query per row.
 */
describe.each(backends)('statements per visits request on %s', (backend) => {
  const log = statementLog();
  let t: TestApp;
  let admin: string;
  let mads: string;
  beforeAll(async () => {
    t = await createTestApp(backend, {}, log.appOptions);
    [admin, mads] = await Promise.all([signIn(t.app, 'admin@demo.dk'), signIn(t.app, 'tekniker@demo.dk')]);
    // The first page of five (latest start first) gets a visit of a series and linked visits, with Mads on them, so
    // it has every kind of nested record the page of fifty has: only the number of rows differs between the two.
    const special = [demoSeriesVisitId, ...demoLinkedVisitIds];
    await t.database.db
      .update(visits)
      .set({ start: sql`now() + interval '400 days'`, end: sql`now() + interval '400 days 1 hour'` })
      .where(inArray(visits.id, special));
    await t.database.db
      .insert(visitEmployees)
      .values(special.map((visitId) => ({ companyId: demoCompanyId, visitId, userId: madsId })))
      .onConflictDoNothing();
  });
  afterAll(async () => t?.close());

  const counted = async (cookie: string, query: string) => {
    let data: Record<string, { items: unknown[] }> = {};
    const statements = await log.count(async () => {
      const r = await graphql(t.app, cookie, query);
      expect(r.errors).toBeUndefined();
      data = r.data as typeof data;
    });
    return { statements, data };
  };

  it('reads a page of 50 visits with its nested fields in as many statements as a page of 5', async () => {
    for (const cookie of [admin, mads]) {
      const small = await counted(cookie, visitPage(5));
      const large = await counted(cookie, visitPage(50));
      expect(small.data.visits!.items).toHaveLength(5);
      expect(large.data.visits!.items.length).toBeGreaterThan(small.data.visits!.items.length);
      expect(large.statements).toBe(small.statements);
    }
  });

  it('reads and writes whole visits without the columns the database keeps for itself (search text, planning row)', async () => {
    const before = log.statements.length;
    const page = await graphql(t.app, admin, visitPage(5));
    const [first] = (page.data as { visits: { items: { id: string }[] } }).visits.items;
    const reads = [
      [
        admin,
        `query ($id: ID!) { visit(id: $id) { id linkedVisits { id } series { id nextVisit { id } } } }`,
        { id: first!.id },
      ],
      [
        mads,
        `query ($from: DateTime!, $to: DateTime!) { technicianVisits(from: $from, to: $to) { id } }`,
        {
          from: new Date().toISOString(),
          to: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        },
      ],
    ] as const;
    for (const [cookie, query, variables] of reads) {
      const r = await graphql(t.app, cookie, query, variables);
      expect(r.errors).toBeUndefined();
    }
    // A write returns the visit it wrote: the same columns.
    const current = await graphql(t.app, admin, 'query ($id: ID!) { visit(id: $id) { version start end } }', {
      id: first!.id,
    });
    const { version, start, end } = (current.data as { visit: { version: number; start: string; end: string } }).visit;
    const moved = await graphql(t.app, admin, moveVisit, { id: first!.id, version, start, end });
    expect(moved.errors).toBeUndefined();
    const sent = log.statements.slice(before).filter((statement) => /\b(from|update) "?visits"?\s/.test(statement));
    expect(sent.filter((statement) => statement.startsWith('update')).length).toBe(1);
    expect(sent.length).toBeGreaterThan(3);
    for (const statement of sent) expect(statement).not.toMatch(/search_text|planning_row/);
  });

  it("reads 20 customers' visits in as many statements as 5 customers'", async () => {
    for (const cookie of [admin, mads]) {
      const small = await counted(cookie, customersWithVisits(5));
      const large = await counted(cookie, customersWithVisits(20));
      expect(small.data.customers!.items).toHaveLength(5);
      expect(large.data.customers!.items).toHaveLength(20);
      expect(large.statements).toBe(small.statements);
    }
  });
});
