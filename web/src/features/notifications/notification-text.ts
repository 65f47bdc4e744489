import type { Notification } from './notifications-api.ts';

/** The kinds the catalog words (locales/<lang>/notifications.json `kinds.*`); anything else reads `kinds.other`. */
const known = new Set([
  'visit_assigned',
  'visit_changed',
  'report_completed',
  'booking_received',
  'reminder_failed',
  'economic_failed',
  'visit_declined',
  'service_due',
]);

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The catalog key and its values for a notification; the payload is the server's, so every value is checked. */
export function notificationText(n: Notification): { key: string; values: Record<string, string | number> } {
  const payload = (n.payload ?? {}) as Record<string, unknown>;
  return {
    key: `notifications.kinds.${known.has(n.kind) ? n.kind : 'other'}`,
    values: {
      caseNumber: text(payload.caseNumber),
      customer: text(payload.customerName) || text(payload.name),
      name: text(payload.name),
      by: text(payload.by),
      to: text(payload.to),
      count: typeof payload.count === 'number' ? payload.count : 0,
    },
  };
}

/** The visit a notification is about, when it names one. */
export function notificationVisitId(n: Notification): string | null {
  const visitId = (n.payload as Record<string, unknown> | null)?.visitId;
  return typeof visitId === 'string' ? visitId : null;
}
