import type { Db } from '../../db/client.ts';
import type { EventKind } from './event-kinds.ts';
import { recordEvent } from './record-event.ts';

/**
 * Audit entries that are also news for the feed. The event is written from the audit entry, in the same
 * transaction, and points at it (`auditId`): the feed and the audit log tell the same thing from the same record.
 */
const feedKindOfAudit: Record<string, EventKind> = {
  'invoice.issued': 'invoice_issued',
  'invoice.reminded': 'payment_reminders_sent',
  'customer.imported': 'customers_imported',
  'serviceReminder.sent': 'service_reminders_sent',
};

/** Whether the feed shows this audit action. */
export const isFeedAudit = (action: string): boolean => Object.hasOwn(feedKindOfAudit, action);

export interface AuditedEntry {
  id: number;
  action: string;
  companyId: string;
  actorEmail: string | null;
  details?: Record<string, unknown>;
}

/** Called by the audit writer for every entry; adds the feed's event when the action is one the feed shows. */
export async function recordAuditEvent(db: Db, entry: AuditedEntry): Promise<void> {
  const kind = feedKindOfAudit[entry.action];
  if (!kind) return;
  await recordEvent(
    { db, companyId: entry.companyId },
    { kind, payload: { ...entry.details, auditId: entry.id, by: entry.actorEmail } },
  );
}
