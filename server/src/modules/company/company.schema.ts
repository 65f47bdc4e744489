import { featureFlags, renamedLabels } from '@servio/domain';
import { AddressInputRef, AddressRef } from '../../graphql/address.ts';
import { builder } from '../../graphql/builder.ts';
import type { CompanyRow } from '../../db/tables/index.ts';
import { tenantScope } from '../../graphql/context.ts';
import { findCompany, updateCompanySettings } from './index.ts';

// The schema's one Address type; re-exported for the modules that import it from here.

const PaymentSettingRef = builder.objectRef<{ primaryProvider: string | null }>('PaymentSetting').implement({
  fields: (t) => ({ primaryProvider: t.exposeString('primaryProvider', { nullable: true }) }),
});

const PaymentChoiceRef = builder.objectRef<{ label: string; name: string }>('PaymentChoice').implement({
  fields: (t) => ({ label: t.exposeString('label'), name: t.exposeString('name') }),
});

const CompanyFieldRef = builder.objectRef<{ id: string; name: string; fields: unknown }>('CompanyField').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    fields: t.field({ type: 'JSON', nullable: true, resolve: (f) => f.fields }),
  }),
});

export const CompanyRef = builder.objectRef<CompanyRow>('Company').implement({
  description: "The signed-in person's company: its settings and feature flags (spec section 3).",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    cvr: t.exposeString('cvr', { nullable: true }),
    address: t.field({ type: AddressRef, resolve: (c) => c }),
    paymentSetting: t.field({
      type: PaymentSettingRef,
      resolve: (c) => ({ primaryProvider: c.paymentPrimaryProvider }),
    }),
    paymentChoices: t.field({ type: [PaymentChoiceRef], resolve: (c) => c.paymentChoices }),
    companyFields: t.field({ type: [CompanyFieldRef], resolve: (c) => c.companyFields }),
    paymentDelayDays: t.exposeInt('paymentDelayDays'),
    bankRegNo: t.exposeString('bankRegNo', { nullable: true, description: 'Printed on invoices: where to pay.' }),
    bankAccountNo: t.exposeString('bankAccountNo', { nullable: true }),
    reminderFee: t.exposeInt('reminderFee', { description: 'Øre per payment reminder, at most 10000 (100 kr.).' }),
    reminderInterest: t.exposeBoolean('reminderInterest', {
      description: 'Reminders add interest from the due date: referenceRateBp + 8 percentage points a year.',
    }),
    referenceRateBp: t.exposeInt('referenceRateBp', { description: "Nationalbanken's reference rate, basis points." }),
    materielServiceIntervalMonths: t.exposeInt('materielServiceIntervalMonths'),
    materielDaysBeforeServiceForReminder: t.exposeInt('materielDaysBeforeServiceForReminder'),
    serviceReminderMode: t.exposeString('serviceReminderMode', {
      description: 'automatic: due reminders are mailed by the nightly run; manual: they wait for the office.',
    }),
    createServiceVisits: t.exposeBoolean('createServiceVisits', {
      description: 'The nightly run also makes not_scheduled service visits for due units, one per address.',
    }),
    serviceReminderSubject: t.exposeString('serviceReminderSubject', { nullable: true }),
    serviceReminderBody: t.exposeString('serviceReminderBody', { nullable: true }),
    rentalBufferHours: t.exposeInt('rentalBufferHours', {
      description: 'A rental this close to another of the unit is an almost conflict.',
    }),
    campaignHost: t.exposeString('campaignHost', { nullable: true }),
    i18n: t.field({ type: 'JSON', nullable: true, resolve: (c) => c.i18n }),
    senderName: t.exposeString('senderName', {
      nullable: true,
      description: 'The name mail is from; the company name when null.',
    }),
    senderEmail: t.exposeString('senderEmail', {
      nullable: true,
      description: 'Replies go here; mail is from it once senderDomainVerified.',
    }),
    senderDomainVerified: t.exposeBoolean('senderDomainVerified'),
    mailTracking: t.exposeBoolean('mailTracking', { description: 'Open and click tracking in mail (seen, clicked).' }),
    autoSendReport: t.exposeBoolean('autoSendReport', {
      description: "A completed report's PDF is mailed to its customer (sendReportToMe) by itself (with enableReport).",
    }),
    bookingSlug: t.exposeString('bookingSlug', {
      nullable: true,
      description: 'Names the company on /book?company=<slug> (issue #19).',
    }),
    bookingZipRanges: t.exposeString('bookingZipRanges', {
      nullable: true,
      description: 'The booking page\'s postcodes and ranges, "2000-2999, 4000"; null: everywhere.',
    }),
    bookingWaitlist: t.exposeBoolean('bookingWaitlist'),
    bookingTermsUrl: t.exposeString('bookingTermsUrl', { nullable: true }),
    bookingTexts: t.field({
      type: 'JSON',
      description: "The booking page's texts per language: { da: { intro, confirmation, declined, waitlist }, en }.",
      resolve: (c) => c.bookingTexts,
    }),
    bookingHours: t.field({
      type: 'JSON',
      description: 'Working hours for bookings: [{ weekday (0 = Monday), start, end (minutes after midnight) }].',
      resolve: (c) => c.bookingHours,
    }),
    bookingTravelMinutes: t.exposeInt('bookingTravelMinutes'),
    bookingStepMinutes: t.exposeInt('bookingStepMinutes'),
    bookingLeadHours: t.exposeInt('bookingLeadHours'),
    bookingHorizonDays: t.exposeInt('bookingHorizonDays'),
    bookingHoldMinutes: t.exposeInt('bookingHoldMinutes'),
    travelSpeedKmh: t.exposeInt('travelSpeedKmh', {
      description: "The planning board's travel estimate between visits, km/h (5–130).",
    }),
    ...Object.fromEntries(renamedLabels.map((name) => [name, t.exposeString(name, { nullable: true })])),
    ...Object.fromEntries(featureFlags.map((flag) => [flag, t.exposeBoolean(flag)])),
    version: t.exposeInt('version'),
  }),
});

