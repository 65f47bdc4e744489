import { sql } from 'drizzle-orm';
import { hashPassword } from '../server/src/auth/password.ts';
import type { Database } from '../server/src/db/client.ts';
import { companies, users } from '../server/src/db/tables/index.ts';
import { queryRows } from '../server/src/db/sql.ts';
import {
  exportPayrollCsv,
  listTimeRegistrations,
  timesheetWeek,
} from '../server/src/modules/time-registrations/index.ts';
import { percentile, requireProductionMode, round, type BenchResult, timeRounds } from './lib.ts';
import { asBenchAdmin, onBackends, signedInApp, settleDatabase } from './bench-app.ts';

const companyId = '00000000-0000-4000-8000-0000000d0001';
const employeeCount = 50;
/** The year of registrations: 2025 (a whole ISO year of working days). */
const yearStart = '2025-01-01';
const yearEnd = '2025-12-31';
const rounds = Number(process.env.TIME_BENCH_ROUNDS ?? 1000);
const warmupRounds = 100;

const measure = (once: () => Promise<void>, count = rounds) => timeRounds(once, count, warmupRounds);

/**
 * A company of 50 employees and a year of their registrations, written in SQL on the owner connection: every working
 * day a morning and an afternoon of regular time, half an hour of driving and a driving log; overtime every third
 * day and an expense every fifth. About 60,000 rows.
 */
async function generate(db: Database['db'], passwordHash: string): Promise<{ adminId: string; employeeId: string }> {
  await db.insert(companies).values({ id: companyId, name: 'Tidsbench ApS', allowTimeReg: true });
  const [admin] = await db
    .insert(users)
    .values({
      companyId,
      email: 'admin@tidsbench.dk',
      passwordHash,
      firstName: 'Bench',
      lastName: 'Admin',
      role: 'administrator',
      kind: 'office',
    })
    .returning({ id: users.id });
  const staff = await db
    .insert(users)
    .values(
      Array.from({ length: employeeCount }, (_, i) => ({
        companyId,
        email: `medarbejder${i + 1}@tidsbench.dk`,
        firstName: `Medarbejder`,
        lastName: String(i + 1).padStart(2, '0'),
        role: 'employee' as const,
        kind: 'field' as const,
        allowedToRegTime: true,
        rateRegular: 20000 + i * 100,
        rateOvertime: 30000,
        rateHourly: 18000,
      })),
    )
    .returning({ id: users.id });
  const span = (type: string, from: string, to: string, minutes: number, rate: string, every = 1) => sql`
    insert into time_registrations (company_id, employee_id, type, starts_at, ends_at, work_date, minutes, rate_field, wage_ore, created_by_id)
    select ${companyId}, u.id, ${type}, (d::date + ${from}::time) at time zone 'Europe/Copenhagen',
      (d::date + ${to}::time) at time zone 'Europe/Copenhagen', d::date, ${minutes}, ${rate},
      round(coalesce(u.${sql.raw(rate === 'overtime' ? 'rate_overtime' : rate === 'hourly' ? 'rate_hourly' : 'rate_regular')}, 0) * ${minutes} / 60.0), u.id
    from users u cross join generate_series(${yearStart}::date, ${yearEnd}::date, interval '1 day') d
    where u.company_id = ${companyId} and u.role = 'employee' and extract(isodow from d) < 6
      and (extract(doy from d)::int + u.last_name::int) % ${every} = 0`;
  await db.execute(span('regular', '07:00', '11:00', 240, 'regular'));
  await db.execute(span('regular', '11:30', '15:00', 210, 'regular'));
  await db.execute(span('driving', '15:00', '15:30', 30, 'hourly'));
  await db.execute(span('overtime', '15:30', '17:00', 90, 'overtime', 3));
  await db.execute(sql`
    insert into time_registrations (company_id, employee_id, type, work_date, km, from_address, to_address, wage_ore, created_by_id)
    select ${companyId}, u.id, 'driving_km', d::date, 20 + (extract(doy from d)::int % 30), 'Lageret', 'Kunden',
      round((20 + (extract(doy from d)::int % 30)) * 381), u.id
    from users u cross join generate_series(${yearStart}::date, ${yearEnd}::date, interval '1 day') d
    where u.company_id = ${companyId} and u.role = 'employee' and extract(isodow from d) < 6`);
  await db.execute(sql`
    insert into time_registrations (company_id, employee_id, type, work_date, amount_ore, note, wage_ore, created_by_id)
    select ${companyId}, u.id, 'expense', d::date, 4995, 'Parkering', 4995, u.id
    from users u cross join generate_series(${yearStart}::date, ${yearEnd}::date, interval '1 day') d
    where u.company_id = ${companyId} and u.role = 'employee' and extract(isodow from d) < 6
      and (extract(doy from d)::int + u.last_name::int) % 5 = 0`);
  // The first half of the year approved for everyone, as a payroll office would have done.
  await db.execute(sql`
    insert into time_week_approvals (company_id, employee_id, week_start, approved_by_id)
    select ${companyId}, u.id, w::date, ${admin!.id}
    from users u cross join generate_series('2024-12-30'::date, '2025-06-23'::date, interval '7 days') w
    where u.company_id = ${companyId} and u.role = 'employee'`);
  return { adminId: admin!.id, employeeId: staff[17]!.id };
}

