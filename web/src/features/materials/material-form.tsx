import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/form-section.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Select } from '../../components/select.tsx';
import { Switch } from '../../components/switch.tsx';
import { DateField } from '../../components/date-field.tsx';
import { AddressFields } from '../../components/address-fields.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useConflictReload } from '../../components/conflict-notice.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText, formMessage } from '../../lib/reasons.ts';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import { toast } from '../../lib/toast.ts';
import { exampleValues, formatAddress, formatCoordinateInput } from '../../lib/format/index.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { CustomerPicker } from '../../shared/customer-picker.tsx';
import { customerAddressOptions } from '../../shared/customer-pick-api.ts';
import { useEquipmentLabels } from '../../shared/equipment-labels.ts';
import { equipmentProductsOptions } from '../equipment-catalogue/index.ts';
import { createMaterial, materialOptions, materialsKey, updateMaterial, type MaterialDetail } from './materials-api.ts';
import {
  emptyMaterialValues,
  formFieldOf,
  materialResolver,
  materialToValues,
  valuesToInput,
  type MaterialFormValues,
} from './material-form-values.ts';

type CustomerAddress = {
  streetAddress: string | null;
  zipcode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
};

/**
 * Create or edit a material (administrators). Choosing a customer with an address asks whether to copy it to the
 * unit as its fixed address (the spec's prompt); a fixed address keeps the unit where it is whoever its customer is.
 * A refusal from the server is shown at its field (a taken serial number, an interval out of range) and the typed
 * values stay; a stale version offers to reload.
 */
