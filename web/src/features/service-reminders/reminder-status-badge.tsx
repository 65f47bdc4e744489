import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge.tsx';
import type { ServiceReminder } from './service-reminders-api.ts';

const tones = {
  pending: 'warning',
  queued: 'info',
  sent: 'success',
  failed: 'danger',
  skipped: 'neutral',
} as const;

/** A reminder's status: waiting, on its way, sent, failed or skipped. */
export function ReminderStatusBadge({ status }: { status: ServiceReminder['status'] }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`serviceReminders.status.${status}`)}</Badge>;
}
