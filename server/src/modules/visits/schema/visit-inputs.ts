import { builder } from '../../../graphql/builder.ts';
import { AddressInputRef } from '../../../graphql/address.ts';
import { RecurrenceFrequencyRef, VisitStatusRef, VisitViewRef, WeekdayRef } from './visit-enums.ts';

const VisitTagValueInput = builder.inputType('VisitTagValueInput', {
  fields: (t) => ({
    tagId: t.id({ required: true }),
    values: t.stringList({ required: true, description: 'Empty clears the tag.' }),
  }),
});

export const RecurrenceRuleInput = builder.inputType('RecurrenceRuleInput', {
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

export const VisitInput = builder.inputType('VisitInput', {
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
    address: t.field({ type: AddressInputRef }),
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

export const VisitFilterInput = builder.inputType('VisitFilter', {
  fields: (t) => ({
    view: t.field({ type: VisitViewRef, description: 'all when left out.' }),
    statuses: t.field({ type: [VisitStatusRef] }),
    employeeIds: t.idList({ description: 'Visits with any of these employees.' }),
    departmentId: t.id(),
    customerId: t.id(),
    materialId: t.id({ description: 'Visits holding this material.' }),
    from: t.field({ type: 'DateTime', description: 'start >= from.' }),
    to: t.field({ type: 'DateTime', description: 'start < to.' }),
    tagValues: t.field({ type: [VisitTagFilterInput], description: 'Every one must match.' }),
    search: t.string({ description: 'Words found in case number, customer, address, description or reference.' }),
    hasCoordinates: t.boolean({ description: 'true for the map.' }),
  }),
});
