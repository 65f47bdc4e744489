import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CalendarCheck, Receipt } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { rowLinkClasses } from '../../components/clickable-row.tsx';
import { ColumnHeader } from '../../components/column-header.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { ServerTable } from '../../components/server-table.tsx';
import { cn } from '../../lib/cn.ts';
import { formatMoney, formatShortDate } from '../../lib/format/index.ts';
import { defaultPageSize } from '../../lib/page-sizes.ts';
import { errorText } from '../../lib/reasons.ts';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import { CustomerPicker } from '../../shared/customer-picker.tsx';
import { toast } from '../../lib/toast.ts';
import { invoiceTitle } from './invoice-text.ts';
import {
  createInvoiceFromVisits,
  invalidateInvoiceData,
  visitsToInvoiceOptions,
  type VisitToInvoice,
} from './invoices-api.ts';
import type { InvoicesSearch } from './invoices-search.ts';
import { VisitInvoiceMenu } from './visit-invoice-menu.tsx';

const checkboxClasses = 'size-4 accent-[var(--accent)]';

/** "2 valgt · 1.250,00 kr.": the sum only when every chosen visit's price is known (hidden prices are null). */
function selectedText(t: TFunction, visits: readonly VisitToInvoice[]): string {
  const prices = visits.map((v) => v.totalPrice);
  if (prices.some((price) => price === null)) return t('invoices.ready.selected', { count: visits.length });
  const total = prices.reduce<number>((sum, price) => sum + (price ?? 0), 0);
  return t('invoices.ready.selectedWithTotal', { count: visits.length, total: formatMoney(total) });
}

/**
 * "Klar til fakturering": the finished visits on no invoice, by customer, a checkbox each. The chosen visits (kept
 * across pages) become one invoice; the server refuses visits of two customers, and the refusal is shown with the
 * choice kept, so it can be corrected.
 */