builder.queryField('company', (t) =>
  t.field({
    type: CompanyRef,
    nullable: true,
    description: 'Null only for a superadmin who has not switched into a company.',
    resolve: (_root, _args, ctx) => (ctx.viewer?.companyId ? findCompany(tenantScope(ctx)) : null),
  }),
);

const CompanySettingsInput = builder.inputType('CompanySettingsInput', {
  description: "Only what is sent changes. `version` guards against overwriting another administrator's save.",
  fields: (t) => ({
    version: t.int({ required: true }),
    name: t.string(),
    cvr: t.string(),
    address: t.field({ type: AddressInputRef }),
    paymentDelayDays: t.int(),
    bankRegNo: t.string({ description: 'Four digits; spaces are ignored. Empty clears.' }),
    bankAccountNo: t.string({ description: 'Up to ten digits; spaces are ignored. Empty clears.' }),
    reminderFee: t.int(),
    reminderInterest: t.boolean(),
    referenceRateBp: t.int(),
    materielServiceIntervalMonths: t.int(),
    maxUploadMb: t.int(),
    materielDaysBeforeServiceForReminder: t.int(),
    serviceReminderMode: t.string({ description: 'automatic or manual.' }),
    createServiceVisits: t.boolean(),
    serviceReminderSubject: t.string({ description: "Empty: the product's subject in the customer's language." }),
    serviceReminderBody: t.string(),
    rentalBufferHours: t.int({ description: '0 to 720 hours.' }),
    campaignHost: t.string(),
    renamedCategory: t.string(),
    renamedModel: t.string(),
    renamedSupplier: t.string(),
    renamedColumn1: t.string(),
    renamedColumn2: t.string(),
    renamedColumn3: t.string(),
    senderName: t.string(),
    senderEmail: t.string(),
    senderDomainVerified: t.boolean(),
    mailTracking: t.boolean(),
    autoSendReport: t.boolean(),
    bookingSlug: t.string({
      description: 'Lower-case letters, digits, hyphens; empty clears. BAD_USER_INPUT booking.slugTaken.',
    }),
    bookingZipRanges: t.string({ description: 'Empty: everywhere. BAD_USER_INPUT booking.zipRangesInvalid.' }),
    bookingWaitlist: t.boolean(),
    bookingTermsUrl: t.string(),
    bookingTexts: t.field({
      type: 'JSON',
      description: '{ da?: { intro?, confirmation?, declined?, waitlist? }, en? }',
    }),
    bookingHours: t.field({
      type: 'JSON',
      description:
        '[{ weekday, start, end }]; booking.hoursEndBeforeStart, booking.hoursOverlap (two periods of one weekday overlap).',
    }),
    bookingTravelMinutes: t.int(),
    bookingStepMinutes: t.int({ description: '15, 30 or 60.' }),
    bookingLeadHours: t.int(),
    bookingHorizonDays: t.int(),
    bookingHoldMinutes: t.int(),
    travelSpeedKmh: t.int({ description: '5 to 130 km/h.' }),
    features: t.field({ type: 'JSON', description: 'Feature flags by name, e.g. { enableDepartment: true }.' }),
  }),
});

builder.mutationField('updateCompanySettings', (t) =>
  t.field({
    type: CompanyRef,
    description: 'Administrator only. CONFLICT when version is stale. BAD_USER_INPUT booking.hostTaken (campaignHost).',
    args: { input: t.arg({ type: CompanySettingsInput, required: true }) },
    resolve: (_root, args, ctx) => updateCompanySettings(tenantScope(ctx), args.input),
  }),
);
