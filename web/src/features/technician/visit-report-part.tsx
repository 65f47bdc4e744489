import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, CloudUpload, WifiOff } from 'lucide-react';
import { checkReportValues, type ReportAnswer } from '@servio/domain/report-template';
import { NetworkError } from '../../lib/errors.ts';
import { reasonMessage } from '../../lib/reasons.ts';
import {
  ReportLineChecks,
  ReportPhotos,
  ReportSignatureInput,
  useReportDraft,
  visitReportOptions,
  type VisitReportData as VisitReport,
} from '../reports/index.ts';
import { ReportFieldsForm, visitTagsOptions, type ReportFieldSlot } from '../report-templates/index.ts';
import type { ActionName } from './action-kinds.ts';
import type { QueuedAction } from './offline-db.ts';
import { PanelButton } from './panel-ui.tsx';
import { shownReport, type ShownReport } from './report-queue.ts';
import { useOnline } from './use-panel.ts';
import type { ShownVisit } from './visit-card.tsx';
import './report-texts.ts';

export interface ReportPartProps {
  visit: ShownVisit;
  /** The technician may complete and reopen (allowedToCompleteVisit, as completeVisitReport asks). */
  canComplete: boolean;
  /** The panel's queue: the report's actions go through it like the visit's (decisions/0016, 0025). */
  actions: readonly QueuedAction[];
  take: (operation: ActionName, variables: Record<string, unknown>) => Promise<void>;
  drop: (action: QueuedAction) => Promise<void>;
  /** Tells the visit whether its report is completed: finishing the visit then says so (decisions/0025). */
  onCompleted: (completed: boolean) => void;
}

/**
 * "Rapport" on a visit in the panel (issue #16): the template's fields (the office's own form, with larger touch
 * targets), saved as a draft as the technician goes, through the offline queue; photos from the camera and the
 * customer's signature, which need a connection; completed and reopened from here.
 */
export default function VisitReportPart(props: ReportPartProps) {
  const { t } = useTranslation();
  const query = useQuery({
    ...visitReportOptions(props.visit.id),
    // Read once while online and kept for the session: offline the part still shows it (with the queue applied).
    networkMode: 'offlineFirst',
    gcTime: Infinity,
    retry: false,
  });
  let body;
  if (query.isPending) body = <p className="text-sm text-muted">{t('reports.loading')}</p>;
  else if (query.isError)
    body = (
      <p role="alert" className="rounded-lg bg-surface-muted p-3 text-sm text-muted">
        {query.error instanceof NetworkError ? t('technicianReport.unavailable') : t('technicianReport.loadError')}
      </p>
    );
  else if (!query.data.report) body = <p className="text-sm text-muted">{t('reports.none')}</p>;
  else body = <ReportBody {...props} report={query.data.report} archived={query.data.archived} />;
  return (
    <section aria-labelledby="panel-visit-report" className="flex flex-col gap-3">
      <h2 id="panel-visit-report" className="text-sm font-semibold">
        {t('technicianReport.heading')}
      </h2>
      {body}
    </section>
  );
}

function ReportBody(props: ReportPartProps & { report: VisitReport; archived: boolean }) {
  const { report, actions, visit, onCompleted } = props;
  const shown = useMemo(() => shownReport(report, actions, visit.id), [report, actions, visit.id]);
  useEffect(() => onCompleted(shown.completed), [shown.completed, onCompleted]);
  // A completion, a reopening or a conflict's answer starts the form afresh from what the report now is.
  return <ReportEditor key={`${shown.completed}-${shown.conflict?.key ?? ''}`} {...props} shown={shown} />;
}

