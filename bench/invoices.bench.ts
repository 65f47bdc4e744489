import { sql } from 'drizzle-orm';
import { hashPassword } from '../server/src/auth/password.ts';
import type { Database } from '../server/src/db/client.ts';
import { companies, users } from '../server/src/db/tables/index.ts';
import { queryRows } from '../server/src/db/sql.ts';
import { withTenant } from '../server/src/db/tenant.ts';
import { economySummary } from '../server/src/modules/economy/index.ts';
import { listInvoices, type InvoiceFilter } from '../server/src/modules/invoices/index.ts';
import { median, percentile, requireProductionMode, round, type BenchResult } from './lib.ts';
import { onBackends, signedInApp, settleDatabase } from './bench-app.ts';

const companyId = '00000000-0000-4000-8000-0000000f0001';
const invoiceCount = 100_000;
const customerCount = 2_000;
const rounds = Number(process.env.INVOICES_BENCH_ROUNDS ?? 300);
const warmupRounds = 30;
/** Invoicings of 50 visits with 10 lines each (500 lines), each on visits of its own. */
const invoicings = Number(process.env.INVOICES_BENCH_INVOICINGS ?? 10);
const visitsPerInvoice = 50;
const linesPerVisit = 10;
const economyRegistrations = 40 * 1095;
const economyRounds = Number(process.env.INVOICES_BENCH_ECONOMY_ROUNDS ?? 60);
/** The economy page over the bench's three years. */
const economyPeriod = { from: '2023-12-01', to: '2026-11-30' };
const economyQuery =
  'query ($from: String!, $to: String!) { economy(from: $from, to: $to) { invoiced paid months { month invoiced paid } outstanding { count total } overdue { count total } unbilled { count amount } materialCost wages margin customers { name invoiced } employees { name wages } } }';

/**
 * A company with 2,000 customers and 100,000 invoices over three years (about 76 % paid, 19 % issued, the older of
 * them overdue, 5 % credited), written in SQL on the owner connection; and, per invoicing round, 50 finished visits
 * of one customer with 10 lines each.
 */
export async function generate(db: Database['db'], passwordHash: string): Promise<void> {
  await db.insert(companies).values({ id: companyId, name: 'Fakturabench ApS', showFinanceTab: true });
  const [admin] = await db
    .insert(users)
    .values({
      companyId,
      email: 'admin@fakturabench.dk',
      passwordHash,
      firstName: 'Bench',
      lastName: 'Admin',
      role: 'administrator',
      kind: 'office',
    })
    .returning({ id: users.id });
  await db.execute(sql`
    insert into customers (company_id, company_name, use_company)
    select ${companyId}, 'Kunde ' || lpad(c::text, 5, '0') || ' ApS', true from generate_series(1, ${customerCount}) c`);
  await db.execute(sql`
    insert into invoices (company_id, kind, state, number, customer_id, customer_name, issue_date, due_date,
      payment_delay_days, net, vat, total, issued_at, paid_at)
    select ${companyId}, 'invoice',
      case when i % 20 = 0 then 'credited' when i % 100 < 80 then 'paid' else 'issued' end,
      i, c.id, c.company_name,
      (date '2023-12-01' + (i * 1095 / ${invoiceCount}))::date,
      (date '2023-12-01' + (i * 1095 / ${invoiceCount}) + 14)::date,
      14, 10000 + (i * 37) % 500000, (10000 + (i * 37) % 500000) / 4, (10000 + (i * 37) % 500000) * 5 / 4,
      (timestamptz '2023-12-01' + (i * 1095 / ${invoiceCount}) * interval '1 day'),
      case when i % 100 < 80 and i % 20 <> 0 then timestamptz '2023-12-10' + (i * 1095 / ${invoiceCount}) * interval '1 day' end
    from generate_series(1, ${invoiceCount}) i
    join lateral (select id, company_name from customers where company_id = ${companyId}
      order by company_name offset (i % ${customerCount}) limit 1) c on true`);
  await db.execute(sql`update invoice_counters set next_number = ${invoiceCount + 1} where company_id = ${companyId}`);
  await db.execute(sql`
    insert into visits (company_id, case_number, customer_id, status, start, "end", description, price)
    select ${companyId}, 100000 + v, c.id, 'done', now() - interval '3 days', now() - interval '2 days',
      'Service ' || v, 50000
    from generate_series(1, ${invoicings * visitsPerInvoice}) v
    join lateral (select id from customers where company_id = ${companyId}
      order by company_name offset ((v - 1) / ${visitsPerInvoice}) limit 1) c on true`);
  await db.execute(sql`
    insert into visit_lines (company_id, visit_id, description, quantity, unit, unit_price, discount_bp, total, position)
    select ${companyId}, v.id, 'Materiale ' || l, 1000 + l * 250, 'stk', 1999 * l, (l % 3) * 500,
      ((1999 * l)::bigint * (1000 + l * 250) * (10000 - (l % 3) * 500) / 10000000)::int, l
    from visits v, generate_series(1, ${linesPerVisit}) l
    where v.company_id = ${companyId}`);
  // Three years of time registrations (wages for the economy page's margin): 40 a working day.
  await db.execute(sql`
    insert into time_registrations (company_id, employee_id, type, work_date, minutes, wage_ore)
    select ${companyId}, ${admin!.id}, 'regular', date '2023-12-01' + (r / 40), 450, 112500
    from generate_series(0, ${economyRegistrations - 1}) r`);
  await settleDatabase(db);
}

const listQuery =
  'query ($state: InvoiceFilter) { invoices(state: $state, limit: 50) { totalCount items { id number state overdue customerName issueDate dueDate total } } }';
