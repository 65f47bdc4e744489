import { sql } from 'drizzle-orm';
import { addMonths, dateString, localParts } from '@servio/domain';
import { hashPassword } from '../server/src/auth/password.ts';
import type { Database } from '../server/src/db/client.ts';
import { queryRows } from '../server/src/db/sql.ts';
import { companies, users } from '../server/src/db/tables/index.ts';
import { withTenant } from '../server/src/db/tenant.ts';
import { listMaterials } from '../server/src/modules/materials/index.ts';
import { percentile, requireProductionMode, round, type BenchResult } from './lib.ts';
import { onBackends, signedInApp, settleDatabase } from './bench-app.ts';

const companyId = '00000000-0000-4000-8000-0000000e0001';
const materialCount = Number(process.env.MATERIALS_BENCH_COUNT ?? 200_000);
const customerCount = 20_000;
const productCount = 20;
const rounds = Number(process.env.MATERIALS_BENCH_ROUNDS ?? 300);
const warmupRounds = 30;

/**
 * A company with 200,000 units at 20,000 customers, their next service dates spread evenly over two years from a year
 * ago (about 8,300 fall in any month), a few archived and a few with service off, written in SQL on the owner
 * connection; another company with 20,000 units in the same months, so the index must pick the company's.
 */
async function generate(db: Database['db'], passwordHash: string, today: string): Promise<void> {
  const other = '00000000-0000-4000-8000-0000000e0002';
  await db.insert(companies).values([
    { id: companyId, name: 'Materielbench ApS', materielServiceActive: true, showMaterials: true },
    { id: other, name: 'Anden materielbench ApS', materielServiceActive: true },
  ]);
  await db.insert(users).values({
    companyId,
    email: 'admin@materielbench.dk',
    passwordHash,
    firstName: 'Bench',
    lastName: 'Admin',
    role: 'administrator',
    kind: 'office',
  });
  const yearAgo = addMonths(today, -12);
  for (const [company, units] of [
    [companyId, materialCount],
    [other, materialCount / 10],
  ] as const) {
    await db.execute(sql`
      insert into equipment_categories (company_id, name) values (${company}, 'Varmepumper')`);
    await db.execute(sql`
      insert into equipment_products (company_id, category_id, name, service_interval_months)
      select ${company}, c.id, 'Model ' || p, 12
      from equipment_categories c, generate_series(1, ${productCount}) p where c.company_id = ${company}`);
    await db.execute(sql`
      insert into customers (company_id, first_name, last_name)
      select ${company}, 'Kunde', 'Nr. ' || i from generate_series(1, ${customerCount / (company === other ? 10 : 1)}) i`);
    await db.execute(sql`
      with p as (select id, row_number() over (order by id) - 1 as n from equipment_products where company_id = ${company}),
           c as (select id, row_number() over (order by id) - 1 as n from customers where company_id = ${company})
      insert into materials (company_id, product_id, customer_id, serial_number, placement, last_service_on,
                             next_service_on, service_active, archived_at)
      select ${company}, p.id, c.id, 'SN-' || i, 'Kælder',
        ${yearAgo}::date + (i % 730) - 365,
        case when i % 97 = 0 then null else ${yearAgo}::date + (i % 730) end,
        case when i % 97 = 0 then false else null end,
        case when i % 211 = 0 then now() else null end
      from generate_series(1, ${units}) i
      join p on p.n = i % ${productCount}
      join c on c.n = i % ${customerCount / (company === other ? 10 : 1)}`);
  }
  await settleDatabase(db);
}

