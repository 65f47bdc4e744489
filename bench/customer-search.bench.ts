import { sql } from 'drizzle-orm';
import { hashPassword } from '../server/src/auth/password.ts';
import type { Database } from '../server/src/db/client.ts';
import { queryRows } from '../server/src/db/sql.ts';
import { insertBulkCustomers } from '../server/src/db/seed/bulk-customers.ts';
import { companies, users } from '../server/src/db/tables/index.ts';
import { withTenant } from '../server/src/db/tenant.ts';
import { listCustomers } from '../server/src/modules/customers/index.ts';
import { onBackends, settleDatabase, signedInApp } from './bench-app.ts';
import { percentile, requireProductionMode, round, type BenchResult } from './lib.ts';

const companyId = '00000000-0000-4000-8000-0000000b0001';
const adminId = '00000000-0000-4000-8000-0000000b0002';
const customerCount = 20_000;
/** The large company (PostgreSQL only): a franchise chain or a utility's service partner. */
const largeCustomerCount = Number(process.env.CUSTOMER_SEARCH_BENCH_LARGE ?? 200_000);

/** Words people type: names, part of an email, a phone number, a postcode, a street, a company, short and long. */
const terms = [
  'mette',
  'hansen',
  'søren',
  'jens',
  'andersen',
  'møller',
  'vvs',
  'rengøring',
  'aps',
  'holding',
  'hellerup',
  'aarhus',
  'vesterbrogade',
  'åboulevarden',
  '2100',
  '8000',
  'example.dk',
  'louise.olsen',
  '@example',
  '2000',
  '45 20',
  'berg',
  'lund tag',
  'mette hansen',
  'kirkevej 12',
  'xyz-nothing',
  'ida',
  'th',
  'a',
  'rasmus@',
  'københavn ø',
];

/**
 * Customer search: the first page of 50 with its total (capped, "1.000+"), on 20,000 customers in PGlite and
 * PostgreSQL and on 200,000 in PostgreSQL, through GraphQL (app.inject, a signed-in administrator) beside the
 * operation's own statements (`listCustomers` in a tenant transaction).
 */
export async function benchCustomerSearch(): Promise<BenchResult[]> {
  requireProductionMode('customer-search');
  const backends = (process.env.CUSTOMER_SEARCH_BENCH_BACKENDS ?? 'postgres,pglite').split(',');
  return onBackends('customer-search', backends, async (backend, database) => {
    await generate(database, customerCount);
    const results = await measure(backend, database, '');
    if (backend === 'postgres' && largeCustomerCount > customerCount) {
      await insertBulkCustomers(database.db, companyId, largeCustomerCount - customerCount, customerCount);
      await settleDatabase(database.db);
      results.push(...(await measure(backend, database, '_200k')));
    }
    return results;
  });
}

async function generate(database: Database, count: number): Promise<void> {
  const db = database.db;
  await db.insert(companies).values({ id: companyId, name: 'Bench ApS' });
  await db.insert(users).values({
    id: adminId,
    companyId,
    email: 'bench-admin@example.dk',
    passwordHash: await hashPassword('bench-password-1'),
    firstName: 'Bench',
    role: 'administrator',
  });
  // Another company's customers share the tables (and the trigram index), as in production.
  const otherId = '00000000-0000-4000-8000-0000000b0003';
  await db.insert(companies).values({ id: otherId, name: 'Nabo ApS' });
  await insertBulkCustomers(db, otherId, 2_000);
  await insertBulkCustomers(db, companyId, count);
  await settleDatabase(db);
}

async function measure(backend: string, database: Database, suffix: string): Promise<BenchResult[]> {
  const { app, post } = await signedInApp(database, 'bench-admin@example.dk', 'bench-password-1');
  const query =
    'query ($s: String) { customers(search: $s, limit: 50) { totalCount totalCountCapped items { id name email phoneNumber address { city } } } }';
  const searches = Array.from({ length: 300 }, (_, i) => terms[i % terms.length]!);
  const graphqlTimes: number[] = [];
  const sqlTimes: number[] = [];
  const statements = (s: string) =>
    withTenant(database.db, { companyId, userId: adminId }, (tx) =>
      listCustomers({ db: tx, companyId }, { search: s, limit: 50 }),
    );
  // Warm up both paths.
  for (const s of terms) {
    await post(query, { s });
    await statements(s);
  }
  for (const s of searches) {
    const started = performance.now();
    await post(query, { s });
    graphqlTimes.push(performance.now() - started);
    const sqlStarted = performance.now();
    await statements(s);
    sqlTimes.push(performance.now() - sqlStarted);
  }
  await app.close();
  const [counted] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from customers`);
  console.log(`customer-search bench (${backend}${suffix}): ${counted?.n} customers in the tables`);

  const name = (figure: string) => `customers.search_${figure}_${backend}${suffix}`;
  const sqlP95 = round(percentile(sqlTimes, 95));
  const results: BenchResult[] = [
    { name: name('sql_p50'), value: round(percentile(sqlTimes, 50)), unit: 'ms', target: '≤ 5' },
    { name: name('sql_p95'), value: sqlP95, unit: 'ms', target: suffix ? '≤ 10' : '≤ 5' },
    { name: name('graphql_p50'), value: round(percentile(graphqlTimes, 50)), unit: 'ms', target: '' },
    {
      name: name('graphql_p95'),
      value: round(percentile(graphqlTimes, 95)),
      unit: 'ms',
      target: suffix ? '≤ 10' : `≤ ${round(sqlP95 + 1)} (SQL + 1)`,
    },
    {
      name: name('graphql_overhead_p50'),
      value: round(percentile(graphqlTimes, 50) - percentile(sqlTimes, 50)),
      unit: 'ms',
      target: '≤ 1',
    },
  ];
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.ts');
  printTable(await benchCustomerSearch());
}
