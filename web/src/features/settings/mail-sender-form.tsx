import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { CardSection } from '../../components/card.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Button } from '../../components/button.tsx';
import { Switch } from '../../components/switch.tsx';
import { translateFormMessage } from './form-messages.ts';
import { useSaveCompany } from './use-save-company.ts';
import type { CompanySettingsData } from './settings-api.ts';

// The rules match domain/company.ts, which the server applies again.
const senderSchema = z.object({
  senderName: z.string().check(z.trim(), z.maxLength(100, 'validation.tooLong')),
  senderEmail: z.string().check(
    z.trim(),
    z.maxLength(254, 'validation.email_invalid'),
    z.refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'validation.email_invalid'),
  ),
  senderDomainVerified: z.boolean(),
  mailTracking: z.boolean(),
  autoSendReport: z.boolean(),
});
type SenderValues = z.infer<typeof senderSchema>;

const toValues = (c: CompanySettingsData): SenderValues => ({
  senderName: c.senderName ?? '',
  senderEmail: c.senderEmail ?? '',
  senderDomainVerified: c.senderDomainVerified,
  mailTracking: c.mailTracking,
  autoSendReport: c.autoSendReport,
});

/** Settings → the company's mail sender (name, address, verified domain) and open/click tracking on or off. */
export function MailSenderForm({ company }: { company: CompanySettingsData }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<SenderValues>({
    mode: 'onTouched',
    resolver: zodResolver(senderSchema),
    defaultValues: toValues(company),
  });
  const { errors, isDirty } = form.formState;
  const { mutation, conflictNotice } = useSaveCompany({
    successKey: 'mail.sender.saved',
    onSaved: (saved) => form.reset(toValues(saved)),
    onFieldError: (field) => {
      const name = field.replace(/^input\./, '');
      if (name !== 'senderName' && name !== 'senderEmail') return false;
      form.setError(name, { message: 'errors.BAD_USER_INPUT' }, { shouldFocus: true });
      return true;
    },
  });
  const onSubmit = form.handleSubmit((v) => mutation.mutate(v));
  const err = (name: keyof SenderValues) => translateFormMessage(t, errors[name]?.message);

  const switchRow = (
    name: 'senderDomainVerified' | 'mailTracking' | 'autoSendReport',
    label: string,
    help?: string,
  ) => (
    <div className="flex items-start justify-between gap-4 border-b border-border py-3">
      <div className="min-w-0">
        <label htmlFor={`${id}-${name}`} className="block text-[13px] font-medium">
          {label}
        </label>
        {help && (
          <p id={`${id}-${name}-help`} className="mt-0.5 text-xs text-muted">
            {help}
          </p>
        )}
      </div>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Switch
            id={`${id}-${name}`}
            name={name}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            {...(help ? { 'aria-describedby': `${id}-${name}-help` } : {})}
            className="mt-0.5"
          />
        )}
      />
    </div>
  );

  return (
    <CardSection title={t('mail.sender.title')} description={t('mail.sender.intro')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {conflictNotice}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('mail.sender.name')} error={err('senderName')}>
            <Input placeholder={company.name} {...form.register('senderName')} />
          </Field>
          <Field label={t('mail.sender.email')} error={err('senderEmail')}>
            <Input type="email" autoComplete="email" {...form.register('senderEmail')} />
          </Field>
        </div>
        <div>
          {switchRow('senderDomainVerified', t('mail.sender.domainVerified'))}
          {switchRow('mailTracking', t('mail.sender.tracking'), t('mail.sender.trackingHint'))}
          {switchRow('autoSendReport', t('mail.sender.autoSendReport'), t('mail.sender.autoSendReportHint'))}
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={mutation.isPending} disabled={!isDirty}>
            {mutation.isPending ? t('common.saving') : t('mail.sender.save')}
          </Button>
        </div>
      </form>
    </CardSection>
  );
}
