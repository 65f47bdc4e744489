import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { History, Search, ShieldAlert, X } from 'lucide-react';
import { Card } from '../../components/card.tsx';
import { Button } from '../../components/button.tsx';
import { Input } from '../../components/input.tsx';
import { Select } from '../../components/select.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Badge } from '../../components/badge.tsx';
import { EmptyState } from '../../components/states.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { GraphQLRequestError, errorMessageKey } from '../../lib/errors.ts';
import { formatLocale } from '../../lib/format.ts';
import { cn } from '../../lib/cn.ts';
import { actionGroups, actionLabel, actionPrefix, actionTone, describeDetails, type ActionGroup } from './audit-actions.ts';
import { endOfDay, formatDateTime, startOfDay } from './copenhagen-time.ts';
import { auditLogOptions } from './audit-log-api.ts';
import { defaultPageSize, type AuditLogSearch } from './audit-log-search.ts';

/** 'Ingen adgang': the page is not for this person (the server said FORBIDDEN, or the role cannot have it). */
export function ForbiddenState({ action }: { action?: ReactNode }) {
  const { t } = useTranslation();
  return <EmptyState icon={ShieldAlert} tone="danger" title={t('pages.forbiddenTitle')} body={t('pages.forbiddenBody')} action={action} />;
}

/**
 * The audit log as a server-paged table with filters: the viewer's company (`scope: 'company'`) or, for the
 * superadmin, every company with a company filter and column (`scope: 'all'`).
 */
