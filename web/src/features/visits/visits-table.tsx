import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AlarmClock, Archive, ArchiveRestore, CalendarX2 } from 'lucide-react';
import type { VisitSort } from '@servio/domain/visit';
import { Button } from '../../components/button.tsx';
import { ServerTable } from '../../components/server-table.tsx';
import { ColumnHeader, type Sorting } from '../../components/column-header.tsx';
import { ClickableRow, rowLinkClasses } from '../../components/clickable-row.tsx';
import { cardLinkClasses } from '../../components/record-cards.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText, reasonMessage } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { cn } from '../../lib/cn.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { VisitStatusBadge } from '../../shared/visit-status-badge.tsx';
import { archiveVisits, invalidateVisitData, unarchiveVisits, visitsOptions, type VisitRow } from './visits-api.ts';
import { hasFilters, viewOf, type VisitsSearch } from './visits-search.ts';
import { listQueryOf } from './visits-filter.ts';
import { visitColumns } from './visit-columns.tsx';
import { formatAddress, formatPeriod } from '../../lib/format/index.ts';

/** The table layout: server-paged, sorted and filtered; rows open the visit; administrators archive in bulk. */
export function VisitsTable({
  session,
  search,
  columnIds,
  onSearchChange,
}: {
  session: MeAndSettings;
  search: VisitsSearch;
  columnIds: string[];
  onSearchChange: (patch: Partial<VisitsSearch>) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const company = session.company!;
  const isAdmin = session.me.role === 'administrator';
  const view = viewOf(search);
  const { page, size, sort, dir, variables } = listQueryOf(search);
  const sorting: Sorting<VisitSort> = {
    sort,
    dir,
    onSort: (sort, dir) => onSearchChange({ sort, dir, page: undefined }),
  };
  const visits = useQuery(visitsOptions(variables));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  const columns = visitColumns.filter((c) => columnIds.includes(c.id) && (!c.enabled || c.enabled(company)));
  const rows = visits.data?.items ?? [];
  const selectedRows = rows.filter((r) => selected.has(r.id));
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));

  const bulk = useMutation({
    mutationFn: async (action: 'archive' | 'unarchive') => {
      const ids = selectedRows.map((r) => r.id);
      return { action, result: action === 'archive' ? await archiveVisits(ids) : await unarchiveVisits(ids) };
    },
    onSuccess: async ({ action, result }) => {
      setSelected(new Set());
      setRefusal(null);
      toast.success(
        t(action === 'archive' ? 'visits.bulk.archived' : 'visits.bulk.unarchived', { count: result.length }),
      );
      await invalidateVisitData(queryClient);
    },
    onError: (error) => {
      // All or nothing: name the visit that was refused (field ids.N) and why.
      if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT') {
        const index = Number(/ids\.(\d+)/.exec(error.field ?? '')?.[1]);
        const row = Number.isInteger(index) ? selectedRows[index] : undefined;
        const why = reasonMessage(t, error.reason, error.extensions);
        setRefusal(row ? t('visits.bulk.refusedOne', { caseNumber: row.caseNumber, reason: why }) : why);
        return;
      }
      setRefusal(errorText(t, error));
    },
  });

  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const banner = (
    <>
      {isAdmin && selectedRows.length > 0 && (
        <div
          className="flex flex-wrap items-center gap-2 border-b border-border bg-accent-soft/40 px-4 py-2 text-[13px]"
          role="region"
          aria-label={t('visits.bulk.label')}
        >
          <span className="font-medium">{t('visits.bulk.selected', { count: selectedRows.length })}</span>
          {view === 'archived' ? (
            <Button size="sm" variant="secondary" loading={bulk.isPending} onClick={() => bulk.mutate('unarchive')}>
              <ArchiveRestore className="size-3.5" aria-hidden="true" />
              {t('visits.bulk.unarchive')}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" loading={bulk.isPending} onClick={() => bulk.mutate('archive')}>
              <Archive className="size-3.5" aria-hidden="true" />
              {t('visits.bulk.archive')}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            {t('visits.bulk.clear')}
          </Button>
        </div>
      )}
      {refusal && (
        <div role="alert" className="border-b border-danger/30 bg-danger-soft px-4 py-2.5 text-[13px] text-danger">
          {refusal}
        </div>
      )}
    </>
  );

  return (
    <ServerTable
      query={visits}
      caption={t('visits.tableCaption')}
      banner={banner}
      empty={{
        icon: CalendarX2,
        title: hasFilters(search) ? t('visits.noMatchesTitle') : t(`visits.empty.${view}`),
        body: hasFilters(search) ? t('visits.noMatchesBody') : t('visits.emptyBody'),
      }}
      header={
        <>
          {isAdmin && (
            <th scope="col" className="w-10 px-4 py-2.5">
              <input
                type="checkbox"
                className="size-4 accent-[var(--accent)]"
                aria-label={t('visits.bulk.selectAll')}
                checked={allSelected}
                onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((r) => r.id)) : new Set())}
              />
            </th>
          )}
          <ColumnHeader
            label={t('visits.columns.caseNumber')}
            sortBy="caseNumber"
            sorting={sorting}
            className="whitespace-nowrap"
          />
          {columns.map((c) => (
            <ColumnHeader
              key={c.id}
              label={t(c.labelKey)}
              sortBy={c.sort}
              sorting={sorting}
              className="whitespace-nowrap"
            />
          ))}
          <ColumnHeader
            label={t('visits.columns.status')}
            sortBy="status"
            sorting={sorting}
            className="whitespace-nowrap"
          />
        </>
      }
      row={(visit) => (
        <Row
          visit={visit}
          columns={columns}
          selectable={isAdmin}
          selected={selected.has(visit.id)}
          onSelect={(on) => toggle(visit.id, on)}
          onOpen={() => void navigate({ to: '/admin/visits/$visitId', params: { visitId: visit.id } })}
        />
      )}
      // A phone: the case and customer, when and where, the status. (No bulk selection there.)
      card={(visit) => ({
        title: (
          <Link to="/admin/visits/$visitId" params={{ visitId: visit.id }} className={cardLinkClasses}>
            <span className="tabular-nums">#{visit.caseNumber}</span>
            {visit.customer?.name && <> · {visit.customer.name}</>}
          </Link>
        ),
        aside: <VisitStatuses visit={visit} />,
        lines: [
          <span className="tabular-nums">{formatPeriod(visit.start, visit.end, t('visits.noTime'))}</span>,
          formatAddress(visit.address),
        ],
      })}
      page={page}
      pageSize={size}
      onPaging={onSearchChange}
      choosePageSize
    />
  );
}

