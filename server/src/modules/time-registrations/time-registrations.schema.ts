import { hourTypes, rateFields, timeRegistrationTypes, type Holiday } from '@servio/domain';
import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { pageRef } from '../../graphql/page.ts';
import { VisitRef } from '../visits/visits.schema.ts';
import {
  approveWeek,
  deleteTimeRegistration,
  exportPayrollCsv,
  findTimeRegistration,
  listTimeRegistrations,
  registerTime,
  reopenWeek,
  timesheetWeek,
  timeSettings,
  updateTimeRegistration,
  updateTimeSettings,
  visitTimeRegistrations,
  type TimeRegistrationItem,
  type TimesheetDay,
  type TimesheetWeek,
  type TimeSettings,
  type TypeTotal,
  type VisitTimeRegistrations,
} from './index.ts';

export const TimeRegistrationTypeRef = builder.enumType('TimeRegistrationType', { values: timeRegistrationTypes });
const RateFieldRef = builder.enumType('RateField', { values: rateFields });

export const TimeRegistrationRef = builder.objectRef<TimeRegistrationItem>('TimeRegistration').implement({
  description: 'Hours (minutes), km or an amount an employee registered; the wage frozen when registered.',
  fields: (t) => ({
    id: t.exposeID('id'),
    employeeId: t.exposeID('employeeId'),
    employeeName: t.exposeString('employeeName'),
    visitId: t.exposeID('visitId', { nullable: true }),
    type: t.field({ type: TimeRegistrationTypeRef, resolve: (r) => r.type }),
    startsAt: t.expose('startsAt', { type: 'DateTime', nullable: true }),
    endsAt: t.expose('endsAt', { type: 'DateTime', nullable: true }),
    workDate: t.exposeString('workDate', { description: 'The local date it counts on (YYYY-MM-DD).' }),
    minutes: t.exposeInt('minutes', { nullable: true, description: 'Hour types: the real elapsed minutes.' }),
    km: t.exposeFloat('km', { nullable: true }),
    fromAddress: t.exposeString('fromAddress', { nullable: true }),
    toAddress: t.exposeString('toAddress', { nullable: true }),
    amountOre: t.exposeInt('amountOre', { nullable: true }),
    note: t.exposeString('note', { nullable: true }),
    receiptDocumentId: t.exposeID('receiptDocumentId', { nullable: true }),
    rateField: t.field({ type: RateFieldRef, nullable: true, resolve: (r) => r.rateField }),
    wageOre: t.exposeInt('wageOre'),
    weekApproved: t.exposeBoolean('weekApproved', { description: 'Its week is approved: changes are refused.' }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const TimeRegistrationPageRef = pageRef('TimeRegistrationPage', TimeRegistrationRef);

const TypeTotalRef = builder.objectRef<TypeTotal>('TimeTypeTotal').implement({
  fields: (t) => ({
    type: t.field({ type: TimeRegistrationTypeRef, resolve: (r) => r.type }),
    minutes: t.exposeInt('minutes'),
    km: t.exposeFloat('km'),
    amountOre: t.exposeInt('amountOre'),
    wageOre: t.exposeInt('wageOre'),
  }),
});

const HolidayRef = builder.objectRef<Holiday>('Holiday').implement({
  fields: (t) => ({
    date: t.exposeString('date'),
    key: t.exposeString('key'),
    nameDa: t.exposeString('nameDa'),
    nameEn: t.exposeString('nameEn'),
    official: t.exposeBoolean('official', { description: 'A helligdag of Danish law (else a customary day off).' }),
  }),
});

const TimesheetDayRef = builder.objectRef<TimesheetDay>('TimesheetDay').implement({
  fields: (t) => ({
    date: t.exposeString('date'),
    holiday: t.field({ type: HolidayRef, nullable: true, resolve: (d) => d.holiday }),
    registrations: t.field({ type: [TimeRegistrationRef], resolve: (d) => d.registrations }),
    totals: t.field({ type: [TypeTotalRef], resolve: (d) => d.totals }),
    minutes: t.exposeInt('minutes', { description: 'Minutes of all hour types that day.' }),
  }),
});

const TimesheetWeekRef = builder.objectRef<TimesheetWeek>('TimesheetWeek').implement({
  fields: (t) => ({
    employeeId: t.exposeID('employeeId'),
    employeeName: t.exposeString('employeeName'),
    weekStart: t.exposeString('weekStart', { description: 'The Monday.' }),
    isoYear: t.exposeInt('isoYear'),
    isoWeek: t.exposeInt('isoWeek'),
    days: t.field({ type: [TimesheetDayRef], resolve: (w) => w.days }),
    totals: t.field({ type: [TypeTotalRef], resolve: (w) => w.totals }),
    minutes: t.exposeInt('minutes', { description: 'Minutes of all hour types in the week.' }),
    wageOre: t.exposeInt('wageOre'),
    normMinutes: t.exposeInt('normMinutes', { description: "The company's norm less official weekday holidays." }),
    overtimeMinutes: t.exposeInt('overtimeMinutes', { description: 'Minutes beyond the norm.' }),
    approved: t.exposeBoolean('approved'),
    approvedAt: t.expose('approvedAt', { type: 'DateTime', nullable: true }),
  }),
});

const RateMappingRef = builder.objectRef<TimeSettings['rateMapping']>('TimeRateMapping').implement({
  fields: (t) =>
    Object.fromEntries(hourTypes.map((type) => [type, t.field({ type: RateFieldRef, resolve: (m) => m[type] })])),
});

const TimeSettingsRef = builder.objectRef<TimeSettings>('TimeSettings').implement({
  fields: (t) => ({
    allowTimeReg: t.exposeBoolean('allowTimeReg'),
    allowShowVisitTimeRegs: t.exposeBoolean('allowShowVisitTimeRegs'),
    showAccord: t.exposeBoolean('showAccord'),
    normMinutesPerWeek: t.exposeInt('normMinutesPerWeek'),
    kmRateOre: t.exposeInt('kmRateOre'),
    rateMapping: t.field({ type: RateMappingRef, resolve: (s) => s.rateMapping }),
    disabledTypes: t.field({ type: [TimeRegistrationTypeRef], resolve: (s) => s.disabledTypes }),
  }),
});

const VisitTimeRegistrationsRef = builder.objectRef<VisitTimeRegistrations>('VisitTimeRegistrations').implement({
  fields: (t) => ({
    items: t.field({ type: [TimeRegistrationRef], resolve: (v) => v.items }),
    totalMinutes: t.exposeInt('totalMinutes'),
  }),
});

builder.objectField(VisitRef, 'timeRegistrations', (t) =>
  t.field({
    type: VisitTimeRegistrationsRef,
    nullable: true,
    description:
      "The visit's registrations (an administrator's view: everyone's; others: their own), only with the company's allowShowVisitTimeRegs and the visit's showTimeRegs; else null. For one visit's page, not lists.",
    resolve: (v, _a, ctx) => visitTimeRegistrations(tenantScope(ctx), v),
  }),
);

const TimeRegistrationInput = builder.inputType('TimeRegistrationInput', {
  description:
    'Hour types: startsAt + endsAt, or date + minutes. driving_km: date, km, fromAddress, toAddress. expense/money: date, amountOre, note.',
  fields: (t) => ({
    employeeId: t.id({ description: "Administrators only; left out: the viewer's own." }),
    type: t.field({ type: TimeRegistrationTypeRef, required: true }),
    visitId: t.id(),
    startsAt: t.field({ type: 'DateTime' }),
    endsAt: t.field({ type: 'DateTime' }),
    date: t.string({ description: 'YYYY-MM-DD' }),
    minutes: t.int(),
    km: t.float(),
    fromAddress: t.string(),
    toAddress: t.string(),
    amountOre: t.int(),
    note: t.string(),
  }),
});

const listArgs = (t: Parameters<Parameters<typeof builder.queryField>[1]>[0]) => ({
  employeeId: t.arg.id(),
  departmentId: t.arg.id(),
  type: t.arg({ type: TimeRegistrationTypeRef }),
  from: t.arg.string({ description: 'YYYY-MM-DD, inclusive' }),
  to: t.arg.string({ description: 'YYYY-MM-DD, inclusive' }),
  approved: t.arg.boolean(),
});

builder.queryField('timeRegistrations', (t) =>
  t.field({
    type: TimeRegistrationPageRef,
    description: "Newest first. An administrator's: everyone's; anyone else's: their own.",
    args: { ...listArgs(t), offset: t.arg.int(), limit: t.arg.int({ description: 'At most 200; 50 when left out.' }) },
    resolve: (_r, args, ctx) => listTimeRegistrations(tenantScope(ctx), args),
  }),
);

builder.queryField('timeRegistration', (t) =>
  t.field({
    type: TimeRegistrationRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => findTimeRegistration(tenantScope(ctx), args.id),
  }),
);

builder.queryField('timesheetWeek', (t) =>
  t.field({
    type: TimesheetWeekRef,
    description:
      "The ISO week holding `date` of one employee (left out: the viewer's own; others' for administrators only).",
    args: { employeeId: t.arg.id(), date: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => timesheetWeek(tenantScope(ctx), args),
  }),
);

builder.queryField('timeSettings', (t) =>
  t.field({ type: TimeSettingsRef, resolve: (_r, _a, ctx) => timeSettings(tenantScope(ctx)) }),
);

builder.queryField('payrollCsv', (t) =>
  t.string({
    description:
      "One line per employee and type for a period (at most 366 days), Danish CSV (BOM, ';', comma decimals).",
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => exportPayrollCsv(tenantScope(ctx), args),
  }),
);

builder.mutationField('registerTime', (t) =>
  t.field({
    type: TimeRegistrationRef,
    description:
      'Errors: BAD_USER_INPUT (timeRegistration.overlaps, endBeforeStart, tooLong, kmNegative, amountNegative, typeDisabled, …); CONFLICT reason timeRegistration.weekApproved; FORBIDDEN without allowTimeReg/allowedToRegTime or for another employee.',
    args: { input: t.arg({ type: TimeRegistrationInput, required: true }), idempotencyKey: t.arg.string() },
    resolve: (_r, args, ctx) => registerTime(tenantScope(ctx), args.input, args.idempotencyKey),
  }),
);

builder.mutationField('updateTimeRegistration', (t) =>
  t.field({
    type: TimeRegistrationRef,
    description: 'The whole registration is sent. CONFLICT when version is stale or the week is approved.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: TimeRegistrationInput, required: true }),
    },
    resolve: (_r, args, ctx) => updateTimeRegistration(tenantScope(ctx), args.id, args.version, args.input),
  }),
);

builder.mutationField('deleteTimeRegistration', (t) =>
  t.boolean({
    description: 'CONFLICT reason timeRegistration.weekApproved in an approved week.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteTimeRegistration(tenantScope(ctx), args.id),
  }),
);

builder.mutationField('approveTimeWeek', (t) =>
  t.field({
    type: TimesheetWeekRef,
    args: { employeeId: t.arg.id({ required: true }), date: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => approveWeek(tenantScope(ctx), args.employeeId, args.date),
  }),
);

builder.mutationField('reopenTimeWeek', (t) =>
  t.field({
    type: TimesheetWeekRef,
    args: { employeeId: t.arg.id({ required: true }), date: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => reopenWeek(tenantScope(ctx), args.employeeId, args.date),
  }),
);

const RateMappingInput = builder.inputType('TimeRateMappingInput', {
  fields: (t) => Object.fromEntries(hourTypes.map((type) => [type, t.field({ type: RateFieldRef, required: true })])),
});

const TimeSettingsInput = builder.inputType('TimeSettingsInput', {
  fields: (t) => ({
    normMinutesPerWeek: t.int({ required: true }),
    kmRateOre: t.int({ required: true }),
    rateMapping: t.field({ type: RateMappingInput, required: true }),
    disabledTypes: t.field({ type: [TimeRegistrationTypeRef], required: true }),
  }),
});

builder.mutationField('updateTimeSettings', (t) =>
  t.field({
    type: TimeSettingsRef,
    args: { input: t.arg({ type: TimeSettingsInput, required: true }) },
    resolve: (_r, args, ctx) => updateTimeSettings(tenantScope(ctx), args.input),
  }),
);
