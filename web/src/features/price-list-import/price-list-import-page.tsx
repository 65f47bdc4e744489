import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckCircle2 } from 'lucide-react';
import { mapPriceListRows, suggestPriceListMapping } from '@servio/domain/price-list-import';
import { Button, buttonClasses } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Page } from '../../components/page.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { formatCount } from '../../lib/format/index.ts';
import { FileStep, type LoadedFile } from './file-step.tsx';
import { LineErrors, type LineError } from './line-errors.tsx';
import { MappingStep } from './mapping-step.tsx';
import { PreviewStep } from './preview-step.tsx';
import { priceListErrorText } from './price-list-reason.ts';
import {
  applyPriceListImport,
  discardPriceListImport,
  previewPriceListImport,
  uploadPriceList,
  type PriceListImportResult,
  type PriceListPreview,
} from './price-list-import-api.ts';

type Step = 'file' | 'mapping' | 'preview' | 'done';
const steps: Step[] = ['file', 'mapping', 'preview', 'done'];

type Work = { kind: 'uploading'; sent: number; total: number } | { kind: 'previewing' } | { kind: 'applying' } | null;

/**
 * The price-list import wizard (docs/decisions/0018-price-list-import.md): 1) a file, read in the browser; 2) its
 * columns mapped to fields; 3) the lines checked here with the domain's rules, sent in chunks with a progress bar,
 * and the server's preview of new, changed and unchanged items; 4) the import, all at once. Cancel discards.
 */
