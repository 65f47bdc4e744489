import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Inbox } from 'lucide-react';
import { Page } from '../../components/page.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { FilterSelect } from '../../components/list-filters.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { ServerTable } from '../../components/server-table.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs.tsx';
import { defaultPageSize } from '../../lib/page-sizes.ts';
import { formatDateTime } from '../../lib/format/index.ts';
import { wishedTime } from './booking-format.ts';
import { useSearchTerm } from '../../lib/use-search-term.ts';
import { bookingsOptions, type Booking } from './bookings-api.ts';
import { BookingPanel } from './booking-panel.tsx';
import { bookingKinds, bookingStatuses, kindOf, statusOf, type BookingStatusFilter } from './bookings-filters.ts';
import type { BookingsSearch } from './bookings-search.ts';

/**
 * /admin/bookings, Henvendelser: the inbox of bookings from the booking page, call-me requests and inquiries, by
 * status (open first), kind and search words, paged by the server. A row opens the booking's details, where it is
 * accepted (the visit is made) or declined (the visitor is mailed). A push (a new booking) reloads the list.
 */
export function BookingsPage({
  search,
  onSearchChange,
}: {
  search: BookingsSearch;
  onSearchChange: (patch: Partial<BookingsSearch>) => void;
}) {
  const { t } = useTranslation();
  const status = statusOf(search.status);
  const kind = kindOf(search.kind);
  const page = search.page ?? 1;
  const size = search.size ?? defaultPageSize;
  const [term, setTerm] = useSearchTerm(search.q, (q) => onSearchChange({ q, page: undefined }));
  const list = useQuery(
    bookingsOptions({
      status,
      kind: kind ?? null,
      search: search.q ?? null,
      limit: size,
      offset: (page - 1) * size,
    }),
  );
  const th = 'px-4 py-2 text-left text-xs font-medium text-muted';
  const filtered = Boolean(kind || search.q);
  const open = (b: Booking) => onSearchChange({ id: b.id });

  const inbox = (
    <>
      <div className="my-4 flex flex-wrap items-center gap-2">
        <SearchBox
          value={term}
          onChange={setTerm}
          label={t('booking.inbox.searchLabel')}
          placeholder={t('booking.inbox.searchPlaceholder')}
        />
        <FilterSelect
          label={t('booking.inbox.kindLabel')}
          defaultLabel={t('booking.inbox.kindAll')}
          value={kind}
          options={bookingKinds.map((k) => ({ value: k, label: t(`booking.kind.${k}`) }))}
          onChange={(kind) => onSearchChange({ kind, page: undefined })}
        />
      </div>
      <ServerTable
        query={list}
        caption={t('booking.inbox.caption', { status: t(`booking.status.${status}`) })}
        empty={{
          icon: Inbox,
          title: filtered ? t('booking.inbox.noMatchesTitle') : t(`booking.inbox.empty.${status}`),
          body: filtered ? t('booking.inbox.noMatchesBody') : t('booking.inbox.emptyBody'),
        }}
        header={
          <>
            <th scope="col" className={th}>
              {t('booking.columns.name')}
            </th>
            <th scope="col" className={th}>
              {t('booking.columns.kind')}
            </th>
            <th scope="col" className={th}>
              {t('booking.columns.service')}
            </th>
            <th scope="col" className={th}>
              {t('booking.columns.wished')}
            </th>
            <th scope="col" className={th}>
              {t('booking.columns.zipcode')}
            </th>
            <th scope="col" className={th}>
              {t('booking.columns.received')}
            </th>
          </>
        }
        row={(b) => (
          <tr key={b.id} className="hover:bg-surface-muted">
            <td className="px-4 py-2.5">
              <button
                type="button"
                className="text-left font-medium text-accent hover:underline"
                onClick={() => open(b)}
              >
                {b.name}
              </button>
            </td>
            <td className="px-4 py-2.5">{t(`booking.kind.${b.kind}`)}</td>
            <td className="px-4 py-2.5">{b.serviceName ?? <span className="text-muted">–</span>}</td>
            <td className="whitespace-nowrap px-4 py-2.5 tabular-nums">{wishedTime(b, '–')}</td>
            <td className="px-4 py-2.5 tabular-nums">{b.zipcode ?? '–'}</td>
            <td className="whitespace-nowrap px-4 py-2.5 tabular-nums">{formatDateTime(b.createdAt)}</td>
          </tr>
        )}
        card={(b) => ({
          title: (
            <button type="button" className="text-left font-medium" onClick={() => open(b)}>
              {b.name}
            </button>
          ),
          lines: [
            [t(`booking.kind.${b.kind}`), b.serviceName].filter(Boolean).join(' · '),
            b.startsAt ? wishedTime(b, '') : null,
            t('booking.receivedAt', { time: formatDateTime(b.createdAt) }),
          ],
        })}
        page={page}
        pageSize={size}
        onPaging={onSearchChange}
      />
    </>
  );

  return (
    <Page wide>
      <ListToolbar>
        <p className="text-[13px] text-muted">{t('booking.inbox.intro')}</p>
      </ListToolbar>
      {/* The list is the active tab's panel: each tab then controls a panel that exists (aria-controls). */}
      <Tabs
        value={status}
        onValueChange={(value) =>
          onSearchChange({ status: value === 'open' ? undefined : (value as BookingStatusFilter), page: undefined })
        }
      >
        <TabsList aria-label={t('booking.inbox.statusLabel')}>
          {bookingStatuses.map((s) => (
            <TabsTrigger key={s} value={s}>
              {t(`booking.status.${s}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {bookingStatuses.map((s) => (
          <TabsContent key={s} value={s} className="pt-0">
            {s === status && inbox}
          </TabsContent>
        ))}
      </Tabs>
      {search.id && <BookingPanel id={search.id} onClose={() => onSearchChange({ id: undefined })} />}
    </Page>
  );
}
