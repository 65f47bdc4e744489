import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AlarmClock, Archive, ArchiveRestore, ArrowDown, ArrowUp, ArrowUpDown, CalendarX2 } from 'lucide-react';
import type { VisitSort } from '@servio/domain/visit';
import { Card } from '../../components/card.tsx';
import { Button } from '../../components/button.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { errorMessageKey, GraphQLRequestError } from '../../lib/errors.ts';
import { errorText, reasonMessage } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { cn } from '../../lib/cn.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { VisitStatusBadge } from '../overview/status-badge.tsx';
import { archiveVisits, invalidateVisitData, unarchiveVisits, visitsOptions, type VisitRow } from './visits-api.ts';
import { hasFilters, viewOf, type VisitsSearch } from './visits-search.ts';
import { filterOf } from './visits-filter.ts';
import { visitColumns } from './visit-columns.tsx';

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
  const page = search.page ?? 1;
  const size = search.size ?? 50;
  const sort: VisitSort = search.sort ?? 'start';
  const dir = search.dir ?? (view === 'due' ? 'asc' : 'desc');
  const visits = useQuery(
    visitsOptions({ filter: filterOf(search), sort, sortDirection: dir, limit: size, offset: (page - 1) * size }),
  );
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
      toast.success(t(action === 'archive' ? 'visits.bulk.archived' : 'visits.bulk.unarchived', { count: result.length }));
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

  const sortBy = (column: VisitSort) =>
    onSearchChange({ sort: column, dir: sort === column && dir === 'asc' ? 'desc' : 'asc', page: undefined });

  const header = (key: string, labelKey: string, column: VisitSort | undefined) => {
    const active = column !== undefined && sort === column;
    const Icon = active ? (dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
    return (
      <th
        key={key}
        scope="col"
        className="whitespace-nowrap px-4 py-2.5 font-medium"
        aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : column ? 'none' : undefined}
      >
        {column ? (
          <button
            type="button"
            onClick={() => sortBy(column)}
            className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {t(labelKey)}
            <Icon className={cn('size-3.5', !active && 'opacity-40')} aria-hidden="true" />
          </button>
        ) : (
          t(labelKey)
        )}
      </th>
    );
  };

  return (
    <Card className="overflow-hidden">
      {isAdmin && selectedRows.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 border-b border-border bg-accent-soft/40 px-4 py-2 text-[13px]" role="region" aria-label={t('visits.bulk.label')}>
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
      {visits.isError && !visits.data ? (
        <ErrorState
          title={t('common.loadErrorTitle')}
          body={t(errorMessageKey(visits.error))}
          retryLabel={t('common.retry')}
          onRetry={() => void visits.refetch()}
        />
      ) : visits.isPending ? (
        <div className="space-y-3 p-5" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={CalendarX2}
          title={hasFilters(search) ? t('visits.noMatchesTitle') : t(`visits.empty.${view}`)}
          body={hasFilters(search) ? t('visits.noMatchesBody') : t('visits.emptyBody')}
        />
      ) : (
        <div className={cn('overflow-x-auto transition-opacity', visits.isPlaceholderData && 'opacity-60')} aria-busy={visits.isFetching}>
          <table className="w-full text-left text-[13px]">
            <caption className="sr-only">{t('visits.tableCaption')}</caption>
            <thead className="border-b border-border bg-surface-muted/50 text-xs text-muted">
              <tr>
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
                {header('case', 'visits.columns.caseNumber', 'caseNumber')}
                {columns.map((c) => header(c.id, c.labelKey, c.sort))}
                {header('status', 'visits.columns.status', 'status')}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((visit) => (
                <Row
                  key={visit.id}
                  visit={visit}
                  columns={columns}
                  selectable={isAdmin}
                  selected={selected.has(visit.id)}
                  onSelect={(on) => toggle(visit.id, on)}
                  onOpen={() => void navigate({ to: '/admin/visits/$visitId', params: { visitId: visit.id } })}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {visits.data && visits.data.totalCount > 0 && (
        <Pagination
          page={page}
          pageSize={size}
          total={visits.data.totalCount}
          onPage={(p) => onSearchChange({ page: p === 1 ? undefined : p })}
          onPageSize={(s) => onSearchChange({ size: s === 50 ? undefined : s, page: undefined })}
          labels={{
            range: (from, to, total) => t('visits.range', { from, to, total: total.toLocaleString('da-DK') }),
            pageSize: t('visits.pageSize'),
            previous: t('visits.previousPage'),
            next: t('visits.nextPage'),
          }}
        />
      )}
    </Card>
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
    <tr
      className={cn('cursor-pointer hover:bg-surface-muted/40', selected && 'bg-accent-soft/30')}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a, input, button')) return;
        onOpen();
      }}
    >
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
        <Link
          to="/admin/visits/$visitId"
          params={{ visitId: visit.id }}
          className="hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          #{visit.caseNumber}
        </Link>
      </td>
      {columns.map((c) => (
        <td key={c.id} className={cn('px-4 py-2.5', c.id === 'customer' ? 'font-medium' : 'text-muted', c.numeric && 'whitespace-nowrap tabular-nums')}>
          {c.value(visit, t('visits.noTime')) || <span className="text-muted">—</span>}
        </td>
      ))}
      <td className="px-4 py-2.5">
        <span className="flex flex-wrap items-center gap-1">
          <VisitStatusBadge status={visit.status} />
          {visit.archived && <VisitStatusBadge status="archived" />}
          {visit.isDue && (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-danger">
              <AlarmClock className="size-3.5" aria-hidden="true" />
              {t('visits.due')}
            </span>
          )}
          {visit.seriesId && <span className="text-xs text-muted" title={t('visits.seriesHint')}>↻</span>}
        </span>
      </td>
    </tr>
  );
}
