import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudUpload, WifiOff } from 'lucide-react';
import { formatTimestamp } from '../../lib/format/date-time.ts';
import { LazyPart } from './lazy-part.tsx';
import type { QueuedAction } from './offline-db.ts';
import { applyQueue } from './offline-queue.ts';
import { PanelButton, Spinner } from './panel-ui.tsx';
import { panelRange } from './panel-range.ts';
import { useOnline, usePanelQueue, type PanelData, type PanelQueue } from './use-panel.ts';
import { VisitDetail } from './visit-detail.tsx';
import { VisitList } from './visit-list.tsx';

/** The week's hours, in their own chunk (decisions/0016). */
const loadWeekSummary = () => import('./week-summary.tsx');
/**
 * The conflicts, in their own chunk, loaded only when there are some (rare): their texts and layout were on every
 * first screen; taken off to make room for the report's queue entries (decisions/0016, 0025).
 */
const loadConflictList = () => import('./conflict-list.tsx').then((m) => ({ default: m.ConflictList }));

interface Props {
  data: PanelData;
  /** The visit open in the detail view (the URL's ?visit=). */
  visitId: string | undefined;
}

/**
 * The pending count, and the spec's offline messages: 'Ingen internetforbindelse' while the browser is offline,
 * 'Kan ikke forbinde til serveren' when it is online but the queue could not reach the server.
 */
function SyncStatus({ queue }: { queue: PanelQueue }) {
  const { t } = useTranslation();
  const online = useOnline();
  const waiting = queue.actions.filter((a) => !a.conflict).length;
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-1 empty:hidden">
      {(!online || queue.unreachable) && (
        <p className="flex items-center gap-2 text-sm font-medium text-danger">
          <WifiOff className="size-4" aria-hidden="true" />
          {online ? t('offline.serverUnreachable') : t('offline.noInternet')}
        </p>
      )}
      {waiting > 0 && (
        <p className="flex items-center gap-2 text-sm font-medium text-amber-800 dark:text-amber-300">
          <CloudUpload className="size-4" aria-hidden="true" />
          {t('technician.pending', { count: waiting })}
        </p>
      )}
    </div>
  );
}

/** The technician panel (decisions/0016): the day's and the coming days' visits, one visit, and the offline queue. */
export function TechnicianPanel({ data, visitId }: Props) {
  const { t } = useTranslation();
  const queue = usePanelQueue(data.viewer.id);
  // "Min uge" opens on a tap: its chunk and request are not the list's first screen (decisions/0016).
  const [weekOpen, setWeekOpen] = useState(false);
  const today = panelRange().today;

  const visits = useMemo(() => applyQueue(data.visits, queue.actions), [data.visits, queue.actions]);
  const names = useMemo(
    () => new Map(visits.map((v) => [v.id, v.customer?.name ?? t('technician.caseNumber', { number: v.caseNumber })])),
    [visits, t],
  );
  const conflicts = queue.actions.filter((a) => a.conflict);
  // The server's rule for start and finish (access.ts: 'office' with allowedToCompleteVisit): suppliers never.
  const canComplete = data.viewer.role !== 'supplier' && data.viewer.permissions.allowedToCompleteVisit;
  // registerTime's rule for one's own time: the company's allowTimeReg and the person's allowedToRegTime.
  const canRegisterTime = data.allowTimeReg && data.viewer.permissions.allowedToRegTime;

  return (
    <>
      {!visitId && <h1 className="sr-only">{t('technician.listLabel')}</h1>}
      <SyncStatus queue={queue} />
      {conflicts.length > 0 && (
        <LazyPart
          load={loadConflictList}
          props={{ conflicts, names, onResolve: (a: QueuedAction, c: 'retry' | 'drop') => void queue.resolve(a, c) }}
          loading={<Spinner />}
          unavailable={
            <p role="alert" className="rounded-lg bg-surface-muted p-3 text-sm">
              {t('technician.conflict.heading')}: {t('technician.time.unavailable')}
            </p>
          }
        />
      )}
      {visitId ? (
        <VisitDetail
          userId={data.viewer.id}
          canRegisterTime={canRegisterTime}
          key={visitId}
          visit={visits.find((v) => v.id === visitId)}
          canComplete={canComplete}
          onAction={(operation, variables, visit) => void queue.take(operation, variables, visit)}
          queue={queue}
        />
      ) : (
        <>
          {data.fromDevice && (
            <p className="rounded-lg bg-surface-muted p-3 text-sm text-muted">
              {t('technician.fromDevice', { time: formatTimestamp(data.savedAt) })}
            </p>
          )}
          {canRegisterTime && (
            <div className="flex flex-col gap-3">
              <PanelButton variant="secondary" aria-expanded={weekOpen} onClick={() => setWeekOpen(!weekOpen)}>
                {t('technician.time.weekButton')}
              </PanelButton>
              {weekOpen && (
                <LazyPart
                  load={loadWeekSummary}
                  props={{ userId: data.viewer.id, actions: queue.actions }}
                  loading={<Spinner />}
                  unavailable={
                    <p className="rounded-lg bg-surface-muted p-3 text-sm text-muted">
                      {t('technician.time.unavailable')}
                    </p>
                  }
                />
              )}
            </div>
          )}
          <VisitList visits={visits} today={today} />
        </>
      )}
    </>
  );
}
