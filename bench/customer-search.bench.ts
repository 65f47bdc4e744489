import { PGlite } from '@electric-sql/pglite';
import { hashPassword } from '../server/src/auth/password.ts';
import { migrateDatabase, openDatabase, pgliteExtensions } from '../server/src/db/client.ts';
import { insertBulkCustomers } from '../server/src/db/seed/bulk-customers.ts';
import { companies, customers, users } from '../server/src/db/tables/index.ts';
import { withTenant } from '../server/src/db/tenant.ts';
import { customerListConditions, customerListOrder } from '../server/src/modules/customers/index.ts';
import { signedInApp } from './bench-app.ts';
import { percentile, requireProductionMode, round, type BenchResult } from './lib.ts';

const companyId = '00000000-0000-4000-8000-0000000b0001';
const adminId = '00000000-0000-4000-8000-0000000b0002';
const customerCount = 20_000;

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
 * Customer search on 20,000 customers in an in-memory PGlite: first page of 50 with the total, through
 * GraphQL (app.inject with a signed-in administrator) and the same two SQL statements run directly.
 */
export async function benchCustomerSearch(): Promise<BenchResult[]> {
  requireProductionMode('customer-search');
  const pglite = new PGlite({ extensions: pgliteExtensions });
  const database = await openDatabase({ pglite });
  await migrateDatabase(database);
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
  await insertBulkCustomers(db, companyId, customerCount);
  await pglite.exec('analyze customers');

  const { app, cookie } = await signedInApp(database, 'bench-admin@example.dk', 'bench-password-1');
  const query =
    'query ($s: String) { customers(search: $s, limit: 50) { totalCount items { id name email phoneNumber address { city } } } }';

  const searches = Array.from({ length: 300 }, (_, i) => terms[i % terms.length]!);
  const graphqlTimes: number[] = [];
  const sqlTimes: number[] = [];
  // Warm up both paths.
  for (const s of terms) {
    await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ query, variables: { s } }),
    });
  }
  for (const s of searches) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ query, variables: { s } }),
    });
    graphqlTimes.push(performance.now() - started);
    if (response.statusCode !== 200 || response.json().errors) throw new Error(`search failed: ${response.body}`);

    const sqlStarted = performance.now();
    await withTenant(db, { companyId, userId: adminId }, async (tx) => {
      const where = customerListConditions({ search: s });
      const items = await tx
        .select()
        .from(customers)
        .where(where)
        .orderBy(...customerListOrder({ sort: 'name' }))
        .limit(50);
      if (items.length === 50) await tx.$count(customers, where);
    });
    sqlTimes.push(performance.now() - sqlStarted);
  }
  await app.close();
  await database.close();

  const overhead = percentile(graphqlTimes, 50) - percentile(sqlTimes, 50);
  return [
    {
      name: 'customers.search_graphql_p50_pglite',
      value: round(percentile(graphqlTimes, 50)),
      unit: 'ms',
      target: '< 50',
    },
    {
      name: 'customers.search_graphql_p95_pglite',
      value: round(percentile(graphqlTimes, 95)),
      unit: 'ms',
      target: '< 50',
    },
    { name: 'customers.search_sql_p50_pglite', value: round(percentile(sqlTimes, 50)), unit: 'ms', target: '< 50' },
    { name: 'customers.search_sql_p95_pglite', value: round(percentile(sqlTimes, 95)), unit: 'ms', target: '< 50' },
    { name: 'customers.search_graphql_overhead_p50_pglite', value: round(overhead), unit: 'ms', target: '< 5' },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.ts');
  printTable(await benchCustomerSearch());
}
