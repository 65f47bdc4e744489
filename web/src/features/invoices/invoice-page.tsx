import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { zonedMidnight } from '@servio/domain/time';
import { CardSection } from '../../components/card.tsx';
import { Page } from '../../components/page.tsx';
import { RecordPageError, RecordPageLoading } from '../../components/record-page-states.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { formatDate, formatDateTime } from '../../lib/format/index.ts';
import { EconomicInvoiceStatus } from '../economic/index.ts';
import { InvoiceAccessGate } from './access-gate.tsx';
import { InvoiceActions } from './invoice-actions.tsx';
import { InvoiceDocumentActions } from './invoice-document-actions.tsx';
import { useInvoiceAccess } from './invoice-access.ts';
import { InvoiceBadges } from './invoice-badges.tsx';
import { InvoiceLinesCard } from './invoice-lines-card.tsx';
import { InvoiceReminders } from './invoice-reminders.tsx';
import { invoiceTitle } from './invoice-text.ts';
import { invoiceOptions, type InvoiceDetail } from './invoices-api.ts';

/**
 * /admin/invoices/$invoiceId: an invoice or a credit note as issued (number, customer, dates, reference, lines and
 * totals), with the actions its state allows. A credit note links to the invoice it credits.
 */
export function InvoicePage({ invoiceId, session }: { invoiceId: string; session: MeAndSettings }) {
  const { t } = useTranslation();
  const access = useInvoiceAccess(session);
  const invoice = useQuery({ ...invoiceOptions(invoiceId), enabled: access.allowed });

  return (
    <InvoiceAccessGate access={access} back={<BackLink />}>
      {invoice.isPending ? (
        <RecordPageLoading />
      ) : invoice.isError ? (
        <RecordPageError
          error={invoice.error}
          notFoundTitle={t('invoices.notFoundTitle')}
          notFoundBody={t('invoices.notFoundBody')}
          back={<BackLink />}
          onRetry={() => void invoice.refetch()}
        />
      ) : (
        <Page>
          <BackLink />
          <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 className="text-xl font-semibold tracking-tight">{invoiceTitle(t, invoice.data)}</h2>
              <div className="mt-1.5 flex flex-wrap items-center gap-1.5" data-testid="invoice-badges">
                <InvoiceBadges invoice={invoice.data} />
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <InvoiceActions invoice={invoice.data} />
              <InvoiceDocumentActions invoice={invoice.data} />
            </div>
          </div>
          <div className="space-y-5">
            {session.company?.headlessApiEconomicActive && <EconomicInvoiceStatus invoiceId={invoiceId} />}
            <InvoiceDetails invoice={invoice.data} />
            <InvoiceLinesCard invoice={invoice.data} />
            <InvoiceReminders invoice={invoice.data} />
          </div>
        </Page>
      )}
    </InvoiceAccessGate>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/admin/invoices"
      className="mb-4 inline-flex items-center gap-1.5 text-[13px] text-muted hover:text-foreground"
    >
      <ArrowLeft className="size-3.5" aria-hidden="true" />
      {t('invoices.backToList')}
    </Link>
  );
}

const day = (value: string | null) => (value ? formatDate(zonedMidnight(value)) : '');

function InvoiceDetails({ invoice: i }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  // The invoice a credit note corrects, for its number.
  const credited = useQuery({ ...invoiceOptions(i.creditedInvoiceId ?? ''), enabled: i.creditedInvoiceId !== null });
  const dash = <span className="text-muted">—</span>;
  const row = (label: string, value: ReactNode) => (
    <div className="grid grid-cols-3 gap-3 py-2">
      <dt className="text-muted">{label}</dt>
      <dd className="col-span-2 min-w-0 break-words">{value || dash}</dd>
    </div>
  );
  return (
    <CardSection title={t('invoices.details.title')} headingLevel={3}>
      <dl className="divide-y divide-border text-[13px]">
        {row(
          t('invoices.details.customer'),
          <Link
            to="/admin/customers/$customerId"
            params={{ customerId: i.customerId }}
            className="text-accent hover:underline"
          >
            {i.customerName}
          </Link>,
        )}
        {i.creditedInvoiceId &&
          row(
            t('invoices.details.credits'),
            <Link
              to="/admin/invoices/$invoiceId"
              params={{ invoiceId: i.creditedInvoiceId }}
              className="text-accent hover:underline"
            >
              {credited.data ? invoiceTitle(t, credited.data) : t('invoices.details.creditedInvoice')}
            </Link>,
          )}
        {i.creditNotes.length > 0 &&
          row(
            t('invoices.details.creditNotes'),
            <span className="flex flex-wrap gap-x-3">
              {i.creditNotes.map((note) => (
                <Link
                  key={note.id}
                  to="/admin/invoices/$invoiceId"
                  params={{ invoiceId: note.id }}
                  className="text-accent hover:underline"
                >
                  {invoiceTitle(t, note)}
                </Link>
              ))}
            </span>,
          )}
        {row(t('invoices.details.issueDate'), day(i.issueDate))}
        {i.kind === 'invoice' && row(t('invoices.details.dueDate'), day(i.dueDate))}
        {row(t('invoices.details.reference'), i.reference)}
        {i.sentAt && row(t('invoices.details.sent'), `${i.sentTo ?? ''} · ${formatDateTime(i.sentAt)}`)}
        {i.paidAt && row(t('invoices.details.paidAt'), formatDateTime(i.paidAt))}
        {i.note && row(t('invoices.details.note'), i.note)}
      </dl>
    </CardSection>
  );
}
