import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BellRing, CalendarClock } from 'lucide-react';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { ColumnHeader } from '../../components/column-header.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { ServerTable } from '../../components/server-table.tsx';
import { cn } from '../../lib/cn.ts';
import { defaultPageSize } from '../../lib/page-sizes.ts';
import { reasonMessage } from '../../lib/reasons.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { dayText } from './reminder-dates.ts';
import { SendServiceRemindersDialog } from './send-service-reminders-dialog.tsx';
import { serviceReminderListOptions, type ServiceReminder } from './service-reminders-api.ts';
import type { ServiceRemindersSearch } from './service-reminders-search.ts';

const checkboxClasses = 'size-4 accent-[var(--accent)]';

/**
 * The units due whose reminders wait for the office (manual mode, or a customer without email): customer, unit and
 * due date, a checkbox each (kept across pages). "Send påmindelser (N)" counts first, with each skip's reason.
 */
export function PendingReminders({
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
      view: 'pending',
      search: term || null,
      offset: (page - 1) * pageSize,
      limit: pageSize,
    }),
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState<string[] | null>(null);
  const rows = reminders.data?.items ?? [];
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const select = (changes: readonly ServiceReminder[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const r of changes) {
        if (on) next.add(r.id);
        else next.delete(r.id);
      }
      return next;
    });
  const count = selected.size;
  const checkbox = (r: ServiceReminder, className?: string) => (
    <input
      type="checkbox"
      className={cn(checkboxClasses, className)}
      aria-label={t('serviceReminders.pending.selectOne', { unit: r.unit, customer: r.customerName ?? '' })}
      checked={selected.has(r.id)}
      onChange={(e) => select([r], e.target.checked)}
    />
  );
  const emailCell = (r: ServiceReminder) =>
    r.email ? (
      <span className="text-muted">{r.email}</span>
    ) : (
      <Badge tone="warning">{reasonMessage(t, r.reason ?? 'serviceReminder.noEmail')}</Badge>
    );

  return (
    <>
      <p className="mb-4 text-[13px] text-muted">{t('serviceReminders.pending.intro')}</p>
      <ListToolbar
        label={t('serviceReminders.filters.label')}
        actions={
          <>
            {count > 0 && (
              <Button variant="ghost" onClick={() => setSelected(new Set())}>
                {t('serviceReminders.pending.clear')}
              </Button>
            )}
            <Button disabled={count === 0} onClick={() => setSending([...selected])}>
              <BellRing className="size-4" aria-hidden="true" />
              {t('serviceReminders.pending.send', { count })}
            </Button>
          </>
        }
      >
        <SearchBox
          label={t('serviceReminders.filters.search')}
          placeholder={t('serviceReminders.filters.searchPlaceholder')}
          value={text}
          onChange={(value) => {
            setText(value);
            onSearchChange({ q: value.trim() || undefined, page: undefined });
          }}
        />
      </ListToolbar>
      <ServerTable
        query={reminders}
        caption={t('serviceReminders.pending.caption')}
        empty={{
          icon: CalendarClock,
          title: t('serviceReminders.pending.emptyTitle'),
          body: t('serviceReminders.pending.emptyBody'),
        }}
        header={
          <>
            <th scope="col" className="w-10 px-4 py-2.5">
              <input
                type="checkbox"
                className={checkboxClasses}
                aria-label={t('serviceReminders.pending.selectPage')}
                checked={allOnPage}
                onChange={(e) => select(rows, e.target.checked)}
              />
            </th>
            <ColumnHeader label={t('serviceReminders.columns.customer')} />
            <ColumnHeader label={t('serviceReminders.columns.unit')} />
            <ColumnHeader label={t('serviceReminders.columns.dueOn')} />
            <ColumnHeader label={t('serviceReminders.columns.email')} />
          </>
        }
        row={(r) => (
          <tr className={cn('hover:bg-surface-muted/40', selected.has(r.id) && 'bg-accent-soft/30')}>
            <td className="px-4 py-2.5">{checkbox(r)}</td>
            <td className="px-4 py-2.5 font-medium">{r.customerName ?? '—'}</td>
            <td className="px-4 py-2.5">{r.unit}</td>
            <td className="whitespace-nowrap px-4 py-2.5 tabular-nums">{dayText(r.dueOn)}</td>
            <td className="px-4 py-2.5">{emailCell(r)}</td>
          </tr>
        )}
        // A phone: the whole card is the reminder's checkbox.
        card={(r) => ({
          title: (
            <label className="flex items-center gap-2 after:absolute after:inset-0 after:content-['']">
              {checkbox(r, 'relative z-10')}
              <span>
                {r.customerName ?? '—'} · {r.unit}
              </span>
            </label>
          ),
          aside: <span className="text-[13px] tabular-nums">{dayText(r.dueOn)}</span>,
          lines: [emailCell(r)],
        })}
        page={page}
        pageSize={pageSize}
        onPaging={onSearchChange}
        choosePageSize
      />
      {sending && (
        <SendServiceRemindersDialog
          reminderIds={sending}
          onClose={() => setSending(null)}
          onSent={() => {
            setSending(null);
            setSelected(new Set());
          }}
        />
      )}
    </>
  );
}
