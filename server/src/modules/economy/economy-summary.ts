import { sql, type SQL } from 'drizzle-orm';
import { DomainError } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import { findCompany } from '../company/index.ts';
import { invoiceToday, notYetDueCondition } from '../invoices/index.ts';
import { economyPeriod, monthsOf, splitByMonths, type EconomyPeriod } from './economy-period.ts';

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
  /**
   * The cost prices of the materials on the period's invoices (as they were when each was issued), and the wages of
   * its time registrations.
   */
  materialCost: number;
  wages: number;
  /** invoiced − materialCost − wages. */
  margin: number;
  customers: { customerId: string; name: string; invoiced: number }[];
  employees: { employeeId: string; name: string; minutes: number; wages: number }[];
  /**
   * Every department with sales or wages in the period (departmentId null: invoices by hand or of visits without one,
   * and employees in none): its invoices' net (by the department frozen on each at issue), their material cost, its
   * employees' wages (by their department now) and the margin of the three.
   */
  departments: {
    departmentId: string | null;
    name: string | null;
    invoiced: number;
    materialCost: number;
    wages: number;
    margin: number;
  }[];
}

/** The key of "no department" in the departments' month totals (a key may not be null; migration 0026). */
const noDepartment = '00000000-0000-0000-0000-000000000000';

const int = (value: unknown) => Number(value ?? 0);

