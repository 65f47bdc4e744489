import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { QuestionDialog } from '../../components/confirm-dialog.tsx';
import { errorText, reasonMessage } from '../../lib/reasons.ts';
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
    <QuestionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('serviceReminders.send.title')}
      closeLabel={t('common.close')}
      error={check.isError ? errorText(t, check.error) : send.isError ? errorText(t, send.error) : undefined}
      body={
        check.isPending ? (
          <p role="status">{t('serviceReminders.send.counting')}</p>
        ) : (
          <div className="space-y-3">
            <p>{count > 0 ? t('serviceReminders.send.willSend', { count }) : t('serviceReminders.send.noneToSend')}</p>
            {skipped.length > 0 && (
              <div>
                <p className="font-medium">{t('serviceReminders.send.skipped', { count: skipped.length })}</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted">
                  {skipped.map((s) => (
                    <li key={s.reminderId}>
                      {s.unit
                        ? t('serviceReminders.send.skippedUnit', { unit: s.unit, reason: reasonMessage(t, s.reason) })
                        : reasonMessage(t, s.reason)}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )
      }
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={send.isPending} disabled={count === 0} onClick={() => send.mutate()}>
            {t('serviceReminders.send.confirm', { count })}
          </Button>
        </>
      }
    />
  );
}