/** The list as the page opens it (all), and filtered to the paid and the overdue ones. */
const filters: (InvoiceFilter | null)[] = [null, 'paid', 'overdue'];

async function benchBackend(backend: string, database: Database): Promise<BenchResult[]> {
  await generate(database.db, await hashPassword('bench-password-1'));
  const [admin] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`email = 'admin@fakturabench.dk'`);
  const { app, post } = await signedInApp(database, 'admin@fakturabench.dk', 'bench-password-1');

  const graphqlTimes: number[] = [];
  const sqlTimes: number[] = [];
  const sqlByFilter = new Map<string, number[]>();
  for (let i = 0; i < warmupRounds + rounds; i++) {
    const state = filters[i % filters.length]!;
    const started = performance.now();
    await post(listQuery, { state });
    const graphql = performance.now() - started;
    const sqlStarted = performance.now();
    await withTenant(database.db, { companyId, userId: admin!.id }, (tx) =>
      listInvoices({ db: tx, companyId }, { state, limit: 50 }),
    );
    const bare = performance.now() - sqlStarted;
    if (i >= warmupRounds) {
      graphqlTimes.push(graphql);
      sqlTimes.push(bare);
      sqlByFilter.set(state ?? 'all', [...(sqlByFilter.get(state ?? 'all') ?? []), bare]);
    }
  }

  // Each invoicing takes the next customer's 50 visits (500 lines) through GraphQL, as "Fakturer valgte" does.
  const groups = await queryRows<{ customer_id: string; ids: string[] }>(
    database.db,
    sql`
    select customer_id, array_agg(id order by id) as ids from visits
    where company_id = ${companyId} and status = 'done' group by customer_id order by customer_id`,
  );
  const invoiceTimes: number[] = [];
  for (const group of groups) {
    const started = performance.now();
    const data = await post(
      'mutation ($ids: [ID!]!) { createInvoiceFromVisits(input: { visitIds: $ids }) { id number total lines { id } } }',
      { ids: group.ids },
    );
    invoiceTimes.push(performance.now() - started);
    if (data.createInvoiceFromVisits.lines.length !== visitsPerInvoice * (linesPerVisit + 1))
      throw new Error('invoices bench: an invoice without all its lines');
  }
  // The economy page's aggregates over the three years, through GraphQL beside the operation's statements.
  const economyGraphql: number[] = [];
  const economySql: number[] = [];
  for (let i = 0; i < 5 + economyRounds; i++) {
    const started = performance.now();
    await post(economyQuery, economyPeriod);
    const graphql = performance.now() - started;
    const sqlStarted = performance.now();
    await withTenant(database.db, { companyId, userId: admin!.id }, (tx) =>
      economySummary({ db: tx, companyId }, economyPeriod),
    );
    if (i >= 5) {
      economyGraphql.push(graphql);
      economySql.push(performance.now() - sqlStarted);
    }
  }
  await app.close();

  const graphqlP95 = percentile(graphqlTimes, 95);
  const sqlP95 = percentile(sqlTimes, 95);
  const target = backend === 'pglite' ? '< 25' : '< 10';
  for (const [filter, times] of sqlByFilter)
    console.log(
      `invoices bench (${backend}): list ${filter}, SQL p50 ${round(percentile(times, 50))} ms, p95 ${round(percentile(times, 95))} ms`,
    );
  console.log(
    `invoices bench (${backend}): ${invoiceCount} invoices, ${groups.length} invoicings of ${visitsPerInvoice} visits`,
  );
  return [
    { name: `invoices.list_graphql_p50_${backend}`, value: round(percentile(graphqlTimes, 50)), unit: 'ms', target },
    { name: `invoices.list_graphql_p95_${backend}`, value: round(graphqlP95), unit: 'ms', target },
    { name: `invoices.list_sql_p95_${backend}`, value: round(sqlP95), unit: 'ms', target: '-' },
    {
      name: `invoices.list_graphql_over_sql_p95_${backend}`,
      value: round(graphqlP95 / sqlP95),
      unit: '×',
      target: '< 2',
    },
    {
      name: `invoices.from_50_visits_500_lines_median_${backend}`,
      value: round(median(invoiceTimes)),
      unit: 'ms',
      target: '< 200',
    },
    {
      name: `invoices.from_50_visits_500_lines_max_${backend}`,
      value: round(Math.max(...invoiceTimes)),
      unit: 'ms',
      target: '< 200',
    },
    {
      name: `economy.three_years_graphql_p95_${backend}`,
      value: round(percentile(economyGraphql, 95)),
      unit: 'ms',
      target: '< 100',
    },
    {
      name: `economy.three_years_sql_p95_${backend}`,
      value: round(percentile(economySql, 95)),
      unit: 'ms',
      target: '-',
    },
    {
      name: `economy.three_years_graphql_over_sql_p95_${backend}`,
      value: round(percentile(economyGraphql, 95) / percentile(economySql, 95)),
      unit: '×',
      target: '< 2',
    },
  ];
}

/**
 * Invoices (issue #17): the list's first page of 50 (all, paid, overdue) on 100,000 invoices through GraphQL beside
 * the operation's statements, an invoice from 50 finished visits with 500 lines through GraphQL, and the economy
 * page's aggregates over three years (100,000 invoices, 43,800 time registrations) beside its statements; on PGlite and
 * — with BENCH_DATABASE_URL or TEST_DATABASE_URL — on PostgreSQL.
 */
export async function benchInvoices(): Promise<BenchResult[]> {
  requireProductionMode('invoices');
  const backends = (process.env.INVOICES_BENCH_BACKENDS ?? 'pglite,postgres').split(',');
  return onBackends('invoices', backends, benchBackend);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.ts');
  printTable(await benchInvoices());
}
