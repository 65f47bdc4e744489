import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Download, Receipt } from 'lucide-react';
import { zonedMidnight } from '@servio/domain/time';
import { Badge } from '../../components/badge.tsx';
import { ColumnHeader } from '../../components/column-header.tsx';
import { Page } from '../../components/page.tsx';
import { ServerTable } from '../../components/server-table.tsx';
import { viewNavClass } from '../../components/view-links.ts';
import { formatMoney, formatShortDate } from '../../lib/format/index.ts';
import { myCustomersOptions } from '../../shared/my-customers.ts';
import { myInvoiceStatus, statusTone } from './my-invoice-status.ts';
import { myInvoicePdfUrl, myInvoicesOptions, type MyInvoice, type MyInvoiceFilter } from './my-invoices-api.ts';

const pageSize = 20;
const filters: MyInvoiceFilter[] = ['all', 'unpaid', 'paid'];

/** The view links' look (view-links.ts) on buttons: the chosen filter is pressed, not a page. */
const filterButtonClass =
  'inline-flex h-8 items-center rounded-md px-3 text-[13px] font-medium text-muted hover:text-foreground ' +
  'aria-pressed:bg-surface aria-pressed:text-foreground aria-pressed:shadow-xs';

/** A YYYY-MM-DD day as the tables show dates (24.12.2026). */
const dayText = (day: string) => formatShortDate(zonedMidnight(day));

/**
 * The customer portal's invoices: the login's issued invoices and credit notes (its locations' too, named, with the
 * company's customer hierarchy), newest first, each with its dates, amount, status and its PDF. Filtered to all,
 * unpaid or paid; a phone gets cards, a wider screen a table.
 */
export function MyInvoicesPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<MyInvoiceFilter>('all');
  const [page, setPage] = useState(1);
  const invoices = useQuery(myInvoicesOptions({ filter, page, pageSize }));
  const places = useQuery(myCustomersOptions);
  // Places are named only when the login has several (its own and its locations).
  const names = useMemo(
    () => ((places.data?.length ?? 0) > 1 ? new Map(places.data!.map((c) => [c.id, c.name])) : null),
    [places.data],
  );

  const title = (invoice: MyInvoice) =>
    t(invoice.kind === 'creditNote' ? 'invoices.myInvoices.creditNoteTitle' : 'invoices.myInvoices.invoiceTitle', {
      number: invoice.number,
    });
  const status = (invoice: MyInvoice) => {
    const value = myInvoiceStatus(invoice);
    return <Badge tone={statusTone[value]}>{t(`invoices.myInvoices.status.${value}`)}</Badge>;
  };
  const pdfLink = (invoice: MyInvoice) => (
    <a
      href={myInvoicePdfUrl(invoice.id)}
      download
      aria-label={t('invoices.myInvoices.downloadLabel', { title: title(invoice) })}
      className="inline-flex items-center gap-1.5 font-medium text-accent hover:underline"
    >
      <Download className="size-4" aria-hidden="true" />
      {t('invoices.myInvoices.download')}
    </a>
  );
  const amount = (invoice: MyInvoice) => <span className="tabular-nums">{formatMoney(invoice.total)}</span>;
  const filtered = filter !== 'all';

  return (
    <Page wide>
      <div className="mb-5">
        <h2 className="text-xl font-semibold tracking-tight">{t('invoices.myInvoices.heading')}</h2>
        <p className="mt-0.5 text-[13px] text-muted">{t('invoices.myInvoices.intro')}</p>
      </div>
      <div role="group" aria-label={t('invoices.myInvoices.filterLabel')} className={`mb-3 ${viewNavClass}`}>
        {filters.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            className={filterButtonClass}
            onClick={() => {
              setFilter(value);
              setPage(1);
            }}
          >
            {t(`invoices.myInvoices.filters.${value}`)}
          </button>
        ))}
      </div>
      <ServerTable
        query={invoices}
        caption={t('invoices.myInvoices.caption')}
        empty={{
          icon: Receipt,
          title: filtered ? t('invoices.myInvoices.noMatchesTitle') : t('invoices.myInvoices.emptyTitle'),
          body: t(`invoices.myInvoices.emptyBody.${filter}`),
        }}
        header={
          <>
            <ColumnHeader label={t('invoices.myInvoices.columns.number')} />
            <ColumnHeader label={t('invoices.myInvoices.columns.issueDate')} />
            <ColumnHeader label={t('invoices.myInvoices.columns.dueDate')} />
            {names && <ColumnHeader label={t('invoices.myInvoices.columns.location')} />}
            <ColumnHeader label={t('invoices.myInvoices.columns.total')} className="text-right" />
            <ColumnHeader label={t('invoices.myInvoices.columns.status')} />
            <ColumnHeader label={t('invoices.myInvoices.columns.pdf')} />
          </>
        }
        row={(invoice) => (
          <tr>
            <td className="whitespace-nowrap px-4 py-2.5 font-medium">{title(invoice)}</td>
            <td className="whitespace-nowrap px-4 py-2.5 tabular-nums text-muted">{dayText(invoice.issueDate)}</td>
            <td className="whitespace-nowrap px-4 py-2.5 tabular-nums text-muted">
              {invoice.dueDate ? dayText(invoice.dueDate) : <span className="text-muted">—</span>}
            </td>
            {names && <td className="px-4 py-2.5">{names.get(invoice.customerId)}</td>}
            <td className="whitespace-nowrap px-4 py-2.5 text-right">{amount(invoice)}</td>
            <td className="px-4 py-2.5">{status(invoice)}</td>
            <td className="whitespace-nowrap px-4 py-2.5">{pdfLink(invoice)}</td>
          </tr>
        )}
        // A phone: the invoice and its status, its dates, the place, the amount and the PDF (no card-wide link, so
        // the PDF's link is the card's one control).
        card={(invoice) => ({
          title: title(invoice),
          aside: status(invoice),
          lines: [
            invoice.dueDate
              ? t('invoices.myInvoices.cardDates', {
                  issued: dayText(invoice.issueDate),
                  due: dayText(invoice.dueDate),
                })
              : t('invoices.myInvoices.cardDate', { issued: dayText(invoice.issueDate) }),
            names?.get(invoice.customerId),
            amount(invoice),
            <span className="mt-1 inline-block">{pdfLink(invoice)}</span>,
          ],
        })}
        page={page}
        pageSize={pageSize}
        onPaging={(change) => setPage(change.page ?? 1)}
      />
    </Page>
  );
}
