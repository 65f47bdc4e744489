import { formatPeriod } from '../../lib/format/index.ts';
import type { Booking } from './bookings-api.ts';

/** The wished (or accepted) time as the inbox shows it, or `none`. */
export const wishedTime = (b: Pick<Booking, 'startsAt' | 'endsAt'>, none: string) =>
  b.startsAt ? formatPeriod(b.startsAt, b.endsAt, none) : none;
