import { sql } from 'drizzle-orm';
import { dateString, isoWeekStart, parseDate, zonedDate } from '@servio/domain';
import { hashPassword } from '../server/src/auth/password.ts';
import type { Database, Db } from '../server/src/db/client.ts';
import { insertBulkCustomers } from '../server/src/db/seed/bulk-customers.ts';
import { queryRows } from '../server/src/db/sql.ts';
import { companies, departments, users } from '../server/src/db/tables/index.ts';
import { unpackPlanningBoard } from '@servio/domain';
import { readPlanningBoardPacked } from '../server/src/modules/planning/index.ts';
import { asBenchAdmin, onBackends, signedInApp, settleDatabase } from './bench-app.ts';
import { percentile, requireProductionMode, round, type BenchResult, timeRounds } from './lib.ts';

const id = (prefix: string, n: number) => `00000000-0000-4000-${prefix}-${n.toString().padStart(12, '0')}`;

export interface PlanningBenchCompany {
  companyId: string;
  adminId: string;
  adminEmail: string;
  password: string;
  employeeIds: string[];
  departmentIds: string[];
  /** The board's first day (this week's Monday, YYYY-MM-DD) and its length. */
  from: string;
  days: number;
  /** Scheduled visits of the two weeks, and the unscheduled ones. */
  visitCount: number;
  unscheduledCount: number;
}

/**
 * A company for the planning board's figures (issue #20): 50 field employees in 5 departments, 2,000 scheduled visits
 * over the two working weeks from this week's Monday (4 a day each, 07:00–16:00 Copenhagen time, a tenth of them with a
 * second employee), 150 unscheduled visits (30 from accepted callback requests), 100 visits with a fixed-address
 * material, vacation and sickness, 500 accepted bookings behind scheduled visits. Deterministic for the same `today`;
 * INSERT … SELECT, a few statements. For the server bench here and a browser bench of the board.
 */
