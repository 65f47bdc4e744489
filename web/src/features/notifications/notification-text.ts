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
  'message_received',
]);

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The catalog key and its values for a notification; the payload is the server's, so every value is checked. */
export function notificationText(n: Notification): { key: string; values: Record<string, string | number> } {
  const payload = (n.payload ?? {}) as Record<string, unknown>;
  return {
    key: `notifications.kinds.${known.has(n.kind) ? kindKey(n.kind, payload) : 'other'}`,
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

/**
 * A message (message_received) reads by where it was written (a visit, or the customer's own thread) and whether it
 * is private to the reader (visibility EMPLOYEE).
 */
function kindKey(kind: string, payload: Record<string, unknown>): string {
  if (kind !== 'message_received') return kind;
  const onVisit = typeof payload.visitId === 'string';
  const privately = payload.visibility === 'EMPLOYEE';
  return `${privately ? 'messagePrivate' : 'message'}${onVisit ? 'OnVisit' : 'OnCustomer'}`;
}

/** The visit a notification is about, when it names one. */
export function notificationVisitId(n: Notification): string | null {
  const visitId = (n.payload as Record<string, unknown> | null)?.visitId;
  return typeof visitId === 'string' ? visitId : null;
}

/** The customer a message in a customer's own thread (no visit) is about. */
export function notificationCustomerId(n: Notification): string | null {
  if (n.kind !== 'message_received' || notificationVisitId(n)) return null;
  const customerId = (n.payload as Record<string, unknown> | null)?.customerId;
  return typeof customerId === 'string' ? customerId : null;
}
