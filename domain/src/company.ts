import { z } from 'zod';
import { featureFlags, type FeatureFlag } from './company-flags.ts';
import { addressSchema } from './address.ts';
import { bookingLimits, weeklyHoursSchema } from './booking-hours.ts';
import { parseZipRanges } from './booking-zip.ts';
import { optionalText } from './fields.ts';
import { isValidCvr } from './identifiers.ts';
import { reminderLimits } from './payment-reminder.ts';

export { featureFlags, renamedLabels, type FeatureFlag, type FeatureFlags } from './company-flags.ts';

/** CVR: eight digits passing the modulus-11 check. */
export const cvrSchema = z.string().trim().refine(isValidCvr, 'cvr_invalid');

const hostnameSchema = z
  .string()
  .trim()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i, 'host_invalid');

/** A Danish bank account as invoices print it: spaces (as people type them) are dropped, then only digits. */
const digits = (min: number, max: number, reason: string) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.union([z.string().regex(new RegExp(`^\\d{${min},${max}}$`), reason), z.literal('')]));

/** The booking page's own words in one language (issue #19); empty: the product's. */
const bookingTextsOfLanguage = z
  .object({
    intro: optionalText(2000),
    confirmation: optionalText(2000),
    declined: optionalText(2000),
    waitlist: optionalText(2000),
  })
  .strict();

/** The booking settings (issue #19, docs/decisions/0034-bookings.md); each optional, as every setting. */
export const bookingSettingsFields = {
  /** Names the company on /book?company=<slug>: lower-case letters, digits and hyphens. */
  bookingSlug: z
    .union([
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?$/, 'booking.slugInvalid'),
      z.literal(''),
    ])
    .nullish(),
  /** Postcodes and ranges ("2000-2999, 4000"); empty: everywhere. */
  bookingZipRanges: z
    .string()
    .max(2000, 'tooLong')
    .refine((text) => parseZipRanges(text).ok, 'booking.zipRangesInvalid')
    .nullish(),
  bookingWaitlist: z.boolean().nullish(),
  bookingTermsUrl: z
    .union([z.string().trim().url('booking.termsUrlInvalid').max(500, 'tooLong'), z.literal('')])
    .nullish(),
  bookingTexts: z
    .object({ da: bookingTextsOfLanguage.optional(), en: bookingTextsOfLanguage.optional() })
    .strict()
    .nullish(),
  bookingHours: weeklyHoursSchema.nullish(),
  bookingTravelMinutes: z
    .number()
    .int()
    .min(0, 'booking.limitInvalid')
    .max(bookingLimits.maxTravelMinutes, 'booking.limitInvalid')
    .nullish(),
  bookingStepMinutes: z
    .number()
    .int()
    .refine((n) => (bookingLimits.stepMinutes as readonly number[]).includes(n), 'booking.limitInvalid')
    .nullish(),
  bookingLeadHours: z
    .number()
    .int()
    .min(0, 'booking.limitInvalid')
    .max(bookingLimits.maxLeadHours, 'booking.limitInvalid')
    .nullish(),
  bookingHorizonDays: z
    .number()
    .int()
    .min(1, 'booking.limitInvalid')
    .max(bookingLimits.maxHorizonDays, 'booking.limitInvalid')
    .nullish(),
  bookingHoldMinutes: z
    .number()
    .int()
    .min(bookingLimits.minHoldMinutes, 'booking.limitInvalid')
    .max(bookingLimits.maxHoldMinutes, 'booking.limitInvalid')
    .nullish(),
};

/** Company settings as an administrator edits them; only what is sent changes. */
export const companySettingsInputSchema = z.object({
  version: z.number().int().min(1),
  name: z.string().trim().min(1, 'required').max(200).optional(),
  cvr: z.union([cvrSchema, z.literal('')]).nullish(),
  address: addressSchema.nullish(),
  paymentDelayDays: z.number().int().min(0).max(365).nullish(),
  /** Where customers pay (issue #17): registration number (4 digits) and account number (up to 10 digits). */
  bankRegNo: digits(4, 4, 'bank_reg_no_invalid').nullish(),
  bankAccountNo: digits(1, 10, 'bank_account_no_invalid').nullish(),
  /** Payment reminders (renteloven § 9 b, § 5): the fee in øre (at most 100 kr.), interest on or off, its base. */
  reminderFee: z.number().int().min(0).max(reminderLimits.maxFeeOre, 'reminder_fee_too_high').nullish(),
  reminderInterest: z.boolean().nullish(),
  /** Nationalbanken's reference rate in basis points (175: 1,75 %); interest is this plus 8 percentage points. */
  referenceRateBp: z.number().int().min(-1000).max(2000).nullish(),
  materielServiceIntervalMonths: z.number().int().min(1).max(120).nullish(),
  /** The largest file a person of the company may upload, in MB (the server's ceiling is 25). */
  maxUploadMb: z.number().int().min(1).max(25).nullish(),
  materielDaysBeforeServiceForReminder: z.number().int().min(0).max(365).nullish(),
  /** Service reminders (issue #18): sent by themselves, or kept for the office to bulk-send. */
  serviceReminderMode: z.enum(['automatic', 'manual']).nullish(),
  createServiceVisits: z.boolean().nullish(),
  /** The reminder mail's own subject and text; empty: the product's text in the customer's language. */
  serviceReminderSubject: optionalText(200),
  serviceReminderBody: optionalText(4000),
  /** Rentals closer than this many hours to another of the unit are an almost conflict (at most 30 days). */
  rentalBufferHours: z.number().int().min(0).max(720).nullish(),
  campaignHost: z.union([hostnameSchema, z.literal('')]).nullish(),
  renamedCategory: optionalText(60),
  renamedModel: optionalText(60),
  renamedSupplier: optionalText(60),
  renamedColumn1: optionalText(60),
  renamedColumn2: optionalText(60),
  renamedColumn3: optionalText(60),
  /** Mail (issue #16): the sender's name and address, whether its domain is set up to send (SPF/DKIM), tracking. */
  senderName: optionalText(100),
  senderEmail: z.union([z.string().trim().email('email_invalid').max(254, 'email_invalid'), z.literal('')]).nullish(),
  senderDomainVerified: z.boolean().nullish(),
  mailTracking: z.boolean().nullish(),
  /** Reports: the PDF goes to the customer (sendReportToMe) by itself as the report is completed. */
  autoSendReport: z.boolean().nullish(),
  ...bookingSettingsFields,
  /** The planning board's travel estimate between visits, km/h (straight line × 1.3 at this speed). */
  travelSpeedKmh: z.number().int().min(5).max(130).nullish(),
  features: z
    .object(
      Object.fromEntries(featureFlags.map((f) => [f, z.boolean().optional()])) as Record<
        FeatureFlag,
        z.ZodOptional<z.ZodBoolean>
      >,
    )
    .strict()
    .nullish(),
});
export type CompanySettingsInput = z.infer<typeof companySettingsInputSchema>;
