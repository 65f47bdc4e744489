import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/sql.ts';
import { demoCompanyId, otherCompanyId } from '../src/db/seed/demo.ts';
import { customers, visits } from '../src/db/tables/index.ts';
import { backends, openTestDatabase, type TestDatabase } from './harness.ts';

/**
 * The path to Citus stays open (docs/scale-out.md): every table distributed by company has company_id in its primary
 * key, its unique indexes, and each foreign key to another such table, where it is matched to company_id. Citus
 * co-locates such tables and enforces such keys, and a reference can never point into another company.
 *
 * Distributed: every table with a NOT NULL company_id. Not distributed, and why:
 * - `users`: the product's identities; a superadmin has no company and sign-in finds an address across companies.
 *   Its references to a company's customer and department carry company_id all the same.
 * - `audit_log`: a superadmin's actions outside any company are kept too (company_id null).
 */
const notDistributed = ['audit_log', 'users'];

interface Key {
  table: string;
  name: string;
  columns: string[];
}

interface ForeignKey extends Key {
  referenced: string;
  referencedColumns: string[];
}

describe.each(backends)('distribution keys on %s', (backend) => {
  let t: TestDatabase;
  let distributed: string[];

  beforeAll(async () => {
    t = await openTestDatabase(backend);
    const rows = await queryRows<{ table: string; notNull: boolean }>(
      t.database.db,
      sql`select c.relname as table, a.attnotnull as "notNull"
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        order by 1`,
    );
    distributed = rows.filter((r) => r.notNull).map((r) => r.table);
    expect(rows.filter((r) => !r.notNull).map((r) => r.table)).toEqual(notDistributed);
  });
  afterAll(() => t.close());

  /** The unique constraints and indexes (primary keys among them) of the distributed tables. */
  const uniqueKeys = () =>
    queryRows<Key>(
      t.database.db,
      sql`select t.relname as table, i.relname as name,
          array(select a.attname from unnest(x.indkey) k join pg_attribute a on a.attrelid = t.oid and a.attnum = k)::text[] as columns
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = 'public' and x.indisunique and t.relname in ${distributed}
        order by 1, 2`,
    );

  const foreignKeys = () =>
    queryRows<ForeignKey>(
      t.database.db,
      sql`select t.relname as table, k.conname as name, r.relname as referenced,
          array(select a.attname from unnest(k.conkey) with ordinality u(n, i)
            join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i)::text[] as columns,
          array(select a.attname from unnest(k.confkey) with ordinality u(n, i)
            join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i)::text[] as "referencedColumns"
        from pg_constraint k join pg_class t on t.oid = k.conrelid join pg_class r on r.oid = k.confrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = 'public' and k.contype = 'f'
        order by 1, 2`,
    );

  it('finds the tables it checks', () => {
    for (const table of ['customers', 'visits', 'visit_employees', 'invoices', 'customer_search', 'outbox']) {
      expect(distributed).toContain(table);
    }
  });

  it('gives every distributed table a primary key that includes company_id', async () => {
    const primaryKeys = await queryRows<Key>(
      t.database.db,
      sql`select t.relname as table, k.conname as name,
          array(select a.attname from unnest(k.conkey) n join pg_attribute a on a.attrelid = t.oid and a.attnum = n)::text[] as columns
        from pg_constraint k join pg_class t on t.oid = k.conrelid
        where k.contype = 'p' and t.relname in ${distributed}`,
    );
    expect(primaryKeys.map((k) => k.table).sort()).toEqual([...distributed].sort());
    expect(primaryKeys.filter((k) => !k.columns.includes('company_id'))).toEqual([]);
  });

  it('has no unique index on a distributed table without company_id', async () => {
    expect((await uniqueKeys()).filter((k) => !k.columns.includes('company_id'))).toEqual([]);
  });

  it('matches company_id to company_id in every foreign key between distributed tables', async () => {
    const between = (await foreignKeys()).filter(
      (k) => distributed.includes(k.table) && distributed.includes(k.referenced),
    );
    expect(between.length).toBeGreaterThan(50);
    const unmatched = between.filter((k) => {
      const at = k.columns.indexOf('company_id');
      return at < 0 || k.referencedColumns[at] !== 'company_id';
    });
    expect(unmatched).toEqual([]);
  });

  it('numbers nothing a person sees from a sequence shared by all companies', async () => {
    // Case and invoice numbers come from per-company counters (visit_case_counters, invoice_counters); a sequence
    // is one for the whole database. The e-conomic log's key is a sequence, never shown.
    const sequenced = await queryRows<{ column: string }>(
      t.database.db,
      sql`select c.table_name || '.' || c.column_name as column from information_schema.columns c
        where c.table_schema = 'public' and c.column_default like 'nextval(%' and c.table_name in ${distributed}
        order by 1`,
    );
    expect(sequenced.map((s) => s.column)).toEqual(['economic_sync_log.id']);
  });

  it("carries company_id in users' references to a company's rows", async () => {
    const fromUsers = (await foreignKeys()).filter((k) => k.table === 'users' && distributed.includes(k.referenced));
    expect(fromUsers.map((k) => k.referenced).sort()).toEqual(['customers', 'departments']);
    for (const key of fromUsers) expect(key.columns[0]).toBe('company_id');
  });

  it("refuses a reference to another company's row, and a deletion nulls only the reference", async () => {
    const [theirs] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(sql`${customers.companyId} = ${otherCompanyId}`)
      .limit(1);
    const [ours] = await t.database.db
      .select({ id: visits.id })
      .from(visits)
      .where(sql`${visits.companyId} = ${demoCompanyId} and ${visits.customerId} is not null`)
      .limit(1);
    const refused = await t.database.db
      .execute(sql`update visits set customer_id = ${theirs!.id} where id = ${ours!.id}`)
      .then(
        () => null,
        (error: { cause?: { code?: string } }) => error.cause?.code,
      );
    expect(refused).toBe('23503'); // foreign_key_violation
    // ON DELETE SET NULL (department_id): the visit keeps its company when its department goes.
    const [visit] = await queryRows<{ id: string; departmentId: string }>(
      t.database.db,
      sql`select id, department_id as "departmentId" from visits
        where company_id = ${demoCompanyId} and department_id is not null limit 1`,
    );
    await t.database.db.execute(
      sql`update users set department_id = null where department_id = ${visit!.departmentId}`,
    );
    await t.database.db.execute(sql`delete from departments where id = ${visit!.departmentId}`);
    const [after] = await queryRows<{ companyId: string; departmentId: string | null }>(
      t.database.db,
      sql`select company_id as "companyId", department_id as "departmentId" from visits where id = ${visit!.id}`,
    );
    expect(after).toEqual({ companyId: demoCompanyId, departmentId: null });
  });
});
