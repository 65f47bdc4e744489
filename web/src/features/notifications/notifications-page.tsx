import { Link } from '@tanstack/react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Bell, CheckCheck } from 'lucide-react';
import { Page } from '../../components/page.tsx';
import { Card } from '../../components/card.tsx';
import { Button } from '../../components/button.tsx';
import { Select } from '../../components/select.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { notifyRequestError } from '../../lib/notify.ts';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { cn } from '../../lib/cn.ts';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationsKey,
  notificationsOptions,
  pageSize,
  type Notification,
} from './notifications-api.ts';
import { notificationCustomerId, notificationText, notificationVisitId } from './notification-text.ts';
import type { NotificationsSearch } from './notifications-search.ts';

/**
 * The person's notifications, newest first: unread ones marked, each read with a click, all at once with one button.
 * The live stream (features/navigation/use-live-updates.ts) reloads the list when one arrives.
 */
export function NotificationsPage({
  search,
  onSearchChange,
}: {
  search: NotificationsSearch;
  onSearchChange: (patch: Partial<NotificationsSearch>) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const unreadOnly = search.show === 'unread';
  const page = search.page ?? 1;
  const list = useQuery({ ...notificationsOptions(unreadOnly, page), placeholderData: keepPreviousData });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: notificationsKey }),
      queryClient.invalidateQueries({ queryKey: ['navigationCounts'] }),
    ]);
  const markAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: refresh,
    onError: notifyRequestError,
  });
  const markOne = useMutation({ mutationFn: markNotificationRead, onSettled: refresh, onError: notifyRequestError });

  return (
    <Page>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <label className="flex items-center gap-2 text-[13px]">
          <span className="text-muted">{t('notifications.show')}</span>
          <Select
            className="w-auto"
            value={search.show ?? 'all'}
            onChange={(e) =>
              onSearchChange({ show: e.target.value === 'unread' ? 'unread' : undefined, page: undefined })
            }
          >
            <option value="all">{t('notifications.showAll')}</option>
            <option value="unread">{t('notifications.showUnread')}</option>
          </Select>
        </label>
        <Button
          variant="secondary"
          disabled={!list.data || list.data.unreadCount === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheck className="size-4" aria-hidden="true" />
          {t('notifications.markAllRead')}
        </Button>
      </div>
      <Card className="overflow-hidden">
        {list.isPending ? (
          <div className="space-y-3 p-5" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : list.isError ? (
          <ErrorState
            title={t('common.loadErrorTitle')}
            body={t(errorMessageKey(list.error))}
            retryLabel={t('common.retry')}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            icon={Bell}
            title={t(unreadOnly ? 'notifications.noneUnreadTitle' : 'notifications.emptyTitle')}
            body={t('notifications.emptyBody')}
          />
        ) : (
          <ul className="divide-y divide-border" aria-label={t('notifications.listLabel')}>
            {list.data.items.map((n) => (
              <NotificationItem key={n.id} notification={n} onRead={() => markOne.mutate(n.id)} />
            ))}
          </ul>
        )}
      </Card>
      {list.data && list.data.totalCount > pageSize && (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={list.data.totalCount}
          onPage={(next) => onSearchChange({ page: next > 1 ? next : undefined })}
        />
      )}
    </Page>
  );
}

function NotificationItem({ notification: n, onRead }: { notification: Notification; onRead: () => void }) {
  const { t } = useTranslation();
  const { key, values } = notificationText(n);
  const unread = n.readAt === null;
  const visitId = notificationVisitId(n);
  const customerId = notificationCustomerId(n);
  return (
    <li className={cn('flex items-start gap-3 px-4 py-3 text-[13px]', unread && 'bg-accent-soft/40')}>
      <span
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-accent' : 'bg-transparent')}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <p className={cn(unread && 'font-medium')}>
          {unread && <span className="sr-only">{t('notifications.unread')}: </span>}
          {t(key, values)}
        </p>
        <p className="mt-0.5 text-muted">
          {formatDateTime(n.createdAt)}
          {visitId && (
            <>
              {' · '}
              <Link
                to="/admin/visits/$visitId"
                params={{ visitId }}
                className="text-accent hover:underline"
                onClick={() => unread && onRead()}
              >
                {t('notifications.openVisit')}
              </Link>
            </>
          )}
          {customerId && (
            <>
              {' · '}
              <Link
                to="/admin/customers/$customerId"
                params={{ customerId }}
                search={n.kind === 'message_received' ? { tab: 'messages' } : {}}
                className="text-accent hover:underline"
                onClick={() => unread && onRead()}
              >
                {t('notifications.openCustomer')}
              </Link>
            </>
          )}
        </p>
      </div>
      {unread && (
        <Button size="sm" variant="ghost" onClick={onRead}>
          {t('notifications.markRead')}
        </Button>
      )}
    </li>
  );
}
