export const bookingStatuses = ['open', 'accepted', 'declined'] as const;
export type BookingStatusFilter = (typeof bookingStatuses)[number];
export const bookingKinds = ['booking', 'callback', 'inquiry'] as const;
export type BookingKindFilter = (typeof bookingKinds)[number];

const oneOf = <V extends string>(values: readonly V[], v: string | undefined): V | undefined =>
  values.includes(v as V) ? (v as V) : undefined;

/** The URL's status (open when unknown or left out) and kind (none when unknown). */
export const statusOf = (v: string | undefined): BookingStatusFilter => oneOf(bookingStatuses, v) ?? 'open';
export const kindOf = (v: string | undefined): BookingKindFilter | undefined => oneOf(bookingKinds, v);
