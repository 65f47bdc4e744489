import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { renamedLabels } from '@servio/domain/company-flags';
import { isValidCvr } from '@servio/domain/identifiers';
import { CardSection } from '../../components/card.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Select } from '../../components/select.tsx';
import { Textarea } from '../../components/textarea.tsx';
import { Button } from '../../components/button.tsx';
import { rangeMessage, translateFormMessage } from './form-messages.ts';
import { useSaveCompany } from './use-save-company.ts';
import type { CompanySettingsData } from './settings-api.ts';

const integerIn = (min: number, max: number) =>
  z.string().check(
    z.trim(),
    z.refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, rangeMessage(min, max)),
  );
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'validation.tooLong'));

// Form values are strings (inputs); the rules match domain/company.ts, which the server applies again.
const companySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(200, 'validation.tooLong')),
  cvr: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || isValidCvr(v), 'validation.cvr_invalid'),
  ),
  streetAddress: text(200),
  zipcode: z.string().check(z.trim(), z.regex(/^(\d{4})?$/, 'validation.zipcode_invalid')),
  city: text(100),
  paymentDelayDays: integerIn(0, 365),
  // Spaces as people type them are allowed; the server drops them (domain/company.ts).
  bankRegNo: z.string().check(z.trim(), z.regex(/^(\d\s*){4}$|^$/, 'invoices.settings.bank_reg_no_invalid')),
  bankAccountNo: z.string().check(z.trim(), z.regex(/^(\d\s*){1,10}$|^$/, 'invoices.settings.bank_account_no_invalid')),
  maxUploadMb: integerIn(1, 25),
  // Rentals (issue #18): how close two rentals of a unit may come before the form warns.
  rentalBufferHours: integerIn(0, 720),
  // The planning board's travel estimate between visits (issue #20).
  travelSpeedKmh: integerIn(5, 130),
  // Payment reminders: the fee in whole kroner (the law's cap is 100 kr.), the reference rate in percent.
  reminderFeeKr: integerIn(0, 100),
  reminderInterest: z.boolean(),
  referenceRate: z.string().check(z.trim(), z.regex(/^-?\d{1,2}([,.]\d{1,2})?$/, 'invoices.settings.rate_invalid')),
  materielServiceIntervalMonths: integerIn(1, 120),
  materielDaysBeforeServiceForReminder: integerIn(0, 365),
  // Service reminders (issue #18): sent by the nightly run (automatic) or by the office (manual), the company's text.
  serviceReminderMode: z.enum(['automatic', 'manual']),
  createServiceVisits: z.boolean(),
  serviceReminderSubject: text(300),
  serviceReminderBody: text(5000),
  campaignHost: z
    .string()
    .check(z.trim(), z.regex(/^((([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}))?$/i, 'validation.host_invalid')),
  renamedCategory: text(60),
  renamedModel: text(60),
  renamedSupplier: text(60),
  renamedColumn1: text(60),
  renamedColumn2: text(60),
  renamedColumn3: text(60),
});
type CompanyValues = z.infer<typeof companySchema>;

function toValues(c: CompanySettingsData): CompanyValues {
  return {
    name: c.name,
    cvr: c.cvr ?? '',
    streetAddress: c.address.streetAddress ?? '',
    zipcode: c.address.zipcode ?? '',
    city: c.address.city ?? '',
    paymentDelayDays: String(c.paymentDelayDays),
    bankRegNo: c.bankRegNo ?? '',
    bankAccountNo: c.bankAccountNo ?? '',
    maxUploadMb: String(c.maxUploadMb),
    rentalBufferHours: String(c.rentalBufferHours),
    travelSpeedKmh: String(c.travelSpeedKmh),
    reminderFeeKr: String(Math.floor(c.reminderFee / 100)),
    reminderInterest: c.reminderInterest,
    referenceRate: formatRate(c.referenceRateBp),
    materielServiceIntervalMonths: String(c.materielServiceIntervalMonths),
    materielDaysBeforeServiceForReminder: String(c.materielDaysBeforeServiceForReminder),
    serviceReminderMode: c.serviceReminderMode === 'automatic' ? 'automatic' : 'manual',
    createServiceVisits: c.createServiceVisits,
    serviceReminderSubject: c.serviceReminderSubject ?? '',
    serviceReminderBody: c.serviceReminderBody ?? '',
    campaignHost: c.campaignHost ?? '',
    renamedCategory: c.renamedCategory ?? '',
    renamedModel: c.renamedModel ?? '',
    renamedSupplier: c.renamedSupplier ?? '',
    renamedColumn1: c.renamedColumn1 ?? '',
    renamedColumn2: c.renamedColumn2 ?? '',
    renamedColumn3: c.renamedColumn3 ?? '',
  };
}

