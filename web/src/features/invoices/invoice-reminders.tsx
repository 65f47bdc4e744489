import { useTranslation } from 'react-i18next';
import { zonedMidnight } from '@servio/domain/time';
import { Card } from '../../components/card.tsx';
import { apiUrl } from '../../lib/api.ts';
import { formatDate, formatMoney } from '../../lib/format/index.ts';
import type { InvoiceDetail, PaymentReminder } from './invoices-api.ts';

const cell = 'px-4 py-2.5';
const amount = `${cell} whitespace-nowrap text-right tabular-nums`;
const day = (value: string) => formatDate(zonedMidnight(value));

/**
 * The invoice's payment reminders: each one's day and deadline, fee, interest and what it claimed in all, whether
 * it went (or was stopped by the payment), and its PDF.
 */
export function InvoiceReminders({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  if (invoice.reminders.length === 0) return null;
  const heads = [
    ['number', ''],
    ['date', ''],
    ['deadline', ''],
    ['fee', 'text-right'],
    ['interest', 'text-right'],
    ['totalDue', 'text-right'],
    ['status', ''],
  ] as const;
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-border px-5 py-4">
        <h3 className="text-[15px] font-semibold">{t('invoices.reminders.sectionTitle')}</h3>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-[13px]">
          <caption className="sr-only">{t('invoices.reminders.caption')}</caption>
          <thead className="border-b border-border bg-surface-muted/50 text-xs text-muted">
            <tr>
              {heads.map(([key, align]) => (
                <th key={key} scope="col" className={`${cell} ${align} font-medium`}>
                  {t(`invoices.reminders.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {invoice.reminders.map((reminder) => (
              <tr key={reminder.id}>
                <td className={cell}>{reminder.number}</td>
                <td className={`${cell} whitespace-nowrap`}>{day(reminder.reminderDate)}</td>
                <td className={`${cell} whitespace-nowrap`}>{day(reminder.paymentDeadline)}</td>
                <td className={amount}>{formatMoney(reminder.fee)}</td>
                <td className={amount}>{formatMoney(reminder.interest)}</td>
                <td className={amount}>{formatMoney(reminder.totalDue)}</td>
                <td className={cell}>
                  <ReminderStatus reminder={reminder} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function ReminderStatus({ reminder }: { reminder: PaymentReminder }) {
  const { t } = useTranslation();
  const status = reminder.cancelledAt
    ? t('invoices.reminders.statusCancelled')
    : reminder.sent
      ? t('invoices.reminders.statusSent', { to: reminder.sentTo })
      : t('invoices.reminders.statusSending');
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span>{status}</span>
      {reminder.pdfFileId && (
        <a
          href={apiUrl(`/files/${reminder.pdfFileId}`)}
          target="_blank"
          rel="noopener"
          className="text-accent hover:underline"
          aria-label={t('invoices.reminders.pdfLabel', { number: reminder.number })}
        >
          {t('invoices.reminders.pdf')}
        </a>
      )}
    </span>
  );
}
