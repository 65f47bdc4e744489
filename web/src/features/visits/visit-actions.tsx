import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Archive, ArchiveRestore, Check, CheckCircle2, Flag, Play, Trash2, X } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText, reasonMessage } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import {
  archiveVisits,
  deleteVisit,
  finishVisit,
  invalidateVisitData,
  setReportCompleted,
  setVisitAcceptance,
  startVisit,
  unarchiveVisits,
  type EditScope,
  type VisitDetail,
} from './visits-api.ts';
import { useVisitAccess } from './visit-access.ts';
import { ScopeDialog } from './scope-dialog.tsx';

/** The visit's actions, by permission; refusals (FORBIDDEN, a stale version, a rule) are shown as toasts. */
export function VisitActions({
  session,
  visit: v,
  onDeleted,
}: {
  session: MeAndSettings;
  visit: VisitDetail;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const access = useVisitAccess(session);
  const company = session.company!;
  const [finishOpen, setFinishOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleteRefusal, setDeleteRefusal] = useState<string | null>(null);
  const [deleteScope, setDeleteScope] = useState<EditScope | null>(null);
  const finished = v.status === 'completed' || v.status === 'done';
  const isSeriesVisit = Boolean(v.seriesId && v.series?.active);

  const action = useMutation({
    mutationFn: async (
      kind:
        'start' | 'finishYes' | 'finishNo' | 'report' | 'archive' | 'unarchive' | 'accept' | 'decline' | 'acceptNone',
    ) => {
      switch (kind) {
        case 'start':
          await startVisit(v.id, v.version);
          return 'visits.actions.started';
        case 'finishYes':
        case 'finishNo': {
          const result = await finishVisit(v.id, v.version, kind === 'finishYes');
          return result.series?.nextVisit ? 'visits.actions.finishedNext' : 'visits.actions.finished';
        }
        case 'report':
          await setReportCompleted(v.id, v.version, !v.reportCompleted);
          return v.reportCompleted ? 'visits.actions.reportReopened' : 'visits.actions.reportDone';
        case 'archive':
          await archiveVisits([v.id]);
          return 'visits.actions.archivedOne';
        case 'unarchive':
          await unarchiveVisits([v.id]);
          return 'visits.actions.unarchivedOne';
        case 'accept':
          await setVisitAcceptance(v.id, v.version, 'accepted');
          return 'visits.actions.acceptedDone';
        case 'decline':
          await setVisitAcceptance(v.id, v.version, 'declined');
          return 'visits.actions.declinedDone';
        case 'acceptNone':
          await setVisitAcceptance(v.id, v.version, 'none');
          return 'visits.actions.acceptanceCleared';
      }
    },
    onSuccess: async (messageKey) => {
      setFinishOpen(false);
      toast.success(t(messageKey, { caseNumber: v.caseNumber }));
      await invalidateVisitData(queryClient);
    },
    onError: async (error) => {
      setFinishOpen(false);
      toast.error(errorText(t, error));
      // A stale version or a state change elsewhere: show the visit as it is now.
      await invalidateVisitData(queryClient);
    },
  });

  const remove = useMutation({
    mutationFn: (scope: EditScope | undefined) => deleteVisit(v.id, scope),
    onSuccess: async () => {
      setDeleteOpen(false);
      setDeleteScope(null);
      toast.success(t('visits.delete.done', { caseNumber: v.caseNumber }));
      queryClient.removeQueries({ queryKey: ['visits', 'detail', v.id] });
      await invalidateVisitData(queryClient);
      onDeleted();
    },
    onError: (error) => {
      setDeleteScope(null);
      if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT') {
        setDeleteRefusal(reasonMessage(t, error.reason, error.extensions));
        return;
      }
      setDeleteError(errorText(t, error));
    },
  });

  const busy = action.isPending;
  const refusal = deleteRefusal ? { title: t('visits.delete.refusedTitle'), reason: deleteRefusal } : undefined;
  return (
    <>
      {access.canComplete && v.status === 'scheduled' && !v.archived && (
        <Button loading={busy && action.variables === 'start'} disabled={busy} onClick={() => action.mutate('start')}>
          <Play className="size-4" aria-hidden="true" />
          {t('visits.actions.start')}
        </Button>
      )}
      {access.canComplete && (v.status === 'current' || v.status === 'scheduled') && !v.archived && (
        <Button
          variant={v.status === 'current' ? 'primary' : 'secondary'}
          disabled={busy}
          onClick={() => setFinishOpen(true)}
        >
          <Flag className="size-4" aria-hidden="true" />
          {t('visits.actions.finish')}
        </Button>
      )}
      {access.canComplete && finished && !v.archived && (
        <Button
          variant="secondary"
          loading={busy && action.variables === 'report'}
          disabled={busy}
          onClick={() => action.mutate('report')}
        >
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {v.reportCompleted ? t('visits.actions.reportReopen') : t('visits.actions.reportComplete')}
        </Button>
      )}
      {company.enableAcceptVisits && !finished && !v.archived && (
        <>
          {v.acceptance !== 'accepted' && (
            <Button variant="secondary" disabled={busy} onClick={() => action.mutate('accept')}>
              <Check className="size-4" aria-hidden="true" />
              {t('visits.actions.accept')}
            </Button>
          )}
          {v.acceptance !== 'declined' && (
            <Button variant="secondary" disabled={busy} onClick={() => action.mutate('decline')}>
              <X className="size-4" aria-hidden="true" />
              {t('visits.actions.decline')}
            </Button>
          )}
        </>
      )}
      {access.canManage && finished && !v.archived && (
        <Button variant="secondary" disabled={busy} onClick={() => action.mutate('archive')}>
          <Archive className="size-4" aria-hidden="true" />
          {t('visits.actions.archive')}
        </Button>
      )}
      {access.canManage && v.archived && (
        <Button variant="secondary" disabled={busy} onClick={() => action.mutate('unarchive')}>
          <ArchiveRestore className="size-4" aria-hidden="true" />
          {t('visits.actions.unarchive')}
        </Button>
      )}
      {access.canManage && (
        <Button
          variant="secondary"
          className="text-danger"
          onClick={() => {
            setDeleteError(null);
            setDeleteRefusal(null);
            setDeleteOpen(true);
          }}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('visits.actions.delete')}
        </Button>
      )}

      <Dialog
        open={finishOpen}
        onOpenChange={setFinishOpen}
        title={t('visits.finish.title')}
        closeLabel={t('common.close')}
        className="max-w-md"
      >
        <div className="space-y-4 px-5 pb-5">
          <p className="text-[13px] text-muted">{t('visits.finish.body')}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setFinishOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="secondary"
              loading={busy && action.variables === 'finishNo'}
              disabled={busy}
              onClick={() => action.mutate('finishNo')}
            >
              {t('visits.finish.no')}
            </Button>
            <Button
              loading={busy && action.variables === 'finishYes'}
              disabled={busy}
              onClick={() => action.mutate('finishYes')}
            >
              {t('visits.finish.yes')}
            </Button>
          </div>
        </div>
      </Dialog>

      {isSeriesVisit ? (
        <ScopeDialog
          open={deleteOpen}
          onOpenChange={setDeleteOpen}
          title={t('visits.delete.title', { caseNumber: v.caseNumber })}
          body={t('visits.delete.seriesBody')}
          tone="danger"
          pending={deleteScope}
          error={deleteError}
          refusal={refusal}
          onChoose={(scope) => {
            setDeleteError(null);
            setDeleteScope(scope);
            remove.mutate(scope);
          }}
        />
      ) : (
        <ConfirmDialog
          open={deleteOpen}
          onOpenChange={setDeleteOpen}
          title={t('visits.delete.title', { caseNumber: v.caseNumber })}
          body={t('visits.delete.body')}
          confirmLabel={t('visits.delete.confirm')}
          cancelLabel={t('common.cancel')}
          closeLabel={t('common.close')}
          pending={remove.isPending}
          error={deleteError}
          refusal={refusal}
          onConfirm={() => remove.mutate(undefined)}
        />
      )}
    </>
  );
}
