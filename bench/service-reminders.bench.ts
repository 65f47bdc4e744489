import { sql } from 'drizzle-orm';
import { dateString, localDay, parseDate } from '@servio/domain';
import type { Database } from '../server/src/db/client.ts';
import { queryRows } from '../server/src/db/sql.ts';
import { withTenant } from '../server/src/db/tenant.ts';
import { runServiceReminders } from '../server/src/modules/service-reminders/index.ts';
import { requireProductionMode, round, type BenchResult } from './lib.ts';
import { onBackends, type Backend } from './bench-app.ts';

const companyCount = Number(process.env.SERVICE_REMINDERS_BENCH_COMPANIES ?? 500);
const unitsPerCompany = Number(process.env.SERVICE_REMINDERS_BENCH_UNITS ?? 400);
const customersPerCompany = 40;
const today = localDay(new Date());

/**
 * 500 companies in automatic mode, each with 40 customers (every tenth without email) and 400 units whose next
 * service dates spread over a year from a month ago: about one unit in six is due within the 30 days before its
 * service, as after a month without a run. Written in SQL on the owner connection.
 */
export async function generate(db: Database['db']): Promise<void> {
  await db.execute(sql`
    insert into companies (id, name, materiel_service_active, service_reminder_mode)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(c), 12, '0'))::uuid, 'Servicebench ' || c, true, 'automatic'
    from generate_series(1, ${companyCount}) c`);
  await db.execute(sql`
    insert into equipment_categories (company_id, name)
    select id, 'Varmepumper' from companies where name like 'Servicebench %'`);
  await db.execute(sql`
    insert into equipment_products (company_id, category_id, name, service_interval_months)
    select company_id, id, 'Etherea NZ25', 12 from equipment_categories
    where company_id in (select id from companies where name like 'Servicebench %')`);
  await db.execute(sql`
    insert into customers (company_id, first_name, last_name, email)
    select c.id, 'Kunde', i::text, case when i % 10 = 0 then null else 'kunde' || i || '@bench.test' end
    from companies c, generate_series(1, ${customersPerCompany}) i
    where c.name like 'Servicebench %'`);
  await db.execute(sql`
    with numbered as (
      select company_id, id, row_number() over (partition by company_id order by id) - 1 as n from customers
      where company_id in (select id from companies where name like 'Servicebench %'))
    insert into materials (company_id, product_id, serial_number, customer_id, next_service_on, last_service_on)
    select p.company_id, p.id, 'SN-' || u, cu.id,
      ${today}::date - 30 + (u * 7919 % 365), ${today}::date - 30 + (u * 7919 % 365) - 365
    from equipment_products p
    cross join generate_series(0, ${unitsPerCompany - 1}) u
    join numbered cu on cu.company_id = p.company_id and cu.n = u % ${customersPerCompany}
    where p.company_id in (select id from companies where name like 'Servicebench %')`);
  await db.execute(sql`analyze`);
}

/** The nightly run of every bench company, one tenant transaction each, as the nightly jobs run them. */
async function nightly(database: Database): Promise<{ seconds: number; created: number; sent: number }> {
  const companies = await queryRows<{ id: string }>(
    database.db,
    sql`select id from companies where name like 'Servicebench %' order by id`,
  );
  let created = 0;
  let sent = 0;
  const started = performance.now();
  for (const { id } of companies) {
    const run = await withTenant(database.db, { companyId: id, userId: null }, (tx) =>
      runServiceReminders({ db: tx, companyId: id }, { today }),
    );
    created += run.created;
    sent += run.sent;
  }
  return { seconds: (performance.now() - started) / 1000, created, sent };
}

async function benchBackend(backend: Backend, database: Database): Promise<BenchResult[]> {
  const generating = performance.now();
  await generate(database.db);
  const units = companyCount * unitsPerCompany;
  console.log(
    `service reminders bench (${backend}): ${units} units in ${companyCount} companies generated in ${round((performance.now() - generating) / 1000)} s`,
  );
  const first = await nightly(database);
  // The next night (or a second app instance): nothing is made or sent twice.
  const second = await nightly(database);
  const [mails] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from mail_messages where email_type = 'serviceReminder'`,
  );
  console.log(
    `service reminders bench (${backend}): first run ${round(first.seconds)} s (${first.created} reminders, ${first.sent} mails), second ${round(second.seconds)} s (${second.created}, ${second.sent}); ${mails!.n} mails logged; due through ${dateString(parseDate(today) + 30)}`,
  );
  const target = backend === 'postgres' ? '< 30' : '-';
  return [
    { name: `service_reminders.nightly_${backend}`, value: round(first.seconds), unit: 's', target },
    { name: `service_reminders.reminders_${backend}`, value: first.created, unit: 'count', target: '-' },
    { name: `service_reminders.mails_${backend}`, value: Number(mails!.n), unit: 'count', target: '-' },
    { name: `service_reminders.second_run_${backend}`, value: round(second.seconds), unit: 's', target: '-' },
    {
      name: `service_reminders.second_run_sent_${backend}`,
      value: second.sent + second.created,
      unit: 'count',
      target: '= 0',
    },
  ];
}

/**
 * The nightly service reminder run over 200,000 units in 500 companies (docs/decisions/0033-equipment.md): per
 * company one set-based insert of the due reminders and, in automatic mode, their mails enqueued in bulk; then the
 * same again, which must make and send nothing. On PGlite and — with BENCH_DATABASE_URL or TEST_DATABASE_URL — on
 * PostgreSQL.
 */
export async function benchServiceReminders(): Promise<BenchResult[]> {
  requireProductionMode('service-reminders');
  const backends = (process.env.SERVICE_REMINDERS_BENCH_BACKENDS ?? 'pglite,postgres').split(',');
  return onBackends('service reminders', backends, benchBackend);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.ts');
  printTable(await benchServiceReminders());
}