function ReportEditor({
  report,
  archived,
  shown,
  canComplete,
  take,
  drop,
  visit,
}: ReportPartProps & { report: VisitReport; archived: boolean; shown: ShownReport }) {
  const { t } = useTranslation();
  const online = useOnline();
  const tags = useQuery({ ...visitTagsOptions, networkMode: 'offlineFirst', gcTime: Infinity, retry: false });
  const draft = useReportDraft({ values: shown.values, lineChecks: report.lineChecks });
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    shown.refusedField ? { [shown.refusedField.fieldId]: reasonMessage(t, shown.refusedField.reason) } : {},
  );
  const [typed, setTyped] = useState(false);
  const [unsent, setUnsent] = useState(false);
  const latest = useRef({ shown, take, drop });
  useEffect(() => {
    latest.current = { shown, take, drop };
  });
  const readOnly = shown.completed || archived;

  /** Queues what waits as one save (the whole draft): a refused completion is answered by the changes made since. */
  const flush = async () => {
    const next = draft.take();
    if (!next) return;
    setUnsent(false);
    const { shown: now, take: queue, drop: answer } = latest.current;
    if (now.conflict?.operation === 'completeVisitReport' && now.refusedField) await answer(now.conflict);
    await queue('saveVisitReport', { version: now.version, ...next });
  };

  // Leaving the visit within the rest still keeps what was typed: the latest flush runs on unmount.
  const flushOnLeave = useRef(flush);
  useEffect(() => {
    flushOnLeave.current = flush;
  });
  useEffect(() => () => void flushOnLeave.current(), []);

  const change = (fieldId: string, value: ReportAnswer) => {
    draft.setAnswer(fieldId, value, flush);
    setTyped(true);
    setUnsent(true);
    setErrors((old) => ({ ...old, [fieldId]: '' }));
  };

  const toggleLine = (lineId: string, checked: boolean) => {
    draft.setLineCheck(lineId, checked, flush);
    setUnsent(true);
  };

  const complete = async () => {
    const missing = checkReportValues(report.fields, draft.values, { completing: true }).issues;
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((issue) => [issue.fieldId, reasonMessage(t, issue.message)])));
      return;
    }
    await flush();
    const { shown: now } = latest.current;
    if (now.conflict?.operation === 'completeVisitReport') await drop(now.conflict);
    // The queue names the version after the save just queued (offline-queue.ts, enqueueAction).
    await take('completeVisitReport', { version: now.version });
  };

  const photo = (slot: ReportFieldSlot) => (
    <ReportPhotos slot={online ? slot : { ...slot, readOnly: true }} visitId={visit.id} />
  );
  const signature = (slot: ReportFieldSlot) => (
    <ReportSignatureInput slot={online ? slot : { ...slot, readOnly: true }} visitId={visit.id} />
  );
  const needsConnection = report.fields.some((f) => f.type === 'photo' || f.type === 'signature');
  const missingCount = Object.values(errors).filter(Boolean).length;

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4">
      <p className="text-sm text-muted">
        {t('reports.template', { name: report.templateName, version: report.templateVersionNumber })}
      </p>
      {shown.completed && (
        <p role="status" className="flex items-center gap-2 rounded-md bg-success/10 p-3 text-sm text-success">
          <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
          {shown.pending > 0 ? t('technicianReport.completedPending') : t('technicianReport.completed')}
        </p>
      )}
      {archived && !shown.completed && (
        <p role="note" className="rounded-md bg-surface-muted p-3 text-sm">
          {t('reports.archivedNote')}
        </p>
      )}
      {!online && !readOnly && needsConnection && (
        <p role="note" className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm dark:bg-amber-950/40">
          <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('technicianReport.needsConnection')}
        </p>
      )}
      {/* The office's form, made for a finger: taller inputs, bigger choices (phone-first, 375 px). */}
      <div className="[&_button]:min-h-11 [&_input:not([type=radio]):not([type=checkbox])]:h-12 [&_input:not([type=radio]):not([type=checkbox])]:text-base [&_input[type=checkbox]]:size-6 [&_input[type=radio]]:size-6 [&_label]:min-h-8 [&_select]:h-12 [&_select]:text-base [&_textarea]:text-base">
        <ReportFieldsForm
          fields={report.fields}
          values={draft.values}
          onChange={change}
          readOnly={readOnly}
          errors={errors}
          tags={tags.data ?? []}
          renderPhoto={photo}
          renderSignature={signature}
        />
        {report.showLineCheckboxes && (
          <ReportLineChecks visitId={visit.id} checks={draft.lineChecks} readOnly={readOnly} onToggle={toggleLine} />
        )}
      </div>
      {missingCount > 0 && (
        <p role="alert" className="text-sm text-danger">
          {shown.refusedField ? t('technicianReport.notCompleted') : t('reports.fixFields', { count: missingCount })}
        </p>
      )}
      {shown.conflict && !shown.refusedField && (
        <p role="alert" className="rounded-lg border border-amber-600/40 bg-amber-50 p-3 text-sm dark:bg-amber-950/40">
          {t('technicianReport.conflict')}
        </p>
      )}
      {!readOnly && (typed || shown.pending > 0) && (
        <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm text-muted">
          {shown.pending > 0 && <CloudUpload className="size-4" aria-hidden="true" />}
          {shown.pending === 0 && !unsent
            ? t('technicianReport.saved')
            : online
              ? t('technicianReport.sending')
              : t('technicianReport.savedOnPhone')}
        </p>
      )}
      {!canComplete ? (
        <p className="rounded-lg bg-surface-muted p-3 text-sm text-muted">{t('technicianReport.noAccess')}</p>
      ) : archived ? null : shown.completed ? (
        <PanelButton variant="secondary" onClick={() => void take('uncompleteVisitReport', { version: shown.version })}>
          {t('technicianReport.reopen')}
        </PanelButton>
      ) : (
        <PanelButton onClick={() => void complete()}>{t('technicianReport.complete')}</PanelButton>
      )}
    </div>
  );
}
