import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { formatMoney } from '../../lib/format/index.ts';
import { discountText, quantityText, vatLabel } from './invoice-text.ts';
import type { InvoiceDetail } from './invoices-api.ts';

const cell = 'px-4 py-2.5';
const amount = `${cell} whitespace-nowrap text-right tabular-nums`;

/**
 * The invoice's lines (description, quantity with unit, unit price, discount, net) and its totals under them:
 * subtotal, VAT with its rate, and the total; what credit notes took off it and what is left. Amounts as the server computed them (øre, rounded per line).
 */
export function InvoiceLines({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const dash = <span className="text-muted">—</span>;
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-[13px]">
          <caption className="sr-only">{t('invoices.lines.caption')}</caption>
          <thead className="border-b border-border bg-surface-muted/50 text-xs text-muted">
            <tr>
              <th scope="col" className={`${cell} font-medium`}>
                {t('invoices.lines.description')}
              </th>
              <th scope="col" className={`${cell} text-right font-medium`}>
                {t('invoices.lines.quantity')}
              </th>
              <th scope="col" className={`${cell} text-right font-medium`}>
                {t('invoices.lines.unitPrice')}
              </th>
              <th scope="col" className={`${cell} text-right font-medium`}>
                {t('invoices.lines.discount')}
              </th>
              <th scope="col" className={`${cell} text-right font-medium`}>
                {t('invoices.lines.net')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {invoice.lines.map((line) => (
              <tr key={line.id} className="align-top">
                <td className={`${cell} min-w-48`}>{line.description}</td>
                <td className={amount}>{quantityText(t, line.quantity, line.unit)}</td>
                <td className={amount}>{formatMoney(line.unitPrice)}</td>
                <td className={amount}>{discountText(line.discountBp) || dash}</td>
                <td className={amount}>{formatMoney(line.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Under the table rather than in it: on a phone the table scrolls sideways, the totals must not. */}
      <div className="border-t border-border-strong px-4 py-3">
        <dl className="ml-auto max-w-xs space-y-1 text-[13px]" data-testid="invoice-totals">
          <Total label={t('invoices.totals.subtotal')} value={formatMoney(invoice.net)} />
          <Total label={vatLabel(t, invoice.lines)} value={formatMoney(invoice.vat)} />
          <Total label={t('invoices.totals.total')} value={formatMoney(invoice.total)} strong />
          {invoice.creditedTotal > 0 && (
            <>
              <Total label={t('invoices.totals.credited')} value={formatMoney(-invoice.creditedTotal)} />
              <Total label={t('invoices.totals.left')} value={formatMoney(invoice.total - invoice.creditedTotal)} />
            </>
          )}
        </dl>
      </div>
    </>
  );
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-6', strong ? 'pt-1 text-[15px] font-semibold' : 'text-muted')}>
      <dt>{label}</dt>
      <dd className={cn('whitespace-nowrap tabular-nums', !strong && 'text-foreground')}>{value}</dd>
    </div>
  );
}
