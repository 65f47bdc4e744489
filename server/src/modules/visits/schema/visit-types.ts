import { isDue, personName, type RecurrenceRule, toRRule } from '@servio/domain';
import { AddressRef } from '../../../graphql/address.ts';
import { builder } from '../../../graphql/builder.ts';
import { tenantScope, type Context } from '../../../graphql/context.ts';
import { DepartmentRef } from '../../employees/employees.schema.ts';
import {
  visitLoaders,
  visitPrice,
  type CalendarEntry,
  type SeriesRow,
  type VisitCustomer,
  type VisitPerson,
  type VisitRow,
} from '../index.ts';
import { RecurrenceFrequencyRef, VisitAcceptanceRef, VisitStatusRef, WeekdayRef } from './visit-enums.ts';
import { pageRef } from '../../../graphql/page.ts';

/** The request's visit loaders (one batch and cache per request). */
const loaders = (ctx: Context) => visitLoaders(tenantScope(ctx));

const VisitPersonRef = builder.objectRef<VisitPerson>('VisitPerson').implement({
  description: 'An employee on a visit, or who created it (what every staff member may see of a colleague).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.string({ resolve: personName }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    initials: t.string({
      resolve: (p) =>
        personName(p)
          .split(/\s+/)
          .slice(0, 2)
          .map((w) => w[0]?.toUpperCase() ?? '')
          .join(''),
    }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
  }),
});

const VisitCustomerRef = builder.objectRef<VisitCustomer>('VisitCustomer').implement({
  description: 'The customer as a visit shows it (to suppliers too); the full record is Query.customer.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    address: t.field({ type: AddressRef, resolve: (c) => c }),
  }),
});

export const VisitTagValueRef = builder.objectRef<{ tagId: string; values: string[] }>('VisitTagValue').implement({
  description:
    "A custom tag's value on a visit: select → one option, multiselect → options, text → the text, checkbox → ['true'].",
  fields: (t) => ({ tagId: t.exposeID('tagId'), values: t.exposeStringList('values') }),
});

/** A series' rule with the start it counts from: an RFC 5545 reader needs both (a yearly rule's month). */
const RecurrenceRuleRef = builder.objectRef<RecurrenceRule & { anchorStart: Date }>('RecurrenceRule').implement({
  fields: (t) => ({
    frequency: t.field({ type: RecurrenceFrequencyRef, resolve: (r) => r.frequency }),
    interval: t.exposeInt('interval'),
    weekdays: t.field({ type: [WeekdayRef], resolve: (r) => r.weekdays ?? [] }),
    dayOfMonth: t.int({ nullable: true, resolve: (r) => r.dayOfMonth ?? null }),
    ordinal: t.int({ nullable: true, description: '1–5, or -1 for the last.', resolve: (r) => r.ordinal ?? null }),
    ordinalWeekday: t.field({ type: WeekdayRef, nullable: true, resolve: (r) => r.ordinalWeekday ?? null }),
    count: t.int({ nullable: true, description: 'Occurrences in the whole series.', resolve: (r) => r.count ?? null }),
    until: t.string({
      nullable: true,
      description: 'Last local date (YYYY-MM-DD), inclusive.',
      resolve: (r) => r.until ?? null,
    }),
    rrule: t.string({
      description: "As an RFC 5545 RRULE value, to be read with the series' first start as DTSTART.",
      resolve: (r) => toRRule(r, r.anchorStart),
    }),
  }),
});

export const VisitRef = builder.objectRef<VisitRow>('Visit');

const VisitSeriesRef = builder.objectRef<SeriesRow>('VisitSeries').implement({
  description: 'A repeating visit: only its next visit is real; the later ones are projected.',
  fields: (t) => ({
    id: t.exposeID('id'),
    rule: t.field({ type: RecurrenceRuleRef, resolve: (s) => ({ ...s.rule, anchorStart: s.anchorStart }) }),
    active: t.boolean({
      description: 'False once the last occurrence was made or the series was stopped.',
      resolve: (s) => s.endedAt === null,
    }),
    nextVisit: t.field({
      type: VisitRef,
      nullable: true,
      description: 'The real visit of the series (null once it has ended).',
      resolve: (s, _a, ctx) => loaders(ctx).seriesNext(s.id),
    }),
    upcoming: t.field({
      type: ['DateTime'],
      description: 'Starts of the projected occurrences after the next visit.',
      args: { limit: t.arg.int({ description: 'At most 50; 5 when left out.' }) },
      resolve: (s, args, ctx) => loaders(ctx).seriesUpcoming(s, args.limit ?? 5),
    }),
    version: t.exposeInt('version'),
  }),
});

VisitRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    caseNumber: t.exposeInt('caseNumber', { description: 'Sequential per company.' }),
    status: t.field({ type: VisitStatusRef, resolve: (v) => v.status }),
    archived: t.exposeBoolean('archived'),
    isDue: t.boolean({
      description: 'Planned end passed, not finished, not archived (the due view and badge).',
      resolve: (v) => isDue(v, new Date()),
    }),
    reportCompleted: t.boolean({
      description: 'Finished with the report completed (status completed).',
      resolve: (v) => v.status === 'completed',
    }),
    start: t.expose('start', { type: 'DateTime', nullable: true }),
    end: t.expose('end', { type: 'DateTime', nullable: true }),
    customerId: t.exposeID('customerId', { nullable: true }),
    customer: t.field({
      type: VisitCustomerRef,
      nullable: true,
      resolve: (v, _a, ctx) => (v.customerId ? loaders(ctx).customer(v.customerId) : null),
    }),
    employees: t.field({ type: [VisitPersonRef], resolve: (v, _a, ctx) => loaders(ctx).employees(v.id) }),
    employeeIds: t.idList({
      resolve: async (v, _a, ctx) => (await loaders(ctx).employees(v.id)).map((e) => e.id),
    }),
    departmentId: t.exposeID('departmentId', { nullable: true }),
    department: t.field({
      type: DepartmentRef,
      nullable: true,
      resolve: (v, _a, ctx) => (v.departmentId ? loaders(ctx).department(v.departmentId) : null),
    }),
    createdBy: t.field({
      type: VisitPersonRef,
      nullable: true,
      resolve: (v, _a, ctx) => (v.createdById ? loaders(ctx).person(v.createdById) : null),
    }),
    useCustomerAddress: t.exposeBoolean('useCustomerAddress'),
    address: t.field({
      type: AddressRef,
      description: "The visit's address (the customer's when useCustomerAddress).",
      resolve: (v) => v,
    }),
    hasCoordinates: t.boolean({ resolve: (v) => v.latitude !== null && v.longitude !== null }),
    description: t.exposeString('description', { nullable: true }),
    reference: t.exposeString('reference', { nullable: true, description: 'With enableReference.' }),
    price: t.int({
      nullable: true,
      description: 'Øre. Null for employees without showPricesForTechnician and for suppliers.',
      resolve: (v, _a, ctx) => visitPrice(tenantScope(ctx).actor, v.price),
    }),
    totalPrice: t.int({
      nullable: true,
      description: 'Øre, as price.',
      resolve: (v, _a, ctx) => visitPrice(tenantScope(ctx).actor, v.totalPrice),
    }),
    sendBookingMail: t.exposeBoolean('sendBookingMail'),
    showTimeRegs: t.exposeBoolean('showTimeRegs'),
    accordMinutes: t.exposeInt('accordMinutes', { nullable: true, description: 'With showAccord.' }),
    acceptance: t.field({
      type: VisitAcceptanceRef,
      description: 'With enableAcceptVisits.',
      resolve: (v) => v.acceptance,
    }),
    tagValues: t.field({
      type: [VisitTagValueRef],
      description: "For a customer's login only the tags with showForCustomer.",
      resolve: (v, _a, ctx) => loaders(ctx).tagValues(v.id),
    }),
    linkedVisits: t.field({ type: [VisitRef], resolve: (v, _a, ctx) => loaders(ctx).linked(v.id) }),
    materielIds: t.idList({ resolve: (v) => v.materielIds }),
    invoiced: t.boolean({ resolve: (v) => v.invoicedAt !== null }),
    invoicedAt: t.expose('invoicedAt', { type: 'DateTime', nullable: true }),
    paidAt: t.expose('paidAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Marked paid by hand (work invoiced outside Servio).',
    }),
    invoiceId: t.exposeID('invoiceId', {
      nullable: true,
      description: 'The invoice (draft or issued) the visit is on; null when free to invoice.',
    }),
    seriesId: t.exposeID('seriesId', { nullable: true }),
    series: t.field({
      type: VisitSeriesRef,
      nullable: true,
      resolve: (v, _a, ctx) => (v.seriesId ? loaders(ctx).series(v.seriesId) : null),
    }),
    occurrenceStart: t.expose('occurrenceStart', {
      type: 'DateTime',
      nullable: true,
      description: 'For a series visit: the slot the rule planned it in (moving the visit with THIS keeps it).',
    }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const VisitPageRef = pageRef('VisitPage', VisitRef);

export const CalendarEntryRef = builder.objectRef<CalendarEntry>('CalendarVisit').implement({
  description:
    'A visit in the calendar: a real one (id set) or a projected occurrence of a series (projected, no id, not editable).',
  fields: (t) => ({
    key: t.exposeID('key', { description: 'The visit id, or `seriesId:occurrenceStartISO` for a projected one.' }),
    id: t.exposeID('id', { nullable: true }),
    projected: t.exposeBoolean('projected'),
    seriesId: t.exposeID('seriesId', { nullable: true }),
    caseNumber: t.exposeInt('caseNumber', { nullable: true }),
    start: t.expose('start', { type: 'DateTime' }),
    end: t.expose('end', { type: 'DateTime' }),
    status: t.field({ type: VisitStatusRef, resolve: (e) => e.status }),
    archived: t.exposeBoolean('archived'),
    isDue: t.exposeBoolean('isDue'),
    customerName: t.exposeString('customerName', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    employeeIds: t.idList({
      resolve: async (e, _a, ctx) => e.employeeIds ?? (await loaders(ctx).employees(e.id!)).map((p) => p.id),
    }),
    departmentId: t.exposeID('departmentId', { nullable: true }),
    version: t.exposeInt('version', { nullable: true, description: 'For moveVisit; null for projected ones.' }),
  }),
});
