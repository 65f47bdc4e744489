import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { visitInvoiceStateInputSchema, type VisitInvoiceAction } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { badInput } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { visits } from '../../db/tables/index.ts';

/** What each action writes; `coalesce` keeps the first day a visit was marked. */
const changes: Record<VisitInvoiceAction, Partial<Record<'invoicedAt' | 'paidAt', SQL | null>>> = {
  invoiced: { invoicedAt: sql`coalesce(${visits.invoicedAt}, now())` },
  invoicedAndPaid: {
    invoicedAt: sql`coalesce(${visits.invoicedAt}, now())`,
    paidAt: sql`coalesce(${visits.paidAt}, now())`,
  },
  paid: { paidAt: sql`coalesce(${visits.paidAt}, now())` },
  unpaid: { paidAt: null },
  uninvoiced: { invoicedAt: null, paidAt: null },
};

/**
 * The spec's invoice actions on visits (section 4) for work invoiced outside Servio (another system, by hand): the
 * visits are marked invoiced (they leave "Klar til fakturering", their lines lock, they cannot be deleted), paid,
 * unpaid or uninvoiced again, all or none, audit-logged. A visit on one of Servio's invoices follows its invoice
 * (issue, credit note) and is refused here (invoice.visitOnInvoice); only an invoiced visit is marked paid
 * (invoice.visitNotInvoiced). Returns the visits' ids.
 */
export async function setVisitsInvoiced(scope: TenantScope, input: unknown): Promise<string[]> {
  const data = parseInput(visitInvoiceStateInputSchema, input, 'input');
  const ids = [...data.visitIds].sort();
  // In id order, as the invoicing of visits locks them: the two never deadlock.
  const rows = await scope.db
    .select({
      id: visits.id,
      caseNumber: visits.caseNumber,
      invoiceId: visits.invoiceId,
      invoicedAt: visits.invoicedAt,
    })
    .from(visits)
    .where(inArray(visits.id, ids))
    .orderBy(asc(visits.id))
    .for('update');
  if (rows.length !== ids.length) throw badInput('input.visitIds', 'invoice.visitNotFound');
  const onInvoice = rows.find((row) => row.invoiceId !== null);
  if (onInvoice) throw badInput('input.visitIds', 'invoice.visitOnInvoice', { caseNumber: onInvoice.caseNumber });
  const notInvoiced = rows.find((row) => row.invoicedAt === null);
  if (data.action === 'paid' && notInvoiced)
    throw badInput('input.visitIds', 'invoice.visitNotInvoiced', { caseNumber: notInvoiced.caseNumber });

  await scope.db
    .update(visits)
    .set({ ...changes[data.action], version: sql`${visits.version} + 1`, updatedAt: new Date() })
    .where(inArray(visits.id, ids));
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'visit.invoiceState',
    details: { action: data.action, count: ids.length, caseNumbers: rows.map((row) => row.caseNumber) },
  });
  return ids;
}
