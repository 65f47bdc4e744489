import { Controller, useForm, useWatch } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { itemUnits } from '@servio/domain/item';
import { FormSection } from '../../components/form-section.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Textarea } from '../../components/textarea.tsx';
import { Select } from '../../components/select.tsx';
import { Switch } from '../../components/switch.tsx';
import { useConflictReload } from '../../components/conflict-notice.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText, formMessage } from '../../lib/reasons.ts';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import { toast } from '../../lib/toast.ts';
import { exampleValues, formatKroner, formatPercent } from '../../lib/format/index.ts';
import { itemGroupsOptions } from '../item-groups/index.ts';
import { createItem, itemOptions, itemsKey, updateItem, type ItemDetail } from './items-api.ts';
import {
  emptyItemValues,
  followingPrice,
  formFieldOf,
  itemResolver,
  itemToValues,
  valuesToInput,
  type ItemFormValues,
} from './item-form-values.ts';

/**
 * Create or edit an item (administrators). Money is typed in kroner the Danish way; while the item follows its
 * group's price the sales price field is disabled and shows the price the server will compute. A refusal from the
 * server is shown at its field (a taken SKU, a bad barcode) and the typed values stay; a stale version offers to reload.
 */
export function ItemForm({
  item,
  stockEnabled,
  onSaved,
  onCancel,
}: {
  item?: ItemDetail;
  stockEnabled: boolean;
  onSaved: (saved: { id: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const groups = useQuery(itemGroupsOptions);
  const form = useForm<ItemFormValues>({
    mode: 'onTouched',
    resolver: itemResolver,
    defaultValues: item ? itemToValues(item) : emptyItemValues(),
  });
  const conflict = useConflictReload(
    item
      ? async () => {
          const fresh = await queryClient.fetchQuery({ ...itemOptions(item.id), staleTime: 0 });
          form.reset(itemToValues(fresh));
        }
      : null,
  );
  const { errors } = form.formState;
  const [groupId, follows, costPrice] = useWatch({
    control: form.control,
    name: ['groupId', 'followsGroupPrice', 'costPrice'],
  });
  const group = groups.data?.find((g) => g.id === groupId);
  const following = Boolean(group) && follows;
  const computed = following ? followingPrice({ costPrice }, group?.markupBp ?? null) : null;

  const mutation = useMutation({
    mutationFn: async (values: ItemFormValues) => {
      const input = valuesToInput(values);
      if (item) return updateItem(item.id, item.version, input);
      return createItem(input, idempotency.keyFor(input));
    },
    onSuccess: async (saved) => {
      idempotency.reset();
      form.reset(form.getValues());
      await queryClient.invalidateQueries({ queryKey: itemsKey });
      toast.success(t(item ? 'items.saved' : 'items.created', { name: saved.name }));
      onSaved(saved);
    },
    onError: (error) => {
      if (error instanceof GraphQLRequestError) {
        if (error.code === 'CONFLICT') {
          conflict.onConflict();
          return;
        }
        if (error.code === 'BAD_USER_INPUT') {
          const field = formFieldOf(error.field);
          form.setError('root.server', { message: 'errors.BAD_USER_INPUT' });
          if (field !== 'root')
            form.setError(field, { message: error.reason ?? 'errors.BAD_USER_INPUT' }, { shouldFocus: true });
          else if (error.reason) form.setError('root.reason', { message: error.reason });
          return;
        }
      }
      form.setError('root.server', { message: errorText(t, error) });
    },
  });

  const text = (name: keyof ItemFormValues) => formMessage(t, errors[name]?.message);
  const rootMessages = [errors.root?.server?.message, errors.root?.reason?.message]
    .filter((m): m is string => Boolean(m))
    .map((m) => (m.includes(' ') ? m : formMessage(t, m)));
  const moneyHelp = t('items.help.money', exampleValues());

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      className="space-y-5"
      aria-label={item ? t('items.editTitle') : t('items.createTitle')}
    >
      {conflict.notice}
      <FormErrors messages={rootMessages} />

      <FormSection title={t('items.sections.item')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('items.fields.sku')} error={text('sku')}>
            <Input autoComplete="off" {...form.register('sku')} />
          </Field>
          <Field label={t('items.fields.name')} error={text('name')}>
            <Input {...form.register('name')} />
          </Field>
          <Field label={t('items.fields.unit')} error={text('unit')}>
            <Select {...form.register('unit')}>
              {itemUnits.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`items.units.${unit}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('items.fields.barcode')} error={text('barcode')} help={t('items.help.barcode')}>
            <Input inputMode="numeric" autoComplete="off" {...form.register('barcode')} />
          </Field>
          <Field label={t('items.fields.group')} error={text('groupId')}>
            <Select {...form.register('groupId')}>
              <option value="">{t('items.noGroup')}</option>
              {(groups.data ?? []).map((g) => (
                <option key={g.id} value={g.id}>
                  {g.markupBp === null ? g.name : `${g.name} (${formatPercent(g.markupBp)})`}
                </option>
              ))}
            </Select>
          </Field>
          {stockEnabled && (
            <Field
              label={t('items.fields.lowStockThreshold')}
              error={text('lowStockThreshold')}
              help={t('items.help.lowStockThreshold')}
            >
              <Input inputMode="decimal" {...form.register('lowStockThreshold')} />
            </Field>
          )}
        </div>
      </FormSection>

      <FormSection title={t('items.sections.prices')} description={t('items.pricesIntro')}>
        <div className="space-y-4">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <label htmlFor="item-follows" className="block text-[13px] font-medium">
                {t('items.fields.followsGroupPrice')}
              </label>
              <p id="item-follows-help" className="mt-0.5 text-xs text-muted">
                {group ? t('items.help.followsGroupPrice') : t('items.help.followsNeedsGroup')}
              </p>
            </div>
            <Controller
              control={form.control}
              name="followsGroupPrice"
              render={({ field }) => (
                <Switch
                  id="item-follows"
                  checked={Boolean(group) && field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={!group}
                  aria-describedby="item-follows-help"
                />
              )}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t('items.fields.costPrice')} error={text('costPrice')} help={moneyHelp}>
              <Input inputMode="decimal" {...form.register('costPrice')} />
            </Field>
            <Field label={t('items.fields.listPrice')} error={text('listPrice')}>
              <Input inputMode="decimal" {...form.register('listPrice')} />
            </Field>
            {following ? (
              <Field label={t('items.fields.salesPrice')} help={t('items.help.computedPrice')}>
                <Input value={computed === null ? '' : formatKroner(computed)} disabled readOnly />
              </Field>
            ) : (
              <Field label={t('items.fields.salesPrice')} error={text('salesPrice')}>
                <Input inputMode="decimal" {...form.register('salesPrice')} />
              </Field>
            )}
          </div>
        </div>
      </FormSection>

      <FormSection title={t('items.fields.description')}>
        <Field label={t('items.fields.description')} error={text('description')} className="[&>label]:sr-only">
          <Textarea rows={3} {...form.register('description')} />
        </Field>
      </FormSection>

      <FormFooter
        onCancel={onCancel}
        saving={mutation.isPending}
        submitLabel={item ? t('items.save') : t('items.create')}
      />
    </form>
  );
}
