import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { ColumnHeader } from '../../components/column-header.tsx';
import { FilterSelect } from '../../components/list-filters.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { ServerTable } from '../../components/server-table.tsx';
import { formatTimestamp } from '../../lib/format/index.ts';
import { defaultPageSize } from '../../lib/page-sizes.ts';
import { reasonMessage } from '../../lib/reasons.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { dayText } from './reminder-dates.ts';
import { ReminderStatusBadge } from './reminder-status-badge.tsx';
import { serviceReminderListOptions, type ServiceReminder } from './service-reminders-api.ts';
import { reminderHistoryStatuses, type ServiceRemindersSearch } from './service-reminders-search.ts';

/**
 * The reminders sent or skipped, newest first: customer, unit, due date, status (the mail's: sent or failed), when,
 * the customer's answer and the service visit made for it. Filtered by status and searched in the URL.
 */
export function ReminderHistory({
  search,
  onSearchChange,
}: {
  search: ServiceRemindersSearch;
  onSearchChange: (patch: Partial<ServiceRemindersSearch>) => void;
}) {
  const { t } = useTranslation();
  const page = search.page ?? 1;
  const pageSize = search.size ?? defaultPageSize;
  const [text, setText] = useState(search.q ?? '');
  const term = useDebounced(text.trim());
  const reminders = useQuery(
    serviceReminderListOptions({
      view: 'history',
      status: search.status ?? null,
      search: term || null,
      offset: (page - 1) * pageSize,
      limit: pageSize,
    }),
  );
  const filtered = Boolean(search.status || term);
  const answer = (r: ServiceReminder) =>
    r.respondedAt ? t('serviceReminders.history.answered', { when: formatTimestamp(r.respondedAt) }) : '';
  const note = (r: ServiceReminder) => (r.status === 'skipped' || r.status === 'failed') && r.reason;

  return (
    <>
      <ListToolbar label={t('serviceReminders.filters.label')}>
        <SearchBox
          label={t('serviceReminders.filters.search')}
          placeholder={t('serviceReminders.filters.searchPlaceholder')}
          value={text}
          onChange={(value) => {
            setText(value);
            onSearchChange({ q: value.trim() || undefined, page: undefined });
          }}
        />
        <FilterSelect
          label={t('serviceReminders.filters.status')}
          defaultLabel={t('serviceReminders.filters.allStatuses')}
          value={search.status}
          options={reminderHistoryStatuses.map((s) => ({ value: s, label: t(`serviceReminders.status.${s}`) }))}
          onChange={(status) => onSearchChange({ status, page: undefined })}
        />
      </ListToolbar>
      <ServerTable
        query={reminders}
        caption={t('serviceReminders.history.caption')}
        empty={{
          icon: History,
          title: filtered ? t('serviceReminders.history.noMatchesTitle') : t('serviceReminders.history.emptyTitle'),
          body: filtered ? t('serviceReminders.history.noMatchesBody') : t('serviceReminders.history.emptyBody'),
        }}
        header={
          <>
            <ColumnHeader label={t('serviceReminders.columns.customer')} />
            <ColumnHeader label={t('serviceReminders.columns.unit')} />
            <ColumnHeader label={t('serviceReminders.columns.dueOn')} />
            <ColumnHeader label={t('serviceReminders.columns.status')} />
            <ColumnHeader label={t('serviceReminders.columns.sentAt')} />
            <ColumnHeader label={t('serviceReminders.columns.answer')} />
          </>
        }
        row={(r) => (
          <tr className="hover:bg-surface-muted/40">
            <td className="px-4 py-2.5 font-medium">{r.customerName ?? '—'}</td>
            <td className="px-4 py-2.5">{r.unit}</td>
            <td className="whitespace-nowrap px-4 py-2.5 tabular-nums">{dayText(r.dueOn)}</td>
            <td className="px-4 py-2.5">
              <span className="flex flex-col items-start gap-0.5">
                <ReminderStatusBadge status={r.status} />
                {note(r) && <span className="text-[12px] text-muted">{reasonMessage(t, r.reason!)}</span>}
              </span>
            </td>
            <td className="whitespace-nowrap px-4 py-2.5 tabular-nums text-muted">
              {r.sentAt ? formatTimestamp(r.sentAt) : '—'}
            </td>
            <td className="px-4 py-2.5 text-muted">
              <span className="flex flex-col gap-0.5">
                {answer(r)}
                {r.visitId && (
                  <Link to="/admin/visits/$visitId" params={{ visitId: r.visitId }} className="text-accent underline">
                    {t('serviceReminders.history.visit')}
                  </Link>
                )}
              </span>
            </td>
          </tr>
        )}
        card={(r) => ({
          title: (
            <span>
              {r.customerName ?? '—'} · {r.unit}
            </span>
          ),
          aside: <ReminderStatusBadge status={r.status} />,
          lines: [dayText(r.dueOn), r.sentAt && formatTimestamp(r.sentAt), answer(r)],
        })}
        page={page}
        pageSize={pageSize}
        onPaging={onSearchChange}
        choosePageSize
      />
    </>
  );
}
