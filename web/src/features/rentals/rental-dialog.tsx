import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Label } from '../../components/label.tsx';
import { Select } from '../../components/select.tsx';
import { Textarea } from '../../components/textarea.tsx';
import { DateField } from '../../components/date-field.tsx';
import { TimeField } from '../../components/time-field.tsx';
import { FieldError } from '../../components/field-error.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { CustomerPicker } from '../../shared/customer-picker.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText, reasonMessage } from '../../lib/reasons.ts';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import { moneyExample } from '../../lib/format/index.ts';
import { toast } from '../../lib/toast.ts';
import {
  createRental,
  rentableMaterialsOptions,
  rentalsKey,
  unitLabel,
  updateRental,
  type Rental,
  type RentalInput,
} from './rentals-api.ts';
import {
  formPeriod,
  rentalFormValues,
  rentalInputOf,
  type RentalErrors,
  type RentalField,
  type RentalFormValues,
} from './rental-form-values.ts';
import { RentalOverlapStatus } from './rental-overlap-status.tsx';

const fields: readonly RentalField[] = ['materialId', 'customerId', 'startsAt', 'endsAt', 'price', 'note'];

/**
 * Create or edit a rental: the unit (fixed on a unit's page), the customer, the period in Danish time, the price of
 * the whole period and a note; under the period its live overlap status. A save over another rental of the unit is
 * refused by the server (CONFLICT rental.conflict) and asked again: "Gem alligevel?" saves it with allowConflict.
 */
