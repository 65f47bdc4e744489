/**
 * What happened in the company (the activity feed). The web app words each kind from its payload
 * (locales/<lang>/events.json) and shows a general text for a kind it does not know.
 */
export const eventKinds = [
  /** Payload: visitId, caseNumber, customerName, by. */
  'visit_created',
  /** The visit's report was completed (the visit is completed). Payload: visitId, caseNumber, customerName, by. */
  'visit_completed',
  /** An invoice was issued: its visits are invoiced. From the audit entry `invoice.issued` (audit-events.ts). */
  'invoice_issued',
  /** Payload: customerId, name, by. */
  'customer_created',
  /** From the audit entry `customer.imported`. */
  'customers_imported',
  /** Payment reminders were sent. From the audit entry `invoice.reminded`. */
  'payment_reminders_sent',
  /** Service reminders were sent, by hand or by the nightly run. From the audit entry `serviceReminder.sent`. */
  'service_reminders_sent',
  /** A service reminder to one customer (the demo's earlier events). Payload: name. */
  'reminder_sent',
  /** Earlier kinds the demo seeds. */
  'visit_accepted',
] as const;

export type EventKind = (typeof eventKinds)[number];
