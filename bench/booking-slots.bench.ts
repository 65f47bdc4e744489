import { sql } from 'drizzle-orm';
import { dateString, freeSlots, localParts } from '@servio/domain';
import type { Database } from '../server/src/db/client.ts';
import { queryRows } from '../server/src/db/sql.ts';
import { withTenant } from '../server/src/db/tenant.ts';
import { findFreeSlots, readSlotInputs, slotInputsStatement } from '../server/src/modules/booking-slots/index.ts';
import { percentile, requireProductionMode, round, type BenchResult } from './lib.ts';
import { onBackends, settleDatabase } from './bench-app.ts';

const companyId = '00000000-0000-4000-8000-0000001b0001';
const productId = '00000000-0000-4000-8000-0000001b0020';
const employeeCount = 30;
/**
 * The load: two years back (history the range must skip) and 90 days ahead, the company's horizon here, so that every
 * call can ask a whole 60 days from a start that moves a week each round.
 */
const daysBack = 730;
const daysAhead = 90;
/** Days asked per call: issue #19's figure (60 days; the public page asks at most 14). */
const askedDays = 60;
const rounds = Number(process.env.BOOKING_SLOTS_BENCH_ROUNDS ?? 300);
const warmupRounds = 30;

/**
 * A company with 30 field employees, each with 3–5 visits every weekday for two years back and 90 days ahead (09:00 to
 * 16:00 local, 60–90 minutes), every fifth on vacation a week (whole dates), a weekly open booking each for a third
 * of them, 45 live holds and one job of three days; written in SQL on the owner connection.
 */
