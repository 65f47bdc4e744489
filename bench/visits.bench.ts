import { calendarColumnsFor, monthDayLimit, type PackedCalendar } from '../domain/src/calendar-packed.ts';
import { hashPassword } from '../server/src/auth/password.ts';
import type { Database } from '../server/src/db/client.ts';
import { insertBulkVisitCompany } from '../server/src/db/seed/bulk-visits.ts';
import { withTenant } from '../server/src/db/tenant.ts';
import type { Viewer } from '../server/src/graphql/context.ts';
import { calendarRowsJson, projectedEntries, visitPageQuery } from '../server/src/modules/visits/index.ts';
import { percentile, requireProductionMode, round, type BenchResult } from './lib.ts';
import { onBackends, signedInApp, settleDatabase } from './bench-app.ts';

const companyId = '00000000-0000-4000-8000-0000000c0001';
const visitCount = 100_000;
/**
 * Timed calls per figure. A p95 of 200 calls is its 10 slowest, and moved by 20–40 % between runs of the same code;
 * 1,000 give a steadier tail. VISITS_BENCH_ROUNDS sets fewer for quick iterations.
 */
const rounds = Number(process.env.VISITS_BENCH_ROUNDS ?? 1000);
/** Calls before timing, so V8 has optimised the request path: the figures are a running server's, not a cold one's. */
const warmupRounds = 100;

