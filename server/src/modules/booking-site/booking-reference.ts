import { randomBytes } from 'node:crypto';

/**
 * A booking's reference for the visitor and the office: the first eight hex digits of its id, upper case ("3F9A0C12").
 * Derived, never stored; the inbox shows the same. Short enough to read out on the phone.
 */
export const bookingReference = (bookingId: string) => bookingId.replaceAll('-', '').slice(0, 8).toUpperCase();

/** What a robot that filled the honeypot is told: looks like a reference, names nothing. */
export const fakeBookingReference = () => randomBytes(4).toString('hex').toUpperCase();
