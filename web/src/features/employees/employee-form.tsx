import { Controller, useForm, useWatch } from 'react-hook-form';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rateFields } from '@servio/domain/employee';
import { employeeKinds, permissionFlags, staffRoles } from '@servio/domain/roles';
import { FormSection } from '../../components/form-section.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Select } from '../../components/select.tsx';
import { Switch } from '../../components/switch.tsx';
import { useConflictReload } from '../../components/conflict-notice.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText, formMessage, reasonMessage } from '../../lib/reasons.ts';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import { exampleValues, formatDate } from '../../lib/format/index.ts';
import { zonedMidnight } from '@servio/domain/time';
import { toast } from '../../lib/toast.ts';
import type { CompanySettings } from '../../lib/auth.ts';
import { departmentsOptions } from '../departments/index.ts';
import { createEmployee, employeeOptions, employeesKey, updateEmployee, type EmployeeDetail } from './employees-api.ts';
import {
  employeeFieldOf,
  employeeResolver,
  employeeToValues,
  emptyEmployeeValues,
  valuesToInput,
  type EmployeeFormValues,
} from './employee-form-values.ts';
import { WageOverwriteDialog } from './wage-overwrite-dialog.tsx';
import { WeeklyHoursEditor } from '../../shared/weekly-hours-editor.tsx';
import { hoursProblemPlace } from '../../shared/weekly-hours.ts';

/**
 * Create or edit an employee: person, kind, role, department, the eight permissions and the rates (typed in
 * kroner, sent in øre). Your own role cannot be changed here (the server refuses it too).
 */
