import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { formatAddress } from '../../lib/format/address.ts';
import { formatDateTime, formatTime } from '../../lib/format/date-time.ts';
import { isReportAction } from './action-kinds.ts';
import type { QueuedAction } from './offline-db.ts';
import { PanelButton } from './panel-ui.tsx';
import type { SeenVisit, VisitChange } from './visit-changes.ts';

/** The action as the technician would say it. */
export function actionLabelKey(action: Pick<QueuedAction, 'operation' | 'variables'>): string {
  if (action.operation === 'finishVisit' && action.variables.reportCompleted === true) {
    return 'technician.actionName.finishVisitCompleted';
  }
  if (action.operation === 'setReportCompleted' && action.variables.completed === false) {
    return 'technician.actionName.setReportNotCompleted';
  }
  return `technician.actionName.${action.operation}`;
}

/** Why the server refused a time registration, in the panel's words (its catalog holds the reasons it meets). */
const knownRefusals = new Set(['overlaps', 'weekApproved', 'typeDisabled', 'tooLong', 'endBeforeStart', 'FORBIDDEN']);
export function refusalKey(reason: string): string {
  const last = reason.split('.').at(-1)!;
  return knownRefusals.has(last) ? `technician.time.refusal.${last}` : 'technician.time.refusal.other';
}

function useChangeValue() {
  const { t } = useTranslation();
  return (change: VisitChange, visit: SeenVisit): string => {
    switch (change) {
      case 'status':
        return t(`visitStatus.${visit.status}`, { defaultValue: visit.status });
      case 'time':
        if (!visit.start) return t('technician.noTime');
        return visit.end ? `${formatDateTime(visit.start)}–${formatTime(visit.end)}` : formatDateTime(visit.start);
      case 'address':
        return formatAddress(visit.address);
      case 'description':
        return visit.description ?? '';
      case 'archived':
        return visit.archived ? t('technician.conflict.yes') : t('technician.conflict.no');
      case 'removed':
        return '';
    }
  };
}

/**
 * Actions the server refused because the visit changed (decisions/0016): what the technician did, what the office
 * changed (before and now), and the choice to try again on the visit as it is now or to drop the action. Nothing
 * leaves the queue without the technician's answer.
 */
export function ConflictList({
  conflicts,
  names,
  onResolve,
}: {
  conflicts: QueuedAction[];
  /** The customer's name per visit id, to say which visit. */
  names: Map<string, string>;
  onResolve: (action: QueuedAction, choice: 'retry' | 'drop') => void;
}) {
  const { t } = useTranslation();
  const valueOf = useChangeValue();
  if (conflicts.length === 0) return null;
  return (
    <section aria-labelledby="panel-conflicts" className="flex flex-col gap-3">
      <h2
        id="panel-conflicts"
        className="flex items-center gap-2 text-sm font-semibold text-amber-800 dark:text-amber-300"
      >
        <TriangleAlert className="size-4" aria-hidden="true" />
        {t('technician.conflict.heading')}
      </h2>
      {conflicts.map((action) => {
        const conflict = action.conflict!;
        const visitName = names.get(action.visitId) ?? t('technician.caseNumber', { number: '' }).trim();
        const headingId = `conflict-${action.key}`;
        return (
          <article
            key={action.key}
            role="alert"
            aria-labelledby={headingId}
            className="rounded-xl border border-amber-600/40 bg-amber-50 p-4 text-sm dark:bg-amber-950/40"
          >
            <h3 id={headingId} className="font-semibold">
              {t(action.operation === 'registerTime' ? 'technician.conflict.timeTitle' : 'technician.conflict.title', {
                visit: visitName,
              })}
            </h3>
            <p className="mt-1">{t('technician.conflict.yourAction', { action: t(actionLabelKey(action)) })}</p>
            {conflict.current === null ? (
              <p className="mt-2">{t('technician.conflict.removed')}</p>
            ) : isReportAction(action.operation) ? (
              <p className="mt-2">{t('technician.conflict.report')}</p>
            ) : action.operation === 'registerTime' ? (
              <p className="mt-2">{t(refusalKey(conflict.reason))}</p>
            ) : conflict.changes.length === 0 ? (
              <p className="mt-2">{t('technician.conflict.refused')}</p>
            ) : (
              <>
                <p className="mt-2 font-medium">{t('technician.conflict.changed')}</p>
                <dl className="mt-1 flex flex-col gap-2">
                  {conflict.changes.map((change) => (
                    <div key={change}>
                      <dt className="font-medium">{t(`technician.conflict.change.${change}`)}</dt>
                      <dd>{t('technician.conflict.before', { value: valueOf(change, action.seen) })}</dd>
                      <dd>{t('technician.conflict.now', { value: valueOf(change, conflict.current!) })}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
            <div className="mt-3 flex flex-col gap-2">
              {conflict.current !== null && (
                <PanelButton onClick={() => onResolve(action, 'retry')}>
                  {t(action.operation === 'registerTime' ? 'technician.retry' : 'technician.conflict.retry')}
                </PanelButton>
              )}
              <PanelButton variant="secondary" onClick={() => onResolve(action, 'drop')}>
                {t('technician.conflict.drop')}
              </PanelButton>
            </div>
          </article>
        );
      })}
    </section>
  );
}
