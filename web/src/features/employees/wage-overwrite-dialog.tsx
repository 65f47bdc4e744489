import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zonedDate } from '@servio/domain/time';
import { Dialog } from '../../components/dialog.tsx';
import { Button } from '../../components/button.tsx';
import { Field } from '../../components/field.tsx';
import type { EmployeeFormValues } from './employee-form-values.ts';
import { DateField } from '../../components/date-field.tsx';

/**
 * The spec's warning when an administrator changes an employee's rates: keep the wages frozen on existing time
 * registrations, or overwrite them from a date (the server recomputes them in the same transaction and audits it).
 */
export function WageOverwriteDialog({
  values,
  pending,
  onClose,
  onAnswer,
}: {
  /** The form's values waiting for the answer; null: closed. */
  values: EmployeeFormValues | null;
  pending: boolean;
  onClose: () => void;
  onAnswer: (values: EmployeeFormValues, overwriteWagesFrom?: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={values !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('timeRegistrations.wageWarning.title')}
      closeLabel={t('timeRegistrations.close')}
    >
      {values && <WageOverwriteForm values={values} pending={pending} onAnswer={onAnswer} />}
    </Dialog>
  );
}

function WageOverwriteForm({
  values,
  pending,
  onAnswer,
}: {
  values: EmployeeFormValues;
  pending: boolean;
  onAnswer: (values: EmployeeFormValues, overwriteWagesFrom?: string) => void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(() => `${zonedDate(new Date()).slice(0, 7)}-01`);
  return (
    <div className="space-y-4 px-5 pb-5 text-[13px]">
      <p>{t('timeRegistrations.wageWarning.body')}</p>
      <Field label={t('timeRegistrations.wageWarning.from')} className="max-w-xs">
        <DateField label={t('timeRegistrations.wageWarning.from')} value={from} onChange={setFrom} />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={pending} onClick={() => onAnswer(values)}>
          {t('timeRegistrations.wageWarning.keep')}
        </Button>
        <Button loading={pending} disabled={!from} onClick={() => onAnswer(values, from)}>
          {t('timeRegistrations.wageWarning.overwrite')}
        </Button>
      </div>
    </div>
  );
}
