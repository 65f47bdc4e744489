import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { economySummary, exportEconomyCsv, type EconomySummary } from './index.ts';

const EconomyMonthRef = builder.objectRef<EconomySummary['months'][number]>('EconomyMonth').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM.' }),
    invoiced: t.exposeFloat('invoiced', { description: 'Net of invoices and credit notes issued, øre.' }),
    paid: t.exposeFloat('paid', { description: 'Net of invoices marked paid, øre.' }),
  }),
});

const EconomyCountRef = builder.objectRef<{ count: number; total: number }>('EconomyCount').implement({
  fields: (t) => ({ count: t.exposeInt('count'), total: t.exposeFloat('total', { description: 'Øre, with VAT.' }) }),
});

const EconomyUnbilledRef = builder.objectRef<EconomySummary['unbilled']>('EconomyUnbilled').implement({
  fields: (t) => ({ count: t.exposeInt('count'), amount: t.exposeFloat('amount', { description: 'Øre.' }) }),
});

const EconomyCustomerRef = builder.objectRef<EconomySummary['customers'][number]>('EconomyCustomer').implement({
  fields: (t) => ({
    customerId: t.exposeID('customerId'),
    name: t.exposeString('name'),
    invoiced: t.exposeFloat('invoiced'),
  }),
});

const EconomyEmployeeRef = builder.objectRef<EconomySummary['employees'][number]>('EconomyEmployee').implement({
  fields: (t) => ({
    employeeId: t.exposeID('employeeId'),
    name: t.exposeString('name'),
    minutes: t.exposeInt('minutes'),
    wages: t.exposeFloat('wages'),
  }),
});

const EconomyDepartmentRef = builder.objectRef<EconomySummary['departments'][number]>('EconomyDepartment').implement({
  description: "A department's part of the period; departmentId and name null for work of no department.",
  fields: (t) => ({
    departmentId: t.exposeID('departmentId', { nullable: true }),
    name: t.exposeString('name', { nullable: true }),
    invoiced: t.exposeFloat('invoiced', { description: "Its invoices' net, by the department frozen at issue." }),
    materialCost: t.exposeFloat('materialCost'),
    wages: t.exposeFloat('wages', { description: "Its employees' wages, by their department now." }),
    margin: t.exposeFloat('margin', { description: 'invoiced − materialCost − wages.' }),
  }),
});

const EconomySummaryRef = builder.objectRef<EconomySummary>('EconomySummary').implement({
  description:
    "The economy page's figures for a period. Amounts are whole øre as Float: a company's sums over years pass GraphQL Int's 32 bits (21 million kr.).",
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    months: t.field({ type: [EconomyMonthRef], resolve: (s) => s.months }),
    invoiced: t.exposeFloat('invoiced'),
    paid: t.exposeFloat('paid'),
    outstanding: t.field({ type: EconomyCountRef, resolve: (s) => s.outstanding }),
    overdue: t.field({ type: EconomyCountRef, resolve: (s) => s.overdue }),
    unbilled: t.field({ type: EconomyUnbilledRef, resolve: (s) => s.unbilled }),
    materialCost: t.exposeFloat('materialCost'),
    wages: t.exposeFloat('wages'),
    margin: t.exposeFloat('margin', { description: 'invoiced − materialCost − wages.' }),
    customers: t.field({ type: [EconomyCustomerRef], resolve: (s) => s.customers }),
    employees: t.field({ type: [EconomyEmployeeRef], resolve: (s) => s.employees }),
    departments: t.field({ type: [EconomyDepartmentRef], resolve: (s) => s.departments }),
  }),
});

builder.queryField('economy', (t) =>
  t.field({
    type: EconomySummaryRef,
    description:
      'Revenue per month, work not invoiced, outstanding and overdue, margin, top customers and employees, the sales and margin of every department for a period of at most three years (from and to YYYY-MM-DD, both included). CONFLICT economy.off without showFinanceTab.',
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => economySummary(tenantScope(ctx), args),
  }),
);

builder.queryField('economyCsv', (t) =>
  t.string({
    description: "The economy page's figures for a period as Danish CSV (BOM, ';', comma decimals).",
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => exportEconomyCsv(tenantScope(ctx), args),
  }),
);