export function AuditLogView({
  scope,
  search,
  onSearchChange,
  companies,
}: {
  scope: 'company' | 'all';
  search: AuditLogSearch;
  onSearchChange: (patch: Partial<AuditLogSearch>) => void;
  /** The company filter's choices (scope 'all'). */
  companies?: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const [term, setTerm] = useState(search.actor ?? '');
  const debounced = useDebounced(term.trim(), 300);
  useEffect(() => {
    if (debounced !== (search.actor ?? '')) onSearchChange({ actor: debounced || undefined, page: undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const page = search.page ?? 1;
  const pageSize = search.size ?? defaultPageSize;
  const showCompany = scope === 'all';
  const log = useQuery(
    auditLogOptions(scope, {
      companyId: showCompany ? (search.company ?? null) : null,
      action: actionPrefix(search.group),
      actorEmail: search.actor ?? null,
      from: search.from ? startOfDay(search.from) : null,
      to: search.to ? endOfDay(search.to) : null,
      offset: (page - 1) * pageSize,
      limit: pageSize,
    }),
  );
  const filtered = Boolean(search.group || search.actor || search.from || search.to || (showCompany && search.company));
  const forbidden = log.error instanceof GraphQLRequestError && log.error.code === 'FORBIDDEN';
  const locale = formatLocale();

  const resetFilters = () => {
    setTerm('');
    onSearchChange({ group: undefined, actor: undefined, from: undefined, to: undefined, company: undefined, page: undefined });
  };

  if (forbidden) {
    return (
      <Card>
        <ForbiddenState />
      </Card>
    );
  }

  return (
    <>
      <div role="group" aria-label={t('auditLog.filters.label')} className="mb-4 flex flex-wrap items-center gap-2">
        <div className="relative min-w-56 flex-1 sm:max-w-xs">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
          <Input
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder={t('auditLog.filters.actorPlaceholder')}
            aria-label={t('auditLog.filters.actor')}
            className="pl-9"
          />
        </div>
        <Select
          aria-label={t('auditLog.filters.group')}
          className="w-auto!"
          value={search.group ?? ''}
          onChange={(e) => onSearchChange({ group: (e.target.value || undefined) as ActionGroup | undefined, page: undefined })}
        >
          <option value="">{t('auditLog.filters.allGroups')}</option>
          {actionGroups.map((g) => (
            <option key={g} value={g}>
              {t(`auditLog.groups.${g}`)}
            </option>
          ))}
        </Select>
        {showCompany && (
          <Select
            aria-label={t('auditLog.filters.company')}
            className="w-auto! max-w-60"
            value={search.company ?? ''}
            onChange={(e) => onSearchChange({ company: e.target.value || undefined, page: undefined })}
          >
            <option value="">{t('auditLog.filters.allCompanies')}</option>
            {(companies ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        )}
        <label className="flex items-center gap-2 text-[13px] text-muted">
          <span>{t('auditLog.filters.from')}</span>
          <Input
            type="date"
            className="w-auto!"
            value={search.from ?? ''}
            max={search.to}
            onChange={(e) => onSearchChange({ from: e.target.value || undefined, page: undefined })}
          />
        </label>
        <label className="flex items-center gap-2 text-[13px] text-muted">
          <span>{t('auditLog.filters.to')}</span>
          <Input
            type="date"
            className="w-auto!"
            value={search.to ?? ''}
            min={search.from}
            onChange={(e) => onSearchChange({ to: e.target.value || undefined, page: undefined })}
          />
        </label>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={resetFilters}>
            <X className="size-3.5" aria-hidden="true" />
            {t('auditLog.filters.reset')}
          </Button>
        )}
      </div>
      <Card className="overflow-hidden">
        {log.isError && !log.data ? (
          <ErrorState title={t('common.loadErrorTitle')} body={t(errorMessageKey(log.error))} retryLabel={t('common.retry')} onRetry={() => void log.refetch()} />
        ) : log.isPending ? (
          <div className="space-y-3 p-5" aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-8 w-full" />
            ))}
          </div>
        ) : log.data.items.length === 0 ? (
          <EmptyState
            icon={History}
            title={filtered ? t('auditLog.noMatchesTitle') : t('auditLog.emptyTitle')}
            body={filtered ? t('auditLog.noMatchesBody') : t('auditLog.emptyBody')}
          />
        ) : (
          <div className={cn('overflow-x-auto', log.isPlaceholderData && 'opacity-60')} aria-busy={log.isFetching || undefined}>
            <table className="w-full text-left text-[13px]">
              <caption className="sr-only">{t('auditLog.title')}</caption>
              <thead className="border-b border-border bg-surface-muted/50 text-xs text-muted">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-medium">{t('auditLog.columns.at')}</th>
                  <th scope="col" className="px-4 py-2.5 font-medium">{t('auditLog.columns.action')}</th>
                  {showCompany && <th scope="col" className="px-4 py-2.5 font-medium">{t('auditLog.columns.company')}</th>}
                  <th scope="col" className="px-4 py-2.5 font-medium">{t('auditLog.columns.actor')}</th>
                  <th scope="col" className="hidden px-4 py-2.5 font-medium md:table-cell">{t('auditLog.columns.ip')}</th>
                  <th scope="col" className="px-4 py-2.5 font-medium">{t('auditLog.columns.details')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {log.data.items.map((entry) => {
                  const details = describeDetails(t, entry.action, entry.details);
                  return (
                    <tr key={entry.id} className="align-top hover:bg-surface-muted/40">
                      <td className="whitespace-nowrap px-4 py-2.5 tabular-nums text-muted">
                        <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
                      </td>
                      <td className="px-4 py-2.5">
                        <Badge tone={actionTone(entry.action)}>{actionLabel(t, entry.action)}</Badge>
                      </td>
                      {showCompany && (
                        <td className="px-4 py-2.5">
                          {entry.companyName ?? <span className="text-muted">{t('auditLog.noCompany')}</span>}
                        </td>
                      )}
                      <td className="max-w-64 truncate px-4 py-2.5" title={entry.actorEmail ?? undefined}>
                        {entry.actorEmail ?? <span className="text-muted">—</span>}
                      </td>
                      <td className="hidden whitespace-nowrap px-4 py-2.5 tabular-nums text-muted md:table-cell">{entry.ip ?? '—'}</td>
                      <td className="min-w-48 px-4 py-2.5 text-muted">{details.length > 0 ? details.join(' · ') : '—'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {log.data && log.data.totalCount > 0 && (
          <Pagination
            page={page}
            pageSize={pageSize}
            total={log.data.totalCount}
            onPage={(p) => onSearchChange({ page: p === 1 ? undefined : p })}
            onPageSize={(size) => onSearchChange({ size: size === defaultPageSize ? undefined : size, page: undefined })}
            labels={{
              range: (from, to, total) => t('auditLog.range', { from, to, total }),
              pageSize: t('auditLog.pageSize'),
              previous: t('auditLog.previousPage'),
              next: t('auditLog.nextPage'),
            }}
          />
        )}
      </Card>
    </>
  );
}
