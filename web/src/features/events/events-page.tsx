import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Activity } from 'lucide-react';
import { Page } from '../../components/page.tsx';
import { Card } from '../../components/card.tsx';
import { Badge } from '../../components/badge.tsx';
import { Select } from '../../components/select.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { eventActor, eventGroups, eventLink, eventText, type EventGroup } from './event-groups.ts';
import { eventsOptions, markEventsSeen, pageSize, type CompanyEvent } from './events-api.ts';
import type { EventsSearch } from './events-search.ts';

/**
 * The company's activity feed, newest first, filtered by kind. Opening it marks the company's new events seen (the
 * badge goes to 0); those that were new stay marked while the page is open.
 */
export function EventsPage({
  search,
  onSearchChange,
}: {
  search: EventsSearch;
  onSearchChange: (patch: Partial<EventsSearch>) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const page = search.page ?? 1;
  const kinds = search.group ? eventGroups[search.group] : null;
  const feed = useQuery({ ...eventsOptions(kinds, page), placeholderData: keepPreviousData });
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());

  // The ids as one string: the effect runs once per set of unseen events, not once per render of the same page.
  const unseenIds = (feed.data?.items ?? [])
    .filter((e) => !e.seen)
    .map((e) => e.id)
    .join(',');
  useEffect(() => {
    if (!unseenIds) return;
    void markEventsSeen().then(
      () => {
        setNewIds((ids) => new Set([...ids, ...unseenIds.split(',')]));
        return queryClient.invalidateQueries({ queryKey: ['navigationCounts'] });
      },
      () => undefined, // Still new next time; nothing to tell the person.
    );
  }, [unseenIds, queryClient]);

  return (
    <Page>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <p className="text-[13px] text-muted">{t('events.intro')}</p>
        <label className="flex items-center gap-2 text-[13px]">
          <span className="text-muted">{t('events.filter')}</span>
          <Select
            className="w-auto"
            value={search.group ?? ''}
            onChange={(e) =>
              onSearchChange({ group: (e.target.value || undefined) as EventGroup | undefined, page: undefined })
            }
          >
            <option value="">{t('events.groups.all')}</option>
            {(Object.keys(eventGroups) as EventGroup[]).map((group) => (
              <option key={group} value={group}>
                {t(`events.groups.${group}`)}
              </option>
            ))}
          </Select>
        </label>
      </div>
      <Card className="overflow-hidden">
        {feed.isPending ? (
          <div className="space-y-3 p-5" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : feed.isError ? (
          <ErrorState
            title={t('common.loadErrorTitle')}
            body={t(errorMessageKey(feed.error))}
            retryLabel={t('common.retry')}
            onRetry={() => void feed.refetch()}
          />
        ) : feed.data.items.length === 0 ? (
          <EmptyState icon={Activity} title={t('events.emptyTitle')} body={t('events.emptyBody')} />
        ) : (
          <ul className="divide-y divide-border" aria-label={t('events.listLabel')}>
            {feed.data.items.map((e) => (
              <EventItem key={e.id} event={e} isNew={!e.seen || newIds.has(e.id)} />
            ))}
          </ul>
        )}
      </Card>
      {feed.data && feed.data.totalCount > pageSize && (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={feed.data.totalCount}
          onPage={(next) => onSearchChange({ page: next > 1 ? next : undefined })}
        />
      )}
    </Page>
  );
}

function EventItem({ event, isNew }: { event: CompanyEvent; isNew: boolean }) {
  const { t } = useTranslation();
  const { key, values } = eventText(event.kind, event.payload);
  const actor = eventActor(event.payload);
  const link = eventLink(event.payload);
  return (
    <li className="flex items-start gap-3 px-4 py-3 text-[13px]">
      <div className="min-w-0 flex-1">
        <p>
          {link && 'visitId' in link ? (
            <Link to="/admin/visits/$visitId" params={link} className="hover:underline">
              {t(key, values)}
            </Link>
          ) : link ? (
            <Link to="/admin/customers/$customerId" params={link} className="hover:underline">
              {t(key, values)}
            </Link>
          ) : (
            t(key, values)
          )}
        </p>
        <p className="mt-0.5 text-muted">
          {formatDateTime(event.createdAt)}
          {actor && ` · ${t('events.by', { name: actor })}`}
        </p>
      </div>
      {isNew && <Badge tone="accent">{t('events.new')}</Badge>}
    </li>
  );
}
