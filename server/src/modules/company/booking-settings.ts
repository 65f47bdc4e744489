import type { CompanySettingsInput } from '@servio/domain';
import type { companies } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';

const emptyToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
const orUndefined = <T>(value: T | null | undefined) => value ?? undefined;

/** The booking columns an update writes (issue #19): only what is sent; empty texts clear. */
export function bookingSettingsChanges(data: CompanySettingsInput): Partial<typeof companies.$inferInsert> {
  const texts = data.bookingTexts
    ? Object.fromEntries(
        (['da', 'en'] as const).map((language) => [
          language,
          Object.fromEntries(Object.entries(data.bookingTexts?.[language] ?? {}).filter(([, text]) => Boolean(text))),
        ]),
      )
    : undefined;
  return {
    bookingSlug: emptyToNull(data.bookingSlug),
    bookingZipRanges: data.bookingZipRanges === undefined ? undefined : data.bookingZipRanges?.trim() || null,
    bookingWaitlist: orUndefined(data.bookingWaitlist),
    bookingTermsUrl: emptyToNull(data.bookingTermsUrl),
    bookingTexts: texts,
    bookingHours: data.bookingHours
      ? [...data.bookingHours].sort((a, b) => a.weekday - b.weekday || a.start - b.start)
      : undefined,
    bookingTravelMinutes: orUndefined(data.bookingTravelMinutes),
    bookingStepMinutes: orUndefined(data.bookingStepMinutes),
    bookingLeadHours: orUndefined(data.bookingLeadHours),
    bookingHorizonDays: orUndefined(data.bookingHorizonDays),
    bookingHoldMinutes: orUndefined(data.bookingHoldMinutes),
  };
}

/**
 * A save that hit companies_booking_slug_unique or companies_campaign_host_unique (another company has it): the
 * field's error, never a 500. The request's transaction rolls back with it.
 */
export function asBookingAddressTaken(error: unknown): never {
  const e = error as { code?: string; constraint?: string; message?: string; cause?: typeof e };
  const inner = e.code === '23505' ? e : e.cause?.code === '23505' ? e.cause : null;
  if (inner) {
    const named = `${inner.constraint ?? ''} ${inner.message ?? ''}`;
    if (named.includes('companies_booking_slug_unique')) throw badInput('input.bookingSlug', 'booking.slugTaken');
    if (named.includes('companies_campaign_host_unique')) throw badInput('input.campaignHost', 'booking.hostTaken');
  }
  throw error;
}
