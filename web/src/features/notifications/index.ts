// The notifications feature's public entry: what other features may use.
export { notificationsKey } from './notifications-api.ts';
