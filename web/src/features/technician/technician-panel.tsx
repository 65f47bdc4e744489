import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { CloudUpload, LayoutDashboard, WifiOff } from 'lucide-react';
import { Logo } from '../../components/logo.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { formatTimestamp } from '../../lib/format/date-time.ts';
import { ConflictList } from './conflict-list.tsx';
import { applyQueue } from './offline-queue.ts';
import { panelRange } from './panel-range.ts';
import { usePanelQueue, usePanelVisits, type PanelQueue } from './use-panel.ts';
import { VisitDetail } from './visit-detail.tsx';
import { VisitList } from './visit-list.tsx';

interface Props {
  userId: string;
  /** The visit open in the detail view (the URL's ?visit=). */
  visitId: string | undefined;
  /** Staff may also use the back office; the link is shown only to them. */
  showAdminLink: boolean;
}

/** The pending count and, when the server cannot be reached while online, the spec's message for it. */
function SyncStatus({ queue }: { queue: PanelQueue }) {
  const { t } = useTranslation();
  const waiting = queue.actions.filter((a) => !a.conflict).length;
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-1 empty:hidden">
      {queue.unreachable && (
        <p className="flex items-center gap-2 text-sm font-medium text-danger">
          <WifiOff className="size-4" aria-hidden="true" />
          {t('offline.serverUnreachable')}
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

/** The technician panel (decisions/0014): phone-first, its own light layout, working without a connection. */
export function TechnicianPanel({ userId, visitId, showAdminLink }: Props) {
  const { t } = useTranslation();
  const query = usePanelVisits(userId);
  const queue = usePanelQueue(userId);
  const today = panelRange().today;

  const visits = useMemo(() => applyQueue(query.data?.visits ?? [], queue.actions), [query.data, queue.actions]);
  const names = useMemo(
    () => new Map(visits.map((v) => [v.id, v.customer?.name ?? t('technician.caseNumber', { number: v.caseNumber })])),
    [visits, t],
  );
  const conflicts = queue.actions.filter((a) => a.conflict);
  const canComplete = query.data?.viewer.permissions.allowedToCompleteVisit ?? false;

  let body;
  if (query.isPending) {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 py-14 text-sm text-muted">
        <Spinner />
        {t('technician.loading')}
      </p>
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        title={t('technician.errorTitle')}
        body={t(errorMessageKey(query.error))}
        retryLabel={t('technician.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (visitId) {
    body = (
      <VisitDetail
        visit={visits.find((v) => v.id === visitId)}
        canComplete={canComplete}
        onAction={(operation, variables, visit) => void queue.take(operation, variables, visit)}
      />
    );
  } else {
    body = (
      <>
        {query.data.fromDevice && (
          <p className="rounded-lg bg-surface-muted p-3 text-sm text-muted">
            {t('technician.fromDevice', { time: formatTimestamp(query.data.savedAt) })}
          </p>
        )}
        <VisitList visits={visits} today={today} />
      </>
    );
  }

  return (
    <div className="min-h-full bg-background">
      <header className="sticky top-0 z-10 border-b border-border bg-surface/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-2xl items-center justify-between gap-3 px-4">
          <p className="flex items-center gap-2 font-semibold">
            <Logo className="size-7" />
            {t('technician.title')}
          </p>
          {showAdminLink && (
            <Link
              to="/admin"
              className="-mr-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <LayoutDashboard className="size-4" aria-hidden="true" />
              {t('technician.toAdmin')}
            </Link>
          )}
        </div>
      </header>
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 pt-4 pb-24">
        {!visitId && <h1 className="sr-only">{t('technician.listLabel')}</h1>}
        <SyncStatus queue={queue} />
        <ConflictList conflicts={conflicts} names={names} onResolve={(a, c) => void queue.resolve(a, c)} />
        {body}
      </main>
    </div>
  );
}
