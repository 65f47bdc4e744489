import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/sql.ts';
import { demoCompanyId, otherCompanyId } from '../src/db/seed/demo.ts';
import { auditLog } from '../src/db/tables/index.ts';
import { backends, createTestApp, errorCode, graphql, sessionCookie, signIn, type TestApp } from './harness.ts';

const meAndCompany = 'query { me { id email role roles isPreviousAdmin } company { id name } }';
const switchCompany = 'mutation ($id: ID!) { switchCompany(companyId: $id) { id role isPreviousAdmin } }';
const exitSwitch = 'mutation { exitCompanySwitch { id role isPreviousAdmin } }';

describe.each(backends)('the superadmin on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('is a superadmin without a company', async () => {
    const cookie = await signIn(t.app, 'super@demo.dk');
    const result = await graphql(t.app, cookie, meAndCompany);
    expect(result.errors).toBeUndefined();
    expect(result.data!.me).toMatchObject({ email: 'super@demo.dk', role: 'superadmin', isPreviousAdmin: false });
    expect(result.data!.me.roles).toContain('ROLE_SUPER_ADMIN');
    expect(result.data!.me.roles).not.toContain('ROLE_ADMIN');
    expect(result.data!.company).toBeNull();
  });

  it('lists both demo companies with their user counts', async () => {
    const cookie = await signIn(t.app, 'super@demo.dk');
    const result = await graphql(t.app, cookie, 'query { companies { id name cvr city userCount } }');
    expect(result.errors).toBeUndefined();
    const list = result.data!.companies as { id: string; name: string; userCount: number }[];
    const expected = await queryRows<{ id: string; n: number }>(
      t.database.db,
      sql`
      select company_id as id, count(*)::int as n from users where active and company_id is not null group by company_id`,
    );
    const byId = new Map(list.map((c) => [c.id, c]));
    expect(byId.get(demoCompanyId)).toMatchObject({ name: 'Demo Service ApS' });
    expect(byId.get(otherCompanyId)).toMatchObject({ name: 'Anden Firma ApS' });
    for (const { id, n } of expected) expect(byId.get(id)?.userCount, id).toBe(n);
    expect(byId.get(demoCompanyId)!.userCount).toBeGreaterThan(byId.get(otherCompanyId)!.userCount);
  });

  it('switches into a company as its administrator and back again', async () => {
    const original = await signIn(t.app, 'super@demo.dk');
    const switched = await graphql(t.app, original, switchCompany, { id: demoCompanyId });
    expect(switched.errors).toBeUndefined();
    expect(switched.data!.switchCompany).toMatchObject({ role: 'administrator', isPreviousAdmin: true });
    const switchedCookie = sessionCookie(switched.response);
    expect(switchedCookie).toBeDefined();
    expect(switchedCookie).not.toBe(original);

    const inside = await graphql(t.app, switchedCookie, meAndCompany);
    expect(inside.errors).toBeUndefined();
    expect(inside.data!.me).toMatchObject({ email: 'super@demo.dk', role: 'administrator', isPreviousAdmin: true });
    expect(inside.data!.me.roles).toEqual(['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_PREVIOUS_ADMIN']);
    expect(inside.data!.company).toEqual({ id: demoCompanyId, name: 'Demo Service ApS' });
    const overview = await graphql(t.app, switchedCookie, 'query { overview { todayVisitCount todayVisits { id } } }');
    expect(overview.errors).toBeUndefined();
    expect(overview.data!.overview.todayVisitCount).toBeGreaterThan(0);
    const counts = await graphql(t.app, switchedCookie, 'query { navigationCounts { openBookings } }');
    expect(counts.errors).toBeUndefined();

    // The cookie from before the switch is revoked.
    const stale = await graphql(t.app, original, meAndCompany);
    expect(errorCode(stale)).toBe('UNAUTHENTICATED');
    expect(stale.data ?? null).toBeNull();

    const exited = await graphql(t.app, switchedCookie, exitSwitch);
    expect(exited.errors).toBeUndefined();
    expect(exited.data!.exitCompanySwitch).toMatchObject({ role: 'superadmin', isPreviousAdmin: false });
    const exitedCookie = sessionCookie(exited.response);
    expect(exitedCookie).toBeDefined();
    const outside = await graphql(t.app, exitedCookie, meAndCompany);
    expect(outside.data!.me).toMatchObject({ role: 'superadmin', isPreviousAdmin: false });
    expect(outside.data!.company).toBeNull();
    expect(errorCode(await graphql(t.app, exitedCookie, 'query { overview { todayVisitCount } }'))).toBe('FORBIDDEN');
    // And the switched session is over too.
    expect(errorCode(await graphql(t.app, switchedCookie, meAndCompany))).toBe('UNAUTHENTICATED');

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorEmail, 'super@demo.dk'),
          inArray(auditLog.action, ['superadmin.switch', 'superadmin.exit']),
        ),
      )
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual(['superadmin.switch', 'superadmin.exit']);
    for (const row of rows) {
      expect(row.companyId).toBe(demoCompanyId);
      expect(row.actorUserId).toBe(inside.data!.me.id);
      expect(row.ip).toBeTruthy();
    }
  });

  it('answers NOT_FOUND for a company that does not exist, and keeps the session', async () => {
    const cookie = await signIn(t.app, 'super@demo.dk');
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const result = await graphql(t.app, cookie, switchCompany, { id });
      expect(errorCode(result), id).toBe('NOT_FOUND');
      expect(result.data ?? null).toBeNull();
      expect(sessionCookie(result.response)).toBeUndefined();
    }
    const still = await graphql(t.app, cookie, meAndCompany);
    expect(still.data!.me.role).toBe('superadmin');
  });

  it('refuses switching to a company administrator', async () => {
    const admin = await signIn(t.app, 'admin@demo.dk');
    for (const id of [otherCompanyId, demoCompanyId]) {
      const result = await graphql(t.app, admin, switchCompany, { id });
      expect(errorCode(result)).toBe('FORBIDDEN');
      expect(sessionCookie(result.response)).toBeUndefined();
    }
    expect(errorCode(await graphql(t.app, admin, exitSwitch))).toBe('FORBIDDEN');
    expect(errorCode(await graphql(t.app, admin, 'query { companies { id } }'))).toBe('FORBIDDEN');
    const me = await graphql(t.app, admin, meAndCompany);
    expect(me.data!.company.id).toBe(demoCompanyId);
  });
});
