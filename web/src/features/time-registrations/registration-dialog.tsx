import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { timeRegistrationTypes, unitOfType, type TimeRegistrationType } from '@servio/domain/time-registration';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Select } from '../../components/select.tsx';
import { Button } from '../../components/button.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText, formMessage, serverField } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { timeSettingsOptions, type TimeRegistration } from './time-registrations-api.ts';
import {
  emptyRegistrationValues,
  registrationToValues,
  valuesToInput,
  type RegistrationFormValues,
} from './registration-form-values.ts';
import { useSaveTimeRegistration } from './use-save-time-registration.ts';
import { DateField } from '../../components/date-field.tsx';
import { TimeField } from '../../components/time-field.tsx';

/** The server's input field names → the dialog's fields. */
const fieldOfServer: Record<string, keyof RegistrationFormValues> = {
  type: 'type',
  date: 'date',
  startsAt: 'start',
  endsAt: 'end',
  minutes: 'duration',
  km: 'km',
  fromAddress: 'fromAddress',
  toAddress: 'toAddress',
  amountOre: 'amount',
  note: 'note',
};

/**
 * Registers or corrects one time registration: hours as start and end (over midnight allowed) or a duration in
 * hours:minutes, driving km with from and to addresses, or an amount with a note. Reusable: the technician panel passes
 * a visit; an administrator's timesheet passes the employee.
 */
interface RegistrationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The registration to correct; null registers a new one. */
  registration: TimeRegistration | null;
  /** The date a new registration starts on (YYYY-MM-DD). */
  date: string;
  /** An administrator registering for someone else; left out: the viewer's own. */
  employeeId?: string | null;
  visitId?: string | null;
}

export function RegistrationDialog(props: RegistrationDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t(props.registration ? 'timeRegistrations.editTitle' : 'timeRegistrations.registerTitle')}
      closeLabel={t('timeRegistrations.close')}
    >
      {/* A fresh form each time it opens: the values start from the registration or the date. */}
      {props.open && <RegistrationForm key={props.registration?.id ?? props.date} {...props} />}
    </Dialog>
  );
}

function RegistrationForm({ onOpenChange, registration, date, employeeId, visitId }: RegistrationDialogProps) {
  const { t } = useTranslation();
  const settings = useQuery(timeSettingsOptions);
  const [values, setValues] = useState<RegistrationFormValues>(() =>
    registration ? registrationToValues(registration) : emptyRegistrationValues(date),
  );
  const [errors, setErrors] = useState<Partial<Record<keyof RegistrationFormValues, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveTimeRegistration({
    onSaved: () => {
      toast.success(t('timeRegistrations.saved'));
      onOpenChange(false);
    },
  });
  const set = <K extends keyof RegistrationFormValues>(key: K, value: RegistrationFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const types = timeRegistrationTypes.filter(
    (type) =>
      type === values.type ||
      (!settings.data?.disabledTypes.includes(type) && (type !== 'accord' || settings.data?.showAccord)),
  );
  const unit = unitOfType(values.type);

  function submit() {
    setErrors({});
    setFormError(null);
    const parsed = valuesToInput(values, {
      employeeId: registration ? null : (employeeId ?? null),
      visitId: registration ? registration.visitId : (visitId ?? null),
    });
    if ('field' in parsed) {
      setErrors({ [parsed.field]: parsed.message });
      return;
    }
    save.mutate(
      { input: parsed.input, existing: registration },
      {
        onError: (error) => {
          const field = error instanceof GraphQLRequestError ? serverField(error) : undefined;
          const mapped = field ? fieldOfServer[field] : undefined;
          if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT' && mapped && error.reason) {
            setErrors({ [mapped]: error.reason });
          } else setFormError(errorText(t, error));
        },
      },
    );
  }

  const error = (key: keyof RegistrationFormValues) => formMessage(t, errors[key]);
  return (
    <form
      noValidate
      className="space-y-4 px-5 pb-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {formError && <FormErrors messages={[formError]} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('timeRegistrations.fields.type')} error={error('type')}>
          <Select value={values.type} onChange={(e) => set('type', e.target.value as TimeRegistrationType)}>
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`timeRegistrations.types.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('timeRegistrations.fields.date')} error={error('date')}>
          <DateField label={t('timeRegistrations.fields.date')} value={values.date} onChange={(v) => set('date', v)} />
        </Field>
      </div>
      {unit === 'hours' && (
        <>
          <fieldset className="flex flex-wrap gap-4 text-[13px]">
            <legend className="mb-1.5 text-[13px] font-medium">{t('timeRegistrations.fields.mode')}</legend>
            {(['span', 'duration'] as const).map((mode) => (
              <label key={mode} className="inline-flex items-center gap-2">
                <input type="radio" name="mode" checked={values.mode === mode} onChange={() => set('mode', mode)} />
                {t(mode === 'span' ? 'timeRegistrations.fields.modeSpan' : 'timeRegistrations.fields.modeDuration')}
              </label>
            ))}
          </fieldset>
          {values.mode === 'span' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('timeRegistrations.fields.start')} error={error('start')}>
                <TimeField value={values.start} onChange={(v) => set('start', v)} />
              </Field>
              <Field
                label={t('timeRegistrations.fields.end')}
                error={error('end')}
                help={t('timeRegistrations.overMidnight')}
              >
                <TimeField value={values.end} onChange={(v) => set('end', v)} />
              </Field>
            </div>
          ) : (
            <Field label={t('timeRegistrations.fields.duration')} error={error('duration')}>
              <Input
                inputMode="numeric"
                placeholder="7:30"
                value={values.duration}
                onChange={(e) => set('duration', e.target.value)}
              />
            </Field>
          )}
        </>
      )}
      {unit === 'km' && (
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t('timeRegistrations.fields.km')} error={error('km')}>
            <Input inputMode="decimal" value={values.km} onChange={(e) => set('km', e.target.value)} />
          </Field>
          <Field label={t('timeRegistrations.fields.from')} error={error('fromAddress')}>
            <Input value={values.fromAddress} onChange={(e) => set('fromAddress', e.target.value)} />
          </Field>
          <Field label={t('timeRegistrations.fields.to')} error={error('toAddress')}>
            <Input value={values.toAddress} onChange={(e) => set('toAddress', e.target.value)} />
          </Field>
        </div>
      )}
      {unit === 'amount' && (
        <Field label={t('timeRegistrations.fields.amount')} error={error('amount')}>
          <Input
            inputMode="decimal"
            className="text-right tabular-nums"
            value={values.amount}
            onChange={(e) => set('amount', e.target.value)}
          />
        </Field>
      )}
      <Field label={t('timeRegistrations.fields.note')} error={error('note')}>
        <Input value={values.note} onChange={(e) => set('note', e.target.value)} />
      </Field>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
          {t('timeRegistrations.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('timeRegistrations.save')}
        </Button>
      </div>
    </form>
  );
}
