import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, CloudUpload } from 'lucide-react';
import { formatLongDate } from '../../lib/format/date-time.ts';
import type { ActionName } from './action-kinds.ts';
import type { QueuedAction } from './offline-db.ts';
import type { RegistrationInput } from './time-entry.ts';
import { LazyPart } from './lazy-part.tsx';
import { PanelButton, PanelLink, Spinner, StatusBadge } from './panel-ui.tsx';
import type { PanelQueue } from './use-panel.ts';
import { VisitContactLinks, visitTime, type ShownVisit } from './visit-card.tsx';

/** Its own chunk: the list's first screen has a 120 KB budget (decisions/0016); a visit loads it when opened. */
const loadVisitTools = () => import('./visit-tools.tsx');
/** The report (issue #16) in a chunk of its own: the fields form, the signature pad's loader and their texts. */
const loadVisitReport = () => import('./report-part-entry.ts').then((entry) => entry.loadReportPart());

interface Props {
  userId: string;
  visit: ShownVisit | undefined;
  canComplete: boolean;
  /** allowedToRegTime with the company's allowTimeReg: what the server's registerTime asks of an employee. */
  canRegisterTime: boolean;
  onAction: (operation: ActionName, variables: Record<string, unknown>, visit: ShownVisit) => void;
  /** The report's actions go through the same queue (decisions/0025). */
  queue: Pick<PanelQueue, 'actions' | 'take' | 'resolve'>;
}

/** One visit in the panel: everything the technician needs on site, and the status buttons their permission allows. */
export function VisitDetail({ userId, visit, canComplete, canRegisterTime, onAction, queue }: Props) {
  const { t } = useTranslation();
  // Whether the visit's report is completed, as its part shows it: finishing the visit says so to the server.
  const [reportCompleted, setReportCompleted] = useState(false);
  const onReportCompleted = useCallback((completed: boolean) => setReportCompleted(completed), []);
  const back = (
    <PanelLink className="-mx-2 inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium text-accent focus-visible:outline-2 focus-visible:outline-ring">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('technician.back')}
    </PanelLink>
  );
  if (!visit) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <p role="status">{t('technician.notFound')}</p>
      </div>
    );
  }
  const customer = visit.customer?.name ?? t('technician.noCustomer');
  const finished = visit.status === 'done' || visit.status === 'completed';
  const act = (operation: ActionName, variables: Record<string, unknown> = {}) => onAction(operation, variables, visit);
  return (
    <article aria-labelledby="panel-visit-heading" className="flex flex-col gap-4">
      {back}
      <header className="rounded-xl border border-border bg-surface p-4 shadow-xs">
        <div className="flex items-start justify-between gap-3">
          <p className="text-sm text-muted">{t('technician.caseNumber', { number: visit.caseNumber })}</p>
          <StatusBadge status={visit.status} />
        </div>
        <h1 id="panel-visit-heading" className="mt-1 text-xl font-semibold">
          {customer}
        </h1>
        <p className="mt-1 text-sm font-medium tabular-nums">
          {visit.start ? `${formatLongDate(visit.start)}, ` : ''}
          {visitTime(visit, t('technician.noTime'))}
        </p>
        <div className="mt-2">
          <VisitContactLinks visit={visit} />
        </div>
        {visit.pending > 0 && (
          <p className="mt-2 flex items-center gap-1.5 text-[13px] font-medium text-amber-700 dark:text-amber-300">
            <CloudUpload className="size-4" aria-hidden="true" />
            {t('technician.pendingOnVisit')}
          </p>
        )}
      </header>

      <section aria-labelledby="panel-visit-description" className="rounded-xl border border-border bg-surface p-4">
        <h2 id="panel-visit-description" className="text-sm font-semibold">
          {t('technician.description')}
        </h2>
        <p className="mt-1 text-sm whitespace-pre-line text-muted">
          {visit.description || t('technician.noDescription')}
        </p>
      </section>

      <section aria-labelledby="panel-visit-actions" className="flex flex-col gap-3">
        <h2 id="panel-visit-actions" className="text-sm font-semibold">
          {t('technician.actions')}
        </h2>
        {!canComplete ? (
          <p className="rounded-lg bg-surface-muted p-3 text-sm text-muted">{t('technician.noAccess')}</p>
        ) : (
          <>
            {visit.status === 'scheduled' && (
              <PanelButton disabled={visit.conflict} onClick={() => act('startVisit')}>
                {t('technician.start')}
              </PanelButton>
            )}
            {(visit.status === 'current' || visit.status === 'scheduled') && (
              // Completed or not follows the report (decisions/0025): its own button completes it, with its answers.
              <PanelButton
                variant={visit.status === 'current' ? 'primary' : 'secondary'}
                disabled={visit.conflict}
                onClick={() => act('finishVisit', { reportCompleted })}
              >
                {t('technician.finish')}
              </PanelButton>
            )}
            {finished && <p className="text-sm text-muted">{t('technician.finishedNote')}</p>}
          </>
        )}
      </section>

      <LazyPart
        load={loadVisitReport}
        props={{
          visit,
          canComplete,
          actions: queue.actions,
          take: (operation: ActionName, variables: Record<string, unknown>) => queue.take(operation, variables, visit),
          drop: (action: QueuedAction) => queue.resolve(action, 'drop'),
          onCompleted: onReportCompleted,
        }}
        loading={<Spinner />}
        unavailable={
          <p className="rounded-lg bg-surface-muted p-3 text-sm text-muted">{t('technician.time.unavailable')}</p>
        }
      />

      {/* Materials and time in one chunk of their own (decisions/0016 and 0019): the first screen's budget. */}
      <LazyPart
        load={loadVisitTools}
        props={{
          userId,
          visit,
          canRegisterTime,
          onRegister: (input: RegistrationInput) => onAction('registerTime', { input }, visit),
        }}
        loading={<Spinner />}
        unavailable={
          <p className="rounded-lg bg-surface-muted p-3 text-sm text-muted">{t('technician.time.unavailable')}</p>
        }
      />
    </article>
  );
}