async function generate(db: Database['db']): Promise<void> {
  const today = localParts(new Date()).days;
  const first = dateString(today - daysBack);
  const middle = dateString(today);
  await db.execute(sql`insert into companies (id, name, booking_travel_minutes, booking_step_minutes, booking_lead_hours,
      booking_horizon_days, bookingflowactive)
    values (${companyId}, 'Bookingbench ApS', 30, 30, 24, ${daysAhead}, true)`);
  await db.execute(sql`insert into users (company_id, email, first_name, last_name, role, kind)
    select ${companyId}, 'tekniker' || i || '@bookingbench.dk', 'Tekniker', i::text, 'employee', 'field'
    from generate_series(1, ${employeeCount}) i`);
  await db.execute(sql`insert into users (company_id, email, first_name, role, kind)
    values (${companyId}, 'kontor@bookingbench.dk', 'Kontor', 'administrator', 'office')`);
  await db.execute(sql`
    insert into equipment_categories (id, company_id, name) values ('00000000-0000-4000-8000-0000001b0010', ${companyId}, 'Services')`);
  await db.execute(sql`
    insert into equipment_products (id, company_id, category_id, name, bookable, booking_minutes, booking_price)
    values (${productId}, ${companyId}, '00000000-0000-4000-8000-0000001b0010', 'Vinduespudsning', true, 60, 45000)`);
  // Visits: the employee's id in the description for the moment, to link them after.
  await db.execute(sql`
    with e as (
      select id, row_number() over (order by email)::int as n from users where company_id = ${companyId} and kind = 'field'
    ), d as (
      select ${first}::date + i as day, i from generate_series(0, ${daysBack + daysAhead - 1}::int) i
      where extract(isodow from ${first}::date + i) < 6
    ), v as (
      select e.id as employee_id, d.day,
        ((d.day + time '09:00') + k * interval '100 minutes' + ((e.n + k) % 2) * interval '30 minutes')
          at time zone 'Europe/Copenhagen' as start,
        (60 + ((e.n * 7 + d.i + k) % 3) * 15) * interval '1 minute' as length
      from e cross join d cross join generate_series(0, 4) k
      where k < 3 + (e.n + d.i) % 3
    )
    insert into visits (company_id, case_number, start, "end", status, description)
    select ${companyId}, row_number() over (order by start, employee_id), start, start + length, 'scheduled', employee_id::text
    from v`);
  // One job of three days across the asked range's start, so the arm of visits longer than a day runs in the plan.
  await db.execute(sql`
    insert into visits (company_id, case_number, start, "end", status, description)
    select ${companyId}, 1000000, (${middle}::date - 1 + time '08:00') at time zone 'Europe/Copenhagen',
      (${middle}::date + 2 + time '16:00') at time zone 'Europe/Copenhagen', 'scheduled', id::text
    from users where company_id = ${companyId} and kind = 'field' order by email limit 1`);
  await db.execute(sql`
    insert into visit_employees (company_id, visit_id, user_id)
    select company_id, id, description::uuid from visits where company_id = ${companyId}`);
  await db.execute(sql`
    with e as (
      select id, row_number() over (order by email)::int as n from users where company_id = ${companyId} and kind = 'field'
    )
    insert into time_registrations (company_id, employee_id, type, work_date, minutes)
    select ${companyId}, e.id, 'vacation', ${middle}::date + (e.n % 8) * 7 + w, 444
    from e cross join generate_series(0, 4) w where e.n % 5 = 0`);
  await db.execute(sql`
    with e as (
      select id, row_number() over (order by email)::int as n from users where company_id = ${companyId} and kind = 'field'
    )
    insert into bookings (company_id, kind, status, name, employee_id, product_id, starts_at, ends_at)
    select ${companyId}, 'booking', 'open', 'Kunde ' || e.n || '-' || w, e.id, ${productId}::uuid,
      ((${middle}::date + w * 7 + 2) + time '15:30') at time zone 'Europe/Copenhagen',
      ((${middle}::date + w * 7 + 2) + time '16:30') at time zone 'Europe/Copenhagen'
    from e cross join generate_series(0, 12) w where e.n % 3 = 0`);
  await db.execute(sql`
    with e as (
      select id, row_number() over (order by email)::int as n from users where company_id = ${companyId} and kind = 'field'
    )
    insert into booking_holds (company_id, employee_id, product_id, starts_at, ends_at, expires_at, token_hash)
    select ${companyId}, e.id, ${productId}::uuid,
      ((${middle}::date + 1 + e.n + h * 9) + time '08:00') at time zone 'Europe/Copenhagen',
      ((${middle}::date + 1 + e.n + h * 9) + time '09:00') at time zone 'Europe/Copenhagen',
      now() + interval '1 day', 'bench-hold-' || e.n || '-' || h
    from e cross join generate_series(0, 1) h where h = 0 or e.n % 2 = 0`);
  await settleDatabase(db);
}