export function ReadyToInvoice({
  search,
  onSearchChange,
}: {
  search: InvoicesSearch;
  onSearchChange: (patch: Partial<InvoicesSearch>) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const page = search.page ?? 1;
  const pageSize = search.size ?? defaultPageSize;
  const visits = useQuery(
    visitsToInvoiceOptions({ customerId: search.customer ?? null, offset: (page - 1) * pageSize, limit: pageSize }),
  );
  const [selected, setSelected] = useState<ReadonlyMap<string, VisitToInvoice>>(new Map());
  const [refusal, setRefusal] = useState<string | null>(null);
  const rows = visits.data?.items ?? [];
  const allOnPage = rows.length > 0 && rows.every((v) => selected.has(v.id));

  const select = (changes: readonly VisitToInvoice[], on: boolean) => {
    setRefusal(null);
    setSelected((prev) => {
      const next = new Map(prev);
      for (const visit of changes) {
        if (on) next.set(visit.id, visit);
        else next.delete(visit.id);
      }
      return next;
    });
  };

  const idempotency = useIdempotencyKey();
  const invoice = useMutation({
    // A retry of the same choice (the answer lost) gets the invoice the first request made.
    mutationFn: () => {
      const visitIds = [...selected.keys()];
      return createInvoiceFromVisits(visitIds, idempotency.keyFor(visitIds));
    },
    onSuccess: async (created) => {
      idempotency.reset();
      toast.success(
        created.number === null
          ? t('invoices.ready.createdDraft')
          : t('invoices.ready.created', { title: invoiceTitle(t, { kind: 'invoice', number: created.number }) }),
      );
      await invalidateInvoiceData(queryClient);
      await navigate({ to: '/admin/invoices/$invoiceId', params: { invoiceId: created.id } });
    },
    // The choice stays: the reason says what to change (two customers, a visit invoiced meanwhile …).
    onError: (error) => setRefusal(errorText(t, error)),
  });

  const count = selected.size;
  const banner = refusal && (
    <div role="alert" className="border-b border-danger/30 bg-danger-soft px-4 py-2.5 text-[13px] text-danger">
      {refusal}
    </div>
  );

  return (
    <>
      <p className="mb-4 text-[13px] text-muted">{t('invoices.ready.intro')}</p>
      <ListToolbar
        actions={
          <>
            {count > 0 && (
              <Button variant="ghost" onClick={() => select([...selected.values()], false)}>
                {t('invoices.ready.clear')}
              </Button>
            )}
            {/* Work invoiced outside Servio leaves the list without an invoice here (the spec's "set invoiced"). */}
            <VisitInvoiceMenu
              visitIds={[...selected.keys()]}
              actions={['invoiced', 'invoicedAndPaid']}
              disabled={count === 0}
              onDone={() => setSelected(new Map())}
            />
            <Button loading={invoice.isPending} disabled={count === 0} onClick={() => invoice.mutate()}>
              <Receipt className="size-4" aria-hidden="true" />
              {t('invoices.ready.invoiceSelected', { count })}
            </Button>
          </>
        }
      >
        {/* One customer's visits: an invoice is one customer's, and a company with many ready visits finds them. */}
        <CustomerPicker
          compact
          label={t('invoices.ready.customer')}
          value={search.customer ?? null}
          onChange={(customer) => onSearchChange({ customer: customer?.id, page: undefined })}
        />
        <p className="text-[13px] text-muted" aria-live="polite">
          {count > 0 && selectedText(t, [...selected.values()])}
        </p>
      </ListToolbar>
      <ServerTable
        query={visits}
        caption={t('invoices.ready.caption')}
        banner={banner}
        empty={{ icon: CalendarCheck, title: t('invoices.ready.emptyTitle'), body: t('invoices.ready.emptyBody') }}
        header={
          <>
            <th scope="col" className="w-10 px-4 py-2.5">
              <input
                type="checkbox"
                className={checkboxClasses}
                aria-label={t('invoices.ready.selectPage')}
                checked={allOnPage}
                onChange={(e) => select(rows, e.target.checked)}
              />
            </th>
            <ColumnHeader label={t('invoices.ready.columns.caseNumber')} />
            <ColumnHeader label={t('invoices.ready.columns.customer')} />
            <ColumnHeader label={t('invoices.ready.columns.description')} />
            <ColumnHeader label={t('invoices.ready.columns.end')} />
            <ColumnHeader label={t('invoices.ready.columns.price')} className="text-right" />
          </>
        }
        row={(visit) => (
          <tr className={cn('hover:bg-surface-muted/40', selected.has(visit.id) && 'bg-accent-soft/30')}>
            <td className="px-4 py-2.5">
              <input
                type="checkbox"
                className={checkboxClasses}
                aria-label={t('invoices.ready.selectOne', { caseNumber: visit.caseNumber })}
                checked={selected.has(visit.id)}
                onChange={(e) => select([visit], e.target.checked)}
              />
            </td>
            <td className="whitespace-nowrap px-4 py-2.5 font-medium tabular-nums">
              <Link to="/admin/visits/$visitId" params={{ visitId: visit.id }} className={rowLinkClasses}>
                #{visit.caseNumber}
              </Link>
            </td>
            <td className="px-4 py-2.5 font-medium">{visit.customer?.name}</td>
            <td className="max-w-72 truncate px-4 py-2.5 text-muted" title={visit.description ?? undefined}>
              {visit.description}
            </td>
            <td className="whitespace-nowrap px-4 py-2.5 tabular-nums text-muted">
              {visit.end && formatShortDate(visit.end)}
            </td>
            <td className="whitespace-nowrap px-4 py-2.5 text-right tabular-nums">{formatMoney(visit.totalPrice)}</td>
          </tr>
        )}
        // A phone: the whole card is the visit's checkbox (a card holds one control).
        card={(visit) => ({
          title: (
            <label className="flex items-center gap-2 after:absolute after:inset-0 after:content-['']">
              <input
                type="checkbox"
                className={cn(checkboxClasses, 'relative z-10')}
                aria-label={t('invoices.ready.selectOne', { caseNumber: visit.caseNumber })}
                checked={selected.has(visit.id)}
                onChange={(e) => select([visit], e.target.checked)}
              />
              <span>
                <span className="tabular-nums">#{visit.caseNumber}</span>
                {visit.customer && <> · {visit.customer.name}</>}
              </span>
            </label>
          ),
          aside: <span className="text-[13px] tabular-nums">{formatMoney(visit.totalPrice)}</span>,
          lines: [visit.end && formatShortDate(visit.end), visit.description],
        })}
        page={page}
        pageSize={pageSize}
        onPaging={onSearchChange}
        choosePageSize
      />
    </>
  );
}