export async function seedPlanningBench(
  db: Db,
  options: { companyId: string; passwordHash: string; password: string; today?: Date },
): Promise<PlanningBenchCompany> {
  const { companyId, passwordHash } = options;
  const today = options.today ?? new Date();
  const from = isoWeekStart(zonedDate(today));
  const firstDay = parseDate(from);
  const suffix = companyId.slice(-4);
  const adminId = id('9000', 1);
  const adminEmail = `bench-planning-${suffix}@example.dk`;
  await db.insert(companies).values({
    id: companyId,
    name: 'Bench Planlægning ApS',
    enablePlanningPage: true,
    enableDepartment: true,
    travelSpeedKmh: 45,
  });
  const departmentIds = [1, 2, 3, 4, 5].map((n) => id('9100', n));
  await db.insert(departments).values(
    departmentIds.map((d, i) => ({
      id: d,
      companyId,
      name: ['København', 'Nordsjælland', 'Roskilde', 'Køge', 'Hillerød'][i]!,
    })),
  );
  const employeeIds = Array.from({ length: 50 }, (_, i) => id('9200', i + 1));
  await db.insert(users).values([
    {
      id: adminId,
      companyId,
      email: adminEmail,
      passwordHash,
      firstName: 'Bench',
      lastName: 'Planlægger',
      role: 'administrator' as const,
      kind: 'office' as const,
    },
    ...employeeIds.map((e, i) => ({
      id: e,
      companyId,
      email: `bench-planning-${i + 1}-${suffix}@example.dk`,
      firstName: ['Mads', 'Sofie', 'Jonas', 'Ida', 'Lars', 'Emma', 'Peter', 'Freja', 'Anders', 'Clara'][i % 10]!,
      lastName: `Tekniker ${i + 1}`,
      role: 'employee' as const,
      kind: 'field' as const,
      departmentId: departmentIds[Math.floor(i / 10)]!,
      allowedToCompleteVisit: true,
      // Every fifth works 07:00–15:00 rather than the company's hours.
      bookingHours: i % 5 === 0 ? [0, 1, 2, 3, 4].map((weekday) => ({ weekday, start: 420, end: 900 })) : null,
    })),
  ]);
  await insertBulkCustomers(db, companyId, 1_000);
  const employees = sql`(array[${sql.join(
    employeeIds.map((e) => sql`${e}::uuid`),
    sql`, `,
  )}])`;
  const visitCount = 2_000;
  const unscheduledCount = 150;
  // Working day d (0–9) of the two weeks is calendar day d + 2 (d / 5) from Monday; each employee has four visits a
  // day at 07:00, 09:00, 11:00 and 13:30 local, 1.5 hours each.
  await db.execute(sql`
    with cs as (select array_agg(id order by email) as ids from customers where company_id = ${companyId}),
    base as (
      select i, (i - 1) / 200 as d, ((i - 1) / 50) % 4 as slot from generate_series(1, ${visitCount}) as i
    ),
    timed as (
      select i, ((${from}::date + (d + 2 * (d / 5))::int)::timestamp
        + (array[interval '7 hours', interval '9 hours', interval '11 hours', interval '13 hours 30 minutes'])[slot + 1])
        at time zone 'Europe/Copenhagen' as start
      from base
    )
    insert into visits (company_id, case_number, customer_id, department_id, created_by_id, start, "end", status,
      description, price, total_price)
    select ${companyId}, 10000 + t.i, cs.ids[1 + (t.i * 7919) % array_length(cs.ids, 1)],
      (array[${sql.join(
        departmentIds.map((d) => sql`${d}::uuid`),
        sql`, `,
      )}])[1 + ((t.i - 1) % 50) / 10], ${adminId}, t.start, t.start + interval '90 minutes', 'scheduled',
      (array['Service af varmepumpe', 'Vinduespudsning', 'Reparation af tag', 'Eftersyn af ventilation'])[1 + t.i % 4]
        || ' #' || t.i, 80000, 100000
    from timed t cross join cs`);
  await db.execute(sql`
    with cs as (select array_agg(id order by email) as ids from customers where company_id = ${companyId})
    insert into visits (company_id, case_number, customer_id, created_by_id, status, description, created_at)
    select ${companyId}, 20000 + i, cs.ids[1 + (i * 104729) % array_length(cs.ids, 1)], ${adminId}, 'not_scheduled',
      'Ikke planlagt #' || i, now() - i * interval '1 hour'
    from generate_series(1, ${unscheduledCount}) as i cross join cs`);
  // Addresses and coordinates around Copenhagen (55.6–55.9 N, 12.2–12.6 E).
  await db.execute(sql`
    update visits v set street_address = c.street_address, zipcode = c.zipcode, city = c.city,
      latitude = 55.6 + ((v.case_number * 37) % 300) / 1000.0, longitude = 12.2 + ((v.case_number * 53) % 400) / 1000.0
    from customers c where c.id = v.customer_id and v.company_id = ${companyId}`);
  await db.execute(sql`
    insert into visit_employees (company_id, visit_id, user_id)
    select company_id, id, ${employees}[1 + (case_number - 10001) % 50] from visits
    where company_id = ${companyId} and case_number < 20000
    union all
    select company_id, id, ${employees}[1 + (case_number - 10001 + 17) % 50] from visits
    where company_id = ${companyId} and case_number < 20000 and case_number % 10 = 0`);
  // Fixed-address units on every twentieth scheduled visit.
  const categoryId = id('9300', 1);
  const productId = id('9301', 1);
  await db.execute(
    sql`insert into equipment_categories (id, company_id, name) values (${categoryId}, ${companyId}, 'Varmepumper')`,
  );
  await db.execute(
    sql`insert into equipment_products (id, company_id, category_id, name) values (${productId}, ${companyId}, ${categoryId}, 'Luft til vand')`,
  );
  await db.execute(sql`
    insert into materials (id, company_id, product_id, name, street_address, zipcode, city, latitude, longitude)
    select ('00000000-0000-4000-9400-' || lpad(i::text, 12, '0'))::uuid, ${companyId}, ${productId}, 'Enhed ' || i,
      'Fabriksvej ' || i, '2600', 'Glostrup', 55.66 + i / 10000.0, 12.39 + i / 10000.0
    from generate_series(1, 100) as i`);
  await db.execute(sql`
    update visits set materiel_ids = array[('00000000-0000-4000-9400-' || lpad(((case_number - 10000) / 20)::text, 12, '0'))::uuid]
    where company_id = ${companyId} and case_number < 20000 and case_number % 20 = 0`);
  // Accepted requests: callbacks behind 30 unscheduled visits, bookings behind 500 scheduled ones.
  await db.execute(sql`
    insert into bookings (company_id, kind, status, name, visit_id, handled_by_id, handled_at)
    select company_id, case when case_number >= 20000 then 'callback' else 'booking' end, 'accepted',
      'Henvendelse ' || case_number, id, ${adminId}, now()
    from visits
    where company_id = ${companyId} and ((case_number >= 20000 and case_number % 5 = 0) or (case_number < 20000 and case_number % 4 = 0))`);
  // Vacation (whole days) for every seventh employee on two days, sickness (timed) for every eleventh on one.
  await db.execute(sql`
    insert into time_registrations (company_id, employee_id, type, work_date, minutes, wage_ore)
    select ${companyId}, e.id, 'vacation', ${from}::date + d, 444, 0
    from unnest(${employees}) with ordinality as e(id, n) cross join (values (2), (3)) as days(d)
    where e.n % 7 = 0`);
  await db.execute(sql`
    insert into time_registrations (company_id, employee_id, type, work_date, starts_at, ends_at, minutes, wage_ore)
    select ${companyId}, e.id, 'sick', ${dateString(firstDay + 8)}::date,
      (${dateString(firstDay + 8)}::date + interval '11 hours') at time zone 'Europe/Copenhagen',
      (${dateString(firstDay + 8)}::date + interval '15 hours') at time zone 'Europe/Copenhagen', 240, 0
    from unnest(${employees}) with ordinality as e(id, n)
    where e.n % 11 = 0`);
  return {
    companyId,
    adminId,
    adminEmail,
    password: options.password,
    employeeIds,
    departmentIds,
    from,
    days: 14,
    visitCount,
    unscheduledCount,
  };
}

