import { and, eq, sql } from 'drizzle-orm';
import { companySettingsInputSchema, featureFlags } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { companies, type CompanyRow } from '../../db/tables/index.ts';
import { conflict } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { refreshNextService } from '../materials/index.ts';
import { enqueueBookingAreaChanged } from './booking-area-changed.ts';
import { asBookingAddressTaken, bookingSettingsChanges } from './booking-settings.ts';

const emptyToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/** Input: `companySettingsInputSchema` (domain); only what is sent changes. CONFLICT when its `version` is stale. */
export async function updateCompanySettings(scope: TenantScope, input: unknown): Promise<CompanyRow> {
  const data = parseInput(companySettingsInputSchema, input, 'input');
  const changes: Partial<typeof companies.$inferInsert> = {
    name: data.name,
    cvr: emptyToNull(data.cvr),
    streetAddress: emptyToNull(data.address?.streetAddress),
    city: emptyToNull(data.address?.city),
    zipcode: emptyToNull(data.address?.zipcode),
    latitude: data.address?.latitude,
    longitude: data.address?.longitude,
    paymentDelayDays: data.paymentDelayDays ?? undefined,
    bankRegNo: emptyToNull(data.bankRegNo),
    bankAccountNo: emptyToNull(data.bankAccountNo),
    reminderFee: data.reminderFee ?? undefined,
    reminderInterest: data.reminderInterest ?? undefined,
    referenceRateBp: data.referenceRateBp ?? undefined,
    materielServiceIntervalMonths: data.materielServiceIntervalMonths ?? undefined,
    maxUploadMb: data.maxUploadMb ?? undefined,
    materielDaysBeforeServiceForReminder: data.materielDaysBeforeServiceForReminder ?? undefined,
    serviceReminderMode: data.serviceReminderMode ?? undefined,
    createServiceVisits: data.createServiceVisits ?? undefined,
    serviceReminderSubject: emptyToNull(data.serviceReminderSubject),
    serviceReminderBody: emptyToNull(data.serviceReminderBody),
    rentalBufferHours: data.rentalBufferHours ?? undefined,
    campaignHost: emptyToNull(data.campaignHost?.toLowerCase()),
    renamedCategory: emptyToNull(data.renamedCategory),
    renamedModel: emptyToNull(data.renamedModel),
    renamedSupplier: emptyToNull(data.renamedSupplier),
    renamedColumn1: emptyToNull(data.renamedColumn1),
    renamedColumn2: emptyToNull(data.renamedColumn2),
    renamedColumn3: emptyToNull(data.renamedColumn3),
    senderName: emptyToNull(data.senderName),
    senderEmail: emptyToNull(data.senderEmail?.toLowerCase()),
    senderDomainVerified: data.senderDomainVerified ?? undefined,
    mailTracking: data.mailTracking ?? undefined,
    autoSendReport: data.autoSendReport ?? undefined,
    travelSpeedKmh: data.travelSpeedKmh ?? undefined,
    ...bookingSettingsChanges(data),
  };
  for (const flag of featureFlags) {
    const value = data.features?.[flag];
    if (value !== undefined) changes[flag] = value;
  }
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const [before] = await scope.db
    .select({
      active: companies.materielServiceActive,
      months: companies.materielServiceIntervalMonths,
      zipRanges: companies.bookingZipRanges,
    })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const [row] = await scope.db
    .update(companies)
    .set({ ...defined, version: sql`${companies.version} + 1`, updatedAt: new Date() })
    .where(and(eq(companies.id, scope.companyId), eq(companies.version, data.version)))
    .returning()
    .catch(asBookingAddressTaken);
  if (!row) throw conflict();
  // Units that follow the company's service defaults get their stored next service date again (materials module).
  if (before && (before.active !== row.materielServiceActive || before.months !== row.materielServiceIntervalMonths))
    await refreshNextService(scope);
  // Waitlisted visitors whose postcode is now served are told so (booking site's job).
  if (before) await enqueueBookingAreaChanged(scope, before.zipRanges, row.bookingZipRanges);
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'company.settings_updated',
    details: { fields: Object.keys(defined) },
  });
  return row;
}
