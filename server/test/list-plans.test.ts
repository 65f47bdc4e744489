import { sql, type Logger } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { companies } from '../src/db/tables/index.ts';
import { demoCompanyId, otherCompanyId } from '../src/db/seed/demo.ts';
import { backends, createTestApp, graphql, signIn, type TestApp } from './harness.ts';

/**
 * Every list of the product reads its first page through indexes, on PostgreSQL with a large company among many: no
 * plan node scans a tenant table whole, none sorts more than a page, and none reads more than a few rows for each row
 * of the page. Each list query runs through GraphQL as an administrator; each statement of its tenant transaction then
 * runs again as the request ran it (same parameters, role and company), with auto_explain reporting its plan and every
 * nested statement's (the search functions run theirs inside).
 */

/** A statement the app sent, as it sent it. */
interface SentStatement {
  text: string;
  params: unknown[];
}

/** A node of a plan as auto_explain writes it (EXPLAIN ANALYZE's JSON): what the checks read. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'CTE Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

interface ReportedPlan {
  'Query Text': string;
  Plan: PlanNode;
}

const page = 50;
/**
 * A sort of at most this many rows passes, and a lookup reading as many for each row of a page: the page itself, a
 * top-N sort of an index range the page bounds, a small lookup beside it (the company's departments or staff). Every
 * generated list holds thousands of rows, so a sort of the list, or a lookup reading it, shows far above.
 */
const fewRows = 200;

/**
 * The most rows a sort may take from `input`: a page's few, or a search's matches where the search functions sort
 * them on purpose (their CTE `hits`: customers under the count's cap, items up to 5,000 of their narrow search
 * table). Walking the list's index instead stops early only when the matches are spread through the order; a term
 * whose matches sort last read most of the company (decisions/0041).
 */
const sortedMatches = 5_000;
const sortable = (input: PlanNode) =>
  input['Node Type'] === 'CTE Scan' && input['CTE Name'] === 'hits' ? sortedMatches : fewRows;

interface ListCase {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
}

const customers = `query ($search: String) { customers(search: $search, limit: ${page}) { totalCount totalCountCapped
  items { id name firstName lastName email phoneNumber companyName companyCVR useCompany createdAt
    address { streetAddress zipcode city } } } }`;
const visits = `query ($filter: VisitFilter) { visits(filter: $filter, limit: ${page}) { totalCount totalCountCapped
  items { id caseNumber status archived isDue start end description totalPrice createdAt
    customer { id name } employees { id name initials } department { id name color }
    address { streetAddress zipcode city } } } }`;
const employees = `{ employees(limit: ${page}) { totalCount
  items { id name email phoneNumber role kind active hasPassword department { id name color } } } }`;
const timeRegistrations = `{ timeRegistrations(limit: ${page}) { totalCount totalCountCapped
  items { id employeeId employeeName visitId type startsAt endsAt workDate minutes km amountOre wageOre weekApproved } } }`;
const items = `query ($search: String) { items(search: $search, limit: ${page}) { totalCount totalCountCapped
  items { id sku name unit costPrice salesPrice groupId groupName active barcode lowStockThreshold onHand } } }`;
const invoices = `{ invoices(limit: ${page}) { totalCount
  items { id kind state overdue number customerId customerName issueDate dueDate total sentAt reminderCount } } }`;
const materials = `{ materials(limit: ${page}) { totalCount totalCountCapped
  items { id serialNumber name placement productName categoryName customer { id name }
    address { streetAddress zipcode city } lastServiceOn nextServiceOn serviceStatus rentable archived } } }`;
const bookings = `{ bookings(limit: ${page}) { totalCount totalCountCapped
  items { id kind status source name email phoneNumber city message serviceName startsAt customer { id name } createdAt } } }`;
const auditLog = `{ auditLog(limit: ${page}) { totalCount totalCountCapped
  items { id at action actorEmail companyId companyName ip details } } }`;
const rentals = `{ rentals(limit: ${page}) { totalCount totalCountCapped
  items { id startsAt endsAt price note customer { id name } material { id serialNumber name productName } } } }`;
const mailMessages = `{ mailMessages(limit: ${page}) { totalCount totalCountCapped
  items { id emailType fromAddress toAddress subject status attempts lastError tracked createdAt sentAt seenAt } } }`;