function Row({
  visit,
  columns,
  selectable,
  selected,
  onSelect,
  onOpen,
}: {
  visit: VisitRow;
  columns: typeof visitColumns;
  selectable: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ClickableRow onOpen={onOpen} className={selected && 'bg-accent-soft/30'}>
      {selectable && (
        <td className="px-4 py-2.5">
          <input
            type="checkbox"
            className="size-4 accent-[var(--accent)]"
            aria-label={t('visits.bulk.selectOne', { caseNumber: visit.caseNumber })}
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
          />
        </td>
      )}
      <td className="whitespace-nowrap px-4 py-2.5 font-medium tabular-nums">
        <Link to="/admin/visits/$visitId" params={{ visitId: visit.id }} className={rowLinkClasses}>
          #{visit.caseNumber}
        </Link>
      </td>
      {columns.map((c) => (
        <td
          key={c.id}
          className={cn(
            'px-4 py-2.5',
            c.id === 'customer' ? 'font-medium' : 'text-muted',
            c.numeric && 'whitespace-nowrap tabular-nums',
          )}
        >
          {c.value(visit, t('visits.noTime')) || <span className="text-muted">—</span>}
        </td>
      ))}
      <td className="px-4 py-2.5">
        <span className="flex flex-wrap items-center gap-1">
          <VisitStatuses visit={visit} />
        </span>
      </td>
    </ClickableRow>
  );
}

/** The status, archived and due marks and the series sign, in a row's last cell or at a card's side. */
function VisitStatuses({ visit }: { visit: VisitRow }) {
  const { t } = useTranslation();
  return (
    <>
      <VisitStatusBadge status={visit.status} />
      {visit.archived && <VisitStatusBadge status="archived" />}
      {visit.isDue && (
        <span className="inline-flex items-center gap-1 text-xs font-medium text-danger">
          <AlarmClock className="size-3.5" aria-hidden="true" />
          {t('visits.due')}
        </span>
      )}
      {visit.seriesId && (
        <span className="text-xs text-muted" title={t('visits.seriesHint')}>
          ↻
        </span>
      )}
    </>
  );
}
