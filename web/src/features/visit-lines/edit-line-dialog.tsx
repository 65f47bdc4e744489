import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { formatKroner, formatPercentInput, formatQuantityInput } from '../../lib/format/index.ts';
import { errorText, serverField } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { lineNumbers, type LineErrors, type LineNumbers } from './line-values.ts';
import { useLineChanges } from './use-line-changes.ts';
import type { VisitLine } from './visit-lines-api.ts';

const percentText = (bp: number | null) => (bp === null || bp === 0 ? '' : formatPercentInput(bp));

/** Changes a line's quantity (and, for whoever sees prices, its unit price and discount). */
export function EditLineDialog({ line, prices, onClose }: { line: VisitLine; prices: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { update } = useLineChanges();
  const [values, setValues] = useState<LineNumbers>({
    quantity: formatQuantityInput(line.quantity),
    unitPrice: formatKroner(line.unitPrice),
    discount: percentText(line.discountBp),
  });
  const [errors, setErrors] = useState<LineErrors & { form?: string }>({});
  const set = (name: keyof LineNumbers) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = lineNumbers(values, prices);
    if (!parsed.ok) return setErrors(parsed.errors);
    const { ok: _, ...numbers } = parsed;
    const input = prices
      ? { ...numbers, unitPrice: numbers.unitPrice ?? 0, discountBp: numbers.discountBp ?? 0 }
      : numbers;
    update.mutate(
      { line, input },
      {
        onSuccess: () => {
          toast.success(t('visitLines.edit.saved'));
          onClose();
        },
        onError: (error) => {
          const field = error instanceof GraphQLRequestError ? serverField(error) : undefined;
          const key = field === 'discountBp' ? 'discount' : field;
          const message = errorText(t, error);
          setErrors(key && key in values ? { [key]: message } : { form: message });
        },
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('visitLines.edit.title')}
      closeLabel={t('visitLines.close')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 p-5">
        <p className="text-[13px] font-medium">{line.description}</p>
        <Field label={t('visitLines.add.quantity')} error={errors.quantity && t(errors.quantity)}>
          <Input inputMode="decimal" value={values.quantity} onChange={set('quantity')} autoFocus />
        </Field>
        {prices && (
          <>
            <Field label={t('visitLines.add.unitPrice')} error={errors.unitPrice && t(errors.unitPrice)}>
              <Input inputMode="decimal" value={values.unitPrice} onChange={set('unitPrice')} />
            </Field>
            <Field label={t('visitLines.add.discount')} error={errors.discount && t(errors.discount)}>
              <Input inputMode="decimal" value={values.discount} onChange={set('discount')} />
            </Field>
          </>
        )}
        {errors.form && (
          <p role="alert" className="text-[13px] text-danger">
            {errors.form}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('visitLines.edit.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('visitLines.edit.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