const lists: ListCase[] = [
  { name: 'customers', query: customers },
  { name: 'customers searched for "hansen"', query: customers, variables: { search: 'hansen' } },
  { name: 'customers searched for "xyz-nothing"', query: customers, variables: { search: 'xyz-nothing' } },
  { name: 'visits, all', query: visits, variables: { filter: { view: 'all' } } },
  { name: 'visits, due', query: visits, variables: { filter: { view: 'due' } } },
  { name: 'visits searched for "vesterbrogade"', query: visits, variables: { filter: { search: 'vesterbrogade' } } },
  { name: 'employees', query: employees },
  { name: 'time registrations', query: timeRegistrations },
  { name: 'items', query: items },
  { name: 'items searched for "fil"', query: items, variables: { search: 'fil' } },
  { name: 'invoices', query: invoices },
  { name: 'materials', query: materials },
  { name: 'bookings', query: bookings },
  { name: 'audit log', query: auditLog },
  { name: 'rentals', query: rentals },
  { name: 'mail messages', query: mailMessages },
];

describe.each(backends.filter((b) => b === 'postgres'))('list plans on %s', (backend) => {
  const sent: SentStatement[] = [];
  const logger: Logger = { logQuery: (text, params) => void sent.push({ text, params }) };
  let t: TestApp;
  let admin: string;
  let tenantTables: Set<string>;
  /** A connection of its own for the plans: auto_explain's settings stay on it, and it is closed at the end. */
  let explainer: pg.PoolClient;
  const reported: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { logger });
    admin = await signIn(t.app, 'admin@demo.dk');
    await generateCompanies(t.database.db);
    const settle = await t.database.pool!.connect();
    try {
      // Statistics from every row rather than a sample of 30,000, so that each run plans alike.
      await settle.query('set default_statistics_target = 1000');
      await settle.query('vacuum analyze');
    } finally {
      settle.release(true);
    }
    const rls = await t.database.pool!.query<{ name: string }>(
      `select relname as name from pg_class where relkind = 'r' and relrowsecurity`,
    );
    tenantTables = new Set(rls.rows.map((r) => r.name));
    explainer = await t.database.pool!.connect();
    // Superuser settings, made before a replay switches to the application role. NOTICE brings each plan to this
    // client, the nested statements' too (app_customer_search_page's, app_item_search's).
    for (const setting of [
      `load 'auto_explain'`,
      'set auto_explain.log_min_duration = 0',
      'set auto_explain.log_analyze = on',
      'set auto_explain.log_timing = off',
      'set auto_explain.log_format = json',
      'set auto_explain.log_nested_statements = on',
      'set auto_explain.log_level = notice',
    ])
      await explainer.query(setting);
    explainer.on('notice', (notice) => {
      const json = notice.message?.split('plan:\n')[1];
      if (json) reported.push(json);
    });
  }, 180_000);

  afterAll(async () => {
    explainer?.release(true);
    await t?.close();
  });

  /** The plans of `statement` run again as the request ran it: after `tenant`'s set-up, with its parameters. */
  async function plansOf(tenant: SentStatement, statement: SentStatement): Promise<ReportedPlan[]> {
    await explainer.query('begin');
    try {
      await explainer.query(tenant.text, tenant.params);
      reported.length = 0;
      await explainer.query(statement.text, statement.params);
    } finally {
      await explainer.query('rollback');
    }
    expect(reported.length, `no plan reported for ${statement.text}`).toBeGreaterThan(0);
    return reported.map((json) => JSON.parse(json) as ReportedPlan);
  }

  /**
   * What a plan does that a list must not: scan a tenant table whole, sort more than a page, or read more than a
   * few rows for each row of the page (a page's lookups go by key).
   */
  function offences(plan: PlanNode): string[] {
    const found: string[] = [];
    const visit = (node: PlanNode) => {
      if (node['Node Type'] === 'Seq Scan' && tenantTables.has(node['Relation Name']!))
        found.push(`${describeNode(node)} reads ${rowsRead(node)} rows`);
      if (node['Node Type'].endsWith('Sort') && node.Plans![0]!['Actual Rows'] > sortable(node.Plans![0]!))
        found.push(
          `${node['Node Type']} of ${node.Plans![0]!['Actual Rows']} rows from ${describeNode(node.Plans![0]!)}`,
        );
      if (node['Actual Loops'] > 1 && rowsRead(node) > fewRows)
        found.push(`${describeNode(node)} reads ${rowsRead(node)} rows for each of ${node['Actual Loops']} rows`);
      node.Plans?.forEach(visit);
    };
    visit(plan);
    return found;
  }

  it.each(lists)('$name reads its page through indexes', async ({ name, query, variables }) => {
    sent.length = 0;
    const result = await graphql(t.app, admin, query, variables);
    expect(result.errors).toBeUndefined();
    const statements = tenantStatements(sent);
    expect(statements.length).toBeGreaterThan(0);
    const findings: string[] = [];
    for (const { tenant, statement } of statements) {
      for (const { 'Query Text': text, Plan } of await plansOf(tenant, statement)) {
        for (const offence of offences(Plan))
          findings.push(`${name}: ${offence}\n  in: ${text.replace(/\s+/g, ' ').trim().slice(0, 200)}`);
      }
    }
    expect(findings.join('\n\n')).toBe('');
  });
});