/** Runs `once` `rounds` times with `concurrency` in flight, returning each call's latency. */
async function measure(once: () => Promise<void>, concurrency: number): Promise<number[]> {
  for (let i = 0; i < warmupRounds; i++) await once();
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < rounds) {
        const started = performance.now();
        await once();
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

/** The due page as the web's visits table asks for it (the VisitRow fragment of web/src/features/visits/visits-api.ts). */
const dueQuery = `query { visits(filter: { view: due }, sort: start, sortDirection: asc, limit: 50) { totalCount items {
  id caseNumber status archived isDue reportCompleted start end customerId seriesId version acceptance
  description reference totalPrice hasCoordinates createdAt
  customer { id name } employees { id name initials } department { id name color }
  address { streetAddress zipcode city latitude longitude } } } }`;
/** What the web's month view asks for: the packed form, each day's first visits and every day's count. */
const calendarGraphql = `query ($from: DateTime!, $to: DateTime!) { calendarVisitsPacked(from: $from, to: $to, dateType: month, dayLimit: ${monthDayLimit}) }`;
/** Every visit of the month, packed (what a month-long range costs without the day limit; no target). */
const calendarAllGraphql = `query ($from: DateTime!, $to: DateTime!) { calendarVisitsPacked(from: $from, to: $to, dateType: month) }`;

async function benchBackend(backend: 'pglite' | 'postgres', database: Database): Promise<BenchResult[]> {
  const db = database.db;
  const today = new Date();
  const generated = performance.now();
  const company = await insertBulkVisitCompany(db, {
    companyId,
    passwordHash: await hashPassword('bench-password-1'),
    today,
    visitCount,
  });
  await settleDatabase(db);
  const generateMs = performance.now() - generated;

  const { app, post } = await signedInApp(database, company.adminEmail, 'bench-password-1');

  // The month around today (the calendar's month view loads from the Monday before the 1st to the Sunday after the last).
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1) - 3 * 86_400_000);
  const to = new Date(from.getTime() + 42 * 86_400_000);
  const viewer = { role: 'administrator', userId: company.adminId, companyId } as Viewer;

  /** The due page as the service runs it: one statement with the page, its customers and employees, and the count. */
  const dueSql = () =>
    withTenant(db, { companyId, userId: company.adminId }, async (tx) => {
      await visitPageQuery(tx, viewer, { filter: { view: 'due' }, sort: 'start', sortDirection: 'asc', limit: 50 });
    });
  /** The calendar's statements as the service runs them: the range bound, the rows, the active series. */
  const calendarSql = (dayLimit: number | null) => () =>
    withTenant(db, { companyId, userId: company.adminId }, async (tx) => {
      await calendarRowsJson(tx, viewer, {}, { from, to, dayLimit }, calendarColumnsFor('month'));
      await projectedEntries(tx, viewer, {}, from, to);
    });

  const due = await post(dueQuery);
  const range = { from: from.toISOString(), to: to.toISOString() };
  const month = JSON.parse((await post(calendarGraphql, range)).calendarVisitsPacked) as PackedCalendar;
  const all = JSON.parse((await post(calendarAllGraphql, range)).calendarVisitsPacked) as PackedCalendar;
  const monthTotal = Object.values(month.days ?? {}).reduce((a, b) => a + b, 0);
  console.log(
    `visits bench on ${backend}: generated ${visitCount} visits in ${Math.round(generateMs)} ms; due ${due.visits.totalCount}, calendar month ${all.rows.length} visits, ${month.rows.length} shown in the month view (${monthTotal} counted)`,
  );

  const results: BenchResult[] = [
    { name: `visits.generate_100k_${backend}`, value: Math.round(generateMs), unit: 'ms', target: '< 30000' },
    { name: `visits.calendar_month_visits_${backend}`, value: all.rows.length, unit: 'visits', target: '-' },
    { name: `visits.calendar_month_view_rows_${backend}`, value: month.rows.length, unit: 'visits', target: '-' },
  ];
  const target = backend === 'pglite' ? '< 25' : '< 10';
  for (const concurrency of [1, 10]) {
    const figures: [string, () => Promise<unknown>, () => Promise<unknown>, string][] = [
      ['due_page', () => post(dueQuery), dueSql, target],
      ['calendar_month', () => post(calendarGraphql, range), calendarSql(monthDayLimit), target],
      ['calendar_month_all_visits', () => post(calendarAllGraphql, range), calendarSql(null), '-'],
    ];
    for (const [name, viaGraphql, viaSql, figureTarget] of figures) {
      const g = await measure(async () => void (await viaGraphql()), concurrency);
      const s = await measure(async () => void (await viaSql()), concurrency);
      const c = `c${concurrency}_${backend}`;
      results.push(
        {
          name: `visits.${name}_graphql_p50_${c}`,
          value: round(percentile(g, 50)),
          unit: 'ms',
          target: concurrency === 1 ? figureTarget : '-',
        },
        {
          name: `visits.${name}_graphql_p95_${c}`,
          value: round(percentile(g, 95)),
          unit: 'ms',
          target: concurrency === 1 ? figureTarget : '-',
        },
        { name: `visits.${name}_sql_p50_${c}`, value: round(percentile(s, 50)), unit: 'ms', target: '-' },
        { name: `visits.${name}_sql_p95_${c}`, value: round(percentile(s, 95)), unit: 'ms', target: '-' },
        {
          name: `visits.${name}_graphql_to_sql_p95_${c}`,
          value: round(percentile(g, 95) / percentile(s, 95)),
          unit: 'x',
          target: figureTarget === '-' ? '-' : '<= 2',
        },
      );
    }
  }
  await app.close();
  return results;
}

/**
 * Visits on a generated company with 100,000 visits: the due view's first page of 50 sorted by start and a
 * month of calendar data, through GraphQL (app.inject, a signed-in administrator) and the same SQL directly,
 * at concurrency 1 and 10, on PGlite and — with BENCH_DATABASE_URL or TEST_DATABASE_URL — on PostgreSQL.
 */
export async function benchVisits(): Promise<BenchResult[]> {
  requireProductionMode('visits');
  // VISITS_BENCH_BACKENDS=postgres (or pglite) runs one backend only, for quicker iterations.
  const backends = (process.env.VISITS_BENCH_BACKENDS ?? 'pglite,postgres').split(',');
  return onBackends('visits', backends, benchBackend);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.ts');
  printTable(await benchVisits());
}
