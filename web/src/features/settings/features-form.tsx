import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { featureFlags, type FeatureFlags } from '@servio/domain/company-flags';
import { CardSection } from '../../components/card.tsx';
import { Switch } from '../../components/switch.tsx';
import { Button } from '../../components/button.tsx';
import { useSaveCompany } from './use-save-company.ts';
import type { CompanySettingsData } from './settings-api.ts';

function toFlags(company: CompanySettingsData): FeatureFlags {
  return Object.fromEntries(featureFlags.map((flag) => [flag, company[flag]])) as FeatureFlags;
}

/** Every company feature flag as a labelled switch with a short help text, saved together. */
export function FeaturesForm({ company }: { company: CompanySettingsData }) {
  const { t } = useTranslation();
  const form = useForm<FeatureFlags>({ defaultValues: toFlags(company) });
  const { mutation, conflictNotice } = useSaveCompany({
    successKey: 'settings.featuresSaved',
    onSaved: (saved) => form.reset(toFlags(saved)),
  });
  const { dirtyFields } = form.formState;

  // Only changed flags are sent: another admin's change to a different flag is not overwritten.
  const onSubmit = form.handleSubmit((values) => {
    const changed = Object.fromEntries(
      featureFlags.filter((flag) => dirtyFields[flag]).map((flag) => [flag, values[flag]]),
    );
    mutation.mutate({ features: changed });
  });

  return (
    <CardSection title={t('settings.featuresTitle')} description={t('settings.featuresIntro')}>
      <form onSubmit={onSubmit} className="space-y-4">
        {conflictNotice}
        <ul className="grid gap-x-8 sm:grid-cols-2">
          {featureFlags.map((flag) => {
            const id = `feature-${flag}`;
            return (
              <li key={flag} className="flex items-start justify-between gap-4 border-b border-border py-3">
                <div className="min-w-0">
                  <label htmlFor={id} className="block text-[13px] font-medium">
                    {t(`features.${flag}.label`)}
                  </label>
                  <p id={`${id}-help`} className="mt-0.5 text-xs text-muted">
                    {t(`features.${flag}.help`)}
                  </p>
                </div>
                <Controller
                  control={form.control}
                  name={flag}
                  render={({ field }) => (
                    <Switch
                      id={id}
                      name={flag}
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
        <div className="flex justify-end">
          <Button type="submit" loading={mutation.isPending} disabled={Object.keys(dirtyFields).length === 0}>
            {mutation.isPending ? t('common.saving') : t('settings.saveFeatures')}
          </Button>
        </div>
      </form>
    </CardSection>
  );
}
