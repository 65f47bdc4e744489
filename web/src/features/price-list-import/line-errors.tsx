import { useTranslation } from 'react-i18next';
import { countValues } from '../../lib/format/index.ts';
import { priceListReason } from './price-list-reason.ts';

const shown = 100;

export interface LineError {
  line: number;
  field: string;
  reason: string;
  otherLine?: number | null;
}

/** The lines the file cannot be imported with: line of the file, field, and the reason in the user's language. */
export function LineErrors({ errors, total }: { errors: LineError[]; total: number }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="price-list-errors-title">
      <h3 id="price-list-errors-title" className="text-[15px] font-semibold text-danger">
        {t('priceListImport.errors.title')}
      </h3>
      <div className="mt-2 max-h-72 overflow-y-auto rounded-lg border border-danger/30">
        <table className="w-full text-left text-[13px]">
          <caption className="sr-only">{t('priceListImport.errors.title')}</caption>
          <thead className="sticky top-0 border-b border-border bg-surface-muted text-xs text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('priceListImport.errors.line')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('priceListImport.errors.field')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('priceListImport.errors.problem')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {errors.slice(0, shown).map((e, i) => (
              <tr key={`${e.line}-${e.field}-${i}`}>
                <td className="px-3 py-2 tabular-nums">{e.line}</td>
                <td className="px-3 py-2">{t(`priceListImport.fields.${e.field}`, { defaultValue: e.field })}</td>
                <td className="px-3 py-2">{priceListReason(t, e.reason, e.otherLine)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > Math.min(shown, errors.length) && (
        <p className="mt-1.5 text-xs text-muted">
          {t('priceListImport.errors.more', countValues(total - Math.min(shown, errors.length)))}
        </p>
      )}
    </section>
  );
}