/**
 * The selects of the request's tenant transactions, each with the statement that set its role and company
 * (withTenant's set_config). The sign-in check before them reads by key on the owner connection.
 */
function tenantStatements(sent: SentStatement[]): { tenant: SentStatement; statement: SentStatement }[] {
  const found: { tenant: SentStatement; statement: SentStatement }[] = [];
  let tenant: SentStatement | undefined;
  for (const statement of sent) {
    if (/^\s*(commit|rollback)\b/i.test(statement.text)) tenant = undefined;
    else if (statement.text.includes(`set_config('app.company_id'`)) tenant = statement;
    else if (tenant && /^\s*(select|with)\b/i.test(statement.text)) found.push({ tenant, statement });
  }
  return found;
}

/** The rows a node read on each run: those it returned and those its conditions turned away. */
const rowsRead = (node: PlanNode) =>
  node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);

const describeNode = (node: PlanNode) =>
  `${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`;

/**
 * The rows of each list of a large company, two years of them around now: the demo company's, and as many of each of
 * its large neighbours'. The demo company so holds about a tenth of each list's table, as a large company among many
 * would: the planner weighs a company's share of a table, and where one company holds most of it, reading the table
 * whole is right. The small companies (a thousandth each, at least one row) make the per-company tables (companies,
 * invoice_counters, departments) as long as production's: a table of a few rows is rightly read whole.
 */
const volume = {
  departments: 3,
  staff: 60,
  customers: 5_000,
  visits: 10_000,
  itemGroups: 20,
  items: 5_000,
  timeRegistrations: 6_000,
  invoices: 1_500,
  products: 10,
  materials: 3_000,
  bookings: 600,
  auditEntries: 6_000,
  rentals: 900,
  mailMessages: 1_500,
};
/**
 * The demo company's customers, as many as the customer search bench's company: a common name ("hansen") matches
 * thousands, which a page must not sort.
 */
const demoCustomerCount = 20_000;
const largeNeighbourCount = 6;
const smallCompanyCount = 1_000;

/**
 * Writes the demo company's, its neighbours' and the small companies' rows in SQL on the owner connection, one
 * statement per table for all of them (`f`: each company and its scale of `volume`). Deterministic: row i of a
 * company is always the same.
 */