/** The plan of the list's page statement as the operation runs it (RLS on: the tenant's role and company). */
async function listPlan(database: Database, userId: string, from: string, to: string): Promise<string> {
  return withTenant(database.db, { companyId, userId }, async (tx) => {
    const rows = await queryRows<Record<string, string>>(
      tx,
      sql`explain select m.id from materials m join equipment_products p on p.id = m.product_id
          where m.archived_at is null and m.next_service_on >= ${from} and m.next_service_on <= ${to}
          order by m.next_service_on asc nulls last, m.id asc limit 50`,
    );
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

async function benchBackend(backend: string, database: Database): Promise<BenchResult[]> {
  const today = dateString(localParts(new Date()).days);
  await generate(database.db, await hashPassword('bench-password-1'), today);
  const [admin] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`email = 'admin@materielbench.dk'`);
  const dueTo = addMonths(today, 1);
  const plan = await listPlan(database, admin!.id, today, dueTo);
  const indexUsed = plan.includes('materials_next_service_idx');
  console.log(`materials bench (${backend}): the list page's plan\n${plan}`);
  const { app, post } = await signedInApp(database, 'admin@materielbench.dk', 'bench-password-1');
  const query = `query ($from: String!, $to: String!, $offset: Int) {
    materials(dueFrom: $from, dueTo: $to, offset: $offset, limit: 50) {
      totalCount items { id serialNumber nextServiceOn serviceStatus productName customer { id name } } } }`;

  const sqlTimes: number[] = [];
  const graphqlTimes: number[] = [];
  let total = 0;
  for (let i = 0; i < warmupRounds + rounds; i++) {
    // The first pages, as someone pages through the month's due units (a later page needs the count).
    const offset = (i % 4) * 50;
    const started = performance.now();
    const page = await withTenant(database.db, { companyId, userId: admin!.id }, (tx) =>
      listMaterials({ db: tx, companyId }, { dueFrom: today, dueTo, offset, limit: 50 }),
    );
    const bare = performance.now() - started;
    const graphqlStarted = performance.now();
    await post(query, { from: today, to: dueTo, offset });
    const graphql = performance.now() - graphqlStarted;
    total = page.totalCount;
    if (i >= warmupRounds) {
      sqlTimes.push(bare);
      graphqlTimes.push(graphql);
    }
  }
  await app.close();
  console.log(`materials bench (${backend}): ${total} units due within a month`);
  const sqlP95 = percentile(sqlTimes, 95);
  const graphqlP95 = percentile(graphqlTimes, 95);
  return [
    { name: `materials.due_month_p50_${backend}`, value: round(percentile(sqlTimes, 50)), unit: 'ms', target: '-' },
    {
      name: `materials.due_month_graphql_p50_${backend}`,
      value: round(percentile(graphqlTimes, 50)),
      unit: 'ms',
      target: '-',
    },
    {
      name: `materials.due_month_p95_${backend}`,
      value: round(sqlP95),
      unit: 'ms',
      target: backend === 'pglite' ? '< 25' : '< 10',
    },
    {
      name: `materials.due_month_graphql_p95_${backend}`,
      value: round(graphqlP95),
      unit: 'ms',
      target: backend === 'pglite' ? '< 25' : '< 10',
    },
    {
      name: `materials.due_month_graphql_over_sql_${backend}`,
      value: round(graphqlP95 / sqlP95),
      unit: '×',
      target: '< 2',
    },
    { name: `materials.due_month_uses_index_${backend}`, value: indexUsed ? 1 : 0, unit: 'yes', target: '= 1' },
  ];
}

/**
 * The materials list filtered to units due within a month, out of 200,000 (docs/decisions/0033-equipment.md): the
 * operation (page, status of the page's units, count) in a tenant transaction and the same through GraphQL, with the
 * page statement's plan (the range scan of materials_next_service_idx); on PGlite and — with BENCH_DATABASE_URL or
 * TEST_DATABASE_URL — on PostgreSQL.
 */
export async function benchMaterials(): Promise<BenchResult[]> {
  requireProductionMode('materials');
  const backends = (process.env.MATERIALS_BENCH_BACKENDS ?? 'pglite,postgres').split(',');
  return onBackends('materials', backends, benchBackend);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.ts');
  printTable(await benchMaterials());
}
