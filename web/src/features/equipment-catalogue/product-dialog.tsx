import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Select } from '../../components/select.tsx';
import { Textarea } from '../../components/textarea.tsx';
import { moneyExample } from '../../lib/format/index.ts';
import { FormFooter } from '../../components/form-footer.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText } from '../../lib/reasons.ts';
import { catalogueReason } from './catalogue-messages.ts';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import { toast } from '../../lib/toast.ts';
import type { EquipmentLabels } from '../../shared/equipment-labels.ts';
import {
  createEquipmentProduct,
  equipmentCatalogueKey,
  equipmentCategoriesOptions,
  updateEquipmentProduct,
  type EquipmentProduct,
  type EquipmentProductInput,
} from './catalogue-api.ts';
import {
  parseProductForm,
  productFormValues,
  type ProductField,
  type ProductFormValues,
} from './product-form-values.ts';

type Errors = Partial<Record<ProductField | 'form', string>>;

const formFields: readonly ProductField[] = [
  'categoryId',
  'name',
  'supplier',
  'serviceIntervalMonths',
  'column1',
  'column2',
  'column3',
  'bookable',
  'bookingMinutes',
  'bookingPrice',
  'bookingDescription',
];

/**
 * Create or edit a product. Its words are the company's (`labels`: its own names for model, supplier and the free
 * columns); the interval left empty is the company's (`companyMonths`, said in the help text). A refused save keeps
 * everything typed and puts the message on its field.
 */
export function ProductDialog({
  product,
  categoryId,
  labels,
  companyMonths,
  onClose,
}: {
  product: EquipmentProduct | null;
  /** The list's category filter: a new product starts in it. */
  categoryId: string | undefined;
  labels: EquipmentLabels;
  companyMonths: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const categories = useQuery(equipmentCategoriesOptions);
  const [values, setValues] = useState<ProductFormValues>(() => productFormValues(product, categoryId));
  const [errors, setErrors] = useState<Errors>({});
  const message = (reason: string | undefined) => catalogueReason(t, labels, reason);
  const set = (field: ProductField) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const save = useMutation({
    mutationFn: (input: EquipmentProductInput) =>
      product
        ? updateEquipmentProduct(product.id, product.version, input)
        : createEquipmentProduct(input, idempotency.keyFor(input)),
    onSuccess: async (saved) => {
      idempotency.reset();
      toast.success(t(product ? 'equipment.products.saved' : 'equipment.products.created', { name: saved.name }));
      await queryClient.invalidateQueries({ queryKey: equipmentCatalogueKey });
      onClose();
    },
    onError: (error) => {
      const field = error instanceof GraphQLRequestError ? error.field?.replace(/^input\./, '') : undefined;
      if (
        error instanceof GraphQLRequestError &&
        error.code === 'BAD_USER_INPUT' &&
        formFields.includes(field as ProductField)
      ) {
        setErrors({ [field as ProductField]: message(error.reason), form: t('errors.BAD_USER_INPUT') });
      } else setErrors({ form: errorText(t, error) });
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = parseProductForm(values);
    if ('errors' in parsed) {
      setErrors(Object.fromEntries(Object.entries(parsed.errors).map(([k, key]) => [k, message(key)])));
      return;
    }
    setErrors({});
    save.mutate(parsed.input);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={product ? t('equipment.products.editTitle', { name: product.name }) : t('equipment.products.createTitle')}
      closeLabel={t('common.close')}
      className="max-w-lg"
    >
      <form noValidate onSubmit={submit} className="space-y-4 px-5 pb-5">
        {errors.form && <FormErrors messages={[errors.form]} />}
        <Field label={labels.category} error={errors.categoryId}>
          <Select value={values.categoryId} onChange={set('categoryId')} disabled={categories.isPending}>
            <option value="">
              {t('equipment.messages.chooseCategory', { category: labels.category.toLowerCase() })}
            </option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={labels.model} error={errors.name}>
            <Input value={values.name} onChange={set('name')} autoFocus maxLength={100} />
          </Field>
          <Field label={labels.supplier} error={errors.supplier}>
            <Input value={values.supplier} onChange={set('supplier')} maxLength={100} />
          </Field>
        </div>
        <Field
          label={t('equipment.products.interval')}
          error={errors.serviceIntervalMonths}
          help={t('equipment.products.intervalHelp', { months: companyMonths })}
        >
          <Input inputMode="numeric" value={values.serviceIntervalMonths} onChange={set('serviceIntervalMonths')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={labels.column1} error={errors.column1}>
            <Input value={values.column1} onChange={set('column1')} maxLength={200} />
          </Field>
          <Field label={labels.column2} error={errors.column2}>
            <Input value={values.column2} onChange={set('column2')} maxLength={200} />
          </Field>
          <Field label={labels.column3} error={errors.column3}>
            <Input value={values.column3} onChange={set('column3')} maxLength={200} />
          </Field>
        </div>
        <fieldset className="space-y-3 border-t border-border pt-4">
          <legend className="sr-only">{t('booking.product.bookable')}</legend>
          <label className="flex items-center gap-2 text-[13px] font-medium">
            <input
              type="checkbox"
              checked={values.bookable}
              onChange={(e) => setValues((v) => ({ ...v, bookable: e.target.checked }))}
            />
            {t('booking.product.bookable')}
          </label>
          {values.bookable && (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label={t('booking.product.minutes')} error={errors.bookingMinutes}>
                  <Input inputMode="numeric" value={values.bookingMinutes} onChange={set('bookingMinutes')} />
                </Field>
                <Field
                  label={t('booking.product.price')}
                  error={errors.bookingPrice}
                  help={t('booking.product.priceHelp', { example: moneyExample() })}
                >
                  <Input inputMode="decimal" value={values.bookingPrice} onChange={set('bookingPrice')} />
                </Field>
              </div>
              <Field label={t('booking.product.description')} error={errors.bookingDescription}>
                <Textarea
                  rows={2}
                  maxLength={1000}
                  value={values.bookingDescription}
                  onChange={set('bookingDescription')}
                />
              </Field>
            </>
          )}
        </fieldset>
        <FormFooter onCancel={onClose} saving={save.isPending} submitLabel={t('common.save')} />
      </form>
    </Dialog>
  );
}
