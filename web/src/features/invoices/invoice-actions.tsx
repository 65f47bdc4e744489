import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, BellRing, FileMinus, Send, Trash2, Undo2 } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { errorText } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { invoiceTitle } from './invoice-text.ts';
import {
  deleteInvoiceDraft,
  invalidateInvoiceData,
  invoicesKey,
  issueInvoice,
  setInvoicePaid,
  type InvoiceDetail,
} from './invoices-api.ts';
import { CreditInvoiceDialog } from './credit-invoice-dialog.tsx';
import { SendRemindersDialog } from './send-reminders-dialog.tsx';

/**
 * What the invoice's state allows (decisions/0026): a draft is issued or deleted; an issued invoice is marked paid
 * or credited; a paid one marked unpaid or credited; a credited invoice and a credit note are done. Deleting and
 * crediting ask first. A refusal (a stale version, a change made elsewhere) is said, and the invoice read again.
 */
export function InvoiceActions({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<'credit' | 'delete' | 'remind' | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const title = invoiceTitle(t, invoice);

  const change = useMutation({
    mutationFn: async (kind: 'issue' | 'paid' | 'unpaid') => {
      if (kind === 'issue') {
        const issued = await issueInvoice(invoice.id, invoice.version);
        return t('invoices.actions.issued', { title: invoiceTitle(t, { kind: invoice.kind, number: issued.number }) });
      }
      await setInvoicePaid(invoice.id, invoice.version, kind === 'paid');
      return t(kind === 'paid' ? 'invoices.actions.markedPaid' : 'invoices.actions.markedUnpaid', { title });
    },
    onSuccess: async (message) => {
      toast.success(message);
      await invalidateInvoiceData(queryClient);
    },
    onError: async (error) => {
      toast.error(errorText(t, error));
      await invalidateInvoiceData(queryClient);
    },
  });

  const remove = useMutation({
    mutationFn: () => deleteInvoiceDraft(invoice.id, invoice.version),
    onSuccess: async () => {
      setConfirming(null);
      toast.success(t('invoices.actions.deleted'));
      queryClient.removeQueries({ queryKey: [...invoicesKey, 'detail', invoice.id] });
      await invalidateInvoiceData(queryClient);
      await navigate({ to: '/admin/invoices' });
    },
    onError: async (error) => {
      setDialogError(errorText(t, error));
      await invalidateInvoiceData(queryClient);
    },
  });

  const ask = (question: 'credit' | 'delete') => {
    setDialogError(null);
    setConfirming(question);
  };
  const busy = change.isPending;
  if (invoice.kind !== 'invoice') return null;
  const creditable = invoice.state === 'issued' || invoice.state === 'paid';

  return (
    <>
      {invoice.state === 'draft' && (
        <>
          <Button loading={busy && change.variables === 'issue'} disabled={busy} onClick={() => change.mutate('issue')}>
            <Send className="size-4" aria-hidden="true" />
            {t('invoices.actions.issue')}
          </Button>
          <Button variant="secondary" className="text-danger" disabled={busy} onClick={() => ask('delete')}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('invoices.actions.deleteDraft')}
          </Button>
        </>
      )}
      {invoice.state === 'issued' && (
        <Button loading={busy && change.variables === 'paid'} disabled={busy} onClick={() => change.mutate('paid')}>
          <BadgeCheck className="size-4" aria-hidden="true" />
          {t('invoices.actions.markPaid')}
        </Button>
      )}
      {invoice.state === 'paid' && (
        <Button
          variant="secondary"
          loading={busy && change.variables === 'unpaid'}
          disabled={busy}
          onClick={() => change.mutate('unpaid')}
        >
          <Undo2 className="size-4" aria-hidden="true" />
          {t('invoices.actions.markUnpaid')}
        </Button>
      )}
      {invoice.state === 'issued' && invoice.overdue && (
        <Button variant="secondary" disabled={busy} onClick={() => setConfirming('remind')}>
          <BellRing className="size-4" aria-hidden="true" />
          {t('invoices.reminders.sendOne')}
        </Button>
      )}
      {creditable && (
        <Button variant="secondary" disabled={busy} onClick={() => ask('credit')}>
          <FileMinus className="size-4" aria-hidden="true" />
          {t('invoices.actions.credit')}
        </Button>
      )}

      {confirming === 'remind' && <SendRemindersDialog invoiceIds={[invoice.id]} onClose={() => setConfirming(null)} />}
      {confirming === 'credit' && <CreditInvoiceDialog invoice={invoice} onClose={() => setConfirming(null)} />}
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('invoices.actions.deleteTitle')}
        body={t('invoices.actions.deleteBody')}
        confirmLabel={t('invoices.actions.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        pending={remove.isPending}
        error={dialogError}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
