import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, RefreshCw, Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '../../components/button.tsx';
import { CardSection } from '../../components/card.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { CopyField } from '../../components/copy-field.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { formatLongDateTime } from '../../lib/format/index.ts';
import { toast } from '../../lib/toast.ts';
import { calendarFeedKey, calendarFeedOptions, renewCalendarFeed, revokeCalendarFeed } from './my-schedule-api.ts';

type Question = 'renew' | 'revoke' | null;

/**
 * The private calendar feed: subscribe to one's own visits from a phone's calendar. The server keeps only a hash of
 * the link's token, so the link is shown once, right after it is made; later the card says a link exists and offers a
 * new one (the old stops working) or to revoke it.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feed = useQuery(calendarFeedOptions);
  /** The link just made: held only in this page's memory. */
  const [fresh, setFresh] = useState<string | null>(null);
  const [question, setQuestion] = useState<Question>(null);

  const renew = useMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: async (created) => {
      setFresh(new URL(created.path, window.location.origin).toString());
      setQuestion(null);
      await queryClient.invalidateQueries({ queryKey: calendarFeedKey });
    },
  });
  const revoke = useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: async () => {
      setFresh(null);
      setQuestion(null);
      toast.success(t('mySchedule.feed.revoked'));
      await queryClient.invalidateQueries({ queryKey: calendarFeedKey });
    },
  });

  const webcal = fresh?.replace(/^https?:/, 'webcal:');
  const exists = Boolean(feed.data);

  return (
    <section aria-label={t('mySchedule.feed.title')}>
      <CardSection title={t('mySchedule.feed.title')} description={t('mySchedule.feed.intro')}>
        {feed.isPending ? (
          <div aria-busy="true" aria-label={t('mySchedule.feed.loading')} className="space-y-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-9 w-40" />
          </div>
        ) : feed.isError ? (
          <div role="alert" className="space-y-3 text-[13px] text-danger">
            <p>{t(errorMessageKey(feed.error))}</p>
            <Button variant="secondary" onClick={() => void feed.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <div className="space-y-4 text-[13px]">
            {fresh ? (
              <div className="space-y-2">
                <CopyField
                  value={fresh}
                  label={t('mySchedule.feed.linkLabel')}
                  copyLabel={t('mySchedule.feed.copy')}
                  copiedLabel={t('mySchedule.feed.copied')}
                />
                <p className="text-muted">{t('mySchedule.feed.shownOnce')}</p>
                <a href={webcal} className={buttonClasses('secondary', 'sm')}>
                  <CalendarPlus className="size-4" aria-hidden="true" />
                  {t('mySchedule.feed.subscribe')}
                </a>
              </div>
            ) : exists ? (
              <p>{t('mySchedule.feed.exists', { date: formatLongDateTime(feed.data!.createdAt) })}</p>
            ) : (
              <p className="text-muted">{t('mySchedule.feed.none')}</p>
            )}
            {renew.isError && !question && (
              <p role="alert" className="text-danger">
                {t(errorMessageKey(renew.error))}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {exists ? (
                <>
                  <Button variant="secondary" onClick={() => setQuestion('renew')}>
                    <RefreshCw className="size-4" aria-hidden="true" />
                    {t('mySchedule.feed.renew')}
                  </Button>
                  <Button variant="ghost" onClick={() => setQuestion('revoke')}>
                    <Trash2 className="size-4" aria-hidden="true" />
                    {t('mySchedule.feed.revoke')}
                  </Button>
                </>
              ) : (
                <Button loading={renew.isPending} onClick={() => renew.mutate()}>
                  <CalendarPlus className="size-4" aria-hidden="true" />
                  {t('mySchedule.feed.create')}
                </Button>
              )}
            </div>
          </div>
        )}
        <ConfirmDialog
          open={question === 'renew'}
          onOpenChange={(open) => !open && setQuestion(null)}
          title={t('mySchedule.feed.renewTitle')}
          body={t('mySchedule.feed.renewBody')}
          confirmLabel={t('mySchedule.feed.renew')}
          cancelLabel={t('common.cancel')}
          closeLabel={t('common.close')}
          tone="primary"
          pending={renew.isPending}
          error={renew.isError ? t(errorMessageKey(renew.error)) : undefined}
          onConfirm={() => renew.mutate()}
        />
        <ConfirmDialog
          open={question === 'revoke'}
          onOpenChange={(open) => !open && setQuestion(null)}
          title={t('mySchedule.feed.revokeTitle')}
          body={t('mySchedule.feed.revokeBody')}
          confirmLabel={t('mySchedule.feed.revoke')}
          cancelLabel={t('common.cancel')}
          closeLabel={t('common.close')}
          pending={revoke.isPending}
          error={revoke.isError ? t(errorMessageKey(revoke.error)) : undefined}
          onConfirm={() => revoke.mutate()}
        />
      </CardSection>
    </section>
  );
}
