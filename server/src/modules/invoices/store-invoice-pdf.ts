import { eq } from 'drizzle-orm';
import type { CompanyScope } from '../../core/scope.ts';
import { invoices } from '../../db/tables/index.ts';
import { storeFile, type FileWrites } from '../files/index.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoicePdfTexts } from './invoice-pdf-texts.ts';
import type { LoadedInvoicePdf } from './load-invoice-pdf-input.ts';

/**
 * Renders an issued invoice's PDF and stores it, in the scope's transaction: a file of the customer with purpose
 * invoicePdf (not in the customer's documents tab; readable by those who may invoice), named `Faktura-<number>.pdf`
 * in the customer's language, and the invoice's pdf_file_id. The issued invoice does not change, so neither does
 * its PDF: it is made once. Nothing stays if the transaction rolls back (the bytes: the caller's `writes`, or the
 * files sweep). Returns the file's id.
 */
export async function storeInvoicePdf(
  scope: CompanyScope,
  loaded: LoadedInvoicePdf,
  writes?: FileWrites,
): Promise<string> {
  const { invoice } = loaded;
  const bytes = await renderInvoicePdf(loaded.input);
  const file = await storeFile(
    scope,
    {
      bytes,
      name: invoicePdfTexts[loaded.input.language].fileName(invoice.kind, invoice.number),
      purpose: 'invoicePdf',
      customerId: invoice.customerId,
      expect: 'document',
    },
    writes,
  );
  await scope.db.update(invoices).set({ pdfFileId: file.id }).where(eq(invoices.id, invoice.id));
  return file.id;
}
