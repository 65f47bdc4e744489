import { sql } from 'drizzle-orm';
import { hashPassword } from '../server/src/auth/password.ts';
import type { Database } from '../server/src/db/client.ts';
import { queryRows } from '../server/src/db/sql.ts';
import { companies, users } from '../server/src/db/tables/index.ts';
import { withTenant } from '../server/src/db/tenant.ts';
import { neighbourStatement, rentalOverlapStatus } from '../server/src/modules/rentals/index.ts';
import { percentile, requireProductionMode, round, type BenchResult } from './lib.ts';
import { onBackends, signedInApp, settleDatabase } from './bench-app.ts';

const companyId = '00000000-0000-4000-8000-0000000f0001';
const unitId = '00000000-0000-4000-8000-0000000f0100';
/** The rentals of the unit measured; ten other units have as many, so the index must pick the unit's too. */
const rentalCount = 5_000;
const otherUnits = 10;
const rounds = Number(process.env.RENTALS_BENCH_ROUNDS ?? 500);
const warmupRounds = 50;
const hour = 3_600_000;
const day = 24 * hour;
/** Six hours: the gaps between the rentals hold available periods, almost conflicts and conflicts alike. */
const bufferHours = 6;
const first = Date.parse('2020-01-06T08:00:00Z');

/**
 * A company renting out 11 dehumidifiers, each rented 5,000 times back to back (a day or so every other day, from
 * 2020 on), written in SQL on the owner connection.
 */
async function generate(db: Database['db'], passwordHash: string): Promise<void> {
  await db
    .insert(companies)
    .values({ id: companyId, name: 'Udlejningsbench ApS', showRental: true, rentalBufferHours: bufferHours });
  await db.insert(users).values({
    companyId,
    email: 'admin@udlejningsbench.dk',
    passwordHash,
    firstName: 'Bench',
    lastName: 'Admin',
    role: 'administrator',
    kind: 'office',
  });
  await db.execute(sql`
    insert into equipment_categories (id, company_id, name) values ('00000000-0000-4000-8000-0000000f0010', ${companyId}, 'Udlejning')`);
  await db.execute(sql`
    insert into equipment_products (id, company_id, category_id, name)
    values ('00000000-0000-4000-8000-0000000f0020', ${companyId}, '00000000-0000-4000-8000-0000000f0010', 'CDT 40 affugter')`);
  await db.execute(sql`
    insert into materials (id, company_id, product_id, serial_number, rentable)
    select case when u = 0 then ${unitId}::uuid else gen_random_uuid() end, ${companyId},
      '00000000-0000-4000-8000-0000000f0020', 'DT-40-' || lpad(u::text, 3, '0'), true
    from generate_series(0, ${otherUnits}) u`);
  await db.execute(sql`
    insert into rentals (company_id, material_id, starts_at, ends_at, price)
    select ${companyId}, m.id,
      ${new Date(first).toISOString()}::timestamptz + (i * 2) * interval '1 day',
      ${new Date(first).toISOString()}::timestamptz + (i * 2) * interval '1 day' + interval '1 day' + (i % 3) * interval '4 hours',
      150000
    from materials m, generate_series(0, ${rentalCount - 1}) i
    where m.company_id = ${companyId}`);
  await settleDatabase(db);
}

/**
 * The plan of the statement app_rental_neighbours runs, on the owner connection as the function runs it (a function
 * call's own plan does not show its inside).
 */
async function overlapPlan(database: Database): Promise<string> {
  const period = { start: new Date(first + 4_000 * day), end: new Date(first + 4_000 * day + 4 * hour) };
  const statement = neighbourStatement(companyId, unitId, period, bufferHours * hour);
  const rows = await queryRows<Record<string, string>>(database.db, sql`explain ${statement}`);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

async function benchBackend(backend: string, database: Database): Promise<BenchResult[]> {
  await generate(database.db, await hashPassword('bench-password-1'));
  const [admin] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`email = 'admin@udlejningsbench.dk'`);
  const plan = await overlapPlan(database);
  const indexUsed = plan.includes('rentals_period_idx');
  console.log(`rentals bench (${backend}): the overlap query's plan\n${plan}`);
  const { app, post } = await signedInApp(database, 'admin@udlejningsbench.dk', 'bench-password-1');
  const query =
    'query ($m: ID!, $s: DateTime!, $e: DateTime!) { rentalOverlap(materialId: $m, startsAt: $s, endsAt: $e) { state } }';

  const sqlTimes: number[] = [];
  const checkTimes: number[] = [];
  const graphqlTimes: number[] = [];
  const states = new Map<string, number>();
  for (let i = 0; i < warmupRounds + rounds; i++) {
    // A four-hour period somewhere in the unit's 27 years of rentals, starting at any hour of its two-day cycle.
    const start = first + ((i * 7919) % rentalCount) * 2 * day + (i % 48) * hour;
    const period = { start: new Date(start), end: new Date(start + 4 * hour) };
    const sqlStarted = performance.now();
    // The operation itself (unit with settings, the index's range query, classification) in its tenant transaction,
    // without GraphQL; timed inside it too, without the transaction's begin, settings and commit.
    let checkTime = 0;
    const status = await withTenant(database.db, { companyId, userId: admin!.id }, async (tx) => {
      const checkStarted = performance.now();
      const answer = await rentalOverlapStatus({ db: tx, companyId }, unitId, period.start, period.end);
      checkTime = performance.now() - checkStarted;
      return answer;
    });
    const bare = performance.now() - sqlStarted;
    const started = performance.now();
    await post(query, { m: unitId, s: period.start.toISOString(), e: period.end.toISOString() });
    const graphql = performance.now() - started;
    if (i >= warmupRounds) {
      sqlTimes.push(bare);
      checkTimes.push(checkTime);
      graphqlTimes.push(graphql);
      states.set(status.state, (states.get(status.state) ?? 0) + 1);
    }
  }
  await app.close();
  console.log(`rentals bench (${backend}): states ${JSON.stringify(Object.fromEntries(states))}`);
  return [
    { name: `rentals.overlap_p50_${backend}`, value: round(percentile(checkTimes, 50)), unit: 'ms', target: '-' },
    { name: `rentals.overlap_p95_${backend}`, value: round(percentile(checkTimes, 95)), unit: 'ms', target: '< 5' },
    {
      name: `rentals.overlap_transaction_p95_${backend}`,
      value: round(percentile(sqlTimes, 95)),
      unit: 'ms',
      target: '-',
    },
    {
      name: `rentals.overlap_graphql_p95_${backend}`,
      value: round(percentile(graphqlTimes, 95)),
      unit: 'ms',
      target: '-',
    },
    { name: `rentals.overlap_uses_period_index_${backend}`, value: indexUsed ? 1 : 0, unit: 'yes', target: '= 1' },
  ];
}

/**
 * The rental overlap check of a unit with 5,000 rentals (docs/decisions/0033-equipment.md): the operation's statements
 * in a tenant transaction and the same through GraphQL, with the plan of its range query (the GiST index
 * rentals_period_idx); on PGlite and — with BENCH_DATABASE_URL or TEST_DATABASE_URL — on PostgreSQL.
 */
export async function benchRentals(): Promise<BenchResult[]> {
  requireProductionMode('rentals');
  const backends = (process.env.RENTALS_BENCH_BACKENDS ?? 'pglite,postgres').split(',');
  return onBackends('rentals', backends, benchBackend);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.ts');
  printTable(await benchRentals());
}
