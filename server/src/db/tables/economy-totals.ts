import { bigint, date, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * The economy page's sums kept ahead (docs/decisions/0029-economy-page.md): statement triggers on invoices and on
 * time_registrations (migrations 0022, 0024) add each write's difference, so three years of figures add up a few
 * thousand rows rather than scan 100,000 invoices. Every writer (operations, seeds, imports) keeps them without knowing.
 */
const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const ore = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Per Copenhagen day: the net of the invoices and credit notes issued that day, their material cost, and the net
 * of the invoices marked paid that day.
 */
export const invoiceDayTotals = pgTable(
  'invoice_day_totals',
  {
    companyId: company(),
    day: date('day', { mode: 'string' }).notNull(),
    invoicedNet: ore('invoiced_net'),
    materialCost: ore('material_cost'),
    paidNet: ore('paid_net'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

/** Per month (its first day) and customer: the net issued. The largest customers of a period's whole months. */
export const invoiceCustomerMonths = pgTable(
  'invoice_customer_months',
  {
    companyId: company(),
    month: date('month', { mode: 'string' }).notNull(),
    customerId: uuid('customer_id').notNull(),
    net: ore('net'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month, t.customerId] })],
);

/**
 * Per month (its first day) and department (the invoice's, frozen at issue; the nil uuid for none, as a key may not
 * be null): the net issued and its material cost. The departments' sales and margins of a period's whole months.
 */
export const invoiceDepartmentMonths = pgTable(
  'invoice_department_months',
  {
    companyId: company(),
    month: date('month', { mode: 'string' }).notNull(),
    departmentId: uuid('department_id').notNull(),
    net: ore('net'),
    materialCost: ore('material_cost'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month, t.departmentId] })],
);

/** Per month (its first day) and employee: the minutes and wages registered. */
export const timeRegistrationMonths = pgTable(
  'time_registration_months',
  {
    companyId: company(),
    month: date('month', { mode: 'string' }).notNull(),
    employeeId: uuid('employee_id').notNull(),
    minutes: ore('minutes'),
    wages: ore('wages'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month, t.employeeId] })],
);
