import type { Db } from '../db/client.ts';
import { auditLog } from '../db/tables/index.ts';
import { isFeedAudit, recordAuditEvent } from '../modules/events/index.ts';

export type AuditAction =
  | 'signin.success'
  | 'signin.failure'
  | 'signin.rate_limited'
  | 'signout'
  | 'password.changed'
  | 'password.reset_started'
  | 'password.reset'
  | 'superadmin.switch'
  | 'superadmin.exit'
  | 'company.settings_updated'
  | 'customer.deleted'
  | 'customer.imported'
  | 'employee.created'
  | 'employee.role_changed'
  | 'employee.permissions_changed'
  | 'employee.deactivated'
  | 'employee.reactivated'
  | 'employee.deleted'
  | 'department.deleted'
  | 'customTag.deleted'
  | 'invitation.created'
  | 'invitation.accepted'
  | 'visit.deleted'
  | 'time.week_approved'
  | 'time.week_reopened'
  | 'time.wages_overwritten'
  | 'priceList.imported'
  | 'stock.counted'
  | 'stock.corrected'
  | 'item.deleted'
  | 'itemGroup.deleted'
  | 'file.deleted'
  | 'mail.resent'
  | 'invoice.created'
  | 'invoice.issued'
  | 'invoice.credited'
  | 'invoice.paid'
  | 'invoice.unpaid'
  | 'invoice.sent'
  | 'invoice.reminded'
  | 'invoice.edited'
  | 'visit.invoiceState'
  | 'equipmentCategory.deleted'
  | 'equipmentProduct.deleted'
  | 'material.deleted'
  | 'rental.deleted'
  | 'serviceReminder.sent';

export interface AuditEntry {
  action: AuditAction;
  companyId: string | null;
  actorUserId: string | null;
  actorEmail: string | null;
  ip: string | null;
  details?: Record<string, unknown>;
}

/** Appends to the audit log. Never pass a password, token or cookie in `details`. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  const values = { ...entry, details: entry.details ?? {} };
  if (!entry.companyId || !isFeedAudit(entry.action)) {
    await db.insert(auditLog).values(values);
    return;
  }
  // The entries the activity feed shares (an invoice issued, reminders sent) become its events from this record.
  const [row] = await db.insert(auditLog).values(values).returning({ id: auditLog.id });
  await recordAuditEvent(db, { ...entry, companyId: entry.companyId, id: row!.id });
}
