import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExternalLink, Send } from 'lucide-react';
import { Button, buttonClasses } from '../../components/button.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { apiUrl } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import { errorText, reasonMessage } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { reportPdfUrl, sendVisitReport, visitReportKey, type VisitReport } from './reports-api.ts';

/** The same rule as the server's (zod's email): something@something.tld, no spaces. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Send rapport": the report's PDF to the customer's email (prefilled, editable) or another address, with a link to
 * look at the PDF first. The mail goes through the mail queue; the email log shows it. A retry after a lost answer
 * sends once (idempotency key).
 */
export function SendReportDialog({
  report,
  customerEmail,
  onClose,
}: {
  report: VisitReport;
  customerEmail: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [to, setTo] = useState(customerEmail ?? '');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const idempotency = useIdempotencyKey();

  const send = useMutation({
    mutationFn: (address: string) => {
      const input = { visitId: report.visitId, to: address };
      return sendVisitReport(input, idempotency.keyFor(input));
    },
    onSuccess: (saved, address) => {
      idempotency.reset();
      queryClient.setQueryData(visitReportKey(report.visitId), (old: { archived: boolean } | undefined) => ({
        archived: old?.archived ?? false,
        report: saved,
      }));
      void queryClient.invalidateQueries({ queryKey: ['mailLog'] });
      toast.success(t('reports.send.sent', { to: address }));
      onClose();
    },
    onError: (e) => {
      if (e instanceof GraphQLRequestError && e.field === 'input.to') setError(reasonMessage(t, e.reason));
      else setFailure(errorText(t, e));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = to.trim();
    setFailure(null);
    if (!emailPattern.test(address)) {
      setError(t('validation.email_invalid'));
      return;
    }
    setError(undefined);
    send.mutate(address);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('reports.send.title')}
      description={t('reports.send.intro')}
      closeLabel={t('common.close')}
      className="max-w-lg"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 px-5 pb-5">
        <Field label={t('reports.send.to')} error={error}>
          <Input
            type="email"
            autoComplete="email"
            value={to}
            onChange={(e) => {
              setTo(e.target.value);
              setError(undefined);
            }}
          />
        </Field>
        <a
          href={apiUrl(reportPdfUrl(report))}
          target="_blank"
          rel="noopener"
          className={cn(buttonClasses('secondary', 'sm'), 'self-start')}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          {t('reports.send.preview')}
        </a>
        {failure && (
          <p role="alert" className="rounded-lg border border-danger/30 bg-danger-soft p-3 text-[13px] text-danger">
            {failure}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('reports.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            <Send className="size-4" aria-hidden="true" />
            {t('reports.send.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
