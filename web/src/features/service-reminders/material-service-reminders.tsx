import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { formatTimestamp } from '../../lib/format/index.ts';
import { reasonMessage } from '../../lib/reasons.ts';
import { dayText } from './reminder-dates.ts';
import { ReminderStatusBadge } from './reminder-status-badge.tsx';
import { materialServiceRemindersOptions } from './service-reminders-api.ts';

/** A unit's service reminders, newest due date first: for the material's page (the materials feature shows it). */
export function MaterialServiceReminders({ materialId }: { materialId: string }) {
  const { t } = useTranslation();
  const reminders = useQuery(materialServiceRemindersOptions(materialId));
  if (reminders.isPending) return <Skeleton className="h-16 w-full" aria-label={t('common.loading')} />;
  if (reminders.isError) {
    return (
      <ErrorState
        title={t('common.loadErrorTitle')}
        body={t(errorMessageKey(reminders.error))}
        retryLabel={t('common.retry')}
        onRetry={() => void reminders.refetch()}
      />
    );
  }
  if (reminders.data.length === 0) return <p className="text-[13px] text-muted">{t('serviceReminders.unit.none')}</p>;
  return (
    <table className="w-full text-left text-[13px]">
      <caption className="sr-only">{t('serviceReminders.unit.caption')}</caption>
      <thead className="border-b border-border text-xs text-muted">
        <tr>
          <th scope="col" className="py-2 pr-4 font-medium">
            {t('serviceReminders.columns.dueOn')}
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            {t('serviceReminders.columns.status')}
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            {t('serviceReminders.columns.sentAt')}
          </th>
          <th scope="col" className="py-2 font-medium">
            {t('serviceReminders.columns.answer')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {reminders.data.map((r) => (
          <tr key={r.id}>
            <td className="py-2 pr-4 tabular-nums">{dayText(r.dueOn)}</td>
            <td className="py-2 pr-4">
              <ReminderStatusBadge status={r.status} />
              {r.reason && r.status !== 'queued' && r.status !== 'sent' && (
                <span className="ml-2 text-[12px] text-muted">{reasonMessage(t, r.reason)}</span>
              )}
            </td>
            <td className="py-2 pr-4 tabular-nums text-muted">{r.sentAt ? formatTimestamp(r.sentAt) : '—'}</td>
            <td className="py-2 text-muted">
              {r.respondedAt ? t('serviceReminders.history.answered', { when: formatTimestamp(r.respondedAt) }) : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
