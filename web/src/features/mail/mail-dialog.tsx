import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RotateCw } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { formatTimestamp } from '../../lib/format/index.ts';
import { errorMessageKey } from '../../lib/errors.ts';
import { request } from '../../lib/graphql.ts';
import { errorText } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { mailMessageOptions, resendMailMutation } from './mail-api.ts';
import { MailStatusBadge, mailTypeLabel } from './mail-status.tsx';

/**
 * One mail of the log, as a mail catcher shows it: the envelope, the text, and the html in a sandboxed frame (no
 * scripts, no same-origin access: a mail's html is never trusted). A dead mail can be sent again from here.
 */
export function MailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mail = useQuery(mailMessageOptions(id));
  const resend = useMutation({
    mutationFn: () => request(resendMailMutation, { id }),
    onSuccess: () => {
      toast.success(t('mail.resent'));
      void queryClient.invalidateQueries({ queryKey: ['mailLog'] });
      void queryClient.invalidateQueries({ queryKey: ['mailMessage', id] });
    },
    onError: (error) => toast.error(errorText(t, error)),
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={mail.data?.subject ?? t('mail.title')}
      closeLabel={t('common.close')}
      className="max-w-3xl"
    >
      <div className="overflow-y-auto px-5 pb-5">
        {mail.isPending ? (
          <Skeleton className="h-40" />
        ) : mail.isError ? (
          <ErrorState
            title={t('common.loadErrorTitle')}
            body={t(errorMessageKey(mail.error))}
            retryLabel={t('common.retry')}
            onRetry={() => void mail.refetch()}
          />
        ) : (
          <>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-[13px]">
              <dt className="text-muted">{t('mail.columns.from')}</dt>
              <dd>{mail.data.fromAddress}</dd>
              {mail.data.replyTo && (
                <>
                  <dt className="text-muted">{t('mail.replyTo')}</dt>
                  <dd>{mail.data.replyTo}</dd>
                </>
              )}
              <dt className="text-muted">{t('mail.columns.to')}</dt>
              <dd>{mail.data.toAddress}</dd>
              <dt className="text-muted">{t('mail.columns.type')}</dt>
              <dd>{mailTypeLabel(t, mail.data.emailType)}</dd>
              <dt className="text-muted">{t('mail.columns.time')}</dt>
              <dd>
                <time dateTime={mail.data.createdAt}>{formatTimestamp(mail.data.createdAt)}</time>
              </dd>
              <dt className="text-muted">{t('mail.columns.status')}</dt>
              <dd className="flex items-center gap-2">
                <MailStatusBadge status={mail.data.status} />
                {mail.data.attempts > 0 && (
                  <span className="text-muted">{t('mail.attempts', { count: mail.data.attempts })}</span>
                )}
              </dd>
              {mail.data.lastError && (
                <>
                  <dt className="text-muted">{t('mail.lastError')}</dt>
                  <dd className="text-danger">{mail.data.lastError}</dd>
                </>
              )}
            </dl>
            {mail.data.status === 'kept' && <p className="mt-3 text-[13px] text-muted">{t('mail.keptExplained')}</p>}
            {mail.data.status === 'dead' && (
              <Button className="mt-3" onClick={() => resend.mutate()} disabled={resend.isPending}>
                <RotateCw className="size-4" aria-hidden="true" />
                {t('mail.sendAgain')}
              </Button>
            )}
            {mail.data.htmlBody && (
              <section className="mt-4">
                <h3 className="mb-1.5 text-[13px] font-semibold">{t('mail.html')}</h3>
                <iframe
                  title={t('mail.htmlFrame', { subject: mail.data.subject })}
                  sandbox=""
                  srcDoc={mail.data.htmlBody}
                  className="h-80 w-full rounded-md border border-border bg-white"
                />
              </section>
            )}
            {mail.data.textBody && (
              <section className="mt-4">
                <h3 className="mb-1.5 text-[13px] font-semibold">{t('mail.text')}</h3>
                <pre className="whitespace-pre-wrap break-words rounded-md border border-border bg-surface-muted/40 p-3 font-sans text-[13px]">
                  {mail.data.textBody}
                </pre>
              </section>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