async function plan(database: Database, fromDay: number): Promise<string> {
  return withTenant(database.db, { companyId, userId: null }, async (tx) => {
    const statement = slotInputsStatement(companyId, {
      productId,
      fromDay,
      toDay: fromDay + askedDays - 1,
      now: new Date(),
    });
    const rows = await queryRows<Record<string, string>>(tx, sql`explain (analyze, costs off) ${statement}`);
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

async function benchBackend(backend: string, database: Database): Promise<BenchResult[]> {
  await generate(database.db);
  const today = localParts(new Date()).days;
  const shown = await plan(database, today + 1);
  console.log(`booking slots bench (${backend}): the inputs' plan, run\n${shown}`);
  const indexes = [
    'visits_company_start_idx',
    'bookings_employee_start_idx',
    'booking_holds_employee_idx',
    'time_registrations_company_type_date_idx',
  ];
  // A sequential scan of visits that ran (the arm of visits longer than a day runs only when there are any).
  const seqScans = /Seq Scan on (visits|visit_employees)\b[^\n]*actual/.exec(shown);
  const findTimes: number[] = [];
  let slotCount = 0;
  for (let i = 0; i < warmupRounds + rounds; i++) {
    const fromDay = today + 1 + ((i * 7) % (daysAhead - askedDays));
    let took = 0;
    const result = await withTenant(database.db, { companyId, userId: null }, async (tx) => {
      const started = performance.now();
      const answer = await findFreeSlots({ db: tx, companyId }, { productId, fromDay, days: askedDays });
      took = performance.now() - started;
      return answer;
    });
    if (i >= warmupRounds) {
      findTimes.push(took);
      slotCount += result.slots.length;
    }
  }
  console.log(
    `booking slots bench (${backend}): ${round(slotCount / rounds)} slots per call on average; plan uses ${indexes.filter((name) => shown.includes(name)).join(', ')}${seqScans ? `; SEQ SCAN on ${seqScans[1]}` : ''}`,
  );
  return [
    { name: `booking_slots.find_p50_${backend}`, value: round(percentile(findTimes, 50)), unit: 'ms', target: '-' },
    { name: `booking_slots.find_p95_${backend}`, value: round(percentile(findTimes, 95)), unit: 'ms', target: '< 50' },
    { name: `booking_slots.plan_without_seq_scan_${backend}`, value: seqScans ? 0 : 1, unit: 'yes', target: '= 1' },
  ];
}

/** The domain alone: the asked days' inputs read once, freeSlots timed over them. */
async function benchCompute(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  await onBackends('booking slots compute', ['pglite'], async (_backend, database) => {
    await generate(database.db);
    const today = localParts(new Date()).days;
    const now = Date.now();
    const offsets = Array.from({ length: Math.floor((daysAhead - askedDays) / 7) + 1 }, (_, i) => i * 7);
    const inputs = await Promise.all(
      offsets.map((offset) =>
        withTenant(database.db, { companyId, userId: null }, (tx) =>
          readSlotInputs(
            { db: tx, companyId },
            { productId, fromDay: today + 1 + offset, toDay: today + offset + askedDays, now: new Date(now) },
          ),
        ).then((read) => ({ fromDay: today + 1 + offset, read })),
      ),
    );
    const busy = inputs[0]!.read.employees.reduce((n, e) => n + e.busy.length, 0);
    const times: number[] = [];
    for (let i = 0; i < warmupRounds + rounds * 3; i++) {
      const { fromDay, read } = inputs[i % inputs.length]!;
      const settings = read.settings!;
      const started = performance.now();
      freeSlots(
        {
          fromDay,
          toDay: fromDay + askedDays - 1,
          now,
          leadMinutes: settings.leadHours * 60,
          durationMinutes: read.product!.minutes,
          travelMinutes: settings.travelMinutes,
          stepMinutes: settings.stepMinutes,
        },
        read.employees,
      );
      if (i >= warmupRounds) times.push(performance.now() - started);
    }
    console.log(`booking slots bench: ${employeeCount} employees, ${busy} busy intervals in ${askedDays} days`);
    results.push(
      { name: 'booking_slots.compute_p50', value: round(percentile(times, 50)), unit: 'ms', target: '-' },
      { name: 'booking_slots.compute_p95', value: round(percentile(times, 95)), unit: 'ms', target: '< 50' },
    );
    return [];
  });
  return results;
}

/**
 * Free booking slots (docs/decisions/0034-bookings.md "Free slots"): 30 field employees with 3–5 visits a weekday
 * over two years and 90 days, vacation weeks, open bookings and live holds; 60 days asked. The domain's freeSlots alone, and
 * findFreeSlots (one statement, then freeSlots) in a tenant transaction on PGlite and — with BENCH_DATABASE_URL or
 * TEST_DATABASE_URL — on PostgreSQL, with the statement's plan.
 */
export async function benchBookingSlots(): Promise<BenchResult[]> {
  requireProductionMode('booking slots');
  const backends = (process.env.BOOKING_SLOTS_BENCH_BACKENDS ?? 'pglite,postgres').split(',');
  return [...(await benchCompute()), ...(await onBackends('booking slots', backends, benchBackend))];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.ts');
  printTable(await benchBookingSlots());
}
