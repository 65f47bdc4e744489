import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CountedSendDialog } from '../../components/counted-send-dialog.tsx';
import { reasonMessage } from '../../lib/reasons.ts';
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
    <CountedSendDialog
      texts={{
        title: t('invoices.reminders.title'),
        counting: t('invoices.reminders.counting'),
        summary: count > 0 ? t('invoices.reminders.willSend', { count }) : t('invoices.reminders.noneToSend'),
        skippedTitle: t('invoices.reminders.skipped', { count: skipped.length }),
        confirm: t('invoices.reminders.confirm', { count }),
        footnote: t('invoices.reminders.rules'),
      }}
      count={count}
      skipped={skipped.map((s) => ({
        key: s.invoiceId,
        text:
          s.number === null
            ? reasonMessage(t, s.reason)
            : t('invoices.reminders.skippedInvoice', { number: s.number, reason: reasonMessage(t, s.reason) }),
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