/** The board as the web asks for it: one packed text (domain/planning-packed.ts). */
const packedBoardQuery = `query ($from: String!, $days: Int!, $departmentId: ID) {
  planningBoardPacked(from: $from, days: $days, departmentId: $departmentId)
}`;

/** The typed board, as an integration would ask for it: every field. */
const typedBoardQuery = `query ($from: String!, $days: Int!, $departmentId: ID) {
  planningBoard(from: $from, days: $days, departmentId: $departmentId) {
    from to travelSpeedKmh
    employees { id name departmentId departmentName workingHours }
    visits { id version caseNumber customerName description status start end employeeIds address latitude longitude
      fixedAddress { latitude longitude address } bookingKind }
    unscheduled { id version caseNumber customerName description status start end employeeIds address latitude longitude
      fixedAddress { latitude longitude address } bookingKind }
    absences { employeeId type start end }
  }
}`;

const planMutation = `mutation ($id: ID!, $version: Int!, $start: DateTime!, $end: DateTime!, $employeeIds: [ID!]!) {
  planVisit(id: $id, version: $version, start: $start, end: $end, employeeIds: $employeeIds) {
    id version status start end employeeIds
  }
}`;

const rounds = Number(process.env.PLANNING_BENCH_ROUNDS ?? 500);
const warmupRounds = 50;

const measure = (once: () => Promise<void>, count = rounds) => timeRounds(once, count, warmupRounds);

