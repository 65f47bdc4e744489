import { useTranslation } from 'react-i18next';
import { reasonMessage } from '../../../lib/reasons.ts';
import type { ImportRowError } from './import-api.ts';

const shown = 100;

/** Per-row problems: line of the file, the field, and the reason in the user's language. */
export function ImportErrors({ errors }: { errors: ImportRowError[] }) {
  const { t } = useTranslation();
  const field = (name: string) =>
    name === 'row' ? t('customerImport.wholeRow') : t(`customerImport.fields.${name}`, { defaultValue: name });
  return (
    <section aria-label={t('customerImport.errorsTitle')}>
      <h3 className="text-[15px] font-semibold">{t('customerImport.errorsTitle')}</h3>
      <div className="mt-2 max-h-56 overflow-y-auto rounded-lg border border-danger/30">
        <table className="w-full text-left text-[13px]">
          <caption className="sr-only">{t('customerImport.errorsTitle')}</caption>
          <thead className="sticky top-0 border-b border-border bg-danger-soft text-xs text-danger">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('customerImport.line')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('customerImport.field')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('customerImport.problem')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {errors.slice(0, shown).map((e, i) => (
              <tr key={`${e.row}-${e.field}-${i}`}>
                <td className="px-3 py-2 tabular-nums">{e.row}</td>
                <td className="px-3 py-2">{field(e.field)}</td>
                <td className="px-3 py-2">{reasonMessage(t, e.reason, { type: 'customer' })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {errors.length > shown && (
        <p className="mt-1.5 text-xs text-muted">{t('customerImport.moreErrors', { count: errors.length - shown })}</p>
      )}
    </section>
  );
}