/** Basis points as the form shows a rate: 175 → "1,75". */
const formatRate = (bp: number) => (bp / 100).toFixed(2).replace('.', ',');

/** Server field names (extensions.field) → form fields. */
function formFieldOf(field: string): keyof CompanyValues | null {
  const name = field
    .replace(/^input\./, '')
    .replace(/^address\./, '')
    .replace(/^reminderFee$/, 'reminderFeeKr')
    .replace(/^referenceRateBp$/, 'referenceRate');
  return name in companySchema.shape ? (name as keyof CompanyValues) : null;
}

export function CompanyForm({ company }: { company: CompanySettingsData }) {
  const { t } = useTranslation();
  const form = useForm<CompanyValues>({
    mode: 'onTouched',
    resolver: zodResolver(companySchema),
    defaultValues: toValues(company),
  });
  const { errors, isDirty } = form.formState;
  const { mutation, conflictNotice } = useSaveCompany({
    successKey: 'settings.companySaved',
    onSaved: (saved) => form.reset(toValues(saved)),
    onFieldError: (field) => {
      const name = formFieldOf(field);
      if (!name) return false;
      form.setError(name, { message: 'errors.BAD_USER_INPUT' }, { shouldFocus: true });
      return true;
    },
  });

  const onSubmit = form.handleSubmit((v) =>
    mutation.mutate({
      name: v.name,
      cvr: v.cvr,
      address: { streetAddress: v.streetAddress, zipcode: v.zipcode, city: v.city },
      paymentDelayDays: Number(v.paymentDelayDays),
      bankRegNo: v.bankRegNo,
      bankAccountNo: v.bankAccountNo,
      maxUploadMb: Number(v.maxUploadMb),
      rentalBufferHours: Number(v.rentalBufferHours),
      travelSpeedKmh: Number(v.travelSpeedKmh),
      reminderFee: Number(v.reminderFeeKr) * 100,
      reminderInterest: v.reminderInterest,
      referenceRateBp: Math.round(Number(v.referenceRate.replace(',', '.')) * 100),
      materielServiceIntervalMonths: Number(v.materielServiceIntervalMonths),
      materielDaysBeforeServiceForReminder: Number(v.materielDaysBeforeServiceForReminder),
      serviceReminderMode: v.serviceReminderMode,
      createServiceVisits: v.createServiceVisits,
      serviceReminderSubject: v.serviceReminderSubject,
      serviceReminderBody: v.serviceReminderBody,
      campaignHost: v.campaignHost,
      renamedCategory: v.renamedCategory,
      renamedModel: v.renamedModel,
      renamedSupplier: v.renamedSupplier,
      renamedColumn1: v.renamedColumn1,
      renamedColumn2: v.renamedColumn2,
      renamedColumn3: v.renamedColumn3,
    }),
  );

  const err = (name: keyof CompanyValues) => translateFormMessage(t, errors[name]?.message);

  return (
    <CardSection title={t('settings.companyTitle')} description={t('settings.companyIntro')}>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        {conflictNotice}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('settings.companyName')} error={err('name')}>
            <Input autoComplete="organization" {...form.register('name')} />
          </Field>
          <Field label={t('settings.cvr')} error={err('cvr')}>
            <Input inputMode="numeric" maxLength={8} {...form.register('cvr')} />
          </Field>
          <Field label={t('settings.streetAddress')} error={err('streetAddress')} className="sm:col-span-2">
            <Input autoComplete="street-address" {...form.register('streetAddress')} />
          </Field>
          <Field label={t('settings.zipcode')} error={err('zipcode')}>
            <Input inputMode="numeric" maxLength={4} autoComplete="postal-code" {...form.register('zipcode')} />
          </Field>
          <Field label={t('settings.city')} error={err('city')}>
            <Input autoComplete="address-level2" {...form.register('city')} />
          </Field>
          <Field
            label={t('settings.paymentDelayDays')}
            help={t('settings.paymentDelayDaysHelp')}
            error={err('paymentDelayDays')}
          >
            <Input inputMode="numeric" {...form.register('paymentDelayDays')} />
          </Field>
          <Field
            label={t('invoices.settings.bankRegNo')}
            help={t('invoices.settings.bankHelp')}
            error={err('bankRegNo')}
          >
            <Input inputMode="numeric" maxLength={8} {...form.register('bankRegNo')} />
          </Field>
          <Field label={t('invoices.settings.bankAccountNo')} error={err('bankAccountNo')}>
            <Input inputMode="numeric" maxLength={16} {...form.register('bankAccountNo')} />
          </Field>
          <Field label={t('settings.maxUploadMb')} help={t('settings.maxUploadMbHelp')} error={err('maxUploadMb')}>
            <Input inputMode="numeric" {...form.register('maxUploadMb')} />
          </Field>
          <Field
            label={t('settings.travelSpeedKmh')}
            help={t('settings.travelSpeedKmhHelp')}
            error={err('travelSpeedKmh')}
          >
            <Input inputMode="numeric" {...form.register('travelSpeedKmh')} />
          </Field>
          <Field label={t('settings.campaignHost')} help={t('settings.campaignHostHelp')} error={err('campaignHost')}>
            <Input autoCapitalize="off" spellCheck={false} {...form.register('campaignHost')} />
          </Field>
        </div>

        <fieldset>
          <legend className="text-[13px] font-semibold">{t('invoices.settings.remindersTitle')}</legend>
          <p className="mt-1 text-xs text-muted">{t('invoices.settings.remindersIntro')}</p>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <Field
              label={t('invoices.settings.reminderFee')}
              help={t('invoices.settings.reminderFeeHelp')}
              error={err('reminderFeeKr')}
            >
              <Input inputMode="numeric" {...form.register('reminderFeeKr')} />
            </Field>
            <Field
              label={t('invoices.settings.referenceRate')}
              help={t('invoices.settings.referenceRateHelp')}
              error={err('referenceRate')}
            >
              <Input inputMode="decimal" {...form.register('referenceRate')} />
            </Field>
            <label className="flex items-center gap-2 text-[13px] sm:col-span-2">
              <input type="checkbox" className="size-4 accent-accent" {...form.register('reminderInterest')} />
              {t('invoices.settings.reminderInterest')}
            </label>
          </div>
        </fieldset>

        <fieldset>
          <legend className="text-[13px] font-semibold">{t('settings.materielTitle')}</legend>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <Field label={t('settings.materielServiceIntervalMonths')} error={err('materielServiceIntervalMonths')}>
              <Input inputMode="numeric" {...form.register('materielServiceIntervalMonths')} />
            </Field>
            <Field
              label={t('settings.materielDaysBeforeServiceForReminder')}
              error={err('materielDaysBeforeServiceForReminder')}
            >
              <Input inputMode="numeric" {...form.register('materielDaysBeforeServiceForReminder')} />
            </Field>
            <Field label={t('settings.serviceReminderMode')} help={t('settings.serviceReminderModeHelp')}>
              <Select {...form.register('serviceReminderMode')}>
                <option value="manual">{t('settings.serviceReminderModes.manual')}</option>
                <option value="automatic">{t('settings.serviceReminderModes.automatic')}</option>
              </Select>
            </Field>
            <label className="flex items-center gap-2 self-end pb-2 text-[13px]">
              <input type="checkbox" className="size-4 accent-accent" {...form.register('createServiceVisits')} />
              {t('settings.createServiceVisits')}
            </label>
            <Field
              label={t('settings.serviceReminderSubject')}
              error={err('serviceReminderSubject')}
              className="sm:col-span-2"
            >
              <Input {...form.register('serviceReminderSubject')} placeholder={t('settings.serviceReminderDefault')} />
            </Field>
            <Field
              label={t('settings.serviceReminderBody')}
              help={t('settings.serviceReminderBodyHelp')}
              error={err('serviceReminderBody')}
              className="sm:col-span-2"
            >
              <Textarea
                rows={5}
                {...form.register('serviceReminderBody')}
                placeholder={t('settings.serviceReminderDefault')}
              />
            </Field>
          </div>
        </fieldset>

        <fieldset>
          <legend className="text-[13px] font-semibold">{t('settings.rentalTitle')}</legend>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <Field
              label={t('settings.rentalBufferHours')}
              help={t('settings.rentalBufferHoursHelp')}
              error={err('rentalBufferHours')}
            >
              <Input inputMode="numeric" {...form.register('rentalBufferHours')} />
            </Field>
          </div>
        </fieldset>

        <fieldset>
          <legend className="text-[13px] font-semibold">{t('settings.renamedTitle')}</legend>
          <p className="mt-0.5 text-[13px] text-muted">{t('settings.renamedIntro')}</p>
          <div className="mt-3 grid gap-4 sm:grid-cols-3">
            {renamedLabels.map((name) => (
              <Field key={name} label={t(`settings.${name}`)} error={err(name)}>
                <Input {...form.register(name)} />
              </Field>
            ))}
          </div>
        </fieldset>

        <div className="flex justify-end">
          <Button type="submit" loading={mutation.isPending} disabled={!isDirty}>
            {mutation.isPending ? t('common.saving') : t('settings.saveCompany')}
          </Button>
        </div>
      </form>
    </CardSection>
  );
}