export function PriceListImportPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const [createNew, setCreateNew] = useState(true);
  const [step, setStep] = useState<Step>('file');
  const [localErrors, setLocalErrors] = useState<LineError[]>([]);
  const [importId, setImportId] = useState<string | null>(null);
  const [preview, setPreview] = useState<PriceListPreview | null>(null);
  const [result, setResult] = useState<PriceListImportResult | null>(null);
  const [work, setWork] = useState<Work>(null);
  const [error, setError] = useState<string | null>(null);
  const signal = useRef({ cancelled: false });
  const staged = useRef<string | null>(null);

  // Leaving the page with an import staged discards it (best effort; a staged import changes nothing anyway).
  useEffect(
    () => () => {
      signal.current.cancelled = true;
      if (staged.current) void discardPriceListImport(staged.current).catch(() => undefined);
    },
    [],
  );

  const dataLineCount = useMemo(() => (file ? file.rows.length - 1 : 0), [file]);

  const discardStaged = async () => {
    const id = staged.current;
    staged.current = null;
    setImportId(null);
    if (id) await discardPriceListImport(id).catch(() => undefined);
  };

  const restart = async () => {
    signal.current.cancelled = true;
    await discardStaged();
    signal.current = { cancelled: false };
    setFile(null);
    setMapping([]);
    setCreateNew(true);
    setLocalErrors([]);
    setPreview(null);
    setResult(null);
    setWork(null);
    setError(null);
    setStep('file');
  };

  const onLoaded = (loaded: LoadedFile) => {
    setFile(loaded);
    setMapping(suggestPriceListMapping(loaded.rows[0] ?? []));
    setStep('mapping');
  };

  const backToMapping = async () => {
    await discardStaged();
    setPreview(null);
    setLocalErrors([]);
    setError(null);
    setStep('mapping');
  };

  const checkAndUpload = async () => {
    if (!file) return;
    setError(null);
    setPreview(null);
    const { lines, errors } = mapPriceListRows(file.rows, mapping);
    setLocalErrors(errors);
    setStep('preview');
    if (errors.length > 0) return;
    try {
      setWork({ kind: 'uploading', sent: 0, total: lines.length });
      const id = await uploadPriceList(
        { fileName: file.fileName, createNew, mapping, lines },
        (sent) => setWork({ kind: 'uploading', sent, total: lines.length }),
        signal.current,
      );
      staged.current = id;
      setImportId(id);
      setWork({ kind: 'previewing' });
      setPreview(await previewPriceListImport(id));
    } catch (e) {
      if (!signal.current.cancelled) setError(priceListErrorText(t, e));
    } finally {
      setWork(null);
    }
  };

  const runImport = async () => {
    if (!importId) return;
    setError(null);
    setWork({ kind: 'applying' });
    try {
      const applied = await applyPriceListImport(importId);
      staged.current = null;
      setResult(applied);
      setStep('done');
      await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('item') });
    } catch (e) {
      setError(priceListErrorText(t, e));
    } finally {
      setWork(null);
    }
  };

  const canImport = !!preview && preview.errorCount === 0 && localErrors.length === 0 && !work;
  const encodingName = file?.encoding === 'xlsx' ? 'Excel' : file?.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252';

  return (
    <Page>
      {/* The shell's header shows the page title (the route's titleKey) as the page's h1. */}
      <p className="max-w-3xl text-sm text-muted">{t('priceListImport.intro')}</p>

      <ol aria-label={t('priceListImport.steps.label')} className="mt-5 flex flex-wrap gap-2 text-[13px]">
        {steps.map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={
              s === step
                ? 'rounded-full bg-accent px-3 py-1 font-medium text-accent-foreground'
                : 'rounded-full bg-surface-muted px-3 py-1 text-muted'
            }
          >
            {i + 1}. {t(`priceListImport.steps.${s}`)}
          </li>
        ))}
      </ol>

      <Card className="mt-5 space-y-5 p-5">
        {step === 'file' && <FileStep onLoaded={onLoaded} />}

        {file && step !== 'file' && step !== 'done' && (
          <p className="text-xs text-muted" data-testid="price-list-file-read">
            {t('priceListImport.file.read', {
              name: file.fileName,
              lines: formatCount(dataLineCount),
              encoding: encodingName,
            })}
          </p>
        )}

        {step === 'mapping' && file && (
          <MappingStep
            rows={file.rows}
            mapping={mapping}
            onMappingChange={setMapping}
            createNew={createNew}
            onCreateNewChange={setCreateNew}
          />
        )}

        {step === 'preview' && (
          <>
            {work?.kind === 'uploading' && (
              <div className="space-y-1.5">
                <p id="price-list-progress-label" className="text-[13px] font-medium">
                  {t('priceListImport.upload.progress')}
                </p>
                <div
                  role="progressbar"
                  aria-labelledby="price-list-progress-label"
                  aria-valuemin={0}
                  aria-valuemax={work.total}
                  aria-valuenow={work.sent}
                  aria-valuetext={t('priceListImport.upload.sent', {
                    sent: formatCount(work.sent),
                    total: formatCount(work.total),
                  })}
                  className="h-2.5 overflow-hidden rounded-full bg-surface-muted"
                >
                  <div
                    className="h-full bg-accent transition-[width]"
                    style={{ width: `${work.total ? (100 * work.sent) / work.total : 0}%` }}
                  />
                </div>
                <p className="text-xs text-muted">
                  {t('priceListImport.upload.sent', { sent: formatCount(work.sent), total: formatCount(work.total) })}
                </p>
              </div>
            )}
            {(work?.kind === 'previewing' || work?.kind === 'applying') && (
              <p role="status" className="flex items-center gap-2 text-[13px] text-muted">
                <Spinner className="size-4" />
                {t(
                  work.kind === 'previewing' ? 'priceListImport.upload.previewing' : 'priceListImport.upload.applying',
                )}
              </p>
            )}
            {preview && <PreviewStep preview={preview} />}
            {localErrors.length > 0 && <LineErrors errors={localErrors} total={localErrors.length} />}
            {preview && preview.errors.length > 0 && <LineErrors errors={preview.errors} total={preview.errorCount} />}
          </>
        )}

        {error && (
          <p role="alert" className="rounded-lg border border-danger/30 bg-danger-soft p-3 text-[13px] text-danger">
            {error}
          </p>
        )}

        {step === 'done' && result && (
          <div role="status" className="flex items-start gap-3 rounded-lg border border-border bg-surface-muted/50 p-4">
            <CheckCircle2 className="mt-0.5 size-5 text-success" aria-hidden="true" />
            <div>
              <p className="text-[15px] font-semibold">{t('priceListImport.done.title')}</p>
              <p className="mt-0.5 text-sm" data-testid="price-list-result">
                {t('priceListImport.done.counts', {
                  createdText: formatCount(result.createdCount),
                  updatedText: formatCount(result.updatedCount),
                  unchangedText: formatCount(result.unchangedCount),
                })}
              </p>
            </div>
          </div>
        )}

        <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
          {step === 'done' ? (
            <>
              <Link to="/admin/items" className={buttonClasses('secondary')}>
                {t('priceListImport.done.toItems')}
              </Link>
              <Button onClick={() => void restart()}>{t('priceListImport.done.another')}</Button>
            </>
          ) : (
            <>
              {step !== 'file' && (
                <Button variant="ghost" onClick={() => void restart()} disabled={work?.kind === 'applying'}>
                  {t('priceListImport.cancel')}
                </Button>
              )}
              {step === 'preview' && (
                <Button variant="secondary" onClick={() => void backToMapping()} disabled={!!work}>
                  {t('priceListImport.mapping.back')}
                </Button>
              )}
              {step === 'mapping' && (
                <Button onClick={() => void checkAndUpload()}>{t('priceListImport.mapping.next')}</Button>
              )}
              {step === 'preview' && (
                <Button onClick={() => void runImport()} disabled={!canImport} loading={work?.kind === 'applying'}>
                  {t('priceListImport.import')}
                </Button>
              )}
            </>
          )}
        </div>
      </Card>
    </Page>
  );
}
