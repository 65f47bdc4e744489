import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Select } from '../../components/select.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText, serverField } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { sendStockOperation, stockKey, stockLocationsOptions, type StockOperation } from './stock-api.ts';
import { stockQuantity, type StockFormErrors, type StockFormValues } from './stock-form-values.ts';

const titles: Record<StockOperation, string> = {
  receive: 'stock.dialog.receiveTitle',
  move: 'stock.dialog.moveTitle',
  count: 'stock.dialog.countTitle',
  correct: 'stock.dialog.correctTitle',
};

/** Receive, move, count or correct an item's stock; every refusal says why on its field. */
export function StockDialog({
  itemId,
  operation,
  onClose,
}: {
  itemId: string;
  operation: StockOperation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const staff = useQuery(stockLocationsOptions());
  const [values, setValues] = useState<StockFormValues>({ employeeId: '', toEmployeeId: '', quantity: '', note: '' });
  const [errors, setErrors] = useState<StockFormErrors & { form?: string }>({});
  const send = useMutation({
    mutationFn: async (quantity: number): Promise<unknown> =>
      sendStockOperation(operation, {
        itemId,
        employeeId: values.employeeId || null,
        toEmployeeId: values.toEmployeeId || null,
        quantity,
        note: values.note,
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: stockKey }),
        queryClient.invalidateQueries({ queryKey: ['materialSearch'] }),
      ]);
      toast.success(t('stock.dialog.saved'));
      onClose();
    },
    onError: (error) => {
      const field = error instanceof GraphQLRequestError ? serverField(error) : undefined;
      const name = field === 'countedQuantity' ? 'quantity' : field === 'fromEmployeeId' ? 'employeeId' : field;
      const message = errorText(t, error);
      setErrors(name && name in values ? { [name]: message } : { form: message });
    },
  });
  const set = (name: keyof StockFormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = stockQuantity(operation, values);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    send.mutate(parsed.quantity);
  };
  const locationSelect = (name: 'employeeId' | 'toEmployeeId', label: string) => (
    <Field label={label} error={errors[name] && t(errors[name])}>
      <Select value={values[name]} onChange={set(name)}>
        <option value="">{t('stock.mainStock')}</option>
        {staff.data?.map((e) => (
          <option key={e.id} value={e.id}>
            {t('stock.van', { name: e.name })}
          </option>
        ))}
      </Select>
    </Field>
  );
  const quantityLabel =
    operation === 'count'
      ? t('stock.dialog.counted')
      : operation === 'correct'
        ? t('stock.dialog.correction')
        : t('stock.dialog.quantity');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(titles[operation])}
      closeLabel={t('stock.dialog.cancel')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 p-5">
        {locationSelect('employeeId', operation === 'move' ? t('stock.dialog.from') : t('stock.dialog.location'))}
        {operation === 'move' && locationSelect('toEmployeeId', t('stock.dialog.to'))}
        <Field
          label={quantityLabel}
          error={errors.quantity && t(errors.quantity)}
          help={operation === 'correct' ? t('stock.dialog.correctionHelp') : undefined}
        >
          <Input inputMode="decimal" value={values.quantity} onChange={set('quantity')} autoFocus />
        </Field>
        <Field
          label={operation === 'correct' ? t('stock.dialog.reason') : t('stock.dialog.note')}
          error={errors.note && t(errors.note)}
        >
          <Input value={values.note} onChange={set('note')} maxLength={500} />
        </Field>
        {errors.form && (
          <p role="alert" className="text-[13px] text-danger">
            {errors.form}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('stock.dialog.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('stock.dialog.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
