import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/sql.ts';
import { companies, departments, invoices, items, timeRegistrations, visits } from '../src/db/tables/index.ts';
import { createCompany, createCustomer, createVisit, type CreatedPerson } from './factories.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';
import { statementLog } from './statement-log.ts';

const economy = `query ($from: String!, $to: String!) { economy(from: $from, to: $to) {
  from to months { month invoiced paid } invoiced paid outstanding { count total } overdue { count total }
  unbilled { count amount } materialCost wages margin customers { name invoiced } employees { name minutes wages }
  departments { departmentId name invoiced materialCost wages margin } } }`;
const csv = `query ($from: String!, $to: String!) { economyCsv(from: $from, to: $to) }`;
const fromVisits = `mutation ($ids: [ID!]!) { createInvoiceFromVisits(input: { visitIds: $ids }) { id version } }`;
const addLine = `mutation ($input: AddVisitLineInput!) { addVisitLine(input: $input) { id } }`;
const paid = `mutation ($id: ID!, $version: Int!) { setInvoicePaid(id: $id, version: $version, paid: true) { id } }`;

describe.each(backends)('the economy page on %s', (backend) => {
  let t: TestApp;
  let companyId: string;
  let admin: CreatedPerson;
  let january: { id: string; version: number };
  let march: { id: string; version: number };
  let filterId: string;
  const log = statementLog();

  const ok = async (query: string, variables: Record<string, unknown> = {}) => {
    const r = await graphql(t.app, admin.cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as AnyData;
  };

  /** An invoice of a finished visit for `customer` issued on `issueDate`, with `price` øre and optional material. */
  async function invoiceOn(
    customerId: string,
    issueDate: string,
    price: number,
    itemId?: string,
    departmentId: string | null = null,
  ) {
    const visit = await createVisit(t, admin.cookie, customerId, { price });
    if (itemId) await ok(addLine, { input: { visitId: visit.id, itemId, quantity: 2000, unitPrice: 10_000 } });
    await t.database.db.update(visits).set({ status: 'done', departmentId }).where(eq(visits.id, visit.id));
    const invoice = (await ok(fromVisits, { ids: [visit.id] })).createInvoiceFromVisits;
    await t.database.db.update(invoices).set({ issueDate, dueDate: issueDate }).where(eq(invoices.id, invoice.id));
    return invoice as { id: string; version: number };
  }

  beforeAll(async () => {
    t = await createTestApp(backend, {}, log.appOptions);
    ({ companyId, admin } = await createCompany(t, { showFinanceTab: true }));
    const big = (await createCustomer(t, admin.cookie, { companyName: 'Stor Kunde A/S', useCompany: true })).id;
    const small = (await createCustomer(t, admin.cookie, { companyName: 'Lille Kunde ApS', useCompany: true })).id;
    const [filter] = await t.database.db
      .insert(items)
      .values({ companyId, sku: 'F7', name: 'Filter F7', unit: 'stk', costPrice: 4_000, salesPrice: 10_000 })
      .returning();
    // January: 1.000 kr. + 2 filters (200 kr.) for the big customer, paid in February; 500 kr. for the small one.
    filterId = filter!.id;
    const [north] = await t.database.db.insert(departments).values({ companyId, name: 'Nordsjælland' }).returning();
    january = await invoiceOn(big, '2026-01-15', 100_000, filterId, north!.id);
    await ok(paid, { id: january.id, version: january.version });
    await t.database.db
      .update(invoices)
      .set({ paidAt: new Date('2026-02-03T10:00:00Z') })
      .where(eq(invoices.id, january.id));
    await invoiceOn(small, '2026-01-20', 50_000);
    // March: 300 kr., still unpaid and (its due day in March) overdue.
    march = await invoiceOn(small, '2026-03-02', 30_000);
    // Outside the period.
    await invoiceOn(big, '2025-12-31', 999_900);
    // Work not invoiced: a finished visit of 250 kr.
    const open = await createVisit(t, admin.cookie, small, { price: 25_000 });
    await t.database.db.update(visits).set({ status: 'done' }).where(eq(visits.id, open.id));
    // Wages in the period: 7,5 hours of 300 kr.
    await t.database.db.insert(timeRegistrations).values({
      companyId,
      employeeId: admin.id,
      type: 'regular',
      workDate: '2026-02-10',
      minutes: 450,
      wageOre: 225_000,
    });
  });
  afterAll(async () => t?.close());

  it('sums the period by month, with what is open now, the margin and the largest customers', async () => {
    const s = (await ok(economy, { from: '2026-01-01', to: '2026-03-31' })).economy;
    expect(s.months).toEqual([
      { month: '2026-01', invoiced: 170_000, paid: 0 },
      { month: '2026-02', invoiced: 0, paid: 120_000 },
      { month: '2026-03', invoiced: 30_000, paid: 0 },
    ]);
    expect(s.invoiced).toBe(200_000);
    expect(s.paid).toBe(120_000);
    // Open now: the small customer's two and the one outside the period, with VAT; all past due.
    expect(s.outstanding).toEqual({ count: 3, total: (50_000 + 30_000 + 999_900) * 1.25 });
    expect(s.overdue).toEqual(s.outstanding);
    expect(s.unbilled).toEqual({ count: 1, amount: 25_000 });
    // Two filters at 40 kr. cost; the wages of the registration.
    expect(s.materialCost).toBe(8_000);
    expect(s.wages).toBe(225_000);
    expect(s.margin).toBe(200_000 - 8_000 - 225_000);
    expect(s.customers).toEqual([
      { name: 'Stor Kunde A/S', invoiced: 120_000 },
      { name: 'Lille Kunde ApS', invoiced: 80_000 },
    ]);
    expect(s.employees).toEqual([{ name: expect.any(String), minutes: 450, wages: 225_000 }]);
    // January's big invoice was Nordsjælland's work; the rest, and the administrator's wages, no department's.
    expect(s.departments).toEqual([
      {
        departmentId: expect.any(String),
        name: 'Nordsjælland',
        invoiced: 120_000,
        materialCost: 8_000,
        wages: 0,
        margin: 112_000,
      },
      { departmentId: null, name: null, invoiced: 80_000, materialCost: 0, wages: 225_000, margin: -145_000 },
    ]);
  });

  it('sums periods that start or end inside a month: whole months from the totals, the ends from the rows', async () => {
    const inside = (await ok(economy, { from: '2026-01-10', to: '2026-01-20' })).economy;
    expect(inside.customers).toEqual([
      { name: 'Stor Kunde A/S', invoiced: 120_000 },
      { name: 'Lille Kunde ApS', invoiced: 50_000 },
    ]);
    // The departments at the period's ends come from the invoices themselves, as the customers do.
    expect(inside.departments).toEqual([
      expect.objectContaining({ name: 'Nordsjælland', invoiced: 120_000, materialCost: 8_000, margin: 112_000 }),
      { departmentId: null, name: null, invoiced: 50_000, materialCost: 0, wages: 0, margin: 50_000 },
    ]);
    const across = (await ok(economy, { from: '2026-01-16', to: '2026-03-01' })).economy;
    expect(across.customers).toEqual([{ name: 'Lille Kunde ApS', invoiced: 50_000 }]);
    expect(across.invoiced).toBe(50_000);
    expect(across.wages).toBe(225_000);
    expect(across.employees).toEqual([{ name: expect.any(String), minutes: 450, wages: 225_000 }]);
    expect(across.departments).toEqual([
      { departmentId: null, name: null, invoiced: 50_000, materialCost: 0, wages: 225_000, margin: -175_000 },
    ]);
    const noWork = (await ok(economy, { from: '2026-02-11', to: '2026-03-01' })).economy;
    expect(noWork.wages).toBe(0);
    expect(noWork.employees).toEqual([]);
  });

  it('reads a long period in as many statements as a short one', async () => {
    const count = (from: string, to: string) => log.count(() => ok(economy, { from, to }));
    expect(await count('2023-04-01', '2026-03-31')).toBe(await count('2026-03-01', '2026-03-31'));
  });

  it('exports the figures as Danish CSV', async () => {
    const text = (await ok(csv, { from: '2026-01-01', to: '2026-03-31' })).economyCsv as string;
    expect(text.startsWith('\uFEFFMåned;Faktureret ekskl. moms (kr.);Betalt ekskl. moms (kr.)\r\n')).toBe(true);
    expect(text).toContain('2026-01;1700,00;0,00\r\n');
    expect(text).toContain('2026-02;0,00;1200,00\r\n');
    expect(text).toContain('I alt;2000,00;1200,00\r\n');
    expect(text).toContain('Løn (kr.);2250,00\r\n');
    expect(text).toContain('Nordsjælland;1200,00;80,00;0,00;1120,00\r\n');
    expect(text).toContain('Uden afdeling;800,00;0,00;2250,00;-1450,00\r\n');
  });

  it('sums past GraphQL Int: years of a large company exceed 21 million kr.', async () => {
    const large = await createCompany(t, { showFinanceTab: true });
    const customerId = (await createCustomer(t, large.admin.cookie)).id;
    await t.database.db.insert(invoices).values(
      [1, 2].map((number) => ({
        companyId: large.companyId,
        state: 'paid' as const,
        number,
        customerId,
        customerName: 'Stor',
        issueDate: '2026-05-01',
        dueDate: '2026-05-15',
        paymentDelayDays: 14,
        net: 2_000_000_000,
        vat: 0,
        total: 2_000_000_000,
      })),
    );
    const r = await graphql(t.app, large.admin.cookie, economy, { from: '2026-01-01', to: '2026-12-31' });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect((r.data as AnyData).economy.invoiced).toBe(4_000_000_000);
  });

  it('refuses a bad period and a company without the economy page', async () => {
    for (const [from, to, field, reason] of [
      ['2026-13-01', '2026-12-31', 'from', 'economy.dateInvalid'],
      ['2026-03-01', '2026-02-01', 'to', 'economy.periodInvalid'],
      ['2020-01-01', '2026-12-31', 'to', 'economy.periodTooLong'],
    ] as const) {
      const r = await graphql(t.app, admin.cookie, economy, { from, to });
      expect(errorCode(r)).toBe('BAD_USER_INPUT');
      expect(r.errors![0]!.extensions).toMatchObject({ field, reason });
    }
    await t.database.db.update(companies).set({ showFinanceTab: false }).where(eq(companies.id, companyId));
    const off = await graphql(t.app, admin.cookie, economy, { from: '2026-01-01', to: '2026-03-31' });
    expect(errorCode(off)).toBe('CONFLICT');
    expect(off.errors![0]!.extensions!.reason).toBe('economy.off');
    await t.database.db.update(companies).set({ showFinanceTab: true }).where(eq(companies.id, companyId));
  });

  it('keeps the material cost an invoice was issued with, and a credit note takes it out with the sale', async () => {
    await t.database.db.update(items).set({ costPrice: 9_000 }).where(eq(items.id, filterId));
    const period = { from: '2026-01-01', to: '2026-03-31' };
    expect((await ok(economy, period)).economy.materialCost).toBe(8_000);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, january.id));
    await ok(`mutation ($id: ID!, $version: Int!) { creditInvoice(id: $id, version: $version) { id } }`, {
      id: january.id,
      version: row!.version,
    });
    const [note] = await t.database.db.select().from(invoices).where(eq(invoices.creditedInvoiceId, january.id));
    const day = { from: note!.issueDate!, to: note!.issueDate! };
    const s = (await ok(economy, day)).economy;
    expect(s.invoiced).toBe(-120_000);
    expect(s.materialCost).toBe(-8_000);
    // The credited invoice stays in its month, as issued; its payment was given back.
    expect((await ok(economy, period)).economy).toMatchObject({ invoiced: 200_000, paid: 0 });
    // Half of March's 300 kr. credited: 150 kr. with VAT less is owed.
    const before = (await ok(economy, period)).economy.outstanding;
    const lines = (await ok(`query ($id: ID!) { invoice(id: $id) { version lines { id } } }`, { id: march.id }))
      .invoice;
    await ok(
      `mutation ($id: ID!, $version: Int!, $lines: [CreditLineInput!]) {
        creditInvoice(id: $id, version: $version, lines: $lines) { id } }`,
      { id: march.id, version: lines.version, lines: [{ lineId: lines.lines[0].id, quantity: 500 }] },
    );
    expect((await ok(economy, period)).economy.outstanding).toEqual({
      count: before.count,
      total: before.total - 18_750,
    });
    // What the trigger kept through inserts, issues, moved dates, payments and credits is what the invoices sum to.
    const kept = await queryRows(
      t.database.db,
      sql`select day::text, invoiced_net::bigint as invoiced, material_cost::bigint as cost, paid_net::bigint as paid
          from invoice_day_totals where company_id = ${companyId} and
            (invoiced_net <> 0 or material_cost <> 0 or paid_net <> 0) order by day`,
    );
    const summed = await queryRows(
      t.database.db,
      sql`select day::text, sum(invoiced)::bigint as invoiced, sum(cost)::bigint as cost, sum(paid)::bigint as paid
          from (select issue_date as day, net as invoiced, material_cost as cost, 0 as paid from invoices
                where company_id = ${companyId} and state <> 'draft'
                union all
                select (paid_at at time zone 'Europe/Copenhagen')::date, 0, 0, net - credited_net from invoices
                where company_id = ${companyId} and paid_at is not null) d
          group by day having sum(invoiced) <> 0 or sum(cost) <> 0 or sum(paid) <> 0 order by day`,
    );
    expect(kept).toEqual(summed);
    const keptMonths = await queryRows(
      t.database.db,
      sql`select month::text, customer_id, net::bigint as net from invoice_customer_months
          where company_id = ${companyId} and net <> 0 order by 1, 2`,
    );
    const summedMonths = await queryRows(
      t.database.db,
      sql`select date_trunc('month', issue_date)::date::text as month, customer_id, sum(net)::bigint as net
          from invoices where company_id = ${companyId} and state <> 'draft'
          group by 1, 2 having sum(net) <> 0 order by 1, 2`,
    );
    expect(keptMonths).toEqual(summedMonths);
    const keptDepartments = await queryRows(
      t.database.db,
      sql`select month::text, department_id, net::bigint as net, material_cost::bigint as cost
          from invoice_department_months
          where company_id = ${companyId} and (net <> 0 or material_cost <> 0) order by 1, 2`,
    );
    const summedDepartments = await queryRows(
      t.database.db,
      sql`select date_trunc('month', issue_date)::date::text as month,
            coalesce(department_id, '00000000-0000-0000-0000-000000000000') as department_id,
            sum(net)::bigint as net, sum(material_cost)::bigint as cost
          from invoices where company_id = ${companyId} and state <> 'draft'
          group by 1, 2 having sum(net) <> 0 or sum(material_cost) <> 0 order by 1, 2`,
    );
    expect(keptDepartments).toEqual(summedDepartments);
    const [open] = await queryRows<{ kept: number; counted: number; kept_total: string; counted_total: string }>(
      t.database.db,
      sql`select (select open_count from invoice_counters where company_id = ${companyId}) as kept,
            (select count(*)::int from invoices where company_id = ${companyId} and state = 'issued'
              and kind = 'invoice') as counted,
            (select open_total from invoice_counters where company_id = ${companyId})::bigint as kept_total,
            (select sum(total - credited_total) from invoices where company_id = ${companyId} and state = 'issued'
              and kind = 'invoice')::bigint as counted_total`,
    );
    expect(open).toMatchObject({ kept: open!.counted, kept_total: open!.counted_total });
  });
});