/**
 * The economy page's figures for a period (issue #17): SQL aggregates, never rows: the months from the invoices'
 * day totals, the largest customers and employees and every department over the indexes on issue and work days. Six
 * statements whatever the period's size. The company's
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
  const split = splitByMonths(period);
  const within = (column: SQL, range: { from: string; to: string } | null) =>
    range ? sql`${column} between ${range.from} and ${range.to}` : sql`false`;
  const onEdges = (column: SQL) =>
    split.edges.length === 0
      ? sql`false`
      : sql`(${sql.join(
          split.edges.map((e) => within(column, e)),
          sql` or `,
        )})`;

  // The period's time registrations per employee: whole months from the month totals, the ends from the rows.
  const registrations = sql`
    select employee_id, minutes, wages from time_registration_months
    where company_id = ${scope.companyId} and ${within(sql`month`, split.wholeMonths)}
    union all
    select employee_id, coalesce(minutes, 0), wage_ore from time_registrations
    where company_id = ${scope.companyId} and ${onEdges(sql`work_date`)}`;

  const [days, customers, open, unbilled, employees, departments] = await Promise.all([
    // The months from the day totals the invoices' trigger keeps (migration 0022): about a thousand rows for three
    // years, however many invoices they hold.
    queryRows<{ month: string; invoiced: string; paid: string; material_cost: string }>(
      scope.db,
      sql`select to_char(date_trunc('month', day), 'YYYY-MM') as month, sum(invoiced_net) as invoiced,
            sum(paid_net) as paid, sum(material_cost) as material_cost
          from invoice_day_totals
          where company_id = ${scope.companyId} and day between ${from} and ${to}
          group by date_trunc('month', day)`,
    ),
    // The largest ten customers: their whole months from the customers' month totals, the days at the period's
    // ends from the invoices; the names only for the ten, as last invoiced.
    queryRows<{ customer_id: string; name: string | null; net: string }>(
      scope.db,
      sql`select top.customer_id, top.net, (select i.customer_name from invoices i
              where i.company_id = ${scope.companyId} and i.customer_id = top.customer_id
              order by i.issue_date desc nulls last limit 1) as name
          from (select customer_id, sum(net) as net from (
                  select customer_id, net from invoice_customer_months
                  where company_id = ${scope.companyId} and ${within(sql`month`, split.wholeMonths)}
                  union all
                  select customer_id, net from invoices
                  where company_id = ${scope.companyId} and state <> 'draft' and ${onEdges(sql`issue_date`)}
                ) sums
                group by customer_id order by sum(net) desc, customer_id limit 10) top
          order by top.net desc, top.customer_id`,
    ),
    // Open now: the counters' row keeps the open invoices; the overdue are those less the few not yet due.
    queryRows<{ count: string; total: string; not_due_count: string; not_due_total: string }>(
      scope.db,
      sql`select c.open_count as count, c.open_total as total, d.count as not_due_count, d.total as not_due_total
          from invoice_counters c,
            (select count(*) as count, coalesce(sum(total - credited_total), 0) as total from invoices
             where company_id = ${scope.companyId} and ${notYetDueCondition(today)}) d
          where c.company_id = ${scope.companyId}`,
    ),
    queryRows<{ count: string; amount: string }>(
      scope.db,
      sql`select count(*) as count, coalesce(sum(coalesce(total_price, price, 0)), 0) as amount from visits
          where company_id = ${scope.companyId} and invoice_id is null and invoiced_at is null
            and status in ('done', 'completed')
            and not archived and customer_id is not null`,
    ),
    // Every employee's sums (whole months from the month totals, the ends from the registrations), the period's
    // wages over all of them (a window, before the limit), the names only for the ten shown.
    queryRows<{ employee_id: string; name: string; minutes: string; wages: string; all_wages: string }>(
      scope.db,
      sql`select top.employee_id, top.minutes, top.wages, top.all_wages,
            coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) as name
          from (select employee_id, sum(minutes) as minutes, sum(wages) as wages, sum(sum(wages)) over () as all_wages
                from (${registrations}) sums
                group by employee_id order by sum(wages) desc, employee_id limit 10) top
          join users u on u.id = top.employee_id
          order by top.wages desc, top.employee_id`,
    ),
    // The departments: sales from the departments' month totals and the period's ends, wages as the employees' above
    // under each employee's department; a company has a handful, so all of them.
    queryRows<{ department_id: string; name: string | null; net: string; cost: string; wages: string }>(
      scope.db,
      sql`with sales as (
            select department_id, sum(net) as net, sum(material_cost) as cost from (
              select department_id, net, material_cost from invoice_department_months
              where company_id = ${scope.companyId} and ${within(sql`month`, split.wholeMonths)}
              union all
              select coalesce(department_id, ${noDepartment}::uuid), net, material_cost from invoices
              where company_id = ${scope.companyId} and state <> 'draft' and ${onEdges(sql`issue_date`)}
            ) s group by department_id),
          wages as (
            select coalesce(u.department_id, ${noDepartment}::uuid) as department_id, sum(w.wages) as wages
            from (${registrations}) w join users u on u.id = w.employee_id group by 1)
          select department_id, d.name, coalesce(s.net, 0) as net, coalesce(s.cost, 0) as cost,
            coalesce(w.wages, 0) as wages
          from sales s full join wages w using (department_id)
          left join departments d on d.company_id = ${scope.companyId} and d.id = department_id
          where coalesce(s.net, 0) <> 0 or coalesce(s.cost, 0) <> 0 or coalesce(w.wages, 0) <> 0
          order by coalesce(s.net, 0) desc, d.name nulls last`,
    ),
  ]);

  const byMonth = new Map(days.map((d) => [d.month, d]));
  const months = monthsOf(period).map((month) => ({
    month,
    invoiced: int(byMonth.get(month)?.invoiced),
    paid: int(byMonth.get(month)?.paid),
  }));
  const invoiced = months.reduce((sum, m) => sum + m.invoiced, 0);
  const materialCost = days.reduce((sum, d) => sum + int(d.material_cost), 0);
  const wages = int(employees[0]?.all_wages);
  return {
    ...period,
    months,
    invoiced,
    paid: months.reduce((sum, m) => sum + m.paid, 0),
    outstanding: { count: int(open[0]?.count), total: int(open[0]?.total) },
    overdue: {
      count: int(open[0]?.count) - int(open[0]?.not_due_count),
      total: int(open[0]?.total) - int(open[0]?.not_due_total),
    },
    unbilled: { count: int(unbilled[0]?.count), amount: int(unbilled[0]?.amount) },
    materialCost,
    wages,
    margin: invoiced - materialCost - wages,
    customers: customers.map((c) => ({ customerId: c.customer_id, name: c.name ?? '', invoiced: int(c.net) })),
    departments: departments.map((d) => ({
      departmentId: d.department_id === noDepartment ? null : d.department_id,
      name: d.name,
      invoiced: int(d.net),
      materialCost: int(d.cost),
      wages: int(d.wages),
      margin: int(d.net) - int(d.cost) - int(d.wages),
    })),
    employees: employees.map((e) => ({
      employeeId: e.employee_id,
      name: e.name,
      minutes: int(e.minutes),
      wages: int(e.wages),
    })),
  };
}
