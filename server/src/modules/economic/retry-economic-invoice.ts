import { DomainError } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { enqueueEconomicInvoice, loadInvoice, type InvoiceRecord } from '../invoices/index.ts';
import { economicNotConnected, requireEconomicEnabled } from './economic-connection.ts';

/** "Prøv igen" on an invoice whose push failed: queued again (it finds what an earlier attempt left in e-conomic). */
export async function retryEconomicInvoice(scope: TenantScope, id: string): Promise<InvoiceRecord> {
  // Another company's invoice is NOT_FOUND before anything else is said.
  const invoice = await loadInvoice(scope, id, true);
  await requireEconomicEnabled(scope);
  if (invoice.economicState !== 'failed')
    throw new DomainError('CONFLICT', 'Only a failed push is retried', { reason: 'economic.notFailed' });
  if (!(await enqueueEconomicInvoice(scope, invoice.id))) throw economicNotConnected();
  return loadInvoice(scope, invoice.id);
}
