import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { priceListFields } from '@servio/domain/price-list-import';
import { Select } from '../../components/select.tsx';

const sampleCount = 3;

/** Step 2: each column with its heading and first values, and the field it goes to (the suggestion preselected). */
export function MappingStep({
  rows,
  mapping,
  onMappingChange,
  createNew,
  onCreateNewChange,
}: {
  rows: string[][];
  mapping: (string | null)[];
  onMappingChange: (mapping: (string | null)[]) => void;
  createNew: boolean;
  onCreateNewChange: (createNew: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const headers = rows[0] ?? [];
  const change = (index: number, field: string) =>
    onMappingChange(mapping.map((m, i) => (i === index ? field || null : m === field && field ? null : m)));

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h2 id={`${id}-title`} className="text-[15px] font-semibold">
          {t('priceListImport.mapping.title')}
        </h2>
        <p className="mt-0.5 text-[13px] text-muted">{t('priceListImport.mapping.intro')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {headers.map((header, index) => {
          const samples = rows
            .slice(1, 1 + sampleCount)
            .map((r) => (r[index] ?? '').trim())
            .filter(Boolean);
          return (
            <div key={index} className="rounded-lg border border-border p-3">
              <label htmlFor={`${id}-col-${index}`} className="block truncate text-[13px] font-medium">
                {header.trim() || t('priceListImport.mapping.columnN', { n: index + 1 })}
              </label>
              <p className="truncate text-xs text-muted">
                {samples.length ? t('priceListImport.mapping.samples', { values: samples.join(' · ') }) : '—'}
              </p>
              <Select
                id={`${id}-col-${index}`}
                className="mt-2 h-8!"
                value={mapping[index] ?? ''}
                onChange={(e) => change(index, e.target.value)}
              >
                <option value="">{t('priceListImport.mapping.skip')}</option>
                {priceListFields.map((field) => (
                  <option key={field} value={field}>
                    {t(`priceListImport.fields.${field}`)}
                  </option>
                ))}
              </Select>
            </div>
          );
        })}
      </div>
      <div className="flex items-start gap-2">
        <input
          id={`${id}-create-new`}
          type="checkbox"
          className="mt-0.5 size-4 accent-accent"
          checked={createNew}
          aria-describedby={`${id}-create-new-help`}
          onChange={(e) => onCreateNewChange(e.target.checked)}
        />
        <div>
          <label htmlFor={`${id}-create-new`} className="text-[13px] font-medium">
            {t('priceListImport.mapping.createNew')}
          </label>
          <p id={`${id}-create-new-help`} className="text-xs text-muted">
            {t('priceListImport.mapping.createNewHelp')}
          </p>
        </div>
      </div>
    </section>
  );
}