async function benchBackend(backend: 'pglite' | 'postgres', database: Database): Promise<BenchResult[]> {
  const db = database.db;
  const password = 'bench-password-1';
  const started = performance.now();
  const company = await seedPlanningBench(db, {
    companyId: '00000000-0000-4000-8000-0000000c0020',
    passwordHash: await hashPassword(password),
    password,
  });
  await settleDatabase(db);
  const generateMs = performance.now() - started;
  const { companyId, adminId } = company;

  const { app, cookie, post } = await signedInApp(database, company.adminEmail, password);
  const range = { from: company.from, days: company.days };
  const sample = unpackPlanningBoard((await post(packedBoardQuery, range)).planningBoardPacked as string, String);
  console.log(
    `planning bench on ${backend}: seeded in ${Math.round(generateMs)} ms; board of ${sample.employees.length} employees, ${sample.visits.length} visits, ${sample.unscheduled.length} unscheduled, ${sample.absences.length} absences`,
  );

  /** The board's statements in a tenant transaction, as the resolver runs them, without GraphQL. */
  const boardSql = asBenchAdmin(db, {
    companyId,
    userId: adminId,
    email: company.adminEmail,
    lastName: 'Planlægger',
  })((scope) => readPlanningBoardPacked(scope, range));

  const g = await measure(async () => void (await post(packedBoardQuery, range)));
  const s = await measure(boardSql);
  const typed = await measure(async () => void (await post(typedBoardQuery, range)), Math.min(rounds, 200));

  // The drop's round trip over HTTP (a real socket, as a browser's): one visit planned back and forth between two
  // employees and two times, with the version each answer returns.
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const [target] = await queryRows<{ id: string; version: number }>(
    db,
    sql`select id, version from visits where company_id = ${companyId} and case_number = 10001`,
  );
  let version = target!.version;
  let flip = 0;
  const plan = async () => {
    flip++;
    const day = dateString(parseDate(company.from) + 1);
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        query: planMutation,
        variables: {
          id: target!.id,
          version,
          start: `${day}T${flip % 2 ? '06' : '12'}:00:00Z`,
          end: `${day}T${flip % 2 ? '07' : '13'}:30:00Z`,
          employeeIds: [company.employeeIds[flip % 2 ? 0 : 1]],
        },
      }),
    });
    const body = (await response.json()) as { data?: { planVisit: { version: number } }; errors?: unknown };
    if (!body.data) throw new Error(`planVisit: ${JSON.stringify(body.errors)}`);
    version = body.data.planVisit.version;
  };
  const p = await measure(plan, Math.min(rounds, 300));
  await app.close();

  const target95 = backend === 'pglite' ? '< 25' : '< 10';
  return [
    { name: `planning.seed_${backend}`, value: Math.round(generateMs), unit: 'ms', target: '-' },
    { name: `planning.board_visits_${backend}`, value: sample.visits.length, unit: 'visits', target: '-' },
    { name: `planning.board_graphql_p50_${backend}`, value: round(percentile(g, 50)), unit: 'ms', target: target95 },
    { name: `planning.board_graphql_p95_${backend}`, value: round(percentile(g, 95)), unit: 'ms', target: target95 },
    {
      name: `planning.board_typed_graphql_p95_${backend}`,
      value: round(percentile(typed, 95)),
      unit: 'ms',
      target: '-',
    },
    { name: `planning.board_sql_p50_${backend}`, value: round(percentile(s, 50)), unit: 'ms', target: '-' },
    { name: `planning.board_sql_p95_${backend}`, value: round(percentile(s, 95)), unit: 'ms', target: '-' },
    {
      name: `planning.board_graphql_to_sql_p95_${backend}`,
      value: round(percentile(g, 95) / percentile(s, 95)),
      unit: 'x',
      target: '<= 2',
    },
    { name: `planning.plan_visit_http_p50_${backend}`, value: round(percentile(p, 50)), unit: 'ms', target: '<= 100' },
    { name: `planning.plan_visit_http_p95_${backend}`, value: round(percentile(p, 95)), unit: 'ms', target: '<= 100' },
  ];
}

/**
 * The planning board (issue #20) on a generated company of 50 employees and 2,000 visits over two weeks: the board's
 * query through GraphQL and its statements alone (p50/p95 and the ratio), and planVisit's round trip over HTTP, on
 * PGlite and — with BENCH_DATABASE_URL or TEST_DATABASE_URL — PostgreSQL. PLANNING_BENCH_BACKENDS=postgres (or
 * pglite) runs one; PLANNING_BENCH_ROUNDS sets the timed calls (default 500).
 */
export async function benchPlanning(): Promise<BenchResult[]> {
  requireProductionMode('planning');
  const backends = (process.env.PLANNING_BENCH_BACKENDS ?? 'pglite,postgres').split(',');
  return onBackends('planning', backends, benchBackend);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.ts');
  printTable(await benchPlanning());
}
