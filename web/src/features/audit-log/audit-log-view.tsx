import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { History, X } from 'lucide-react';
import { Card } from '../../components/card.tsx';
import { Button } from '../../components/button.tsx';
import { Badge } from '../../components/badge.tsx';
import { ForbiddenState } from '../../components/settings-subpage.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { DateRangeFilter, FilterSelect } from '../../components/list-filters.tsx';
import { ServerTable } from '../../components/server-table.tsx';
import { FilterDisclosure } from '../../components/filter-disclosure.tsx';
import { ColumnHeader } from '../../components/column-header.tsx';
import { defaultPageSize } from '../../lib/page-sizes.ts';
import { useSearchTerm } from '../../lib/use-search-term.ts';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { actionGroups, actionLabel, actionPrefix, actionTone, describeDetails } from './audit-actions.ts';
import { zonedDateRange } from '@servio/domain/time';
import { formatTimestamp } from '../../lib/format/index.ts';
import { auditLogOptions } from './audit-log-api.ts';
import type { AuditLogSearch } from './audit-log-search.ts';

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
  const [term, setTerm] = useSearchTerm(search.actor, (actor) => onSearchChange({ actor, page: undefined }));

  const page = search.page ?? 1;
  const pageSize = search.size ?? defaultPageSize;
  const showCompany = scope === 'all';
  const log = useQuery(
    auditLogOptions(scope, {
      companyId: showCompany ? (search.company ?? null) : null,
      action: actionPrefix(search.group),
      actorEmail: search.actor ?? null,
      from: search.from ? zonedDateRange(search.from).start.toISOString() : null,
      to: search.to ? zonedDateRange(search.to).end.toISOString() : null,
      offset: (page - 1) * pageSize,
      limit: pageSize,
    }),
  );
  const filtered = Boolean(search.group || search.actor || search.from || search.to || (showCompany && search.company));
  const forbidden = log.error instanceof GraphQLRequestError && log.error.code === 'FORBIDDEN';
  const filter = (patch: Partial<AuditLogSearch>) => onSearchChange({ ...patch, page: undefined });

  const resetFilters = () => {
    setTerm('');
    filter({ group: undefined, actor: undefined, from: undefined, to: undefined, company: undefined });
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
      <ListToolbar label={t('auditLog.filters.label')}>
        <SearchBox
          value={term}
          onChange={setTerm}
          label={t('auditLog.filters.actor')}
          placeholder={t('auditLog.filters.actorPlaceholder')}
        />
        <FilterDisclosure
          active={[search.group, search.from, search.to, showCompany && search.company].filter(Boolean).length}
        >
          <FilterSelect
            label={t('auditLog.filters.group')}
            defaultLabel={t('auditLog.filters.allGroups')}
            value={search.group}
            options={actionGroups.map((g) => ({ value: g, label: t(`auditLog.groups.${g}`) }))}
            onChange={(group) => filter({ group })}
          />
          {showCompany && (
            <FilterSelect
              label={t('auditLog.filters.company')}
              defaultLabel={t('auditLog.filters.allCompanies')}
              className="max-w-60"
              value={search.company}
              options={(companies ?? []).map((c) => ({ value: c.id, label: c.name }))}
              onChange={(company) => filter({ company })}
            />
          )}
          <DateRangeFilter
            labels={{ from: t('auditLog.filters.from'), to: t('auditLog.filters.to') }}
            from={search.from}
            to={search.to}
            onChange={filter}
          />
          {filtered && (
            <Button variant="ghost" size="sm" onClick={resetFilters}>
              <X className="size-3.5" aria-hidden="true" />
              {t('auditLog.filters.reset')}
            </Button>
          )}
        </FilterDisclosure>
      </ListToolbar>
      <ServerTable
        query={log}
        caption={t('auditLog.title')}
        empty={{
          icon: History,
          title: filtered ? t('auditLog.noMatchesTitle') : t('auditLog.emptyTitle'),
          body: filtered ? t('auditLog.noMatchesBody') : t('auditLog.emptyBody'),
        }}
        header={
          <>
            <ColumnHeader label={t('auditLog.columns.at')} />
            <ColumnHeader label={t('auditLog.columns.action')} />
            {showCompany && <ColumnHeader label={t('auditLog.columns.company')} />}
            <ColumnHeader label={t('auditLog.columns.actor')} />
            <ColumnHeader label={t('auditLog.columns.ip')} className="hidden md:table-cell" />
            <ColumnHeader label={t('auditLog.columns.details')} />
          </>
        }
        row={(entry) => {
          const details = describeDetails(t, entry.action, entry.details);
          return (
            <tr className="align-top hover:bg-surface-muted/40">
              <td className="whitespace-nowrap px-4 py-2.5 tabular-nums text-muted">
                <time dateTime={entry.at}>{formatTimestamp(entry.at)}</time>
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
              <td className="hidden whitespace-nowrap px-4 py-2.5 tabular-nums text-muted md:table-cell">
                {entry.ip ?? '—'}
              </td>
              <td className="min-w-48 px-4 py-2.5 text-muted">{details.length > 0 ? details.join(' · ') : '—'}</td>
            </tr>
          );
        }}
        // A phone: when and what, who did it, the details.
        card={(entry) => {
          const details = describeDetails(t, entry.action, entry.details);
          return {
            title: (
              <time dateTime={entry.at} className="tabular-nums">
                {formatTimestamp(entry.at)}
              </time>
            ),
            aside: <Badge tone={actionTone(entry.action)}>{actionLabel(t, entry.action)}</Badge>,
            lines: [
              [showCompany && (entry.companyName ?? t('auditLog.noCompany')), entry.actorEmail]
                .filter(Boolean)
                .join(' · '),
              details.join(' · '),
            ],
          };
        }}
        page={page}
        pageSize={pageSize}
        onPaging={onSearchChange}
        choosePageSize
      />
    </>
  );
}