export function RentalDialog({
  rental,
  materialId,
  onClose,
}: {
  rental: Rental | null;
  /** A new rental's unit when the dialog opens from that unit; else the user picks one. */
  materialId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const ids = { customer: useId(), customerError: useId(), start: useId(), end: useId() };
  const [values, setValues] = useState<RentalFormValues>(() => rentalFormValues(rental, materialId));
  const [errors, setErrors] = useState<RentalErrors & { form?: string }>({});
  const [conflicting, setConflicting] = useState<RentalInput | null>(null);
  const units = useQuery({ ...rentableMaterialsOptions, enabled: !rental });
  const set = <K extends keyof RentalFormValues>(key: K, value: RentalFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const message = (field: RentalField) => (errors[field] ? reasonMessage(t, errors[field]) : undefined);

  const save = useMutation({
    mutationFn: ({ input, allowConflict }: { input: RentalInput; allowConflict: boolean }) =>
      rental
        ? updateRental(rental.id, rental.version, input, allowConflict)
        : createRental(input, allowConflict, idempotency.keyFor({ input, allowConflict })),
    onSuccess: async (saved) => {
      idempotency.reset();
      const state = saved.overlapState;
      // A period saved close to or over another rental says so in the same message.
      const note = state && state !== 'available' ? ` ${t(`rentals.savedNote.${state}`)}` : '';
      toast.success(t(rental ? 'rentals.saved' : 'rentals.created') + note);
      await queryClient.invalidateQueries({ queryKey: rentalsKey });
      onClose();
    },
    onError: (error, { input }) => {
      setConflicting(null);
      if (error instanceof GraphQLRequestError && error.reason === 'rental.conflict') {
        setConflicting(input);
        return;
      }
      if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT') {
        const field = error.field?.replace(/^input\./, '') as RentalField | undefined;
        if (field && fields.includes(field))
          setErrors({ [field]: error.reason ?? 'required', form: t('errors.BAD_USER_INPUT') });
        else setErrors({ form: errorText(t, error) });
        return;
      }
      setErrors({ form: errorText(t, error) });
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = rentalInputOf(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate({ input: result.input, allowConflict: false });
  };

  const period = formPeriod(values);
  const backwards = period !== null && period.start >= period.end;
  const periodError = message('endsAt') ?? (backwards ? reasonMessage(t, 'rental.endsBeforeStart') : undefined);
  // Editing, or a new rental of a given unit: the unit is shown, not chosen.
  const fixedUnit =
    rental?.material ?? (materialId ? units.data?.find((u) => u.material.id === materialId)?.material : null) ?? null;

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={rental ? t('rentals.editTitle') : t('rentals.createTitle')}
        closeLabel={t('common.close')}
        className="max-w-lg"
      >
        <form noValidate onSubmit={submit} className="space-y-4 px-5 pb-5">
          {errors.form && <FormErrors messages={[errors.form]} />}
          {fixedUnit ? (
            <p className="text-[13px]">
              <span className="text-muted">{t('rentals.fields.unit')}: </span>
              <span className="font-medium">{unitLabel(fixedUnit)}</span>
            </p>
          ) : (
            !materialId && (
              <Field label={t('rentals.fields.unit')} error={message('materialId')}>
                <Select value={values.materialId} onChange={(e) => set('materialId', e.target.value)}>
                  <option value="">{t('rentals.chooseUnit')}</option>
                  {(units.data ?? []).map((u) => (
                    <option key={u.material.id} value={u.material.id}>
                      {unitLabel(u.material)}
                    </option>
                  ))}
                </Select>
              </Field>
            )
          )}
          <div className="min-w-0">
            <Label htmlFor={ids.customer}>{t('rentals.fields.customer')}</Label>
            <div className="mt-1.5">
              <CustomerPicker
                id={ids.customer}
                label={t('rentals.fields.customer')}
                value={values.customerId}
                invalid={Boolean(errors.customerId)}
                describedBy={errors.customerId ? ids.customerError : undefined}
                onChange={(c) => set('customerId', c?.id ?? null)}
              />
            </div>
            <FieldError id={ids.customerError} message={message('customerId')} />
          </div>
          <fieldset className="space-y-3">
            <legend className="sr-only">{t('rentals.fields.period')}</legend>
            <div className="grid grid-cols-[1fr_auto] gap-2">
              <Field label={t('rentals.fields.startDate')} error={message('startsAt')}>
                <DateField
                  label={t('rentals.fields.startDate')}
                  value={values.startDate}
                  onChange={(v) => set('startDate', v)}
                />
              </Field>
              <Field label={t('rentals.fields.startTime')}>
                <TimeField value={values.startTime} onChange={(v) => set('startTime', v)} />
              </Field>
            </div>
            <div className="grid grid-cols-[1fr_auto] gap-2">
              <Field label={t('rentals.fields.endDate')} error={periodError}>
                <DateField
                  label={t('rentals.fields.endDate')}
                  value={values.endDate}
                  onChange={(v) => set('endDate', v)}
                />
              </Field>
              <Field label={t('rentals.fields.endTime')}>
                <TimeField value={values.endTime} onChange={(v) => set('endTime', v)} />
              </Field>
            </div>
            <RentalOverlapStatus
              materialId={values.materialId}
              period={backwards ? null : period}
              exceptRentalId={rental?.id ?? null}
            />
          </fieldset>
          <Field
            label={t('rentals.fields.price')}
            error={message('price')}
            help={t('rentals.priceHelp', { example: moneyExample() })}
          >
            <Input inputMode="decimal" value={values.price} onChange={(e) => set('price', e.target.value)} />
          </Field>
          <Field label={t('rentals.fields.note')} error={message('note')}>
            <Textarea rows={2} value={values.note} onChange={(e) => set('note', e.target.value)} />
          </Field>
          <FormFooter onCancel={onClose} saving={save.isPending} submitLabel={t('common.save')} />
        </form>
      </Dialog>
      {conflicting && (
        <ConfirmDialog
          open
          tone="primary"
          onOpenChange={(open) => !open && setConflicting(null)}
          title={t('rentals.conflictTitle')}
          body={t('rentals.conflictBody')}
          confirmLabel={t('rentals.saveAnyway')}
          cancelLabel={t('rentals.changePeriod')}
          closeLabel={t('common.close')}
          pending={save.isPending}
          onConfirm={() => save.mutate({ input: conflicting, allowConflict: true })}
        />
      )}
    </>
  );
}
