import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rateFields, type RateField } from '@servio/domain/employee';
import {
  hourTypes,
  timeRegistrationTypes,
  type HourType,
  type TimeRegistrationType,
} from '@servio/domain/time-registration';
import { CardSection } from '../../components/card.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Select } from '../../components/select.tsx';
import { Button } from '../../components/button.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { errorText } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { exampleValues, formatDuration, formatKroner, parseKroner } from '../../lib/format/index.ts';
import {
  timeRegistrationsKey,
  timeSettingsOptions,
  updateTimeSettings,
  type TimeSettings,
} from './time-registrations-api.ts';

/** The company's time registration settings (administrators): weekly norm, km rate, rate per type, types off. */
export function TimeSettingsCard() {
  const settings = useQuery(timeSettingsOptions);
  return settings.data ? <TimeSettingsForm settings={settings.data} /> : null;
}

function TimeSettingsForm({ settings }: { settings: TimeSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [norm, setNorm] = useState(() => formatDuration(settings.normMinutesPerWeek));
  const [kmRate, setKmRate] = useState(() => formatKroner(settings.kmRateOre));
  const [mapping, setMapping] = useState<Record<HourType, RateField>>(() => ({ ...settings.rateMapping }));
  const [disabled, setDisabled] = useState<TimeRegistrationType[]>(() => [...settings.disabledTypes]);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: updateTimeSettings,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: timeRegistrationsKey });
      toast.success(t('timeRegistrations.settings.saved'));
    },
    onError: (error) => setProblem(errorText(t, error)),
  });
  function submit() {
    setProblem(null);
    // A week's norm may pass 99 hours, so hours:minutes with up to three digits of hours.
    const match = /^(\d{1,3})(?::([0-5]\d))?$/.exec(norm.trim());
    if (!match) {
      setProblem(t('timeRegistrations.durationInvalid'));
      return;
    }
    const normMinutes = Number(match[1]) * 60 + Number(match[2] ?? 0);
    const ore = parseKroner(kmRate);
    if (ore === 'invalid' || ore === null) {
      setProblem(t('validation.money_invalid', exampleValues()));
      return;
    }
    save.mutate({ normMinutesPerWeek: normMinutes, kmRateOre: ore, rateMapping: mapping, disabledTypes: disabled });
  }
  return (
    <CardSection title={t('timeRegistrations.settings.title')} description={t('timeRegistrations.settings.intro')}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {problem && <FormErrors messages={[problem]} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('timeRegistrations.settings.norm')}>
            <Input value={norm} onChange={(e) => setNorm(e.target.value)} inputMode="numeric" />
          </Field>
          <Field label={t('timeRegistrations.settings.kmRate')}>
            <Input value={kmRate} onChange={(e) => setKmRate(e.target.value)} inputMode="decimal" />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {hourTypes.map((type) => (
            <Field
              key={type}
              label={t('timeRegistrations.settings.rateFor', { type: t(`timeRegistrations.types.${type}`) })}
            >
              <Select
                value={mapping[type]}
                onChange={(e) => setMapping({ ...mapping, [type]: e.target.value as RateField })}
              >
                {rateFields.map((rate) => (
                  <option key={rate} value={rate}>
                    {t(`timeRegistrations.rates.${rate}`)}
                  </option>
                ))}
              </Select>
            </Field>
          ))}
        </div>
        <fieldset>
          <legend className="mb-2 text-[13px] font-medium">{t('timeRegistrations.settings.disabled')}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2 text-[13px]">
            {timeRegistrationTypes.map((type) => (
              <label key={type} className="inline-flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={disabled.includes(type)}
                  onChange={(e) =>
                    setDisabled(e.target.checked ? [...disabled, type] : disabled.filter((x) => x !== type))
                  }
                />
                {t(`timeRegistrations.types.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending}>
            {t('timeRegistrations.settings.save')}
          </Button>
        </div>
      </form>
    </CardSection>
  );
}
