import { eq } from 'drizzle-orm';
import type { CompanyScope } from '../../core/scope.ts';
import { invoices } from '../../db/tables/index.ts';
import { pdfFormats } from '../../pdf/pdf-formats.ts';
import { enqueueMail } from '../mail/index.ts';
import { invoicePdfTexts } from './invoice-pdf-texts.ts';
import type { LoadedInvoicePdf } from './load-invoice-pdf-input.ts';

/**
 * Queues the mail that carries an issued invoice's PDF (email log type `invoice`), in the customer's language, and
 * marks the invoice sent to that address. Returns the mail's log id.
 */
export async function enqueueInvoiceMail(
  scope: CompanyScope,
  loaded: LoadedInvoicePdf,
  mail: { to: string; pdfFileId: string },
): Promise<string> {
  const { language, company } = loaded.input;
  const { invoice } = loaded;
  const texts = invoicePdfTexts[language];
  const format = pdfFormats(language);
  const id = await enqueueMail(scope, {
    emailType: 'invoice',
    to: mail.to,
    subject: texts.mailSubject(invoice.kind, invoice.number!, company.name),
    text: texts.mailText(invoice.kind, {
      number: invoice.number!,
      total: format.money(invoice.total),
      dueDate: invoice.dueDate ? format.date(invoice.dueDate) : null,
      companyName: company.name,
    }),
    language,
    customerId: invoice.customerId,
    attachmentFileIds: [mail.pdfFileId],
  });
  await scope.db.update(invoices).set({ sentAt: new Date(), sentTo: mail.to }).where(eq(invoices.id, invoice.id));
  return id;
}
