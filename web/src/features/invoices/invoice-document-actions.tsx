import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileCode, FileText, Mail } from 'lucide-react';
import { Button, buttonClasses } from '../../components/button.tsx';
import { apiUrl } from '../../lib/api.ts';
import { reasonMessage } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { SendPdfDialog } from '../../shared/send-pdf-dialog.tsx';
import { downloadInvoiceOioubl, OioublRefusal } from './invoice-oioubl-download.ts';
import { invoiceTitle } from './invoice-text.ts';
import { invalidateInvoiceData, invoicePdfPath, sendInvoice, type InvoiceDetail } from './invoices-api.ts';

/**
 * The invoice as a document: "Vis PDF" (a draft's as it would be; an issued one's as issued); once issued, for an EAN
 * invoice "Hent OIOUBL (XML)", the e-invoice to hand to e-conomic (decisions/0030); and "Send faktura" / "Send
 * kreditnota": the PDF by mail to the customer's email or another address.
 */
export function InvoiceDocumentActions({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [fetchingXml, setFetchingXml] = useState(false);
  const title = invoiceTitle(t, invoice);
  const downloadXml = async () => {
    setFetchingXml(true);
    try {
      await downloadInvoiceOioubl(invoice);
    } catch (error) {
      toast.error(
        error instanceof OioublRefusal ? reasonMessage(t, error.reason) : t('invoices.document.oioublFailed'),
      );
    } finally {
      setFetchingXml(false);
    }
  };
  return (
    <>
      <a
        href={apiUrl(invoicePdfPath(invoice))}
        target="_blank"
        rel="noopener"
        className={buttonClasses('secondary', 'md')}
      >
        <FileText className="size-4" aria-hidden="true" />
        {t('invoices.document.showPdf')}
      </a>
      {invoice.eanInvoice && invoice.state !== 'draft' && (
        <Button variant="secondary" onClick={() => void downloadXml()} disabled={fetchingXml}>
          <FileCode className="size-4" aria-hidden="true" />
          {t('invoices.document.oioubl')}
        </Button>
      )}
      {invoice.state !== 'draft' && (
        <Button variant="secondary" onClick={() => setSending(true)}>
          <Mail className="size-4" aria-hidden="true" />
          {t(invoice.kind === 'creditNote' ? 'invoices.document.sendCreditNote' : 'invoices.document.send')}
        </Button>
      )}
      {sending && (
        <SendPdfDialog
          texts={{
            title: t('invoices.document.title', { title }),
            intro: t('invoices.document.intro'),
            to: t('invoices.document.to'),
            preview: t('invoices.document.preview'),
            submit: t('invoices.document.submit'),
            cancel: t('invoices.document.cancel'),
          }}
          initialTo={invoice.customerEmail}
          pdfPath={invoicePdfPath(invoice)}
          send={(to, key) => sendInvoice(invoice.id, to, key)}
          onSent={(_sent, to) => {
            toast.success(t('invoices.document.sent', { title, to }));
            void invalidateInvoiceData(queryClient);
            void queryClient.invalidateQueries({ queryKey: ['mailLog'] });
          }}
          onClose={() => setSending(false)}
        />
      )}
    </>
  );
}
