import {
  calendarDateTypes,
  editScopes,
  isDue,
  recurrenceFrequencies,
  toRRule,
  visitAcceptances,
  visitSorts,
  visitStatuses,
  visitViews,
  weekdays,
  type RecurrenceRule,
} from '@servio/domain';
import { builder } from '../../graphql/builder.ts';
import { SortDirection } from '../customers/customers.schema.ts';
import { DepartmentRef } from '../employees/employees.schema.ts';
import {
  archiveVisits,
  createVisit,
  deleteVisit,
  finishVisit,
  findVisit,
  linkVisits,
  listVisits,
  moveVisit,
  recurrencePreview,
  setReportCompleted,
  setVisitAcceptance,
  startVisit,
  unarchiveVisits,
  unlinkVisits,
  updateVisit,
  visitLoaders,
  visitPrice,
  type SeriesRow,
  type VisitRow,
} from './visits.service.ts';
import { calendarVisits, calendarVisitsPacked, type CalendarEntry } from './visits-calendar.service.ts';

export const VisitStatusRef = builder.enumType('VisitStatus', { values: visitStatuses });
const VisitViewRef = builder.enumType('VisitView', {
  values: visitViews,
  description:
    'all: not archived (default); due: planned end passed, not finished, not archived; archived; hasMateriel: with equipment, not archived.',
});
const VisitSortRef = builder.enumType('VisitSort', { values: visitSorts });
const VisitAcceptanceRef = builder.enumType('VisitAcceptance', { values: visitAcceptances });
const EditScopeRef = builder.enumType('EditScope', {
  values: editScopes,
  description: 'THIS: only this visit. SERIES: the series template and its next (real) visit.',
});
const CalendarDateTypeRef = builder.enumType('CalendarDateType', { values: calendarDateTypes });
const RecurrenceFrequencyRef = builder.enumType('RecurrenceFrequency', { values: recurrenceFrequencies });
const WeekdayRef = builder.enumType('Weekday', { values: weekdays });

// ---- Output types ----

const VisitAddressRef = builder
  .objectRef<Pick<VisitRow, 'streetAddress' | 'zipcode' | 'city' | 'latitude' | 'longitude'>>('VisitAddress')
  .implement({
    fields: (t) => ({
      streetAddress: t.exposeString('streetAddress', { nullable: true }),
      zipcode: t.exposeString('zipcode', { nullable: true }),
      city: t.exposeString('city', { nullable: true }),
      latitude: t.exposeFloat('latitude', { nullable: true }),
      longitude: t.exposeFloat('longitude', { nullable: true }),
    }),
  });

export interface VisitPerson {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phoneNumber: string | null;
}
const personName = (p: VisitPerson) => [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;
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

export interface VisitCustomer {
  id: string;
  name: string;
  phoneNumber: string | null;
  email: string | null;
  streetAddress: string | null;
  zipcode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
}
const VisitCustomerRef = builder.objectRef<VisitCustomer>('VisitCustomer').implement({
  description: 'The customer as a visit shows it (to suppliers too); the full record is Query.customer.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    address: t.field({ type: VisitAddressRef, resolve: (c) => c }),
  }),
});

const VisitTagValueRef = builder.objectRef<{ tagId: string; values: string[] }>('VisitTagValue').implement({
  description:
    "A custom tag's value on a visit: select → one option, multiselect → options, text → the text, checkbox → ['true'].",
  fields: (t) => ({ tagId: t.exposeID('tagId'), values: t.exposeStringList('values') }),
});

const RecurrenceRuleRef = builder.objectRef<RecurrenceRule>('RecurrenceRule').implement({
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
    rrule: t.string({ description: 'As an RFC 5545 RRULE value.', resolve: (r) => toRRule(r) }),
  }),
});

export const VisitRef = builder.objectRef<VisitRow>('Visit');

