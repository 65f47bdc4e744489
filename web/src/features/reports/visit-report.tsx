import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, FileText, RotateCcw, Send } from 'lucide-react';
import { checkReportValues, type ReportAnswer } from '@servio/domain/report-template';
import { Button, buttonClasses } from '../../components/button.tsx';
import { CardSection } from '../../components/card.tsx';
import { apiUrl } from '../../lib/api.ts';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format/index.ts';
import { errorText, reasonMessage } from '../../lib/reasons.ts';
import { ReportFieldsForm, visitTagsOptions } from '../report-templates/index.ts';
import { ReportLineChecks } from './report-line-checks.tsx';
import { ReportPhotos } from './report-photos.tsx';
import { ReportSignatureInput } from './report-signature.tsx';
import { ReportTemplateChoice } from './report-template-choice.tsx';
import { SendReportDialog } from './send-report-dialog.tsx';
import { useReportDraft } from './use-report-draft.ts';
import {
  completeVisitReport,
  reportPdfUrl,
  saveVisitReport,
  uncompleteVisitReport,
  visitReportKey,
  visitReportOptions,
  type VisitReport as Report,
} from './reports-api.ts';

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * "Rapport" on the office visit page: the report's fields filled in and saved as a draft as one types (after a short
 * rest, and before completing), completed once every required answer is given (the missing ones are named at their
 * fields), and opened again. A completed report, or one of an archived visit, is read-only. A completed report's
 * PDF opens from here ("Vis PDF": the stored one, or the preview until the completion's job has made it), and
 * people allowed to (`canSend`) mail it to the customer.
 */
export function VisitReport({
  visitId,
  canChooseTemplate = false,
  canSend = false,
  customerEmail = null,
}: {
  visitId: string;
  canChooseTemplate?: boolean;
  canSend?: boolean;
  customerEmail?: string | null;
}) {
  const { t } = useTranslation();
  const query = useQuery(visitReportOptions(visitId));
  const tags = useQuery(visitTagsOptions);

  let body;
  if (query.isPending) body = <p className="text-[13px] text-muted">{t('reports.loading')}</p>;
  else if (query.isError)
    body = (
      <div role="alert" className="flex items-center gap-3 text-[13px]">
        <span>{t('reports.loadError')}</span>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('reports.retry')}
        </Button>
      </div>
    );
  else if (!query.data.report) body = <p className="text-[13px] text-muted">{t('reports.none')}</p>;
  else
    body = (
      <div className="flex flex-col gap-4">
        {canChooseTemplate && !query.data.report.started && !query.data.archived && (
          <ReportTemplateChoice report={query.data.report} />
        )}
        <ReportEditor
          // A new version from the server (another tab, a reopen) or another template starts the editor afresh.
          key={`${query.data.report.templateVersionId}-${query.data.report.version ?? 0}-${query.data.report.completedAt ?? ''}`}
          report={query.data.report}
          archived={query.data.archived}
          tags={tags.data ?? []}
          canSend={canSend}
          customerEmail={customerEmail}
        />
      </div>
    );
  return (
    <section aria-label={t('reports.title')}>
      <CardSection
        title={t('reports.title')}
        description={query.data?.report ? reportDescription(t, query.data.report) : undefined}
      >
        {body}
      </CardSection>
    </section>
  );
}

function reportDescription(t: ReturnType<typeof useTranslation>['t'], report: Report): string {
  return t('reports.template', { name: report.templateName, version: report.templateVersionNumber });
}

interface EditorProps {
  report: Report;
  archived: boolean;
  tags: Parameters<typeof ReportFieldsForm>[0]['tags'];
  canSend: boolean;
  customerEmail: string | null;
}

