/**
 * What a notification is about. The web app words each kind from its payload (locales/<lang>/notifications.json);
 * a kind it does not know is shown with a general text, so adding one here never breaks the page.
 */
export const notificationKinds = [
  /** You were put on a visit by someone else. Payload: visitId, caseNumber, customerName, by. */
  'visit_assigned',
  /** A visit you created was changed (or moved) by someone else. Payload: visitId, caseNumber, customerName, by. */
  'visit_changed',
  /** A visit's report was completed by someone else. Payload: visitId, caseNumber, customerName, by. */
  'report_completed',
  /** A booking came in (administrators). Payload: bookingId, name. */
  'booking_received',
  /** A message you may read was posted on a thread (docs/decisions/0035-messages.md). Payload: messageId, visitId,
   * customerId, caseNumber, customerName, by, visibility. */
  'message_received',
  /** A reminder mail could not be sent, all attempts used (administrators). Payload: to, subject, emailType. */
  'reminder_failed',
  /** An e-conomic sync gave up (administrators). Payload: invoiceId, message. */
  'economic_failed',
  /** Earlier kinds the demo seeds. */
  'visit_declined',
  'service_due',
] as const;

export type NotificationKind = (typeof notificationKinds)[number];
