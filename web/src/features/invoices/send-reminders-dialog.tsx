import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { QuestionDialog } from '../../components/confirm-dialog.tsx';
import { errorText, reasonMessage } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { invalidateInvoiceData, paymentReminderCheckOptions, sendPaymentReminders } from './invoices-api.ts';

/**
 * "Send rykkere": first the count (the server's check of the rules: overdue, at most three, 10 days apart, an email
 * to send to), with each invoice left out and why, then the send. Nothing is sent before the person confirms the
 * number they were shown; the server checks again as it sends.
 */
export function SendRemindersDialog({ invoiceIds, onClose }: { invoiceIds: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const check = useQuery(paymentReminderCheckOptions(invoiceIds));
  const send = useMutation({
    mutationFn: () => sendPaymentReminders(invoiceIds),
    onSuccess: async (outcome) => {
      toast.success(t('invoices.reminders.sent', { count: outcome.count }));
      onClose();
      await invalidateInvoiceData(queryClient);
      await queryClient.invalidateQueries({ queryKey: ['mailLog'] });
    },
  });
  const count = check.data?.count ?? 0;
  const skipped = check.data?.skipped ?? [];

  return (
    <QuestionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('invoices.reminders.title')}
      closeLabel={t('common.close')}
      error={check.isError ? errorText(t, check.error) : send.isError ? errorText(t, send.error) : undefined}
      body={
        check.isPending ? (
          <p role="status">{t('invoices.reminders.counting')}</p>
        ) : (
          <div className="space-y-3">
            <p>{count > 0 ? t('invoices.reminders.willSend', { count }) : t('invoices.reminders.noneToSend')}</p>
            {skipped.length > 0 && (
              <div>
                <p className="font-medium">{t('invoices.reminders.skipped', { count: skipped.length })}</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted">
                  {skipped.map((s) => (
                    <li key={s.invoiceId}>
                      {s.number === null
                        ? reasonMessage(t, s.reason)
                        : t('invoices.reminders.skippedInvoice', {
                            number: s.number,
                            reason: reasonMessage(t, s.reason),
                          })}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <p className="text-[12px] text-muted">{t('invoices.reminders.rules')}</p>
          </div>
        )
      }
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={send.isPending} disabled={count === 0} onClick={() => send.mutate()}>
            {t('invoices.reminders.confirm', { count })}
          </Button>
        </>
      }
    />
  );
}
