import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge.tsx';
import { countValues, formatCount, formatMoney } from '../../lib/format/index.ts';
import type { PriceListPreview } from './price-list-import-api.ts';

function PriceCell({ from, to, isNew }: { from: number | null; to: number | null; isNew: boolean }) {
  const { t } = useTranslation();
  if (isNew || from === to) return <>{formatMoney(to)}</>;
  return <>{t('priceListImport.preview.change', { from: formatMoney(from), to: formatMoney(to) })}</>;
}

/** Step 3: what the import would do, as the server computed it against the items. */
export function PreviewStep({ preview }: { preview: PriceListPreview }) {
  const { t } = useTranslation();
  const id = useId();
  const total = preview.newCount + preview.changedCount;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h2 id={`${id}-title`} className="text-[15px] font-semibold">
          {t('priceListImport.preview.title')}
        </h2>
        <p className="mt-0.5 text-sm" data-testid="price-list-counts" aria-live="polite">
          {t('priceListImport.preview.counts', {
            newText: formatCount(preview.newCount),
            changedText: formatCount(preview.changedCount),
            unchangedText: formatCount(preview.unchangedCount),
          })}
        </p>
        {preview.errorCount > 0 && (
          <p className="mt-1 text-[13px] font-medium text-danger">
            {t('priceListImport.preview.errorCount', countValues(preview.errorCount))}
          </p>
        )}
      </div>
      {total === 0 ? (
        <p className="text-[13px] text-muted">{t('priceListImport.preview.noChanges')}</p>
      ) : (
        <div>
          <h3 className="text-[13px] font-semibold">{t('priceListImport.preview.changesTitle')}</h3>
          <div className="mt-2 max-h-[28rem] overflow-auto rounded-lg border border-border">
            <table className="w-full text-left text-[13px]">
              <caption className="sr-only">{t('priceListImport.preview.changesTitle')}</caption>
              <thead className="sticky top-0 border-b border-border bg-surface-muted text-xs text-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('priceListImport.preview.line')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('priceListImport.preview.sku')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('priceListImport.preview.name')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('priceListImport.preview.costPrice')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('priceListImport.preview.listPrice')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('priceListImport.preview.salesPrice')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {preview.changes.map((c) => (
                  <tr key={c.line}>
                    <td className="px-3 py-2 tabular-nums">{c.line}</td>
                    <td className="px-3 py-2 font-mono text-xs">{c.sku}</td>
                    <td className="px-3 py-2">
                      {c.name} {c.isNew && <Badge tone="accent">{t('priceListImport.preview.new')}</Badge>}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      <PriceCell from={c.oldCostPrice} to={c.newCostPrice} isNew={c.isNew} />
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      <PriceCell from={c.oldListPrice} to={c.newListPrice} isNew={c.isNew} />
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      <PriceCell from={c.oldSalesPrice} to={c.newSalesPrice} isNew={c.isNew} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {total > preview.changes.length && (
            <p className="mt-1.5 text-xs text-muted">
              {t('priceListImport.preview.changesShown', {
                shown: formatCount(preview.changes.length),
                total: formatCount(total),
              })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
