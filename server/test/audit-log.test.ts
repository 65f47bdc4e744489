import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId, otherCompanyId } from '../src/db/seed/demo.ts';
import { backends, createTestApp, graphql, login, signIn, type TestApp } from './harness.ts';

const auditLog = `query ($action: String, $actorEmail: String, $from: DateTime, $offset: Int, $limit: Int) {
  auditLog(action: $action, actorEmail: $actorEmail, from: $from, offset: $offset, limit: $limit) {
    totalCount items { id at action actorEmail companyId companyName ip details }
  }
}`;
const allAuditLog = `query ($companyId: ID, $action: String) {
  allAuditLog(companyId: $companyId, action: $action, limit: 200) { totalCount items { action companyId actorEmail } }
}`;

describe.each(backends)('the audit log on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let superadmin: string;
  const startedAt = new Date(Date.now() - 1000);
  beforeAll(async () => {
    t = await createTestApp(backend);
    await login(t.app, 'admin@demo.dk', 'wrong-password');
    await login(t.app, 'nobody@example.dk', 'whatever');
    await signIn(t.app, 'admin@anden.dk');
    admin = await signIn(t.app, 'admin@demo.dk');
    superadmin = await signIn(t.app, 'super@demo.dk');
  });
  afterAll(async () => t?.close());

  it("shows an administrator their own company's entries only, newest first, with time, actor and address", async () => {
    const result = await graphql(t.app, admin, auditLog, { limit: 200 });
    expect(result.errors).toBeUndefined();
    const items = result.data!.auditLog.items as {
      at: string;
      action: string;
      companyId: string;
      ip: string;
      actorEmail: string;
    }[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.every((e) => e.companyId === demoCompanyId)).toBe(true);
    expect(items.map((e) => e.action)).toEqual(expect.arrayContaining(['signin.success', 'signin.failure']));
    expect(items.some((e) => e.actorEmail === 'admin@anden.dk' || e.actorEmail === 'nobody@example.dk')).toBe(false);
    const times = items.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(items[0]!.ip).toBe('127.0.0.1');
  });

  it('filters by action, action prefix, actor and time, and pages with a total count', async () => {
    const failures = (await graphql(t.app, admin, auditLog, { action: 'signin.failure' })).data!.auditLog;
    expect(failures.items.length).toBeGreaterThan(0);
    expect(failures.items.every((e: { action: string }) => e.action === 'signin.failure')).toBe(true);
    const signins = (await graphql(t.app, admin, auditLog, { action: 'signin.' })).data!.auditLog;
    expect(signins.totalCount).toBeGreaterThan(failures.totalCount);
    const byActor = (await graphql(t.app, admin, auditLog, { actorEmail: 'ADMIN@demo' })).data!.auditLog;
    expect(byActor.items.every((e: { actorEmail: string }) => e.actorEmail === 'admin@demo.dk')).toBe(true);
    const future = (await graphql(t.app, admin, auditLog, { from: new Date(Date.now() + 3600_000).toISOString() }))
      .data!.auditLog;
    expect(future).toEqual({ totalCount: 0, items: [] });
    const recent = (await graphql(t.app, admin, auditLog, { from: startedAt.toISOString() })).data!.auditLog;
    expect(recent.totalCount).toBeGreaterThanOrEqual(2);
    const page = (await graphql(t.app, admin, auditLog, { offset: 1, limit: 1 })).data!.auditLog;
    const all = (await graphql(t.app, admin, auditLog, { limit: 2 })).data!.auditLog;
    expect(page.items).toEqual([all.items[1]]);
    expect(page.totalCount).toBe(all.totalCount);
  });

  it('shows the superadmin every company, and the sign-in failures that belong to none', async () => {
    const everything = (await graphql(t.app, superadmin, allAuditLog, {})).data!.allAuditLog;
    const companies = new Set(everything.items.map((e: { companyId: string | null }) => e.companyId));
    expect(companies).toEqual(new Set([demoCompanyId, otherCompanyId, null]));
    const other = (await graphql(t.app, superadmin, allAuditLog, { companyId: otherCompanyId })).data!.allAuditLog;
    expect(other.items.length).toBeGreaterThan(0);
    expect(other.items.every((e: { companyId: string }) => e.companyId === otherCompanyId)).toBe(true);
  });

  it('refuses bad filters with the field named', async () => {
    const result = await graphql(t.app, admin, auditLog, { limit: 5000 });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
    const wrongCompany = await graphql(t.app, superadmin, allAuditLog, { companyId: 'not-a-uuid' });
    expect(wrongCompany.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'companyId' });
  });
});
