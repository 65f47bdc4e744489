import { useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, get, useForm, useWatch, type Control, type FieldErrors, type Resolver } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { FormSection } from '../../components/form-section.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { AddressFields } from '../../components/address-fields.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Textarea } from '../../components/textarea.tsx';
import { DateField } from '../../components/date-field.tsx';
import { TimeField } from '../../components/time-field.tsx';
import { Select } from '../../components/select.tsx';
import { Switch } from '../../components/switch.tsx';
import { useConflictReload } from '../../components/conflict-notice.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText, reasonMessage } from '../../lib/reasons.ts';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import { toast } from '../../lib/toast.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { customTagsOptions } from './custom-tags.ts';
import { VisitMaterialsField, materialsByIdsOptions } from '../materials/index.ts';
import { customerAddressOptions } from '../../shared/customer-pick-api.ts';
import { CustomerPicker } from '../../shared/customer-picker.tsx';
import { RecurrenceFields } from './recurrence-fields.tsx';
import { ScopeDialog } from './scope-dialog.tsx';
import { EmployeePicker, type PickerNote } from './employee-picker.tsx';
import { selfAssignment } from './self-assignment.ts';
import { useVisitAccess } from './visit-access.ts';
import {
  createVisit,
  departmentPickOptions,
  employeePickOptions,
  invalidateVisitData,
  updateVisit,
  visitOptions,
  type EditScope,
  type VisitDetail,
} from './visits-api.ts';
import {
  emptyVisitValues,
  formFieldOf,
  parseRule,
  validateVisit,
  valuesToInput,
  visitToValues,
  type VisitFormValues,
} from './visit-form-values.ts';
import { exampleValues, formatAddress, formatCoordinateInput } from '../../lib/format/index.ts';

function nestedErrors(flat: Record<string, string | undefined>): FieldErrors<VisitFormValues> {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    if (!message) continue;
    const parts = path.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = { type: 'validate', message };
  }
  return out as FieldErrors<VisitFormValues>;
}

/** A saved visit, and whether the person who saved it may open it (employees see only visits they are on). */
export interface SavedVisit {
  id: string;
  viewerCanOpen: boolean;
}

/**
 * Create or edit a visit. Client checks use the domain's rules (start before end, the recurrence schema); a
 * refusal from the server is shown at its field. Create sends an idempotency key per attempt; edit sends the
 * version read, a CONFLICT offers to reload, and the real visit of a series asks 'Kun dette besøg' or 'Hele serien'.
 * Whoever may create (or edit) visits chooses who is on them; an employee creating one starts out chosen.
 */
