// The events feature's public entry: what other features may use.
export { eventsKey } from './events-api.ts';
