import { sql } from 'drizzle-orm';
import { DomainError } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import { findCompany } from '../company/index.ts';
import { invoiceToday } from '../invoices/index.ts';
import { economyPeriod, monthsOf, type EconomyPeriod } from './economy-period.ts';

export interface EconomyMonth {
  month: string;
  /** Net (without VAT) of the invoices and credit notes issued in the month, øre. */
  invoiced: number;
  /** Net of the invoices marked paid in the month. */
  paid: number;
}

export interface EconomySummary extends EconomyPeriod {
  months: EconomyMonth[];
  invoiced: number;
  paid: number;
  /** Issued and unpaid now, with VAT; overdue: of those, past their due date. */
  outstanding: { count: number; total: number };
  overdue: { count: number; total: number };
  /** Finished visits on no invoice (not archived): the work still to invoice, at the visits' prices. */
  unbilled: { count: number; amount: number };
  /** The cost prices of the materials on the period's invoices, and the wages of its time registrations. */
  materialCost: number;
  wages: number;
  /** invoiced − materialCost − wages. */
  margin: number;
  customers: { customerId: string; name: string; invoiced: number }[];
  employees: { employeeId: string; name: string; minutes: number; wages: number }[];
}

const int = (value: unknown) => Number(value ?? 0);

/**
 * The economy page's figures for a period (issue #17): SQL aggregates over the indexes on the invoices' issue and
 * paid days and the registrations' work days, never rows. Five statements whatever the period's size. The company's
 * showFinanceTab must be on (CONFLICT economy.off).
 */
export async function economySummary(scope: CompanyScope, args: { from: string; to: string }): Promise<EconomySummary> {
  const period = economyPeriod(args);
  const company = await findCompany(scope);
  // A company setting, as the stock's (stock.disabled): CONFLICT, not FORBIDDEN, which is for who the caller is.
  if (!company.showFinanceTab) {
    throw new DomainError('CONFLICT', 'The company has the economy page off', { reason: 'economy.off' });
  }
  const { from, to } = period;
  const today = invoiceToday();

  const [issued, paidByMonth, open, unbilled, costs, employees] = await Promise.all([
    // One scan for both the months and the customers (grouping sets); the largest ten customers are picked here.
    queryRows<{ month: string | null; customer_id: string | null; name: string | null; net: string }>(
      scope.db,
      sql`select to_char(date_trunc('month', issue_date), 'YYYY-MM') as month, customer_id,
            max(customer_name) as name, sum(net) as net
          from invoices
          where company_id = ${scope.companyId} and issue_date between ${from} and ${to} and state <> 'draft'
          group by grouping sets ((date_trunc('month', issue_date)), (customer_id))`,
    ),
    // Month by month in Copenhagen, the zone applied once per month rather than per row.
    queryRows<{ month: string; net: string }>(
      scope.db,
      sql`select to_char(date_trunc('month', paid_at, 'Europe/Copenhagen') at time zone 'Europe/Copenhagen', 'YYYY-MM')
            as month, sum(net) as net
          from invoices
          where company_id = ${scope.companyId}
            and paid_at >= (${from}::date)::timestamp at time zone 'Europe/Copenhagen'
            and paid_at < ((${to}::date) + 1)::timestamp at time zone 'Europe/Copenhagen'
          group by date_trunc('month', paid_at, 'Europe/Copenhagen')`,
    ),
    queryRows<{ count: string; total: string; overdue_count: string; overdue_total: string }>(
      scope.db,
      sql`select count(*) as count, coalesce(sum(total), 0) as total,
            count(*) filter (where due_date < ${today}) as overdue_count,
            coalesce(sum(total) filter (where due_date < ${today}), 0) as overdue_total
          from invoices where company_id = ${scope.companyId} and state = 'issued' and kind = 'invoice'`,
    ),
    queryRows<{ count: string; amount: string }>(
      scope.db,
      sql`select count(*) as count, coalesce(sum(coalesce(total_price, price, 0)), 0) as amount from visits
          where company_id = ${scope.companyId} and invoice_id is null and status in ('done', 'completed')
            and not archived and customer_id is not null`,
    ),
    queryRows<{ material_cost: string; wages: string }>(
      scope.db,
      sql`select
            (select coalesce(sum(round(il.quantity::numeric * coalesce(it.cost_price, 0) / 1000)), 0)
               from invoices i
               join invoice_lines il on il.invoice_id = i.id
               join visit_lines vl on vl.id = il.visit_line_id
               join items it on it.id = vl.item_id
              where i.company_id = ${scope.companyId} and i.issue_date between ${from} and ${to}
                and i.state <> 'draft') as material_cost,
            (select coalesce(sum(wage_ore), 0) from time_registrations
              where company_id = ${scope.companyId} and work_date between ${from} and ${to}) as wages`,
    ),
    queryRows<{ employee_id: string; name: string; minutes: string; wages: string }>(
      scope.db,
      sql`select t.employee_id, coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''),
              u.email) as name, sum(coalesce(t.minutes, 0)) as minutes, sum(t.wage_ore) as wages
          from time_registrations t join users u on u.id = t.employee_id
          where t.company_id = ${scope.companyId} and t.work_date between ${from} and ${to}
          group by t.employee_id, u.first_name, u.last_name, u.email
          order by sum(t.wage_ore) desc, t.employee_id limit 10`,
    ),
  ]);

  const invoicedMap = new Map(issued.flatMap((r) => (r.month ? [[r.month, int(r.net)] as const] : [])));
  const customers = issued
    .filter((r) => r.customer_id !== null)
    .sort((a, b) => int(b.net) - int(a.net) || a.customer_id!.localeCompare(b.customer_id!))
    .slice(0, 10);
  const paidMap = new Map(paidByMonth.map((r) => [r.month, int(r.net)]));
  const months = monthsOf(period).map((month) => ({
    month,
    invoiced: invoicedMap.get(month) ?? 0,
    paid: paidMap.get(month) ?? 0,
  }));
  const invoiced = months.reduce((sum, m) => sum + m.invoiced, 0);
  const materialCost = int(costs[0]?.material_cost);
  const wages = int(costs[0]?.wages);
  return {
    ...period,
    months,
    invoiced,
    paid: months.reduce((sum, m) => sum + m.paid, 0),
    outstanding: { count: int(open[0]?.count), total: int(open[0]?.total) },
    overdue: { count: int(open[0]?.overdue_count), total: int(open[0]?.overdue_total) },
    unbilled: { count: int(unbilled[0]?.count), amount: int(unbilled[0]?.amount) },
    materialCost,
    wages,
    margin: invoiced - materialCost - wages,
    customers: customers.map((c) => ({ customerId: c.customer_id!, name: c.name ?? '', invoiced: int(c.net) })),
    employees: employees.map((e) => ({
      employeeId: e.employee_id,
      name: e.name,
      minutes: int(e.minutes),
      wages: int(e.wages),
    })),
  };
}
