import { and, eq, ne, sql } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { DomainError, notFound } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { invoices } from '../../db/tables/index.ts';
import { inCustomerFamily } from '../customers/index.ts';
import { readStoredFile } from '../files/index.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoicePdfTexts } from './invoice-pdf-texts.ts';
import { loadInvoicePdfInput } from './load-invoice-pdf-input.ts';

/**
 * The PDF of one of a customer's login's issued invoices or credit notes (its customer's or, with the hierarchy, a
 * location's): the stored one the customer was sent, or, while its job has not made it yet, rendered now as the
 * preview is. Anything else (a draft, another customer's, another company's, no invoice, not a customer's login):
 * NOT_FOUND alike.
 */
export async function myInvoicePdf(scope: TenantScope, invoiceId: string): Promise<{ bytes: Buffer; name: string }> {
  const customerId = scope.actor.role === 'customer' ? scope.actor.customerId : null;
  if (!customerId || !isUuid(invoiceId)) throw notFound();
  const [row] = await scope.db
    .select({ id: invoices.id, pdfFileId: invoices.pdfFileId })
    .from(invoices)
    .where(
      and(
        eq(invoices.id, invoiceId),
        ne(invoices.state, 'draft'),
        inCustomerFamily(customerId, {
          companyId: sql`${invoices.companyId}`,
          customerId: sql`${invoices.customerId}`,
        }),
      ),
    );
  if (!row) throw notFound();
  if (row.pdfFileId) {
    // Bytes gone missing: the PDF is made again below rather than refused.
    const stored = await readStoredFile(scope, row.pdfFileId).catch((error: unknown) => {
      if (error instanceof DomainError) return null;
      throw error;
    });
    if (stored) return { bytes: stored.bytes, name: stored.name };
  }
  const loaded = await loadInvoicePdfInput(scope, row.id);
  const name = invoicePdfTexts[loaded.input.language].fileName(loaded.invoice.kind, loaded.invoice.number);
  return { bytes: await renderInvoicePdf(loaded.input), name };
}