const weekQuery = `query ($employeeId: ID, $date: String!) { timesheetWeek(employeeId: $employeeId, date: $date) {
  employeeId weekStart isoYear isoWeek minutes wageOre normMinutes overtimeMinutes approved approvedAt
  totals { type minutes km amountOre wageOre }
  days { date minutes holiday { key nameDa nameEn official } totals { type minutes km amountOre wageOre }
    registrations { id employeeId employeeName visitId type startsAt endsAt workDate minutes km fromAddress toAddress amountOre note wageOre weekApproved version } } } }`;
const listQuery = `query { timeRegistrations(limit: 50) { totalCount items {
  id employeeId employeeName visitId type startsAt endsAt workDate minutes km fromAddress toAddress amountOre note wageOre weekApproved version } } }`;
const payrollQuery = `query { payrollCsv(from: "2025-09-01", to: "2025-09-30") }`;

async function benchBackend(backend: 'pglite' | 'postgres', database: Database): Promise<BenchResult[]> {
  const db = database.db;
  const started = performance.now();
  const { adminId, employeeId } = await generate(db, await hashPassword('bench-password-1'));
  await settleDatabase(db);
  const generateMs = performance.now() - started;
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from time_registrations where company_id = ${companyId}`,
  );

  const { app, post } = await signedInApp(database, 'admin@tidsbench.dk', 'bench-password-1');
  /** The operation with its statements in a tenant transaction, as the resolver runs it, without GraphQL. */
  const direct = asBenchAdmin(db, { companyId, userId: adminId, email: 'admin@tidsbench.dk', lastName: 'Admin' });
  const week = { employeeId, date: '2025-09-10' };

  const sample = await post(weekQuery, week);
  const list = await post(listQuery);
  const csv = (await post(payrollQuery)).payrollCsv as string;
  console.log(
    `time registrations bench on ${backend}: generated ${n} registrations in ${Math.round(generateMs)} ms; week ${sample.timesheetWeek.isoWeek} has ${sample.timesheetWeek.days.reduce((s: number, d: { registrations: unknown[] }) => s + d.registrations.length, 0)} registrations, list ${list.timeRegistrations.totalCount}, payroll ${csv.split('\r\n').length - 2} lines`,
  );

  const results: BenchResult[] = [
    { name: `time.generate_year_${backend}`, value: Math.round(generateMs), unit: 'ms', target: '-' },
    { name: `time.registrations_${backend}`, value: n, unit: 'rows', target: '~ 60000' },
  ];
  const target = backend === 'pglite' ? '< 25' : '< 10';
  const figures: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
    ['week_timesheet', () => post(weekQuery, week), direct((s) => timesheetWeek(s, week))],
    ['list_page_50', () => post(listQuery), direct((s) => listTimeRegistrations(s, { limit: 50 }))],
  ];
  for (const [name, viaGraphql, viaSql] of figures) {
    const g = await measure(async () => void (await viaGraphql()));
    const s = await measure(async () => void (await viaSql()));
    results.push(
      { name: `time.${name}_graphql_p50_${backend}`, value: round(percentile(g, 50)), unit: 'ms', target },
      { name: `time.${name}_graphql_p95_${backend}`, value: round(percentile(g, 95)), unit: 'ms', target },
      { name: `time.${name}_sql_p50_${backend}`, value: round(percentile(s, 50)), unit: 'ms', target: '-' },
      { name: `time.${name}_sql_p95_${backend}`, value: round(percentile(s, 95)), unit: 'ms', target: '-' },
      {
        name: `time.${name}_graphql_to_sql_p95_${backend}`,
        value: round(percentile(g, 95) / percentile(s, 95)),
        unit: 'x',
        target: '<= 2',
      },
    );
  }
  const exportTimes = await measure(async () => void (await post(payrollQuery)), 20);
  const exportSql = await measure(
    direct((s) => exportPayrollCsv(s, { from: '2025-09-01', to: '2025-09-30' })),
    20,
  );
  results.push(
    {
      name: `time.payroll_export_month_50_employees_p95_${backend}`,
      value: round(percentile(exportTimes, 95)),
      unit: 'ms',
      target: '< 1000',
    },
    {
      name: `time.payroll_export_month_50_employees_sql_p95_${backend}`,
      value: round(percentile(exportSql, 95)),
      unit: 'ms',
      target: '-',
    },
  );
  await app.close();
  return results;
}

/**
 * Time registrations on a generated company (50 employees, a year of registrations): one employee's week timesheet
 * and the list's first page of 50 through GraphQL (app.inject, a signed-in administrator) and the operation directly,
 * and the payroll export of one month for all 50; on PGlite and — with BENCH_DATABASE_URL or TEST_DATABASE_URL — on
 * PostgreSQL.
 */
export async function benchTimeRegistrations(): Promise<BenchResult[]> {
  requireProductionMode('time-registrations');
  const backends = (process.env.TIME_BENCH_BACKENDS ?? 'pglite,postgres').split(',');
  return onBackends('time registrations', backends, benchBackend);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.ts');
  printTable(await benchTimeRegistrations());
}
