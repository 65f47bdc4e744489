import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/form-section.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { AddressFields } from '../../components/address-fields.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Textarea } from '../../components/textarea.tsx';
import { Switch } from '../../components/switch.tsx';
import { useConflictReload } from '../../components/conflict-notice.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText, formMessage, serverField } from '../../lib/reasons.ts';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import { toast } from '../../lib/toast.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { exampleValues } from '../../lib/format/index.ts';
import { lockedLoginFields } from './customer-access.ts';
import { createCustomer, customerOptions, customersKey, updateCustomer, type CustomerDetail } from './customers-api.ts';
import {
  customerFlagFields,
  customerResolver,
  customerToValues,
  emptyCustomerValues,
  formFieldOf,
  valuesToInput,
  type CustomerFormValues,
} from './customer-form-values.ts';
import { ParentPicker } from './parent-picker.tsx';

/**
 * Create or edit a customer. Client checks use the domain's zod rules; a refusal from the server is shown at its
 * field and as the generic form error, and the typed values stay. Create sends an idempotency key per attempt;
 * edit sends the version read, and a CONFLICT offers to reload.
 */
export function CustomerForm({
  session,
  customer,
  defaultParentId,
  onSaved,
  onCancel,
}: {
  session: MeAndSettings;
  customer?: CustomerDetail;
  defaultParentId?: string;
  onSaved: (saved: { id: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const company = session.company!;
  const locked = lockedLoginFields(session, customer);
  const form = useForm<CustomerFormValues>({
    mode: 'onTouched',
    resolver: customerResolver,
    defaultValues: customer ? customerToValues(customer) : emptyCustomerValues(defaultParentId),
  });
  const conflict = useConflictReload(
    customer
      ? async () => {
          const fresh = await queryClient.fetchQuery({ ...customerOptions(customer.id), staleTime: 0 });
          form.reset(customerToValues(fresh));
        }
      : null,
  );
  const { errors } = form.formState;
  const useCompany = useWatch({ control: form.control, name: 'useCompany' });

  const mutation = useMutation({
    mutationFn: async (values: CustomerFormValues) => {
      const input = valuesToInput(values, locked);
      if (customer) return updateCustomer(customer.id, customer.version, input);
      return createCustomer(input, idempotency.keyFor(input));
    },
    onSuccess: async (saved) => {
      idempotency.reset();
      form.reset(form.getValues());
      await queryClient.invalidateQueries({ queryKey: customersKey });
      toast.success(t(customer ? 'customers.saved' : 'customers.created', { name: saved.name }));
      onSaved(saved);
    },
    onError: (error) => {
      if (error instanceof GraphQLRequestError) {
        if (error.code === 'CONFLICT') {
          conflict.onConflict();
          return;
        }
        if (error.code === 'BAD_USER_INPUT') {
          const field = formFieldOf(serverField(error));
          const text =
            error.reason === 'duplicateEmail'
              ? error.extensions.type === 'employee'
                ? 'validation.duplicateEmail_employee'
                : 'validation.duplicateEmail_customer'
              : (error.reason ?? 'errors.BAD_USER_INPUT');
          form.setError('root.server', { message: 'errors.BAD_USER_INPUT' });
          if (field !== 'root') form.setError(field, { message: text }, { shouldFocus: true });
          else if (error.reason) form.setError('root.reason', { message: error.reason });
          return;
        }
      }
      form.setError('root.server', { message: errorText(t, error) });
    },
  });

  const text = (name: keyof CustomerFormValues) => formMessage(t, errors[name]?.message);
  const rootMessages = [errors.root?.server?.message, errors.root?.reason?.message, errors.root?.message]
    .filter((m): m is string => Boolean(m))
    .map((m) => (m.includes(' ') ? m : formMessage(t, m)));

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      className="space-y-5"
      aria-label={customer ? t('customers.editTitle') : t('customers.createTitle')}
    >
      {conflict.notice}
      <FormErrors messages={rootMessages} />

      <FormSection title={t('customers.sections.customer')}>
        <SwitchRow
          control={form.control}
          name="useCompany"
          label={t('customers.fields.useCompany')}
          help={t('customers.help.useCompany')}
        />
        {useCompany && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('customers.fields.companyName')} error={text('companyName')}>
              <Input autoComplete="organization" {...form.register('companyName')} />
            </Field>
            <Field
              label={t('customers.fields.companyCVR')}
              error={text('companyCVR')}
              help={t('customers.help.companyCVR')}
            >
              <Input inputMode="numeric" {...form.register('companyCVR')} />
            </Field>
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={useCompany ? t('customers.fields.contactFirstName') : t('customers.fields.firstName')}
            error={text('firstName')}
          >
            <Input autoComplete="off" {...form.register('firstName')} />
          </Field>
          <Field
            label={useCompany ? t('customers.fields.contactLastName') : t('customers.fields.lastName')}
            error={text('lastName')}
          >
            <Input autoComplete="off" {...form.register('lastName')} />
          </Field>
        </div>
        {company.enableCustomerHierarchy && (
          <Controller
            control={form.control}
            name="parentCustomerId"
            render={({ field }) => (
              <ParentPicker
                value={field.value}
                onChange={field.onChange}
                currentParent={customer?.parent ?? null}
                excludeId={customer?.id}
                error={text('parentCustomerId')}
              />
            )}
          />
        )}
      </FormSection>

      <FormSection title={t('customers.sections.contact')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('customers.fields.email')}
            error={text('email')}
            help={locked.email ? t('customers.help.loginEmailAdminOnly') : undefined}
          >
            <Input type="email" autoComplete="off" disabled={locked.email} {...form.register('email')} />
          </Field>
          <Field label={t('customers.fields.altEmail')} error={text('altEmail')} help={t('customers.help.altEmail')}>
            <Input type="email" autoComplete="off" {...form.register('altEmail')} />
          </Field>
          <Field
            label={t('customers.fields.phoneNumber')}
            error={text('phoneNumber')}
            help={t('customers.help.phoneNumber')}
          >
            <Input type="tel" autoComplete="off" {...form.register('phoneNumber')} />
          </Field>
          <Field label={t('customers.fields.ean')} error={text('ean')} help={t('customers.help.ean')}>
            <Input inputMode="numeric" {...form.register('ean')} />
          </Field>
        </div>
      </FormSection>

      <FormSection title={t('customers.sections.address')}>
        <AddressFields
          register={form.register}
          labelPrefix="customers.fields"
          error={text}
          coordinatesHelp={t('customers.help.coordinates', exampleValues())}
        />
      </FormSection>

      <FormSection title={t('customers.sections.settings')}>
        <div className="grid gap-x-8 sm:grid-cols-2">
          {company.allowCustomerLogin && (
            <SwitchRow
              control={form.control}
              name="allowedToLogin"
              label={t('customers.fields.allowedToLogin')}
              help={t(
                locked.allowedToLogin ? 'customers.help.allowedToLoginAdminOnly' : 'customers.help.allowedToLogin',
              )}
              disabled={locked.allowedToLogin}
            />
          )}
          {customerFlagFields
            .filter((flag) => company.enableCustomerHierarchy || (flag !== 'useChildCustomer' && flag !== 'useInvoice'))
            .map((flag) => (
              <SwitchRow
                key={flag}
                control={form.control}
                name={flag}
                label={t(`customers.fields.${flag}`)}
                help={t(`customers.help.${flag}`)}
              />
            ))}
        </div>
      </FormSection>

      <FormSection title={t('customers.fields.notes')}>
        <Field label={t('customers.fields.notes')} error={text('notes')} className="[&>label]:sr-only">
          <Textarea rows={4} {...form.register('notes')} />
        </Field>
      </FormSection>

      <FormFooter
        onCancel={onCancel}
        saving={mutation.isPending}
        submitLabel={customer ? t('customers.save') : t('customers.create')}
      />
    </form>
  );
}

function SwitchRow({
  control,
  name,
  label,
  help,
  disabled = false,
}: {
  control: Control<CustomerFormValues>;
  name: 'useCompany' | 'allowedToLogin' | (typeof customerFlagFields)[number];
  label: string;
  help: string;
  disabled?: boolean;
}) {
  const id = `customer-${name}`;
  return (
    <div className="flex items-start justify-between gap-4 border-b border-border py-3 last:border-b-0">
      <div className="min-w-0">
        <label htmlFor={id} className="block text-[13px] font-medium">
          {label}
        </label>
        <p id={`${id}-help`} className="mt-0.5 text-xs text-muted">
          {help}
        </p>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={`${id}-help`}
            disabled={disabled}
            className="mt-0.5"
          />
        )}
      />
    </div>
  );
}
