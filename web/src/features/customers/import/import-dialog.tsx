import { useId, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, FileUp } from 'lucide-react';
import { customerImportFields, decodeCsvBytes, parseCsv } from '@servio/domain/customer-import';
import { Dialog } from '../../../components/dialog.tsx';
import { Button } from '../../../components/button.tsx';
import { FilePicker } from '../../../components/file-picker.tsx';
import { Select } from '../../../components/select.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorText } from '../../../lib/reasons.ts';
import { countValues } from '../../../lib/format/index.ts';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { customersKey } from '../customers-api.ts';
import { previewImport, runImport, type ImportPreview, type ImportResult } from './import-api.ts';
import { ImportErrors } from './import-errors.tsx';

interface Loaded {
  fileName: string;
  csv: string;
  encoding: string;
}

const previewRows = 5;

/**
 * Customer import: choose a CSV file (decoded here: UTF-8 with or without BOM, or Windows-1252), check the
 * mapping of columns to fields against the server's preview, then import. Nothing is written before the button.
 */
export function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fileId = useId();
  const idempotency = useIdempotencyKey();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [mapping, setMapping] = useState<(string | null)[] | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const previewMutation = useMutation({
    mutationFn: ({ csv, mapping: m }: { csv: string; mapping: (string | null)[] | null }) => previewImport(csv, m),
    onSuccess: (p) => {
      setPreview(p);
      setMapping(p.mapping);
    },
    onError: () => undefined,
  });
  const importMutation = useMutation({
    mutationFn: () => {
      const payload = { csv: loaded!.csv, mapping: mapping! };
      return runImport(payload.csv, payload.mapping, idempotency.keyFor(payload));
    },
    onSuccess: async (r) => {
      idempotency.reset();
      setResult(r);
      await queryClient.invalidateQueries({ queryKey: customersKey });
    },
    onError: () => undefined,
  });

  const rows = useMemo(() => (loaded ? parseCsv(loaded.csv) : []), [loaded]);

  const reset = () => {
    setLoaded(null);
    setMapping(null);
    setPreview(null);
    setResult(null);
    setFileError(null);
    previewMutation.reset();
    importMutation.reset();
  };

  const onFile = async (file: File | undefined) => {
    reset();
    if (!file) return;
    try {
      const { text, encoding } = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
      const next = { fileName: file.name, csv: text, encoding };
      setLoaded(next);
      previewMutation.mutate({ csv: text, mapping: null });
    } catch {
      setFileError(t('customerImport.unreadable'));
    }
  };

  const changeMapping = (index: number, field: string) => {
    if (!loaded || !mapping) return;
    const next = mapping.map((m, i) => (i === index ? field || null : m === field && field ? null : m));
    setMapping(next);
    previewMutation.mutate({ csv: loaded.csv, mapping: next });
  };

  const busy = previewMutation.isPending || importMutation.isPending;
  const invalidCount = preview ? preview.rowCount - preview.validCount : 0;
  const mappedColumns = preview ? preview.columns.filter((c) => mapping?.[c.index]) : [];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (importMutation.isPending) return; // an import under way finishes first
        if (!next) reset();
        onOpenChange(next);
      }}
      title={t('customerImport.title')}
      description={t('customerImport.intro')}
      closeLabel={t('common.close')}
      className="max-w-4xl"
    >
      <div className="space-y-5 px-5 pb-5">
        {result ? (
          <div role="status" className="space-y-3">
            <div className="flex items-start gap-3 rounded-lg border border-border bg-surface-muted/50 p-4">
              <CheckCircle2 className="mt-0.5 size-5 text-success" aria-hidden="true" />
              <div>
                <p className="text-[15px] font-semibold">
                  {t('customerImport.doneTitle', countValues(result.createdCount))}
                </p>
                {result.skippedCount > 0 && (
                  <p className="mt-0.5 text-[13px] text-muted">
                    {t('customerImport.doneSkipped', countValues(result.skippedCount))}
                  </p>
                )}
              </div>
            </div>
            {result.errors.length > 0 && <ImportErrors errors={result.errors} />}
            <div className="flex justify-end gap-2">
              <Button
                variant="secondary"
                onClick={() => {
                  reset();
                }}
              >
                {t('customerImport.another')}
              </Button>
              <Button
                onClick={() => {
                  reset();
                  onOpenChange(false);
                }}
              >
                {t('common.close')}
              </Button>
            </div>
          </div>
        ) : (
          <>
            <div>
              <label htmlFor={fileId} className="block text-[13px] font-medium">
                {t('customerImport.file')}
              </label>
              <div className="mt-1.5 flex items-center gap-3 rounded-lg border border-dashed border-border-strong p-4">
                <FileUp className="size-5 shrink-0 text-muted" aria-hidden="true" />
                <FilePicker
                  id={fileId}
                  accept=".csv,text/csv"
                  disabled={busy}
                  aria-describedby={`${fileId}-help`}
                  fileName={loaded?.fileName}
                  onFiles={(files) => void onFile(files[0])}
                />
              </div>
              <p id={`${fileId}-help`} className="mt-1.5 text-xs text-muted">
                {t('customerImport.fileHelp')}
              </p>
              {fileError && (
                <p role="alert" className="mt-1.5 text-[13px] text-danger">
                  {fileError}
                </p>
              )}
              {loaded && (
                <p className="mt-1.5 text-xs text-muted">
                  {t('customerImport.fileRead', {
                    name: loaded.fileName,
                    encoding: loaded.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252',
                  })}
                </p>
              )}
            </div>

            {previewMutation.isError && (
              <p role="alert" className="rounded-lg border border-danger/30 bg-danger-soft p-3 text-[13px] text-danger">
                {errorText(t, previewMutation.error)}
              </p>
            )}
            {previewMutation.isPending && !preview && (
              <p className="flex items-center gap-2 text-[13px] text-muted" role="status">
                <Spinner className="size-4" /> {t('customerImport.reading')}
              </p>
            )}

            {preview && mapping && (
              <>
                <section aria-labelledby={`${fileId}-mapping`}>
                  <h3 id={`${fileId}-mapping`} className="text-[15px] font-semibold">
                    {t('customerImport.mappingTitle')}
                  </h3>
                  <p className="mt-0.5 text-[13px] text-muted">{t('customerImport.mappingIntro')}</p>
                  <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                    {preview.columns.map((column) => (
                      <div key={column.index} className="rounded-lg border border-border p-3">
                        <label
                          htmlFor={`${fileId}-col-${column.index}`}
                          className="block truncate text-[13px] font-medium"
                        >
                          {column.header || t('customerImport.columnN', { n: column.index + 1 })}
                        </label>
                        <p className="truncate text-xs text-muted">
                          {column.samples.filter(Boolean).slice(0, 2).join(' · ') || '—'}
                        </p>
                        <Select
                          id={`${fileId}-col-${column.index}`}
                          className="mt-2 h-8!"
                          value={mapping[column.index] ?? ''}
                          disabled={busy}
                          onChange={(e) => changeMapping(column.index, e.target.value)}
                        >
                          <option value="">{t('customerImport.skipColumn')}</option>
                          {customerImportFields.map((field) => (
                            <option key={field} value={field}>
                              {t(`customerImport.fields.${field}`)}
                            </option>
                          ))}
                        </Select>
                      </div>
                    ))}
                  </div>
                </section>

                <section aria-labelledby={`${fileId}-preview`}>
                  <h3 id={`${fileId}-preview`} className="text-[15px] font-semibold">
                    {t('customerImport.previewTitle')}
                  </h3>
                  <p className="mt-0.5 text-[13px] text-muted" aria-live="polite">
                    {t('customerImport.counts', {
                      rows: preview.rowCount,
                      valid: preview.validCount,
                      invalid: invalidCount,
                    })}
                  </p>
                  {mappedColumns.length > 0 && (
                    <div className="mt-3 overflow-x-auto rounded-lg border border-border">
                      <table className="w-full text-left text-[13px]">
                        <caption className="sr-only">{t('customerImport.previewTitle')}</caption>
                        <thead className="border-b border-border bg-surface-muted/50 text-xs text-muted">
                          <tr>
                            <th scope="col" className="px-3 py-2 font-medium">
                              {t('customerImport.line')}
                            </th>
                            {mappedColumns.map((c) => (
                              <th key={c.index} scope="col" className="px-3 py-2 font-medium">
                                {t(`customerImport.fields.${mapping[c.index]}`)}
                              </th>
                            ))}
                          </tr>
                        </thead>
                        <tbody className="divide-y divide-border">
                          {rows.slice(1, 1 + previewRows).map((cells, i) => (
                            <tr key={i}>
                              <td className="px-3 py-2 tabular-nums text-muted">{i + 2}</td>
                              {mappedColumns.map((c) => (
                                <td key={c.index} className="max-w-48 truncate px-3 py-2">
                                  {cells[c.index] ?? ''}
                                </td>
                              ))}
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  )}
                </section>

                {preview.errors.length > 0 && <ImportErrors errors={preview.errors} />}

                {importMutation.isError && (
                  <p
                    role="alert"
                    className="rounded-lg border border-danger/30 bg-danger-soft p-3 text-[13px] text-danger"
                  >
                    {errorText(t, importMutation.error)}
                  </p>
                )}
                {importMutation.isPending && (
                  <div role="status" className="space-y-1.5">
                    <p className="flex items-center gap-2 text-[13px] text-muted">
                      <Spinner className="size-4" /> {t('customerImport.importing', countValues(preview.validCount))}
                    </p>
                    <div className="h-1.5 overflow-hidden rounded-full bg-surface-muted">
                      <div className="h-full w-1/3 animate-[pulse_1s_ease-in-out_infinite] rounded-full bg-accent" />
                    </div>
                  </div>
                )}
              </>
            )}

            <div className="flex justify-end gap-2">
              <Button
                variant="secondary"
                disabled={importMutation.isPending}
                onClick={() => {
                  reset();
                  onOpenChange(false);
                }}
              >
                {t('common.cancel')}
              </Button>
              <Button
                disabled={!preview || preview.validCount === 0 || previewMutation.isPending}
                loading={importMutation.isPending}
                onClick={() => importMutation.mutate()}
              >
                {t('customerImport.importButton', countValues(preview?.validCount ?? 0))}
              </Button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
