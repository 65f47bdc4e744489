/**
 * The events module's public entry: the company's activity feed. Producers call `recordEvent` in their own
 * transaction; the audit writer calls `recordAuditEvent` for the entries the feed shares with the audit log.
 */
export { eventKinds, type EventKind } from './event-kinds.ts';
export { recordEvent, type EventInput } from './record-event.ts';
export { isFeedAudit, recordAuditEvent } from './audit-events.ts';
export type { EventRecord } from './event-record.ts';
export { listEvents, type EventPage } from './list-events.ts';
export { markEventsSeen } from './mark-events-seen.ts';