export function EmployeeForm({
  company,
  employee,
  isSelf,
  onSaved,
  onCancel,
}: {
  company: CompanySettings;
  employee?: EmployeeDetail;
  isSelf: boolean;
  onSaved: (saved: { id: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const departments = useQuery({ ...departmentsOptions, enabled: company.enableDepartment });
  const form = useForm<EmployeeFormValues>({
    mode: 'onTouched',
    resolver: employeeResolver(!employee),
    defaultValues: employee ? employeeToValues(employee) : emptyEmployeeValues(),
  });
  const conflict = useConflictReload(
    employee
      ? async () => {
          const fresh = await queryClient.fetchQuery({ ...employeeOptions(employee.id), staleTime: 0 });
          form.reset(employeeToValues(fresh));
        }
      : null,
  );
  const { errors } = form.formState;
  const ownHours = useWatch({ control: form.control, name: 'ownHours' });

  // Spec section 8: a rate change asks whether existing time registrations get the new wage from a date.
  const [wageQuestion, setWageQuestion] = useState<EmployeeFormValues | null>(null);
  const ratesChanged = (values: EmployeeFormValues) => {
    if (!employee) return false;
    const rates = valuesToInput(values).rates ?? {};
    return rateFields.some((f) => (rates[f] ?? null) !== (employee.rates[f] ?? null));
  };

  const mutation = useMutation({
    mutationFn: async ({ values, overwriteWagesFrom }: { values: EmployeeFormValues; overwriteWagesFrom?: string }) => {
      const input = valuesToInput(values);
      if (!company.enableDepartment) delete input.departmentId;
      if (employee) {
        if (isSelf) delete input.role;
        return updateEmployee(employee.id, employee.version, input, overwriteWagesFrom ?? null);
      }
      return createEmployee(input, idempotency.keyFor(input));
    },
    onSuccess: async (saved, { overwriteWagesFrom }) => {
      setWageQuestion(null);
      idempotency.reset();
      if (overwriteWagesFrom)
        toast.success(
          t('timeRegistrations.wageWarning.overwritten', { date: formatDate(zonedMidnight(overwriteWagesFrom)) }),
        );
      form.reset(form.getValues());
      await queryClient.invalidateQueries({ queryKey: employeesKey });
      await queryClient.invalidateQueries({ queryKey: ['departments'] });
      toast.success(t(employee ? 'employees.saved' : 'employees.created', { name: saved.name }));
      onSaved(saved);
    },
    onError: (error) => {
      setWageQuestion(null);
      if (error instanceof GraphQLRequestError) {
        if (error.code === 'CONFLICT') {
          conflict.onConflict();
          return;
        }
        if (error.code === 'BAD_USER_INPUT') {
          const field = employeeFieldOf(error.field);
          const text =
            error.reason === 'duplicateEmail'
              ? error.extensions.type === 'customer'
                ? 'validation.duplicateEmail_customer'
                : 'validation.duplicateEmail_employee'
              : (error.reason ?? 'errors.BAD_USER_INPUT');
          form.setError('root.server', { message: 'errors.BAD_USER_INPUT' });
          if (field !== 'root')
            form.setError(field as keyof EmployeeFormValues, { message: text }, { shouldFocus: true });
          else form.setError('root.reason', { message: text });
          return;
        }
      }
      form.setError('root.server', { message: errorText(t, error) });
    },
  });

  const rootMessages = [errors.root?.server?.message, errors.root?.reason?.message]
    .filter((m): m is string => Boolean(m))
    .map((m) => (m.includes(' ') ? m : formMessage(t, m)));

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        company.allowTimeReg && ratesChanged(values) ? setWageQuestion(values) : mutation.mutate({ values }),
      )}
      className="space-y-5"
    >
      <WageOverwriteDialog
        values={wageQuestion}
        pending={mutation.isPending}
        onClose={() => setWageQuestion(null)}
        onAnswer={(values, overwriteWagesFrom) => mutation.mutate({ values, overwriteWagesFrom })}
      />
      {conflict.notice}
      <FormErrors messages={rootMessages} />

      <FormSection title={t('employees.sections.person')} wrapBody>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('employees.fields.firstName')} error={formMessage(t, errors.firstName?.message)}>
            <Input autoComplete="off" {...form.register('firstName')} />
          </Field>
          <Field label={t('employees.fields.lastName')} error={formMessage(t, errors.lastName?.message)}>
            <Input autoComplete="off" {...form.register('lastName')} />
          </Field>
          <Field
            label={t('employees.fields.email')}
            error={formMessage(t, errors.email?.message)}
            help={t('employees.help.email')}
          >
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </Field>
          <Field label={t('employees.fields.phoneNumber')} error={formMessage(t, errors.phoneNumber?.message)}>
            <Input type="tel" autoComplete="off" {...form.register('phoneNumber')} />
          </Field>
        </div>
      </FormSection>

      <FormSection title={t('employees.sections.work')} wrapBody>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label={t('employees.fields.role')}
            error={formMessage(t, errors.role?.message)}
            help={isSelf ? reasonMessage(t, 'employee.cannotDemoteSelf') : t('employees.help.role')}
          >
            <Select disabled={isSelf} {...form.register('role')}>
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={t('employees.fields.kind')}
            error={formMessage(t, errors.kind?.message)}
            help={t('employees.help.kind')}
          >
            <Select {...form.register('kind')}>
              {employeeKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`employees.kinds.${kind}`)}
                </option>
              ))}
            </Select>
          </Field>
          {company.enableDepartment && (
            <Field label={t('employees.fields.department')} error={formMessage(t, errors.departmentId?.message)}>
              <Select {...form.register('departmentId')}>
                <option value="">{t('employees.noDepartment')}</option>
                {(departments.data ?? []).map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
                {employee?.department && !departments.data?.some((d) => d.id === employee.department!.id) && (
                  <option value={employee.department.id}>{employee.department.name}</option>
                )}
              </Select>
            </Field>
          )}
        </div>
      </FormSection>

      <FormSection title={t('employees.sections.permissions')} description={t('employees.permissionsIntro')}>
        <ul className="grid gap-x-8 sm:grid-cols-2">
          {permissionFlags.map((flag) => {
            const id = `permission-${flag}`;
            return (
              <li key={flag} className="flex items-start justify-between gap-4 border-b border-border py-3">
                <div className="min-w-0">
                  <label htmlFor={id} className="block text-[13px] font-medium">
                    {t(`employees.permissions.${flag}.label`)}
                  </label>
                  <p id={`${id}-help`} className="mt-0.5 text-xs text-muted">
                    {t(`employees.permissions.${flag}.help`)}
                  </p>
                </div>
                <Controller
                  control={form.control}
                  name={`permissions.${flag}`}
                  render={({ field }) => (
                    <Switch
                      id={id}
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      onBlur={field.onBlur}
                      aria-describedby={`${id}-help`}
                      className="mt-0.5"
                    />
                  )}
                />
              </li>
            );
          })}
        </ul>
      </FormSection>

      <FormSection title={t('employees.sections.rates')} description={t('employees.ratesIntro', exampleValues())}>
        <div className="grid gap-4 sm:grid-cols-3">
          {rateFields.map((rate) => (
            <Field
              key={rate}
              label={t(`employees.rates.${rate}`)}
              error={formMessage(t, errors.rates?.[rate]?.message)}
            >
              <Input
                inputMode="decimal"
                placeholder="0,00"
                className="text-right tabular-nums"
                {...form.register(`rates.${rate}`)}
              />
            </Field>
          ))}
        </div>
      </FormSection>

      <FormSection title={t('booking.settings.title')} wrapBody>
        <div className="space-y-3">
          <label className="flex items-center gap-2 text-[13px]">
            <input type="checkbox" {...form.register('bookable')} />
            {t('booking.employee.bookable')}
          </label>
          <label className="flex items-center gap-2 text-[13px]">
            <input type="checkbox" {...form.register('ownHours')} />
            {t('booking.employee.ownHours')}
          </label>
          <p className="text-xs text-muted">{t('booking.employee.ownHoursHelp')}</p>
          {ownHours && (
            <Controller
              control={form.control}
              name="hours"
              render={({ field }) => (
                <WeeklyHoursEditor
                  legend={t('booking.employee.ownHours')}
                  rows={field.value}
                  onChange={field.onChange}
                  error={
                    errors.hours
                      ? { ...hoursProblemPlace(field.value), message: formMessage(t, errors.hours.message) ?? '' }
                      : null
                  }
                />
              )}
            />
          )}
        </div>
      </FormSection>

      <FormFooter
        onCancel={onCancel}
        saving={mutation.isPending}
        submitLabel={employee ? t('employees.save') : t('employees.create')}
      />
    </form>
  );
}
