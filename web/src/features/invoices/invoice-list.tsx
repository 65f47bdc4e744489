import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { BellRing, Receipt } from 'lucide-react';
import { zonedMidnight } from '@servio/domain/time';
import { Button } from '../../components/button.tsx';
import { ClickableRow, rowLinkClasses } from '../../components/clickable-row.tsx';
import { ColumnHeader } from '../../components/column-header.tsx';
import { FilterSelect } from '../../components/list-filters.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { cardLinkClasses } from '../../components/record-cards.tsx';
import { ServerTable } from '../../components/server-table.tsx';
import { formatMoney, formatShortDate } from '../../lib/format/index.ts';
import { defaultPageSize } from '../../lib/page-sizes.ts';
import { InvoiceBadges } from './invoice-badges.tsx';
import { invoiceTitle } from './invoice-text.ts';
import { invoicesOptions } from './invoices-api.ts';
import { invoiceFilters, type InvoicesSearch } from './invoices-search.ts';
import { SendRemindersDialog } from './send-reminders-dialog.tsx';

/** A YYYY-MM-DD day as the tables show dates (24.12.2026); a draft has none. */
const dayText = (day: string | null) => (day ? formatShortDate(zonedMidnight(day)) : '');

/**
 * The invoices and credit notes as a server-paged table, drafts first and then by number, newest first: number,
 * customer, dates, total and state. A state filter (overdue too); each row opens its invoice.
 */
export function InvoiceList({
  search,
  onSearchChange,
}: {
  search: InvoicesSearch;
  onSearchChange: (patch: Partial<InvoicesSearch>) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const pageSize = search.size ?? defaultPageSize;
  const invoices = useQuery(
    invoicesOptions({ state: search.state ?? null, offset: (page - 1) * pageSize, limit: pageSize }),
  );
  const filtered = Boolean(search.state);
  const [reminding, setReminding] = useState<string[] | null>(null);
  // Overdue invoices are reminded from their filter: those on the page, counted by the server first.
  const overdueOnPage = search.state === 'overdue' ? (invoices.data?.items.map((i) => i.id) ?? []) : [];
  const dash = <span className="text-muted">—</span>;

  return (
    <>
      <ListToolbar
        label={t('invoices.filters.label')}
        actions={
          overdueOnPage.length > 0 && (
            <Button variant="secondary" onClick={() => setReminding(overdueOnPage)}>
              <BellRing className="size-4" aria-hidden="true" />
              {t('invoices.reminders.sendPage', { count: overdueOnPage.length })}
            </Button>
          )
        }
      >
        <FilterSelect
          label={t('invoices.filters.state')}
          defaultLabel={t('invoices.filters.allStates')}
          value={search.state}
          options={invoiceFilters.map((state) => ({ value: state, label: t(`invoices.filters.${state}`) }))}
          onChange={(state) => onSearchChange({ state, page: undefined })}
        />
      </ListToolbar>
      <ServerTable
        query={invoices}
        caption={t('invoices.listCaption')}
        empty={{
          icon: Receipt,
          title: filtered ? t('invoices.noMatchesTitle') : t('invoices.emptyTitle'),
          body: filtered ? t('invoices.noMatchesBody') : t('invoices.emptyBody'),
        }}
        header={
          <>
            <ColumnHeader label={t('invoices.columns.number')} />
            <ColumnHeader label={t('invoices.columns.customer')} />
            <ColumnHeader label={t('invoices.columns.issueDate')} />
            <ColumnHeader label={t('invoices.columns.dueDate')} />
            <ColumnHeader label={t('invoices.columns.total')} className="text-right" />
            <ColumnHeader label={t('invoices.columns.state')} />
          </>
        }
        row={(invoice) => (
          <ClickableRow
            onOpen={() => void navigate({ to: '/admin/invoices/$invoiceId', params: { invoiceId: invoice.id } })}
          >
            <td className="whitespace-nowrap px-4 py-2.5 font-medium tabular-nums">
              {/* The number alone is what the eye needs in its column; a screen reader hears the kind too. */}
              <Link
                to="/admin/invoices/$invoiceId"
                params={{ invoiceId: invoice.id }}
                className={rowLinkClasses}
                aria-label={invoiceTitle(t, invoice)}
              >
                {invoice.number ?? t('invoices.title.draft')}
              </Link>
            </td>
            <td className="px-4 py-2.5 font-medium">{invoice.customerName}</td>
            <td className="whitespace-nowrap px-4 py-2.5 tabular-nums text-muted">
              {dayText(invoice.issueDate) || dash}
            </td>
            <td className="whitespace-nowrap px-4 py-2.5 tabular-nums text-muted">
              {dayText(invoice.dueDate) || dash}
            </td>
            <td className="whitespace-nowrap px-4 py-2.5 text-right tabular-nums">{formatMoney(invoice.total)}</td>
            <td className="px-4 py-2.5">
              <span className="flex flex-wrap items-center gap-1">
                <InvoiceBadges invoice={invoice} />
              </span>
            </td>
          </ClickableRow>
        )}
        // A phone: the invoice and its customer, the dates, the total, the state.
        card={(invoice) => ({
          title: (
            <Link to="/admin/invoices/$invoiceId" params={{ invoiceId: invoice.id }} className={cardLinkClasses}>
              {invoiceTitle(t, invoice)} · {invoice.customerName}
            </Link>
          ),
          aside: <InvoiceBadges invoice={invoice} />,
          lines: [
            invoice.issueDate &&
              t('invoices.cardDates', { issued: dayText(invoice.issueDate), due: dayText(invoice.dueDate) }),
            <span className="tabular-nums">{formatMoney(invoice.total)}</span>,
          ],
        })}
        page={page}
        pageSize={pageSize}
        onPaging={onSearchChange}
        choosePageSize
      />
      {reminding && <SendRemindersDialog invoiceIds={reminding} onClose={() => setReminding(null)} />}
    </>
  );
}
