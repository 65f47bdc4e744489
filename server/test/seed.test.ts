import { sql } from 'drizzle-orm';
import { isDue, isValidCvr, normalizePhone, visitStatuses, type VisitStatus } from '@servio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/db/sql.ts';
import { demoCompanyId, otherCompanyId, seedDemoIfEmpty } from '../src/db/seed/demo.ts';
import { backends, openTestDatabase, type TestDatabase } from './harness.ts';

const seededTables = [
  'companies',
  'users',
  'departments',
  'customers',
  'visits',
  'visit_employees',
  'visit_links',
  'visit_series',
  'visit_tag_values',
  'custom_tags',
  'bookings',
  'notifications',
  'events',
  'time_registrations',
  'time_week_approvals',
  'item_groups',
  'items',
];
/** Columns that differ between two seedings by design: timestamps of the insert, salted hashes, random ids. */
const volatile = new Set(['created_at', 'updated_at', 'password_hash']);
const randomIds = new Set(['custom_tags', 'bookings', 'notifications', 'events']);

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of seededTables) {
    counts[table] = (
      await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`)
    )[0]!.n;
  }
  return counts;
}

/** Every seeded row without its volatile columns, in a stable order. */
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of seededTables) {
    const rows = await queryRows<Record<string, unknown>>(db, sql`select * from ${sql.identifier(table)}`);
    result[table] = rows
      .map((row) =>
        JSON.stringify(
          Object.fromEntries(
            Object.entries(row)
              .filter(([k]) => !volatile.has(k) && !(k === 'id' && randomIds.has(table)))
              .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])
              .sort(([a], [b]) => String(a).localeCompare(String(b))),
          ),
        ),
      )
      .sort();
  }
  return result;
}

describe.each(backends)('the demo seed on %s', (backend) => {
  let test: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    test = await openTestDatabase(backend);
    db = test.database.db;
  });
  afterAll(async () => test?.close());

  it('creates the two demo companies', async () => {
    const rows = await queryRows<{ id: string; name: string }>(db, sql`select id, name from companies order by name`);
    expect(rows).toEqual([
      { id: otherCompanyId, name: 'Anden Firma ApS' },
      { id: demoCompanyId, name: 'Demo Service ApS' },
    ]);
  });

  it('creates the demo users with their roles', async () => {
    const rows = await queryRows<{
      email: string;
      first_name: string;
      last_name: string;
      role: string;
      kind: string | null;
      company_id: string | null;
      active: boolean;
      password_hash: string;
    }>(db, sql`select email, first_name, last_name, role, kind, company_id, active, password_hash from users`);
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    expect(byEmail.get('admin@demo.dk')).toMatchObject({
      first_name: 'Anna',
      last_name: 'Jensen',
      role: 'administrator',
      company_id: demoCompanyId,
    });
    expect(byEmail.get('tekniker@demo.dk')).toMatchObject({
      role: 'employee',
      kind: 'field',
      company_id: demoCompanyId,
    });
    expect(byEmail.get('leverandor@demo.dk')).toMatchObject({ role: 'supplier', company_id: demoCompanyId });
    expect(byEmail.get('super@demo.dk')).toMatchObject({ role: 'superadmin', company_id: null });
    expect(byEmail.get('admin@anden.dk')).toMatchObject({ role: 'administrator', company_id: otherCompanyId });
    expect(byEmail.get('tekniker@anden.dk')).toMatchObject({ role: 'employee', company_id: otherCompanyId });
    for (const row of rows) {
      expect(row.active, row.email).toBe(true);
      expect(row.password_hash, row.email).toMatch(/^\$argon2id\$/);
    }
  });

  it('creates Demo Service visits in every status, archived ones and due ones', async () => {
    const rows = await queryRows<{ status: VisitStatus; archived: boolean; end: string | Date | null }>(
      db,
      sql`select status, archived, "end" from visits where company_id = ${demoCompanyId}`,
    );
    const statuses = new Set(rows.map((r) => r.status));
    for (const status of visitStatuses) expect(statuses, status).toContain(status);
    expect(rows.some((r) => r.archived)).toBe(true);
    const now = new Date();
    const due = rows.filter((r) =>
      isDue({ status: r.status, archived: r.archived, end: r.end === null ? null : new Date(r.end) }, now),
    );
    expect(due.length).toBeGreaterThan(0);
    // Unplanned visits have no time, and nothing finished is planned in the future.
    expect(rows.some((r) => r.status === 'not_scheduled' && r.end === null)).toBe(true);
    expect(
      rows.filter(
        (r) =>
          (r.status === 'completed' || r.status === 'done') &&
          r.end !== null &&
          new Date(r.end) > new Date(now.getTime() + 86_400_000),
      ),
    ).toEqual([]);
  });

  it('places every customer in Denmark', async () => {
    const rows = await queryRows<{ company_id: string; latitude: number | null; longitude: number | null }>(
      db,
      sql`select company_id, latitude, longitude from customers`,
    );
    expect(rows.filter((r) => r.company_id === demoCompanyId).length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.company_id === otherCompanyId).length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.latitude).toBeGreaterThanOrEqual(54.5);
      expect(row.latitude).toBeLessThanOrEqual(57.8);
      expect(row.longitude).toBeGreaterThanOrEqual(8);
      expect(row.longitude).toBeLessThanOrEqual(15.3);
    }
  });

  it('stores CVR and phone numbers that the forms would accept (modulus 11, numbering plan)', async () => {
    const cvrs = await queryRows<{ cvr: string }>(
      db,
      sql`select cvr from companies where cvr is not null union all
          select company_cvr from customers where company_cvr is not null`,
    );
    expect(cvrs.length).toBeGreaterThan(5);
    for (const { cvr } of cvrs) expect(isValidCvr(cvr), cvr).toBe(true);
    const phones = await queryRows<{ phone: string }>(
      db,
      sql`select phone_number as phone from customers where phone_number is not null union all
          select phone_number from users where phone_number is not null`,
    );
    expect(phones.length).toBeGreaterThan(5);
    for (const { phone } of phones) expect(normalizePhone(phone), phone).toBe(phone);
  });

  it('creates custom tags of type visit for both companies', async () => {
    const rows = await queryRows<{ company_id: string; n: number }>(
      db,
      sql`select company_id, count(*)::int as n from custom_tags where type = 'visit' group by company_id`,
    );
    const byCompany = new Map(rows.map((r) => [r.company_id, r.n]));
    expect(byCompany.get(demoCompanyId)).toBeGreaterThan(1);
    expect(byCompany.get(otherCompanyId)).toBeGreaterThan(0);
  });

  it('does nothing on a database that is already seeded', async () => {
    const before = await rowCounts(db);
    expect(await seedDemoIfEmpty(db)).toBe(false);
    expect(await rowCounts(db)).toEqual(before);
  });

  // Destructive: runs last in this block.
  it('creates the same data every time for the same moment', async () => {
    const now = new Date('2026-03-10T09:30:00Z');
    const empty = () => db.execute(sql`truncate companies, users restart identity cascade`);
    await empty();
    expect(await seedDemoIfEmpty(db, now)).toBe(true);
    const first = await snapshot(db);
    await empty();
    expect(await seedDemoIfEmpty(db, now)).toBe(true);
    const second = await snapshot(db);
    expect(second).toEqual(first);
    expect(first.visits!.length).toBeGreaterThan(50);
    const startsOf = async () =>
      new Map(
        (
          await queryRows<{ id: string; start: string | Date | null }>(
            db,
            sql`
      select id, start from visits where start is not null`,
          )
        ).map((r) => [r.id, new Date(r.start!).getTime()]),
      );
    const starts = await startsOf();
    // The visits follow the moment seeded: seeded a day later (no DST change between), each starts a day later.
    await empty();
    await seedDemoIfEmpty(db, new Date(now.getTime() + 86_400_000));
    const shifted = await startsOf();
    expect([...shifted.keys()].sort()).toEqual([...starts.keys()].sort());
    for (const [id, start] of starts) expect(shifted.get(id)! - start, id).toBe(86_400_000);
    expect(await snapshot(db)).not.toEqual(first);
  });
});
