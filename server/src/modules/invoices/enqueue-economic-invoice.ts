import { and, eq, isNotNull } from 'drizzle-orm';
import type { CompanyScope } from '../../core/scope.ts';
import { enqueue } from '../../jobs/queue.ts';
import { companies, economicConnections, invoices } from '../../db/tables/index.ts';

/**
 * The outbox kind that pushes an issued invoice to e-conomic (modules/economic runs it; docs/decisions/0031). Here,
 * not there: issuing queues it, and the economic module already imports this one.
 */
export const economicInvoiceJobKind = 'economic_invoice';

/**
 * Queues the push of an issued invoice (or credit note) in the transaction that issued it, when the company uses
 * e-conomic (headlessApiEconomicActive) and has an agreement connected; marks it pending, so the page says so at once.
 * Also the retry's way. Returns whether it queued.
 */
export async function enqueueEconomicInvoice(scope: CompanyScope, invoiceId: string): Promise<boolean> {
  const [connected] = await scope.db
    .select({ companyId: economicConnections.companyId })
    .from(economicConnections)
    .innerJoin(companies, eq(companies.id, economicConnections.companyId))
    .where(
      and(
        eq(economicConnections.companyId, scope.companyId),
        eq(companies.headlessApiEconomicActive, true),
        isNotNull(economicConnections.appSecretToken),
      ),
    );
  if (!connected) return false;
  await scope.db
    .update(invoices)
    .set({ economicState: 'pending', economicError: null })
    .where(eq(invoices.id, invoiceId));
  await enqueue(scope, { kind: economicInvoiceJobKind, payload: { invoiceId } });
  return true;
}
