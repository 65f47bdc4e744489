import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Upload } from 'lucide-react';
import { decodeCsvBytes } from '@servio/domain/customer-import';
import { Page } from '../../components/page.tsx';
import { Button, buttonClasses } from '../../components/button.tsx';
import { CardSection } from '../../components/card.tsx';
import { FilePicker } from '../../components/file-picker.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { errorText, reasonMessage } from '../../lib/reasons.ts';
import { BackToMaterials } from './back-to-materials.tsx';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import {
  importMaterials,
  materialsKey,
  previewMaterialImport,
  type MaterialImportPreview,
  type MaterialImportResult,
} from './materials-api.ts';

/**
 * Materials from a spreadsheet (the customer import's shape): choose a CSV file (decoded here: UTF-8 with or without
 * BOM, or Windows-1252), see what the server recognised and which rows it would refuse, then import. Nothing is
 * written before the button; rows with errors are skipped and listed.
 */
export function MaterialImportPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [preview, setPreview] = useState<MaterialImportPreview | null>(null);
  const [result, setResult] = useState<MaterialImportResult | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const previewMutation = useMutation({ mutationFn: previewMaterialImport, onSuccess: setPreview });
  // A retry after a lost answer sends the same key, so the file is not imported twice.
  const idempotency = useIdempotencyKey();
  const importMutation = useMutation({
    mutationFn: () => importMaterials(file!.csv, idempotency.keyFor(file!.csv)),
    onSuccess: async (r) => {
      idempotency.reset();
      setResult(r);
      await queryClient.invalidateQueries({ queryKey: materialsKey });
    },
  });

  const onFile = async (chosen: File | undefined) => {
    setPreview(null);
    setResult(null);
    setFileError(null);
    previewMutation.reset();
    importMutation.reset();
    if (!chosen) return;
    try {
      const { text } = decodeCsvBytes(new Uint8Array(await chosen.arrayBuffer()));
      setFile({ name: chosen.name, csv: text });
      previewMutation.mutate(text);
    } catch {
      setFileError(t('materials.import.unreadable'));
    }
  };

  const busy = previewMutation.isPending || importMutation.isPending;
  const errors = result?.errors ?? preview?.errors ?? [];
  const failure = previewMutation.error ?? importMutation.error;

  return (
    <Page>
      <BackToMaterials />
      <p className="mb-5 text-[13px] text-muted">{t('materials.import.intro')}</p>
      <div className="space-y-5">
        <CardSection title={t('materials.import.fileTitle')}>
          <label htmlFor={fileId} className="block text-[13px] font-medium">
            {t('materials.import.file')}
          </label>
          <div className="mt-1.5">
            <FilePicker
              id={fileId}
              accept=".csv,text/csv"
              disabled={busy}
              aria-describedby={`${fileId}-help`}
              fileName={file?.name}
              onFiles={(files) => void onFile(files[0])}
            />
          </div>
          <p id={`${fileId}-help`} className="mt-1.5 text-xs text-muted">
            {t('materials.import.fileHelp')}
          </p>
        </CardSection>
        {(fileError || failure) && <FormErrors messages={[fileError ?? errorText(t, failure)]} />}
        {previewMutation.isPending && (
          <p role="status" className="flex items-center gap-2 text-[13px] text-muted">
            <Spinner className="size-4" /> {t('materials.import.reading')}
          </p>
        )}
        {result ? (
          <div role="status" className="flex items-start gap-3 rounded-lg border border-border bg-surface-muted/50 p-4">
            <CheckCircle2 className="mt-0.5 size-5 text-success" aria-hidden="true" />
            <div>
              <p className="text-[15px] font-semibold">{t('materials.import.done', { count: result.createdCount })}</p>
              {result.skippedCount > 0 && (
                <p className="text-[13px] text-muted">
                  {t('materials.import.skipped', { count: result.skippedCount })}
                </p>
              )}
              <Link to="/admin/materials" className={buttonClasses('secondary', 'md', 'mt-3')}>
                {t('materials.import.toList')}
              </Link>
            </div>
          </div>
        ) : (
          preview && (
            <CardSection title={t('materials.import.previewTitle')}>
              <ul className="mb-3 flex flex-wrap gap-2 text-[13px]" aria-label={t('materials.import.columns')}>
                {preview.columns.map((c, i) => (
                  <li key={i} className="rounded border border-border px-2 py-1">
                    {c.header || '—'} →{' '}
                    {c.field ? t(`materials.import.fields.${c.field}`) : t('materials.import.notImported')}
                  </li>
                ))}
              </ul>
              <p role="status" className="mb-3 text-[13px]">
                {t('materials.import.summary', { count: preview.rowCount, valid: preview.validCount })}
              </p>
              <Button
                disabled={preview.validCount === 0}
                loading={importMutation.isPending}
                onClick={() => importMutation.mutate()}
              >
                <Upload className="size-4" aria-hidden="true" />
                {t('materials.import.run', { count: preview.validCount })}
              </Button>
            </CardSection>
          )
        )}
        {errors.length > 0 && (
          <CardSection title={t('materials.import.errorsTitle')}>
            <table className="w-full text-[13px]">
              <caption className="sr-only">{t('materials.import.errorsTitle')}</caption>
              <thead>
                <tr className="text-left text-muted">
                  <th scope="col" className="py-1 pr-4 font-medium">
                    {t('materials.import.row')}
                  </th>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    {t('materials.import.field')}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t('materials.import.problem')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {errors.map((e, i) => (
                  <tr key={i} className="border-t border-border">
                    <td className="py-1 pr-4 tabular-nums">{e.row}</td>
                    <td className="py-1 pr-4">{t(`materials.import.fields.${e.field}`, { defaultValue: e.field })}</td>
                    <td className="py-1">{reasonMessage(t, e.reason)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardSection>
        )}
      </div>
    </Page>
  );
}
