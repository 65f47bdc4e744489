import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CountedSendDialog } from '../../components/counted-send-dialog.tsx';
import { reasonMessage } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import {
  invalidateServiceReminders,
  sendServiceReminders,
  serviceReminderCheckOptions,
} from './service-reminders-api.ts';

/**
 * "Send påmindelser": first the count (the server's check: service on, still due, not sent, an email), with each
 * reminder left out and why, then the send. Nothing is sent before the person confirms the number they were shown;
 * the server checks again as it sends.
 */
export function SendServiceRemindersDialog({
  reminderIds,
  onClose,
  onSent,
}: {
  reminderIds: string[];
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const check = useQuery(serviceReminderCheckOptions(reminderIds));
  const send = useMutation({
    mutationFn: () => sendServiceReminders(reminderIds),
    onSuccess: async (outcome) => {
      toast.success(t('serviceReminders.send.sent', { count: outcome.count }));
      onSent();
      await invalidateServiceReminders(queryClient);
    },
  });
  const count = check.data?.count ?? 0;
  const skipped = check.data?.skipped ?? [];

  return (
    <CountedSendDialog
      texts={{
        title: t('serviceReminders.send.title'),
        counting: t('serviceReminders.send.counting'),
        summary: count > 0 ? t('serviceReminders.send.willSend', { count }) : t('serviceReminders.send.noneToSend'),
        skippedTitle: t('serviceReminders.send.skipped', { count: skipped.length }),
        confirm: t('serviceReminders.send.confirm', { count }),
      }}
      count={count}
      skipped={skipped.map((s) => ({
        key: s.reminderId,
        text: s.unit
          ? t('serviceReminders.send.skippedUnit', { unit: s.unit, reason: reasonMessage(t, s.reason) })
          : reasonMessage(t, s.reason),
      }))}
      checking={check.isPending}
      checkError={check.error}
      sending={send.isPending}
      sendError={send.error}
      onSend={() => send.mutate()}
      onClose={onClose}
    />
  );
}
