import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/db/sql.ts';
import { demoCompanyId, otherCompanyId } from '../src/db/seed/demo.ts';
import {
  calendarFeeds,
  customerImports,
  idempotencyKeys,
  invitations,
  itemGroups,
  mailMessages,
  reportTemplates,
  reportTemplateVersions,
  storedFiles,
  visitReports,
  items,
  outbox,
  priceListImportLines,
  priceListImports,
  stockMovements,
  visitLines,
  visits,
} from '../src/db/tables/index.ts';
import { backends, createTestApp, errorCode, graphql, signIn, type TestApp } from './harness.ts';

/** Runs `work` as the application role, as every request does, optionally with a company (and user) set. */
function asApp<T>(db: Db, scope: { companyId?: string }, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', current_setting('servio.app_role'), true)`);
    if (scope.companyId) await tx.execute(sql`select set_config('app.company_id', ${scope.companyId}, true)`);
    return work(tx as unknown as Db);
  });
}

const count = async (db: Db, table: string, where = sql`true`) =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`))[0]!
    .n;

/** The database's own error message, under drizzle's wrapper. */
async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const e = error as { message: string; cause?: { message?: string } };
    return `${e.message} ${e.cause?.message ?? ''}`;
  }
  return 'no error';
}

const getCompany = 'query { company { id name } }';

describe.each(backends)('company isolation on %s', (backend) => {
  let t: TestApp;
  let tenantTables: string[];
  beforeAll(async () => {
    t = await createTestApp(backend);
    // Sign-ins write audit rows for both companies, so every tenant table has rows of each.
    await signIn(t.app, 'admin@demo.dk');
    await signIn(t.app, 'admin@anden.dk');
    // Tables the seed leaves empty get a row for each company, so the checks below can see a leak.
    await t.database.db.insert(idempotencyKeys).values(
      [demoCompanyId, otherCompanyId].map((companyId) => ({
        companyId,
        userId: companyId,
        key: 'tenancy-test-key',
        operation: 'test',
        payloadHash: 'x',
      })),
    );
    const adminOf: Record<string, string> = {
      [demoCompanyId]: '5eed0000-0000-4000-8000-000000000001',
      [otherCompanyId]: '5eed0000-0000-4000-8000-000000000050',
    };
    for (const companyId of [demoCompanyId, otherCompanyId]) {
      await t.database.db.insert(invitations).values({
        companyId,
        userId: adminOf[companyId]!,
        tokenHash: `tenancy-${companyId}`,
        expiresAt: new Date(Date.now() + 3600_000),
      });
      await t.database.db.insert(outbox).values({ companyId, kind: 'test' });
      await t.database.db.insert(customerImports).values({ companyId, createdCount: 0, skippedCount: 0 });
      await t.database.db
        .insert(calendarFeeds)
        .values({ companyId, userId: adminOf[companyId]!, tokenHash: `tenancy-feed-${companyId}` });
      const [group] = await t.database.db
        .insert(itemGroups)
        .values({ companyId, name: 'Tenancy group', markupBp: 2500 })
        .returning();
      const [item] = await t.database.db
        .insert(items)
        .values({ companyId, sku: 'TENANCY-1', name: 'Tenancy item', groupId: group!.id })
        .returning();
      const [visit] = await t.database.db
        .select({ id: visits.id })
        .from(visits)
        .where(eq(visits.companyId, companyId))
        .limit(1);
      const [line] = await t.database.db
        .insert(visitLines)
        .values({ companyId, visitId: visit!.id, itemId: item!.id, description: 'Tenancy item', quantity: 1000 })
        .returning();
      await t.database.db
        .insert(stockMovements)
        .values({ companyId, itemId: item!.id, kind: 'used', quantity: -1000, visitLineId: line!.id });
      const [priceList] = await t.database.db.insert(priceListImports).values({ companyId }).returning();
      await t.database.db
        .insert(priceListImportLines)
        .values({ companyId, importId: priceList!.id, line: 2, sku: 'TENANCY-1' });
      const [template] = await t.database.db
        .insert(reportTemplates)
        .values({ companyId, name: 'Tenancy template' })
        .returning();
      const [templateVersion] = await t.database.db
        .insert(reportTemplateVersions)
        .values({ companyId, templateId: template!.id, number: 1, name: 'Tenancy template', fields: [] })
        .returning();
      await t.database.db
        .insert(visitReports)
        .values({ companyId, visitId: visit!.id, templateVersionId: templateVersion!.id });
      await t.database.db.insert(storedFiles).values({
        companyId,
        kind: 'document',
        visitId: visit!.id,
        name: 'tenancy.pdf',
        mimeType: 'application/pdf',
        size: 1,
        sha256: 'x',
        storageKey: `tenancy/${companyId}`,
      });
      await t.database.db.insert(mailMessages).values({
        companyId,
        emailType: 'test',
        fromAddress: 'a@example.com',
        toAddress: 'b@example.com',
        subject: 'Tenancy',
      });
    }
    const rows = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`
      select c.table_name from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'company_id' and tb.table_type = 'BASE TABLE'
      order by c.table_name`,
    );
    tenantTables = rows.map((r) => r.table_name);
  });
  afterAll(async () => t?.close());

  it('finds the tenant tables', () => {
    for (const table of ['users', 'customers', 'visits', 'visit_employees', 'custom_tags', 'audit_log']) {
      expect(tenantTables).toContain(table);
    }
  });

  it('shows no tenant rows to the application role without a company, while the owner sees them', async () => {
    for (const table of tenantTables) {
      expect(await count(t.database.db, table), `owner: ${table}`).toBeGreaterThan(0);
      expect(await asApp(t.database.db, {}, (tx) => count(tx, table)), `servio_app: ${table}`).toBe(0);
    }
    expect(await count(t.database.db, 'companies')).toBeGreaterThan(1);
    expect(await asApp(t.database.db, {}, (tx) => count(tx, 'companies'))).toBe(0);
    expect(await asApp(t.database.db, {}, (tx) => count(tx, 'users'))).toBe(0);
  });

  it('shows only the demo company to the application role set to it', async () => {
    const withOtherRows: string[] = [];
    for (const table of tenantTables) {
      const own = await count(t.database.db, table, sql`company_id = ${demoCompanyId}`);
      const others = await count(t.database.db, table, sql`company_id is distinct from ${demoCompanyId}`);
      expect(own, `owner, demo rows: ${table}`).toBeGreaterThan(0);
      const seen = await asApp(t.database.db, { companyId: demoCompanyId }, async (tx) => ({
        own: await count(tx, table, sql`company_id = ${demoCompanyId}`),
        others: await count(tx, table, sql`company_id is distinct from ${demoCompanyId}`),
      }));
      expect(seen, table).toEqual({ own, others: 0 });
      if (others > 0) withOtherRows.push(table);
    }
    // The check above means something only where another company has rows: make sure the main tables do.
    for (const table of ['users', 'customers', 'visits', 'visit_employees', 'custom_tags', 'bookings', 'audit_log']) {
      expect(withOtherRows).toContain(table);
    }
    const companies = await asApp(t.database.db, { companyId: demoCompanyId }, (tx) =>
      queryRows<{ id: string }>(tx, sql`select id from companies`),
    );
    expect(companies).toEqual([{ id: demoCompanyId }]);
  });

  it('keeps the application role from writing into another company', async () => {
    const failure = await failureOf(
      asApp(t.database.db, { companyId: demoCompanyId }, (tx) =>
        tx.execute(
          sql`insert into custom_tags (company_id, name, type) values (${otherCompanyId}, 'Indbrud', 'visit')`,
        ),
      ),
    );
    expect(failure).toMatch(/row-level security/i);
    const updated = await asApp(t.database.db, { companyId: demoCompanyId }, (tx) =>
      tx.update(visits).set({ description: 'overskrevet' }).where(eq(visits.companyId, otherCompanyId)).returning(),
    );
    expect(updated).toEqual([]);
    expect(await count(t.database.db, 'visits', sql`description = 'overskrevet'`)).toBe(0);
  });

  it('keeps server secrets and sessions from the application role', async () => {
    expect(await count(t.database.db, 'server_secrets')).toBeGreaterThan(0);
    for (const table of ['server_secrets', 'sessions']) {
      const failure = await failureOf(asApp(t.database.db, { companyId: demoCompanyId }, (tx) => count(tx, table)));
      expect(failure, table).toMatch(/permission denied/i);
    }
  });

  describe('signed in as the administrator of Anden Firma', () => {
    let anden: string;
    beforeAll(async () => {
      anden = await signIn(t.app, 'admin@anden.dk');
    });

    it('sees their own company', async () => {
      const result = await graphql(t.app, anden, getCompany);
      expect(result.errors).toBeUndefined();
      expect(result.data!.company).toEqual({ id: otherCompanyId, name: 'Anden Firma ApS' });
    });

    it("sees none of Demo Service's custom tags", async () => {
      const result = await graphql(t.app, anden, 'query { customTags { name } }');
      expect(result.errors).toBeUndefined();
      const names = result.data!.customTags.map((tag: { name: string }) => tag.name);
      expect(names).toContain('Hasteopgave');
      expect(names).not.toContain('Prioritet');
      expect(names).not.toContain('Opgavetype');
    });

    it('sees only their own visits today', async () => {
      const result = await graphql(
        t.app,
        anden,
        'query { overview { todayVisitCount todayVisits { id customerName } } }',
      );
      expect(result.errors).toBeUndefined();
      const ids = result.data!.overview.todayVisits.map((v: { id: string }) => v.id);
      expect(ids.length).toBeGreaterThan(0);
      const rows = await t.database.db
        .select({ companyId: visits.companyId, description: visits.description })
        .from(visits)
        .where(inArray(visits.id, ids));
      expect(rows).toHaveLength(ids.length);
      for (const row of rows) {
        expect(row.companyId).toBe(otherCompanyId);
        expect(row.description).toBe('Anden Firma: vinduespolering');
      }
      // The demo administrator, on the other hand, has visits today and none of them is Anden's.
      const demo = await graphql(
        t.app,
        await signIn(t.app, 'admin@demo.dk'),
        'query { overview { todayVisits { id } } }',
      );
      const demoIds = demo.data!.overview.todayVisits.map((v: { id: string }) => v.id);
      expect(demoIds.length).toBeGreaterThan(0);
      expect(demoIds.filter((id: string) => ids.includes(id))).toEqual([]);
    });

    it('gets the counts of their own company', async () => {
      const result = await graphql(
        t.app,
        anden,
        'query { navigationCounts { unreadNotifications newEvents dueVisits openBookings } }',
      );
      expect(result.errors).toBeUndefined();
      const [expected] = await queryRows<Record<string, number>>(
        t.database.db,
        sql`
        select
          (select count(*)::int from notifications n join users u on u.id = n.user_id
            where u.email = 'admin@anden.dk' and n.read_at is null) as "unreadNotifications",
          (select count(*)::int from events where company_id = ${otherCompanyId} and seen_at is null) as "newEvents",
          (select count(*)::int from visits v where v.company_id = ${otherCompanyId} and not v.archived
            and v.status in ('not_scheduled', 'scheduled', 'current') and v."end" < now()) as "dueVisits",
          (select count(*)::int from bookings where company_id = ${otherCompanyId} and status = 'open') as "openBookings"`,
      );
      expect(result.data!.navigationCounts).toEqual(expected);
      expect(expected!.openBookings).toBeGreaterThan(0);
      // Demo Service has other figures: a leak would show.
      const demo = await graphql(
        t.app,
        await signIn(t.app, 'admin@demo.dk'),
        'query { navigationCounts { openBookings dueVisits } }',
      );
      expect(demo.data!.navigationCounts.openBookings).not.toBe(expected!.openBookings);
    });

    it('may not list companies or switch into Demo Service', async () => {
      const list = await graphql(t.app, anden, 'query { companies { id name } }');
      expect(errorCode(list)).toBe('FORBIDDEN');
      expect(list.data ?? null).toBeNull();
      const sw = await graphql(t.app, anden, 'mutation ($id: ID!) { switchCompany(companyId: $id) { id } }', {
        id: demoCompanyId,
      });
      expect(errorCode(sw)).toBe('FORBIDDEN');
      expect(sessionCookieSet(sw.response)).toBe(false);
      expect((await graphql(t.app, anden, getCompany)).data!.company.id).toBe(otherCompanyId);
    });
  });
});

function sessionCookieSet(response: { cookies: { name: string }[] }): boolean {
  return response.cookies.some((c) => c.name === 'jwt');
}