function ReportEditor({ report, archived, tags, canSend, customerEmail }: EditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const draft = useReportDraft({ values: report.values, lineChecks: report.lineChecks });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The version the next save names.
  const version = useRef<number | null>(report.version ?? null);
  const saving = useRef<Promise<boolean> | null>(null);
  const completed = report.completedAt !== null && report.completedAt !== undefined;
  const readOnly = completed || archived;

  const remember = (saved: Report) => {
    version.current = saved.version ?? null;
    queryClient.setQueryData(visitReportKey(report.visitId), (old: { archived: boolean } | undefined) => ({
      archived: old?.archived ?? false,
      report: saved,
    }));
  };

  // Started (the template is now fixed) without a new version in the cache: the version is the key that would
  // start the editor afresh under the person typing.
  const markStarted = () =>
    queryClient.setQueryData(
      visitReportKey(report.visitId),
      (old: { archived: boolean; report: Report | null } | undefined) =>
        old?.report ? { ...old, report: { ...old.report, started: true } } : old,
    );

  const fieldErrors = (error: unknown): boolean => {
    if (!(error instanceof GraphQLRequestError)) return false;
    const fieldId = error.field?.match(/^input\.values\.(.+)$/)?.[1];
    if (!fieldId) return false;
    setErrors({ [fieldId]: reasonMessage(t, error.reason, error.extensions) });
    return true;
  };

  // A tag field's answer is the visit's tag (decisions/0023): a save that changed one changes the visit page's tags.
  const tagChanged = useRef(false);

  /** Saves what waits (one save at a time); true when nothing is left unsaved. */
  const flush = async (): Promise<boolean> => {
    if (saving.current) await saving.current;
    const next = draft.take();
    if (!next) return true;
    const tagsInSave = tagChanged.current;
    tagChanged.current = false;
    setSaveState('saving');
    saving.current = saveVisitReport({ visitId: report.visitId, version: version.current, ...next })
      .then((saved) => {
        version.current = saved.version ?? null;
        if (!report.started) markStarted();
        // The visit's own query only: the report's (['visits', 'report', …]) would come back with the new version and
        // start the editor afresh under the person typing.
        if (tagsInSave) void queryClient.invalidateQueries({ queryKey: ['visits', 'detail', report.visitId] });
        setSaveState('saved');
        setFailure(null);
        return true;
      })
      .catch((error: unknown) => {
        // Kept for the next try: nothing typed is lost.
        draft.keep();
        tagChanged.current ||= tagsInSave;
        setSaveState('failed');
        if (!fieldErrors(error)) setFailure(errorText(t, error));
        return false;
      })
      .finally(() => {
        saving.current = null;
      });
    return saving.current;
  };

  const change = (fieldId: string, value: ReportAnswer) => {
    if (report.fields.some((field) => field.id === fieldId && field.type === 'tag')) tagChanged.current = true;
    draft.setAnswer(fieldId, value, flush);
    setErrors((old) => ({ ...old, [fieldId]: '' }));
  };

  const complete = useMutation({
    mutationFn: async () => {
      const missing = checkReportValues(report.fields, draft.values, { completing: true }).issues;
      if (missing.length > 0) {
        setErrors(Object.fromEntries(missing.map((issue) => [issue.fieldId, reasonMessage(t, issue.message)])));
        throw new MissingAnswers(missing.length);
      }
      if (!(await flush())) throw new MissingAnswers(0);
      return completeVisitReport(report.visitId, version.current!);
    },
    onSuccess: (saved) => {
      remember(saved);
      void queryClient.invalidateQueries({ queryKey: ['visits'] });
    },
    onError: (error) => {
      if (error instanceof MissingAnswers || fieldErrors(error)) return;
      setFailure(errorText(t, error));
    },
  });

  const reopen = useMutation({
    mutationFn: () => uncompleteVisitReport(report.visitId, report.version!),
    onSuccess: (saved) => {
      remember(saved);
      void queryClient.invalidateQueries({ queryKey: ['visits'] });
    },
    onError: (error) => setFailure(errorText(t, error)),
  });

  const missingCount = Object.values(errors).filter(Boolean).length;

  return (
    <div className="flex flex-col gap-4">
      {completed && (
        <p role="status" className="flex items-center gap-2 rounded-md bg-success/10 p-2.5 text-[13px] text-success">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {t('reports.completedAt', { time: formatDateTime(new Date(report.completedAt!)) })}
        </p>
      )}
      {archived && !completed && (
        <p role="note" className="rounded-md bg-surface-muted p-2.5 text-[13px]">
          {t('reports.archivedNote')}
        </p>
      )}
      <ReportFieldsForm
        renderPhoto={(slot) => <ReportPhotos slot={slot} visitId={report.visitId} />}
        renderSignature={(slot) => <ReportSignatureInput slot={slot} visitId={report.visitId} />}
        fields={report.fields}
        values={draft.values}
        onChange={change}
        readOnly={readOnly}
        errors={errors}
        tags={tags}
      />
      {report.showLineCheckboxes && (
        <ReportLineChecks
          visitId={report.visitId}
          checks={draft.lineChecks}
          readOnly={readOnly}
          onToggle={(lineId, checked) => draft.setLineCheck(lineId, checked, flush)}
        />
      )}
      {missingCount > 0 && (
        <p role="alert" className="text-[13px] text-danger">
          {t('reports.fixFields', { count: missingCount })}
        </p>
      )}
      {failure && (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger-soft p-3 text-[13px] text-danger">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {!readOnly && (
          <Button onClick={() => complete.mutate()} loading={complete.isPending}>
            {t('reports.complete')}
          </Button>
        )}
        {completed && (
          <a href={apiUrl(reportPdfUrl(report))} target="_blank" rel="noopener" className={buttonClasses('secondary')}>
            <FileText className="size-4" aria-hidden="true" />
            {t('reports.showPdf')}
          </a>
        )}
        {completed && canSend && (
          <Button variant="secondary" onClick={() => setSending(true)}>
            <Send className="size-4" aria-hidden="true" />
            {t('reports.send.open')}
          </Button>
        )}
        {completed && !archived && (
          <Button variant="secondary" onClick={() => reopen.mutate()} loading={reopen.isPending}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('reports.reopen')}
          </Button>
        )}
        {!readOnly && (
          <span className="text-[13px] text-muted" role="status" aria-live="polite">
            {saveState === 'saving' && t('reports.saving')}
            {saveState === 'saved' && t('reports.saved')}
            {saveState === 'failed' && t('reports.saveFailed')}
          </span>
        )}
        {saveState === 'failed' && !readOnly && (
          <Button variant="secondary" size="sm" onClick={() => void flush()}>
            {t('reports.retry')}
          </Button>
        )}
      </div>
      {sending && <SendReportDialog report={report} customerEmail={customerEmail} onClose={() => setSending(false)} />}
    </div>
  );
}

/** Completing stopped before the server: answers missing (shown at their fields) or the draft not saved. */
class MissingAnswers extends Error {
  constructor(readonly count: number) {
    super('missing answers');
  }
}
