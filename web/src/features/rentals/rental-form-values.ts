import { dateString, localParts, localToInstant, parseDate } from '@servio/domain/local-dates';
import { rentalInputSchema } from '@servio/domain/rental';
import { formatKroner, parseKroner } from '../../lib/format/index.ts';
import type { Rental, RentalInput } from './rentals-api.ts';

/** The rental form as typed: local dates (YYYY-MM-DD) and times (HH:mm) in Danish time, the price as written. */
export interface RentalFormValues {
  materialId: string;
  customerId: string | null;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  price: string;
  note: string;
}

export type RentalField = 'materialId' | 'customerId' | 'startsAt' | 'endsAt' | 'price' | 'note';
/** Each field's message key (reasons), as the domain schema or the server named it. */
export type RentalErrors = Partial<Record<RentalField, string>>;

const localDate = (instant: Date) => dateString(localParts(instant).days);
const localTime = (instant: Date) => {
  const minutes = localParts(instant).minutes;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** The form of a saved rental, or a new one on `materialId` from tomorrow 08:00 for a week. */
export function rentalFormValues(rental: Rental | null, materialId: string | null, now = new Date()): RentalFormValues {
  if (rental) {
    const start = new Date(rental.startsAt);
    const end = new Date(rental.endsAt);
    return {
      materialId: rental.material.id,
      customerId: rental.customer?.id ?? null,
      startDate: localDate(start),
      startTime: localTime(start),
      endDate: localDate(end),
      endTime: localTime(end),
      price: formatKroner(rental.price),
      note: rental.note ?? '',
    };
  }
  const tomorrow = localParts(now).days + 1;
  return {
    materialId: materialId ?? '',
    customerId: null,
    startDate: dateString(tomorrow),
    startTime: '08:00',
    endDate: dateString(tomorrow + 7),
    endTime: '08:00',
    price: '',
    note: '',
  };
}

/** A local date and time as the instant they name in Danish time; null while either is missing or unfinished. */
export function instantOf(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return localToInstant(parseDate(date), hours * 60 + minutes);
}

/** The period the form names, when both ends are complete (it may still end before it starts). */
export function formPeriod(values: RentalFormValues): { start: Date; end: Date } | null {
  const start = instantOf(values.startDate, values.startTime);
  const end = instantOf(values.endDate, values.endTime);
  return start && end ? { start, end } : null;
}

/** The input the server takes, checked with the domain's schema first; or the fields' message keys. */
export function rentalInputOf(values: RentalFormValues): { input: RentalInput } | { errors: RentalErrors } {
  const errors: RentalErrors = {};
  const start = instantOf(values.startDate, values.startTime);
  const end = instantOf(values.endDate, values.endTime);
  if (!start) errors.startsAt = 'rental.timeInvalid';
  if (!end) errors.endsAt = 'rental.timeInvalid';
  const price = parseKroner(values.price);
  if (price === 'invalid' || price === null) errors.price = 'rental.priceInvalid';
  if (!values.materialId) errors.materialId = 'rental.materialNotFound';
  if (Object.keys(errors).length > 0) return { errors };
  const raw = {
    materialId: values.materialId,
    customerId: values.customerId,
    startsAt: start!.toISOString(),
    endsAt: end!.toISOString(),
    price: price as number,
    note: values.note,
  };
  const parsed = rentalInputSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as RentalField;
      errors[field] ??= issue.message;
    }
    return { errors };
  }
  return { input: raw };
}
