import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../lib/format/index.ts';
import type { EconomySummary } from './economy-api.ts';

/** "2026-03" as the axis shows it: "mar. 26" in Danish, "Mar 26" in English. */
function monthLabel(month: string, language: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'da-DK', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/**
 * Invoiced and paid per month (without VAT) as bars (recharts, decisions/0029). The chart is a picture for the
 * eye, kept out of the tab order and from screen readers; the same figures are the table under it
 * (`MonthTable`), which they read instead.
 */
export function RevenueChart({ months }: { months: EconomySummary['months'] }) {
  const { t, i18n } = useTranslation();
  const data = months.map((m) => ({
    label: monthLabel(m.month, i18n.language),
    invoiced: m.invoiced / 100,
    paid: m.paid / 100,
  }));
  const kroner = (value: number) => formatMoney(Math.round(value * 100));
  return (
    <div className="h-72 w-full" aria-hidden="true" data-testid="revenue-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: 'var(--color-muted)' }} />
          <YAxis
            width={80}
            tick={{ fontSize: 12, fill: 'var(--color-muted)' }}
            tickFormatter={(value: number) => new Intl.NumberFormat(i18n.language).format(value)}
          />
          <Tooltip formatter={(value) => kroner(Number(value))} />
          <Legend />
          <Bar dataKey="invoiced" name={t('economy.invoiced')} fill="var(--color-accent)" radius={[3, 3, 0, 0]} />
          <Bar dataKey="paid" name={t('economy.paid')} fill="var(--color-success)" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