const VisitSeriesRef = builder.objectRef<SeriesRow>('VisitSeries').implement({
  description: 'A repeating visit: only its next visit is real; the later ones are projected.',
  fields: (t) => ({
    id: t.exposeID('id'),
    rule: t.field({ type: RecurrenceRuleRef, resolve: (s) => s.rule }),
    active: t.boolean({
      description: 'False once the last occurrence was made or the series was stopped.',
      resolve: (s) => s.endedAt === null,
    }),
    nextVisit: t.field({
      type: VisitRef,
      nullable: true,
      description: 'The real visit of the series (null once it has ended).',
      resolve: (s, _a, ctx) => visitLoaders(ctx).seriesNext(s.id),
    }),
    upcoming: t.field({
      type: ['DateTime'],
      description: 'Starts of the projected occurrences after the next visit.',
      args: { limit: t.arg.int({ description: 'At most 50; 5 when left out.' }) },
      resolve: (s, args, ctx) => visitLoaders(ctx).seriesUpcoming(s, args.limit ?? 5),
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
      resolve: (v, _a, ctx) => (v.customerId ? visitLoaders(ctx).customer(v.customerId) : null),
    }),
    employees: t.field({ type: [VisitPersonRef], resolve: (v, _a, ctx) => visitLoaders(ctx).employees(v.id) }),
    employeeIds: t.idList({
      resolve: async (v, _a, ctx) => (await visitLoaders(ctx).employees(v.id)).map((e) => e.id),
    }),
    departmentId: t.exposeID('departmentId', { nullable: true }),
    department: t.field({
      type: DepartmentRef,
      nullable: true,
      resolve: (v, _a, ctx) => (v.departmentId ? visitLoaders(ctx).department(v.departmentId) : null),
    }),
    createdBy: t.field({
      type: VisitPersonRef,
      nullable: true,
      resolve: (v, _a, ctx) => (v.createdById ? visitLoaders(ctx).person(v.createdById) : null),
    }),
    useCustomerAddress: t.exposeBoolean('useCustomerAddress'),
    address: t.field({
      type: VisitAddressRef,
      description: "The visit's address (the customer's when useCustomerAddress).",
      resolve: (v) => v,
    }),
    hasCoordinates: t.boolean({ resolve: (v) => v.latitude !== null && v.longitude !== null }),
    description: t.exposeString('description', { nullable: true }),
    reference: t.exposeString('reference', { nullable: true, description: 'With enableReference.' }),
    price: t.int({
      nullable: true,
      description: 'Øre. Null for employees without showPricesForTechnician and for suppliers.',
      resolve: (v, _a, ctx) => visitPrice(ctx, v.price),
    }),
    totalPrice: t.int({
      nullable: true,
      description: 'Øre, as price.',
      resolve: (v, _a, ctx) => visitPrice(ctx, v.totalPrice),
    }),
    sendBookingMail: t.exposeBoolean('sendBookingMail'),
    showTimeRegs: t.exposeBoolean('showTimeRegs'),
    accordMinutes: t.exposeInt('accordMinutes', { nullable: true, description: 'With showAccord.' }),
    acceptance: t.field({
      type: VisitAcceptanceRef,
      description: 'With enableAcceptVisits.',
      resolve: (v) => v.acceptance,
    }),
    tagValues: t.field({ type: [VisitTagValueRef], resolve: (v, _a, ctx) => visitLoaders(ctx).tagValues(v.id) }),
    linkedVisits: t.field({ type: [VisitRef], resolve: (v, _a, ctx) => visitLoaders(ctx).linked(v.id) }),
    materielIds: t.idList({ resolve: (v) => v.materielIds }),
    invoiced: t.boolean({ resolve: (v) => v.invoicedAt !== null }),
    invoicedAt: t.expose('invoicedAt', { type: 'DateTime', nullable: true }),
    seriesId: t.exposeID('seriesId', { nullable: true }),
    series: t.field({
      type: VisitSeriesRef,
      nullable: true,
      resolve: (v, _a, ctx) => (v.seriesId ? visitLoaders(ctx).series(v.seriesId) : null),
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

const VisitPageRef = builder.objectRef<{ items: VisitRow[]; totalCount: number }>('VisitPage').implement({
  fields: (t) => ({
    items: t.field({ type: [VisitRef], resolve: (p) => p.items }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

const CalendarEntryRef = builder.objectRef<CalendarEntry>('CalendarVisit').implement({
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
      resolve: async (e, _a, ctx) => e.employeeIds ?? (await visitLoaders(ctx).employees(e.id!)).map((p) => p.id),
    }),
    departmentId: t.exposeID('departmentId', { nullable: true }),
    version: t.exposeInt('version', { nullable: true, description: 'For moveVisit; null for projected ones.' }),
  }),
});

// ---- Inputs ----

const VisitAddressInput = builder.inputType('VisitAddressInput', {
  fields: (t) => ({
    streetAddress: t.string(),
    zipcode: t.string(),
    city: t.string(),
    latitude: t.float(),
    longitude: t.float(),
  }),
});

const VisitTagValueInput = builder.inputType('VisitTagValueInput', {
  fields: (t) => ({
    tagId: t.id({ required: true }),
    values: t.stringList({ required: true, description: 'Empty clears the tag.' }),
  }),
});

const RecurrenceRuleInput = builder.inputType('RecurrenceRuleInput', {
  description: 'RFC 5545 subset. Ends after count, on until, or never (neither).',
  fields: (t) => ({
    frequency: t.field({ type: RecurrenceFrequencyRef, required: true }),
    interval: t.int({ description: 'Every N (1–99); 1 when left out.' }),
    weekdays: t.field({ type: [WeekdayRef], description: 'weekly only; the start weekday when left out.' }),
    dayOfMonth: t.int({
      description:
        'monthly/yearly: 1–31 (months without that day are skipped); the start day when neither this nor ordinal.',
    }),
    ordinal: t.int({
      description:
        'monthly/yearly with ordinalWeekday: 1–4 (5 and -1 = last also accepted); months without it are skipped.',
    }),
    ordinalWeekday: t.field({ type: WeekdayRef }),
    count: t.int({ description: 'Stop after N occurrences (1–999).' }),
    until: t.string({ description: 'Stop on this local date YYYY-MM-DD (inclusive).' }),
  }),
});

const VisitInput = builder.inputType('VisitInput', {
  description:
    'On create every field is optional (missing customer, employee or time → not_scheduled). On update only what is sent changes; null clears.',
  fields: (t) => ({
    customerId: t.id(),
    employeeIds: t.idList(),
    departmentId: t.id(),
    start: t.field({ type: 'DateTime' }),
    end: t.field({ type: 'DateTime' }),
    useCustomerAddress: t.boolean({
      description: "true: the customer's address (default on create); false: address below.",
    }),
    address: t.field({ type: VisitAddressInput }),
    description: t.string(),
    reference: t.string({ description: 'Needs enableReference.' }),
    price: t.int({ description: 'Øre.' }),
    totalPrice: t.int({ description: 'Øre.' }),
    sendBookingMail: t.boolean(),
    showTimeRegs: t.boolean(),
    accordMinutes: t.int({ description: 'Needs showAccord.' }),
    tagValues: t.field({
      type: [VisitTagValueInput],
      description: 'Replaces the values of the tags listed (others stay).',
    }),
    materielIds: t.idList({ description: 'Only once start and end are set.' }),
    recurrence: t.field({
      type: RecurrenceRuleInput,
      description:
        'Needs enableRepeatingVisits and a start. On create: makes the visit the first of a series. On update with scope SERIES: changes the rule from this visit on; null stops the series (this visit stays).',
    }),
  }),
});

const VisitTagFilterInput = builder.inputType('VisitTagFilterInput', {
  fields: (t) => ({
    tagId: t.id({ required: true }),
    value: t.string({ required: true, description: "An option, text, or 'true' for a checkbox." }),
  }),
});

const VisitFilterInput = builder.inputType('VisitFilter', {
  fields: (t) => ({
    view: t.field({ type: VisitViewRef, description: 'all when left out.' }),
    statuses: t.field({ type: [VisitStatusRef] }),
    employeeIds: t.idList({ description: 'Visits with any of these employees.' }),
    departmentId: t.id(),
    customerId: t.id(),
    from: t.field({ type: 'DateTime', description: 'start >= from.' }),
    to: t.field({ type: 'DateTime', description: 'start < to.' }),
    tagValues: t.field({ type: [VisitTagFilterInput], description: 'Every one must match.' }),
    search: t.string({ description: 'Words found in case number, customer, address, description or reference.' }),
    hasCoordinates: t.boolean({ description: 'true for the map.' }),
  }),
});

// ---- Queries ----

builder.queryField('visits', (t) =>
  t.field({
    type: VisitPageRef,
    description: 'Paged, sorted and filtered in SQL. Employees and suppliers get only the visits they are on.',
    args: {
      filter: t.arg({ type: VisitFilterInput }),
      sort: t.arg({ type: VisitSortRef, description: 'start when left out.' }),
      sortDirection: t.arg({
        type: SortDirection,
        description: 'desc when left out (newest first); the due view defaults to asc.',
      }),
      offset: t.arg.int(),
      limit: t.arg.int({ description: 'At most 500 (the map); 50 when left out.' }),
    },
    resolve: (_r, args, ctx) => listVisits(ctx, args),
  }),
);

builder.queryField('visit', (t) =>
  t.field({
    type: VisitRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => findVisit(ctx, args.id),
  }),
);

const calendarArgs = (t: Parameters<Parameters<typeof builder.queryField>[1]>[0]) => ({
  from: t.arg({ type: 'DateTime', required: true }),
  to: t.arg({ type: 'DateTime', required: true }),
  dateType: t.arg({ type: CalendarDateTypeRef }),
  filter: t.arg({ type: VisitFilterInput }),
});

builder.queryField('calendarVisits', (t) =>
  t.field({
    type: [CalendarEntryRef],
    description:
      'Visits overlapping [from, to) (at most 45 days), ordered by start, plus projected occurrences of active series in the range. Archived visits are left out unless filter.view is archived.',
    args: calendarArgs(t),
    resolve: (_r, args, ctx) => calendarVisits(ctx, args),
  }),
);

builder.queryField('calendarVisitsPacked', (t) =>
  t.string({
    description:
      'The entries of calendarVisits as one JSON text {"origin": epoch ms, "columns": [...], "rows": [[...], ...], "days": {"YYYY-MM-DD": count}}: a row per entry, values in the order of columns (id, seriesId, caseNumber, start in seconds after origin, duration in seconds, status, flags: 1 archived, 2 due, 4 projected, version, customerName, and except for dateType month the description cut to 120 characters). Real visits by start, then projected ones. Made for a busy month: one value instead of thousands of objects.',
    args: {
      ...calendarArgs(t),
      dayLimit: t.arg.int({
        description:
          'At most this many visits a day (1–50, by start day in Copenhagen time, the earliest first), with every day\'s count in "days": what a month view shows. Projected occurrences all come and count.',
      }),
    },
    resolve: (_r, args, ctx) => calendarVisitsPacked(ctx, args),
  }),
);

builder.queryField('recurrencePreview', (t) =>
  t.field({
    type: ['DateTime'],
    description:
      'The first `count` occurrence starts (default 10, at most 100) of a rule beginning at start, in Copenhagen local time.',
    args: {
      rule: t.arg({ type: RecurrenceRuleInput, required: true }),
      start: t.arg({ type: 'DateTime', required: true }),
      count: t.arg.int(),
    },
    resolve: (_r, args, ctx) => recurrencePreview(ctx, args.rule, args.start, args.count),
  }),
);

// ---- Mutations ----

builder.mutationField('createVisit', (t) =>
  t.field({
    type: VisitRef,
    description:
      'Errors: BAD_USER_INPUT with field + reason (visit.endBeforeStart, visit.endEqualsStart, visit.endRequired, visit.startRequired, visit.materielNeedsTime, visit.customerNotFound, visit.employeeNotFound, …).',
    args: { input: t.arg({ type: VisitInput, required: true }), idempotencyKey: t.arg.string() },
    resolve: (_r, args, ctx) => createVisit(ctx, args.input, args.idempotencyKey),
  }),
);

builder.mutationField('updateVisit', (t) =>
  t.field({
    type: VisitRef,
    description: 'CONFLICT when version is stale. scope SERIES (series visits only) also changes the series template.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: VisitInput, required: true }),
      scope: t.arg({ type: EditScopeRef, description: 'THIS when left out.' }),
    },
    resolve: (_r, args, ctx) => updateVisit(ctx, args.id, args.version, args.input, args.scope ?? 'THIS'),
  }),
);

builder.mutationField('deleteVisit', (t) =>
  t.boolean({
    description:
      "Refused with BAD_USER_INPUT visit.invoiced or visit.hasLinks ('Kan ikke slettes'). For a series visit: scope THIS skips this occurrence (the next one becomes real), SERIES deletes it and ends the series.",
    args: { id: t.arg.id({ required: true }), scope: t.arg({ type: EditScopeRef }) },
    resolve: (_r, args, ctx) => deleteVisit(ctx, args.id, args.scope ?? 'THIS'),
  }),
);

builder.mutationField('moveVisit', (t) =>
  t.field({
    type: VisitRef,
    description:
      'Calendar drag/resize: new start and end (undo = move back with the returned version). CONFLICT when stale.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      start: t.arg({ type: 'DateTime', required: true }),
      end: t.arg({ type: 'DateTime', required: true }),
    },
    resolve: (_r, args, ctx) => moveVisit(ctx, args.id, args.version, args.start, args.end),
  }),
);

builder.mutationField('startVisit', (t) =>
  t.field({
    type: VisitRef,
    description: 'scheduled → current. BAD_USER_INPUT visit.cannotStart otherwise.',
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => startVisit(ctx, args.id, args.version),
  }),
);

builder.mutationField('finishVisit', (t) =>
  t.field({
    type: VisitRef,
    description:
      'current (or scheduled) → completed when reportCompleted, else done. For a series visit the next occurrence becomes a real visit (see series.nextVisit).',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      reportCompleted: t.arg.boolean({ required: true }),
    },
    resolve: (_r, args, ctx) => finishVisit(ctx, args.id, args.version, args.reportCompleted),
  }),
);

builder.mutationField('setReportCompleted', (t) =>
  t.field({
    type: VisitRef,
    description:
      'Moves a finished visit between done (false) and completed (true). BAD_USER_INPUT visit.notFinished otherwise.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      completed: t.arg.boolean({ required: true }),
    },
    resolve: (_r, args, ctx) => setReportCompleted(ctx, args.id, args.version, args.completed),
  }),
);

builder.mutationField('archiveVisits', (t) =>
  t.field({
    type: [VisitRef],
    description:
      'Archives finished visits (all or nothing: an unfinished one refuses with field ids.<n>, visit.notFinished).',
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => archiveVisits(ctx, args.ids),
  }),
);

builder.mutationField('unarchiveVisits', (t) =>
  t.field({
    type: [VisitRef],
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => unarchiveVisits(ctx, args.ids),
  }),
);

builder.mutationField('setVisitAcceptance', (t) =>
  t.field({
    type: VisitRef,
    description: 'Needs enableAcceptVisits. Employees and suppliers on their own visits.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      acceptance: t.arg({ type: VisitAcceptanceRef, required: true }),
    },
    resolve: (_r, args, ctx) => setVisitAcceptance(ctx, args.id, args.version, args.acceptance),
  }),
);

builder.mutationField('linkVisits', (t) =>
  t.field({
    type: VisitRef,
    description: 'Links the visit with each of linkedIds (both ways).',
    args: { id: t.arg.id({ required: true }), linkedIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => linkVisits(ctx, args.id, args.linkedIds),
  }),
);

builder.mutationField('unlinkVisits', (t) =>
  t.field({
    type: VisitRef,
    args: { id: t.arg.id({ required: true }), linkedIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => unlinkVisits(ctx, args.id, args.linkedIds),
  }),
);
