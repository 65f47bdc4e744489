import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { dateString, daysInMonth, parseDate } from '@servio/domain/local-dates';
import { zonedDate } from '@servio/domain/time';
import { Card } from '../../components/card.tsx';
import { Button } from '../../components/button.tsx';
import { Field } from '../../components/field.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { errorText } from '../../lib/reasons.ts';
import { payrollCsv } from './time-registrations-api.ts';
import { DateField } from '../../components/date-field.tsx';
import { downloadText } from '../../lib/download.ts';

/** Last month, the usual payroll period. */
function lastMonth(): { from: string; to: string } {
  const [y, m] = zonedDate(new Date()).split('-').map(Number) as [number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  return { from, to: dateString(parseDate(from) + daysInMonth(year, month) - 1) };
}

/** A period's registrations as the server's payroll CSV, downloaded as a file. */
export function PayrollExportPanel() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(lastMonth);
  const download = useMutation({
    mutationFn: () => payrollCsv(period.from, period.to),
    onSuccess: (csv) => downloadText(csv, `${t('timeRegistrations.exportFileName')}-${period.from}-${period.to}.csv`),
  });
  return (
    <Card className="space-y-4 p-5">
      <p className="text-[13px] text-muted">{t('timeRegistrations.exportIntro')}</p>
      {download.error && <FormErrors messages={[errorText(t, download.error)]} />}
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('timeRegistrations.filters.from')}>
          <DateField
            label={t('timeRegistrations.filters.from')}
            value={period.from}
            onChange={(v) => setPeriod((p) => ({ ...p, from: v }))}
          />
        </Field>
        <Field label={t('timeRegistrations.filters.to')}>
          <DateField
            label={t('timeRegistrations.filters.to')}
            value={period.to}
            onChange={(v) => setPeriod((p) => ({ ...p, to: v }))}
          />
        </Field>
        <Button loading={download.isPending} onClick={() => download.mutate()}>
          {!download.isPending && <Download className="size-4" aria-hidden="true" />}
          {t('timeRegistrations.exportButton')}
        </Button>
      </div>
    </Card>
  );
}