export function MaterialForm({
  session,
  material,
  defaults,
  onSaved,
  onCancel,
}: {
  session: MeAndSettings;
  material?: MaterialDetail;
  defaults?: { customerId?: string };
  onSaved: (saved: { id: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const labels = useEquipmentLabels(session.company);
  const company = session.company!;
  const products = useQuery(equipmentProductsOptions({ limit: 200 }));
  const [copyFrom, setCopyFrom] = useState<{ name: string; address: CustomerAddress } | null>(null);
  const rentableId = useId();
  const customerFieldId = useId();
  const form = useForm<MaterialFormValues>({
    mode: 'onTouched',
    resolver: materialResolver,
    defaultValues: material ? materialToValues(material) : emptyMaterialValues(defaults),
  });
  const conflict = useConflictReload(
    material
      ? async () => {
          const fresh = await queryClient.fetchQuery({ ...materialOptions(material.id), staleTime: 0 });
          form.reset(materialToValues(fresh));
        }
      : null,
  );
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: async (values: MaterialFormValues) => {
      const input = valuesToInput(values);
      if (material) return updateMaterial(material.id, material.version, input);
      return createMaterial(input, idempotency.keyFor(input));
    },
    onSuccess: async (saved) => {
      idempotency.reset();
      form.reset(form.getValues());
      await queryClient.invalidateQueries({ queryKey: materialsKey });
      toast.success(t(material ? 'materials.saved' : 'materials.created'));
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

  /** A customer picked: offer their address as the unit's fixed address (only when the unit has none yet). */
  const onCustomer = async (customerId: string | null) => {
    form.setValue('customerId', customerId, { shouldDirty: true });
    if (!customerId) return;
    const v = form.getValues();
    if (v.streetAddress || v.zipcode || v.city) return;
    const customer = await queryClient.fetchQuery(customerAddressOptions(customerId));
    if (customer && formatAddress(customer.address)) setCopyFrom({ name: customer.name, address: customer.address });
  };
  const copyAddress = () => {
    if (!copyFrom) return;
    const a = copyFrom.address;
    form.setValue('streetAddress', a.streetAddress ?? '', { shouldDirty: true });
    form.setValue('zipcode', a.zipcode ?? '', { shouldDirty: true });
    form.setValue('city', a.city ?? '', { shouldDirty: true });
    form.setValue('latitude', formatCoordinateInput(a.latitude), { shouldDirty: true });
    form.setValue('longitude', formatCoordinateInput(a.longitude), { shouldDirty: true });
    setCopyFrom(null);
  };

  const text = (name: keyof MaterialFormValues) => formMessage(t, errors[name]?.message);
  const rootMessages = [errors.root?.server?.message, errors.root?.reason?.message]
    .filter((m): m is string => Boolean(m))
    .map((m) => (m.includes(' ') ? m : formMessage(t, m)));

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      className="space-y-5"
      aria-label={material ? t('materials.editTitle') : t('materials.createTitle')}
    >
      {conflict.notice}
      <FormErrors messages={rootMessages} />

      <FormSection title={t('materials.sections.unit')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={labels.model} error={text('productId')}>
            <Select {...form.register('productId')}>
              <option value="">{t('materials.chooseProduct', { model: labels.model })}</option>
              {(products.data?.items ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {[p.category.name, p.name, p.supplier].filter(Boolean).join(' · ')}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('materials.fields.serialNumber')} error={text('serialNumber')}>
            <Input autoComplete="off" {...form.register('serialNumber')} />
          </Field>
          <Field label={t('materials.fields.name')} error={text('name')} help={t('materials.help.name')}>
            <Input autoComplete="off" {...form.register('name')} />
          </Field>
          <Field label={t('materials.fields.placement')} error={text('placement')}>
            <Input autoComplete="off" {...form.register('placement')} />
          </Field>
          <Controller
            control={form.control}
            name="installedOn"
            render={({ field }) => (
              <Field label={t('materials.fields.installedOn')} error={text('installedOn')}>
                <DateField
                  ref={field.ref}
                  label={t('materials.fields.installedOn')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </Field>
            )}
          />
          {company.showRental && (
            <div className="flex items-center gap-3 pt-6">
              <Controller
                control={form.control}
                name="rentable"
                render={({ field }) => (
                  <Switch id={rentableId} checked={field.value} onCheckedChange={field.onChange} />
                )}
              />
              <label htmlFor={rentableId} className="text-[13px] font-medium">
                {t('materials.fields.rentable')}
              </label>
            </div>
          )}
        </div>
      </FormSection>

      <FormSection title={t('materials.sections.location')} description={t('materials.locationIntro')}>
        <Controller
          control={form.control}
          name="customerId"
          render={({ field }) => (
            <div className="mb-4">
              <label htmlFor={customerFieldId} className="block text-[13px] font-medium">
                {t('materials.fields.customer')}
              </label>
              <div className="mt-1.5">
                <CustomerPicker
                  id={customerFieldId}
                  label={t('materials.fields.customer')}
                  value={field.value}
                  invalid={Boolean(errors.customerId)}
                  onChange={(c) => void onCustomer(c?.id ?? null)}
                />
              </div>
              {text('customerId') && <p className="mt-1.5 text-[13px] text-danger">{text('customerId')}</p>}
            </div>
          )}
        />
        <AddressFields
          register={form.register}
          labelPrefix="materials.fields"
          error={(name) => text(name)}
          coordinatesHelp={t('materials.help.coordinates', exampleValues())}
        />
      </FormSection>

      <FormSection title={t('materials.sections.service')} description={t('materials.serviceIntro')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t('materials.fields.serviceActive')} error={text('serviceActive')}>
            <Select {...form.register('serviceActive')}>
              <option value="">
                {t(company.materielServiceActive ? 'materials.serviceCompanyOn' : 'materials.serviceCompanyOff')}
              </option>
              <option value="on">{t('materials.serviceOn')}</option>
              <option value="off">{t('materials.serviceOff')}</option>
            </Select>
          </Field>
          <Field
            label={t('materials.fields.serviceIntervalMonths')}
            error={text('serviceIntervalMonths')}
            help={t('materials.help.interval')}
          >
            <Input inputMode="numeric" {...form.register('serviceIntervalMonths')} />
          </Field>
          <Controller
            control={form.control}
            name="lastServiceOn"
            render={({ field }) => (
              <Field
                label={t('materials.fields.lastServiceOn')}
                error={text('lastServiceOn')}
                help={t('materials.help.lastService')}
              >
                <DateField
                  ref={field.ref}
                  label={t('materials.fields.lastServiceOn')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </Field>
            )}
          />
        </div>
      </FormSection>

      <FormFooter
        onCancel={onCancel}
        saving={mutation.isPending}
        submitLabel={material ? t('materials.save') : t('materials.create')}
      />

      <ConfirmDialog
        open={copyFrom !== null}
        onOpenChange={(open) => !open && setCopyFrom(null)}
        title={t('materials.copyAddressTitle')}
        body={t('materials.copyAddressBody', {
          name: copyFrom?.name ?? '',
          address: copyFrom ? formatAddress(copyFrom.address) : '',
        })}
        confirmLabel={t('materials.copyAddressConfirm')}
        cancelLabel={t('materials.copyAddressCancel')}
        closeLabel={t('common.close')}
        onConfirm={copyAddress}
        tone="primary"
      />
    </form>
  );
}