async function generateCompanies(db: Db): Promise<void> {
  const neighbours = Array.from({ length: largeNeighbourCount + smallCompanyCount }, (_, i) => ({
    id: `00000000-0000-4000-8000-0000000a${String(i + 1).padStart(4, '0')}`,
    name: `Planfirma ${i + 1}`,
    scale: i < largeNeighbourCount ? 1 : 0.001,
  }));
  await db.insert(companies).values(neighbours.map(({ id, name }) => ({ id, name })));
  const scales = [{ id: demoCompanyId, scale: 1 }, { id: otherCompanyId, scale: 1 }, ...neighbours];
  const f = sql`(values ${sql.join(
    scales.map((c) => sql`(${c.id}::uuid, ${c.scale}::float8)`),
    sql`, `,
  )}) as f(company_id, scale)`;
  /** How many rows of `count` a company of `f` gets: at least one. */
  const rowsOf = (count: number) => sql`greatest(1, round(${count} * f.scale))::int`;
  const perCompany = (count: number) => sql`${f} cross join generate_series(1, ${rowsOf(count)}) i`;

  await db.execute(sql`
    insert into departments (company_id, name)
    select f.company_id, 'Afdeling ' || i from ${perCompany(volume.departments)}`);
  await db.execute(sql`
    with ds as (select company_id, array_agg(id order by name) as ids from departments where name like 'Afdeling %' group by company_id)
    insert into users (company_id, email, first_name, last_name, role, kind, department_id)
    select f.company_id, 'plan-' || i || '@example.dk', (array['Mads', 'Sofie', 'Jonas', 'Ida', 'Lars'])[1 + i % 5],
      'Tekniker ' || i, case when i % 10 = 0 then 'supplier' else 'employee' end, 'field',
      ds.ids[1 + i % array_length(ds.ids, 1)]
    from ${perCompany(volume.staff)} join ds on ds.company_id = f.company_id`);
  // As bulk-customers.ts: Danish names (a twentieth are Hansen), every fourth a company, in five cities.
  await db.execute(sql`
    insert into customers (company_id, first_name, last_name, company_name, use_company, email, phone_number,
      street_address, zipcode, city)
    select f.company_id, first, last, case when i % 4 = 0 then last || ' ' || (array['VVS', 'El', 'Tømrer', 'Maler',
        'Rengøring'])[1 + i % 5] || ' ApS' end, i % 4 = 0,
      lower(first) || '.' || lower(last) || i || '@plan.example.dk', '+45' || (20000000 + (i * 104729) % 79999999),
      (array['Vesterbrogade', 'Nørrebrogade', 'Strandvejen', 'Algade', 'Skovvej', 'Kirkevej'])[1 + i % 6] || ' ' || 1 + i % 180,
      z.zipcode, z.city
    from ${f} cross join generate_series(1, case when f.company_id = ${demoCompanyId} then ${demoCustomerCount}
      else ${rowsOf(volume.customers)} end) i
    cross join lateral (select
      (array['Mette', 'Lars', 'Kirsten', 'Henrik', 'Camilla', 'Jens', 'Anne', 'Peter', 'Hanne', 'Søren', 'Louise', 'Niels',
        'Ida', 'Morten', 'Line', 'Rasmus', 'Freja', 'Mikkel', 'Signe', 'Thomas'])[1 + i % 20] as first,
      (array['Andersen', 'Hansen', 'Poulsen', 'Johansen', 'Rasmussen', 'Nielsen', 'Jensen', 'Pedersen', 'Larsen',
        'Sørensen', 'Kristensen', 'Olsen', 'Thomsen', 'Christiansen', 'Madsen', 'Møller', 'Berg', 'Holm', 'Lund',
        'Bak'])[1 + (i / 20) % 20] as last) n
    cross join lateral (select (array['1620', '2200', '8000', '5000', '9000'])[1 + i % 5] as zipcode,
      (array['København V', 'København N', 'Aarhus C', 'Odense C', 'Aalborg'])[1 + i % 5] as city) z`);
  // Visits: a third ahead; past ones mostly finished, 3 % never finished (due), older finished ones mostly archived.
  await db.execute(sql`
    with cs as (select company_id, array_agg(id order by email) as ids from customers where email like '%@plan.example.dk' group by company_id),
    ds as (select company_id, array_agg(id order by name) as ids from departments where name like 'Afdeling %' group by company_id)
    insert into visits (company_id, case_number, customer_id, department_id, start, "end", status, archived,
      description, street_address, zipcode, city, price, total_price)
    select f.company_id, 500000 + i, cs.ids[1 + (i * 7919) % array_length(cs.ids, 1)],
      ds.ids[1 + i % array_length(ds.ids, 1)], b.start,
      b.start + interval '2 hours', s.status,
      s.status in ('completed', 'done') and b.start < now() - interval '90 days' and b.h % 10 < 7,
      (array['Service af varmepumpe', 'Vinduespudsning', 'Reparation af tag', 'Eftersyn af ventilation'])[1 + i % 4],
      (array['Vesterbrogade', 'Nørrebrogade', 'Strandvejen', 'Algade', 'Skovvej', 'Kirkevej'])[1 + i % 6] || ' ' || i % 180,
      '2200', 'København N', 50000, 62500
    from ${perCompany(volume.visits)}
    join cs on cs.company_id = f.company_id join ds on ds.company_id = f.company_id
    cross join lateral (select now() - interval '16 months' + i * (interval '24 months' / ${rowsOf(volume.visits)}) as start,
      (i::bigint * 2654435761) % 1000 as h) b
    cross join lateral (select case when b.start < now() then
        case when b.h < 30 then 'scheduled' when b.h < 700 then 'completed' else 'done' end
      else case when b.h < 100 then 'not_scheduled' else 'scheduled' end end as status) s`);
  await db.execute(sql`
    with staff as (select company_id, array_agg(id order by email) as ids from users where email like 'plan-%' group by company_id)
    insert into visit_employees (company_id, visit_id, user_id)
    select v.company_id, v.id, staff.ids[1 + v.case_number % array_length(staff.ids, 1)]
    from visits v join staff on staff.company_id = v.company_id
    where v.company_id = ${demoCompanyId} and v.case_number > 500000 and v.status <> 'not_scheduled'`);
  await db.execute(sql`
    insert into item_groups (company_id, name, markup_bp)
    select f.company_id, 'Plangruppe ' || i, 1000 + i * 100 from ${perCompany(volume.itemGroups)}`);
  // As the items bench: kinds of goods × variants, so a three-letter term matches a few kinds.
  await db.execute(sql`
    with g as (select company_id, array_agg(id order by name) as ids from item_groups where name like 'Plangruppe %' group by company_id)
    insert into items (company_id, sku, name, unit, cost_price, group_id, barcode)
    select f.company_id, 'PLAN-' || lpad(i::text, 6, '0'),
      (array['Kobberrør', 'Posefilter', 'Luftfilter', 'Kølemiddel', 'Ventil', 'Hængelås', 'Tape', 'Spartel',
        'Kabelbinder', 'Skrue', 'Pakning', 'Termostat', 'Fittings', 'Isolering', 'Rottekasse', 'Musefælde', 'Slange',
        'Vinkel', 'Muffe', 'Bøjning', 'Kugleventil', 'Manometer', 'Tørrefilter', 'Kompressor', 'Ventilator', 'Spjæld',
        'Rist', 'Kanal', 'Lyddæmper', 'Motor', 'Rem', 'Lejer', 'Sikring', 'Kontakt', 'Stikdåse', 'Ledning', 'Klemme',
        'Relæ', 'Føler', 'Pumpe'])[1 + i % 40]
        || ' ' || (array['standard', 'rustfri', 'messing', 'PEX', 'PVC', 'hvid', 'sort', 'F7', 'R32', 'IP44'])[1 + (i / 40) % 10]
        || ' ' || (8 + i % 120) || ' mm',
      'stk', 1000 + (i * 37) % 90000, g.ids[1 + i % array_length(g.ids, 1)],
      case when i % 2 = 0 then '57' || lpad(i::text, 11, '0') end
    from ${perCompany(volume.items)} join g on g.company_id = f.company_id`);
  // A working day of each employee per registration, newest first; their weeks approved until a month ago.
  await db.execute(sql`
    with staff as (select company_id, array_agg(id order by email) as ids from users where email like 'plan-%' group by company_id)
    insert into time_registrations (company_id, employee_id, type, starts_at, ends_at, work_date, minutes, wage_ore)
    select f.company_id, staff.ids[1 + i % array_length(staff.ids, 1)], 'regular', d.day + interval '7 hours',
      d.day + interval '11 hours', d.day::date, 240, 80000
    from ${perCompany(volume.timeRegistrations)} join staff on staff.company_id = f.company_id
    cross join lateral (select date_trunc('day', now()) - (i / array_length(staff.ids, 1)) * interval '1 day' as day) d`);
  await db.execute(sql`
    insert into time_week_approvals (company_id, employee_id, week_start)
    select distinct r.company_id, r.employee_id, date_trunc('week', r.work_date)::date
    from time_registrations r where r.work_date < current_date - 30`);
  await db.execute(sql`
    with cs as (select company_id, array_agg(id order by email) as ids from customers where email like '%@plan.example.dk' group by company_id)
    insert into invoices (company_id, kind, state, number, customer_id, customer_name, issue_date, due_date,
      payment_delay_days, net, vat, total, issued_at, paid_at)
    select f.company_id, 'invoice', case when i % 20 = 0 then 'credited' when i % 100 < 80 then 'paid' else 'issued' end,
      100000 + i, cs.ids[1 + (i * 7919) % array_length(cs.ids, 1)], 'Kunde ' || i, d.issued::date,
      (d.issued + interval '14 days')::date, 14, 10000, 2500, 12500, d.issued,
      case when i % 100 < 80 and i % 20 <> 0 then d.issued + interval '10 days' end
    from ${perCompany(volume.invoices)} join cs on cs.company_id = f.company_id
    cross join lateral (select now() - interval '2 years' + i * (interval '2 years' / ${rowsOf(volume.invoices)}) as issued) d`);
  await db.execute(sql`
    insert into equipment_categories (company_id, name) select f.company_id, 'Planmateriel' from ${f}`);
  await db.execute(sql`
    insert into equipment_products (company_id, category_id, name, service_interval_months)
    select f.company_id, c.id, 'Planmodel ' || i, 12
    from ${perCompany(volume.products)} join equipment_categories c on c.company_id = f.company_id and c.name = 'Planmateriel'`);
  // Next services over two years from a year ago; every 97th has service off, every 211th is archived; one in fifty
  // is rented out.
  await db.execute(sql`
    with p as (select company_id, array_agg(id order by name) as ids from equipment_products where name like 'Planmodel %' group by company_id),
    cs as (select company_id, array_agg(id order by email) as ids from customers where email like '%@plan.example.dk' group by company_id)
    insert into materials (company_id, product_id, customer_id, serial_number, placement, last_service_on,
      next_service_on, service_active, rentable, archived_at)
    select f.company_id, p.ids[1 + i % array_length(p.ids, 1)], cs.ids[1 + (i * 7919) % array_length(cs.ids, 1)], 'PL-' || i, 'Kælder',
      current_date - 730 + (i % 730), case when i % 97 = 0 then null else current_date - 365 + (i % 730) end,
      case when i % 97 = 0 then false end, i % 50 = 1, case when i % 211 = 0 then now() end
    from ${perCompany(volume.materials)} join p on p.company_id = f.company_id join cs on cs.company_id = f.company_id`);
  // The reminders sent for the units due in the last two months.
  await db.execute(sql`
    insert into service_reminders (company_id, material_id, due_on, state, sent_at)
    select company_id, id, next_service_on, 'sent', now() from materials
    where serial_number like 'PL-%' and next_service_on between current_date - 60 and current_date`);
  await db.execute(sql`
    with units as (select company_id, array_agg(id order by serial_number) as ids from materials where rentable and serial_number like 'PL-%' group by company_id)
    insert into rentals (company_id, material_id, starts_at, ends_at, price)
    select f.company_id, units.ids[1 + i % array_length(units.ids, 1)], d.start, d.start + interval '3 days', 150000
    from ${perCompany(volume.rentals)} join units on units.company_id = f.company_id
    cross join lateral (select now() - interval '1 year' + i * (interval '18 months' / ${rowsOf(volume.rentals)}) as start) d`);
  // Inquiries and call-backs (no time held, so the open-slot constraint has nothing to say).
  await db.execute(sql`
    insert into bookings (company_id, kind, status, name, email, phone_number, city, message, created_at)
    select f.company_id, case when i % 3 = 0 then 'callback' else 'inquiry' end,
      case when i % 10 < 2 then 'open' when i % 10 < 8 then 'accepted' else 'declined' end,
      'Besøgende ' || i, 'besoegende' || i || '@example.dk', '+4520' || lpad(i::text, 6, '0'), 'Roskilde',
      'Ring venligst', now() - i * (interval '2 years' / ${rowsOf(volume.bookings)})
    from ${perCompany(volume.bookings)}`);
  // The log also holds sign-in failures, which belong to no company.
  await db.execute(sql`
    insert into audit_log (at, company_id, actor_email, action, ip, details)
    select now() - i * (interval '2 years' / ${rowsOf(volume.auditEntries)}), f.company_id, 'plan@example.dk',
      (array['customer.update', 'visit.update', 'signin.success', 'employee.update'])[1 + i % 4], '10.0.0.1'::inet, '{}'::jsonb
    from ${perCompany(volume.auditEntries)}
    union all
    select now() - i * interval '1 hour', null, 'ukendt@example.dk', 'signin.failure', '10.0.0.2'::inet, '{}'::jsonb
    from generate_series(1, ${volume.auditEntries}) i`);
  await db.execute(sql`
    insert into mail_messages (company_id, email_type, from_address, to_address, subject, status, created_at, sent_at)
    select f.company_id, (array['report', 'invoice', 'serviceReminder', 'booking'])[1 + i % 4], 'post@example.dk',
      'kunde' || i || '@example.dk', 'Besked ' || i, case when i % 50 = 0 then 'failed' else 'sent' end, d.at, d.at
    from ${perCompany(volume.mailMessages)}
    cross join lateral (select now() - i * (interval '2 years' / ${rowsOf(volume.mailMessages)}) as at) d`);
}