export function VisitForm({
  session,
  visit,
  defaults = {},
  onSaved,
  onCancel,
}: {
  session: MeAndSettings;
  visit?: VisitDetail;
  defaults?: { start?: string; end?: string; customerId?: string };
  /** May return the navigation's promise: a visit the viewer cannot open is left before the data is refreshed. */
  onSaved: (saved: SavedVisit) => void | Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const company = session.company!;
  const isAdmin = session.me.role === 'administrator';
  const access = useVisitAccess(session);
  // The same flag that lets them open this form; an employee's list appears once their flags have loaded.
  const canAssign = visit ? access.canEdit : access.canCreate;
  const viewer = { id: session.me.id, isAdmin };
  const repeating = company.enableRepeatingVisits;
  const tags = useQuery(customTagsOptions('visit'));
  const employees = useQuery({ ...employeePickOptions, enabled: canAssign });
  const departments = useQuery({ ...departmentPickOptions, enabled: company.enableDepartment });
  const [askScope, setAskScope] = useState<VisitFormValues | null>(null);
  const [pendingScope, setPendingScope] = useState<EditScope | null>(null);
  const initial = useMemo(
    () =>
      visit ? visitToValues(visit) : { ...emptyVisitValues(defaults), employeeIds: isAdmin ? [] : [session.me.id] },
    [visit, defaults, isAdmin, session.me.id],
  );
  const resolver: Resolver<VisitFormValues> = (values) => {
    const errors = validateVisit(values, { repeating });
    return Object.keys(errors).length ? { values: {}, errors: nestedErrors(errors) } : { values, errors: {} };
  };
  const form = useForm<VisitFormValues>({ mode: 'onTouched', resolver, defaultValues: initial });
  const conflict = useConflictReload(
    visit
      ? async () => {
          const fresh = await queryClient.fetchQuery({ ...visitOptions(visit.id), staleTime: 0 });
          form.reset(visitToValues(fresh));
        }
      : null,
  );
  const { errors } = form.formState;
  const [customerId, useCustomerAddress, repeat, employeeIds] = useWatch({
    control: form.control,
    name: ['customerId', 'useCustomerAddress', 'repeat', 'employeeIds'],
  });
  const customer = useQuery({ ...customerAddressOptions(customerId ?? ''), enabled: customerId !== null });
  const isSeriesVisit = Boolean(visit?.seriesId && visit.series?.active);
  const [materielIds, startDate, startTime, endDate, endTime] = useWatch({
    control: form.control,
    name: ['materielIds', 'startDate', 'startTime', 'endDate', 'endTime'],
  });
  // A unit with a connected customer or a fixed address that stays on the visit locks its customer and address (the
  // spec; updateVisit refuses the change too).
  const keptMaterials = useQuery({
    ...materialsByIdsOptions((visit?.materielIds ?? []).filter((id) => materielIds.includes(id))),
    enabled: company.showMaterials && Boolean(visit?.materielIds.length),
  });
  const lockedByMaterial = (keptMaterials.data ?? []).some((m) => m.customerId !== null || m.address !== null);

  const inputOf = (values: VisitFormValues, scope: EditScope | undefined) => {
    const input = valuesToInput(values, {
      reference: company.enableReference,
      accord: company.showAccord,
      tagIds: (tags.data ?? []).map((tag) => tag.id),
      employees: canAssign,
      prices: access.canSeePrices,
      materials: company.showMaterials,
    });
    if (!repeating) return input;
    const parsed = values.repeat ? parseRule(values.rule) : null;
    const rule = parsed && 'rule' in parsed ? parsed.rule : null;
    if (!visit) return rule ? { ...input, recurrence: rule } : input;
    if (isSeriesVisit) {
      // A new rule (or stopping the series) is a change of the whole series; with THIS the rule stays.
      if (scope !== 'SERIES') return input;
      const changed = JSON.stringify(values.rule) !== JSON.stringify(initial.rule) || values.repeat !== initial.repeat;
      return changed ? { ...input, recurrence: rule } : input;
    }
    return rule ? { ...input, recurrence: rule } : input;
  };

  const mutation = useMutation({
    mutationFn: async ({ values, scope }: { values: VisitFormValues; scope?: EditScope }) => {
      const input = inputOf(values, scope);
      if (visit) return updateVisit(visit.id, visit.version, input, scope);
      return createVisit(input, idempotency.keyFor(input));
    },
    onSuccess: async (saved, { values }) => {
      idempotency.reset();
      setAskScope(null);
      setPendingScope(null);
      form.reset(form.getValues());
      // Without the list the employees are not sent, and the server keeps (or, creating, puts) the viewer on it.
      const viewerCanOpen = !canAssign || selfAssignment(values.employeeIds, viewer, !visit) !== 'leftOut';
      const feedback = () =>
        toast.success(t(visit ? 'visits.form.saved' : 'visits.form.created', { caseNumber: saved.caseNumber }));
      if (!viewerCanOpen) {
        // Refreshing first would refetch the open visit, which now answers NOT_FOUND: leave it, then refresh.
        feedback();
        await onSaved({ id: saved.id, viewerCanOpen });
        await invalidateVisitData(queryClient);
        return;
      }
      await invalidateVisitData(queryClient);
      feedback();
      await onSaved({ id: saved.id, viewerCanOpen });
    },
    onError: (error) => {
      setAskScope(null);
      setPendingScope(null);
      if (error instanceof GraphQLRequestError) {
        if (error.code === 'CONFLICT') {
          conflict.onConflict();
          return;
        }
        if (error.code === 'BAD_USER_INPUT') {
          const field = formFieldOf(error.field);
          const message = error.reason ?? 'errors.BAD_USER_INPUT';
          form.setError('root.server', { message: 'errors.BAD_USER_INPUT' });
          if (field === 'root') form.setError('root.reason', { message });
          else form.setError(field as 'description', { message }, { shouldFocus: true });
          return;
        }
      }
      form.setError('root.server', { message: errorText(t, error) });
    },
  });

  const submit = form.handleSubmit((values) => {
    if (isSeriesVisit) setAskScope(values);
    else mutation.mutate({ values });
  });

  const message = (key: string | undefined) => {
    if (!key) return undefined;
    if (key.startsWith('errors.') || key.includes(' ')) return key.includes(' ') ? key : t(key);
    return reasonMessage(t, key);
  };
  const err = (name: string) => message((get(errors, name) as { message?: string } | undefined)?.message);
  const rootMessages = [errors.root?.server?.message, errors.root?.reason?.message]
    .filter((m): m is string => Boolean(m))
    .map((m) => message(m)!);
  const selfNote = ((): PickerNote | null => {
    switch (selfAssignment(employeeIds, viewer, !visit)) {
      case 'leftOut':
        return { text: t('visits.form.selfLeftOut'), tone: 'warning' };
      case 'putOnByServer':
        return { text: t('visits.form.selfWhenNobody'), tone: 'info' };
      case 'canOpen':
        return null;
    }
  })();
  const ruleChanged = () => {
    const v = form.getValues();
    return JSON.stringify(v.rule) !== JSON.stringify(initial.rule) || v.repeat !== initial.repeat;
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-5"
      aria-label={visit ? t('visits.form.editTitle') : t('visits.createTitle')}
    >
      {conflict.notice}
      <FormErrors messages={rootMessages} />

      <FormSection title={t('visits.form.sections.customer')}>
        {lockedByMaterial && (
          <p id="visit-locked-by-materiel" className="text-[13px] text-muted">
            {t('materials.visitField.locked')}
          </p>
        )}
        <fieldset
          disabled={lockedByMaterial}
          aria-describedby={lockedByMaterial ? 'visit-locked-by-materiel' : undefined}
          className="m-0 min-w-0 space-y-4 border-0 p-0"
        >
          <Controller
            control={form.control}
            name="customerId"
            render={({ field }) => (
              <FieldShell label={t('visits.fields.customer')} error={err('customerId')}>
                {(props) => (
                  <CustomerPicker
                    id={props.id}
                    label={t('visits.fields.customer')}
                    value={field.value}
                    invalid={props.invalid}
                    describedBy={props.describedBy}
                    onChange={(c) => field.onChange(c?.id ?? null)}
                  />
                )}
              </FieldShell>
            )}
          />
          <SwitchRow
            id="visit-useCustomerAddress"
            label={t('visits.fields.useCustomerAddress')}
            help={
              useCustomerAddress
                ? customer.data
                  ? formatAddress(customer.data.address) || t('visits.form.customerNoAddress')
                  : t('visits.form.pickCustomerFirst')
                : t('visits.form.ownAddressHelp')
            }
          >
            <Controller
              control={form.control}
              name="useCustomerAddress"
              render={({ field }) => (
                <Switch
                  id="visit-useCustomerAddress"
                  checked={field.value}
                  onCheckedChange={(on) => {
                    field.onChange(on);
                    // Own address: start from the customer's, so only what differs needs typing.
                    if (!on && customer.data) {
                      const a = customer.data.address;
                      form.setValue('streetAddress', a.streetAddress ?? '');
                      form.setValue('zipcode', a.zipcode ?? '');
                      form.setValue('city', a.city ?? '');
                      form.setValue('latitude', formatCoordinateInput(a.latitude));
                      form.setValue('longitude', formatCoordinateInput(a.longitude));
                    }
                  }}
                />
              )}
            />
          </SwitchRow>
          {!useCustomerAddress && (
            <AddressFields
              register={form.register}
              labelPrefix="visits.fields"
              error={err}
              coordinatesHelp={t('visits.form.coordinatesHelp', exampleValues())}
            />
          )}
        </fieldset>
      </FormSection>

      <FormSection title={t('visits.form.sections.time')}>
        <div className="grid gap-4 sm:grid-cols-4">
          {(['start', 'end'] as const).map((edge) => (
            <DateAndTime key={edge} control={form.control} edge={edge} error={err} />
          ))}
        </div>
        {repeating && (
          <RecurrenceFields
            control={form.control}
            register={form.register}
            setValue={form.setValue}
            error={err}
            repeat={repeat}
          />
        )}
      </FormSection>

      {company.showMaterials && (
        <FormSection title={t('materials.visitField.section')}>
          <Controller
            control={form.control}
            name="materielIds"
            render={({ field }) => (
              <VisitMaterialsField
                value={field.value}
                onChange={field.onChange}
                customerId={customerId}
                hasTime={Boolean(startDate && startTime && endDate && endTime)}
                error={err('materielIds')}
              />
            )}
          />
        </FormSection>
      )}

      <FormSection title={t('visits.form.sections.people')}>
        {canAssign && (
          <Controller
            control={form.control}
            name="employeeIds"
            render={({ field }) => (
              <EmployeePicker
                label={t('visits.fields.employees')}
                employees={employees.data}
                value={field.value}
                onChange={field.onChange}
                error={err('employeeIds')}
                note={selfNote}
              />
            )}
          />
        )}
        {company.enableDepartment && (
          <Field label={t('visits.fields.department')} error={err('departmentId')}>
            <Select {...form.register('departmentId')}>
              <option value="">{t('visits.form.noDepartment')}</option>
              {departments.data?.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </FormSection>

      <FormSection title={t('visits.form.sections.details')}>
        <Field label={t('visits.fields.description')} error={err('description')}>
          <Textarea rows={3} {...form.register('description')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          {company.enableReference && (
            <Field label={t('visits.fields.reference')} error={err('reference')}>
              <Input autoComplete="off" {...form.register('reference')} />
            </Field>
          )}
          {access.canSeePrices && (
            <>
              <Field
                label={t('visits.fields.price')}
                error={err('price')}
                help={t('visits.form.kronerHelp', exampleValues())}
              >
                <Input inputMode="decimal" {...form.register('price')} />
              </Field>
            </>
          )}
          {company.showAccord && (
            <Field label={t('visits.fields.accord')} error={err('accord')} help={t('visits.form.accordHelp')}>
              <Input inputMode="numeric" placeholder="t:mm" {...form.register('accord')} />
            </Field>
          )}
        </div>
        <div className="grid gap-x-8 sm:grid-cols-2">
          {(['sendBookingMail', 'showTimeRegs'] as const).map((name) => (
            <SwitchRow
              key={name}
              id={`visit-${name}`}
              label={t(`visits.fields.${name}`)}
              help={t(`visits.form.help.${name}`)}
            >
              <Controller
                control={form.control}
                name={name}
                render={({ field }) => (
                  <Switch id={`visit-${name}`} checked={field.value} onCheckedChange={field.onChange} />
                )}
              />
            </SwitchRow>
          ))}
        </div>
      </FormSection>

      {tags.data && tags.data.length > 0 && (
        <FormSection title={t('visits.form.sections.tags')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {tags.data.map((tag) => (
              <Controller
                key={tag.id}
                control={form.control}
                name={`tags.${tag.id}`}
                render={({ field }) => {
                  const values: string[] = field.value ?? [];
                  if (tag.mode === 'select') {
                    return (
                      <Field label={tag.name}>
                        <Select
                          value={values[0] ?? ''}
                          onChange={(e) => field.onChange(e.target.value ? [e.target.value] : [])}
                        >
                          <option value="">{t('visits.form.noValue')}</option>
                          {tag.options.map((o) => (
                            <option key={o} value={o}>
                              {o}
                            </option>
                          ))}
                        </Select>
                      </Field>
                    );
                  }
                  if (tag.mode === 'text') {
                    return (
                      <Field label={tag.name}>
                        <Input
                          value={values[0] ?? ''}
                          onChange={(e) => field.onChange(e.target.value ? [e.target.value] : [])}
                        />
                      </Field>
                    );
                  }
                  if (tag.mode === 'checkbox') {
                    return (
                      <label className="flex items-center gap-2 self-end pb-2 text-[13px] font-medium">
                        <input
                          type="checkbox"
                          className="size-4 accent-[var(--accent)]"
                          checked={values[0] === 'true'}
                          onChange={(e) => field.onChange(e.target.checked ? ['true'] : [])}
                        />
                        {tag.name}
                      </label>
                    );
                  }
                  return (
                    <fieldset>
                      <legend className="text-[13px] font-medium">{tag.name}</legend>
                      <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1">
                        {tag.options.map((o) => (
                          <label key={o} className="flex items-center gap-1.5 text-[13px]">
                            <input
                              type="checkbox"
                              className="size-4 accent-[var(--accent)]"
                              checked={values.includes(o)}
                              onChange={(e) =>
                                field.onChange(e.target.checked ? [...values, o] : values.filter((v) => v !== o))
                              }
                            />
                            {o}
                          </label>
                        ))}
                      </div>
                    </fieldset>
                  );
                }}
              />
            ))}
          </div>
          {err('tags') && (
            <p role="alert" className="text-[13px] text-danger">
              {err('tags')}
            </p>
          )}
        </FormSection>
      )}

      <FormFooter
        onCancel={onCancel}
        saving={mutation.isPending}
        submitLabel={visit ? t('visits.form.save') : t('visits.create')}
      />

      <ScopeDialog
        open={askScope !== null}
        onOpenChange={(open) => !open && setAskScope(null)}
        title={t('visits.scope.editTitle')}
        body={askScope && ruleChanged() ? t('visits.scope.editRuleBody') : t('visits.scope.editBody')}
        seriesOnly={askScope !== null && ruleChanged()}
        pending={pendingScope}
        onChoose={(scope) => {
          if (!askScope) return;
          setPendingScope(scope);
          mutation.mutate({ values: askScope, scope });
        }}
      />
    </form>
  );
}

/** A label + error around a custom control that takes id/invalid/describedBy itself. */
/** The date and time of one end of the visit, typed the Danish way (24.12.2026, 14:30). */
function DateAndTime({
  control,
  edge,
  error,
}: {
  control: Control<VisitFormValues>;
  edge: 'start' | 'end';
  error: (name: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const date = `${edge}Date` as const;
  const time = `${edge}Time` as const;
  return (
    <>
      <Controller
        control={control}
        name={date}
        render={({ field }) => (
          <Field label={t(`visits.fields.${date}`)} error={error(date)}>
            <DateField
              ref={field.ref}
              label={t(`visits.fields.${date}`)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />
      <Controller
        control={control}
        name={time}
        render={({ field }) => (
          <Field label={t(`visits.fields.${time}`)} error={error(time)}>
            <TimeField ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          </Field>
        )}
      />
    </>
  );
}

function FieldShell({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (props: { id: string; invalid: boolean; describedBy?: string }) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-[13px] font-medium">
        {label}
      </label>
      <div className="mt-1.5">
        {children({ id, invalid: Boolean(error), describedBy: error ? `${id}-error` : undefined })}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-[13px] text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function SwitchRow({ id, label, help, children }: { id: string; label: string; help: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 border-b border-border py-3 last:border-b-0">
      <div className="min-w-0">
        <label htmlFor={id} className="block text-[13px] font-medium">
          {label}
        </label>
        <p className="mt-0.5 flex items-center gap-1 text-xs text-muted">
          {id === 'visit-useCustomerAddress' && <MapPin className="size-3" aria-hidden="true" />}
          {help}
        </p>
      </div>
      {children}
    </div>
  );
}
