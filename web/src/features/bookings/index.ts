// The bookings feature's public entry: what other features may use. The page itself is imported by its route only.
export { bookingsKey } from './bookings-key.ts';
