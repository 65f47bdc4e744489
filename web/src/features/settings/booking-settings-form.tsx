import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import type { WeeklyHours } from '@servio/domain/booking-hours';
import { CardSection } from '../../components/card.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Select } from '../../components/select.tsx';
import { Textarea } from '../../components/textarea.tsx';
import { Button, buttonClasses } from '../../components/button.tsx';
import { WeeklyHoursEditor } from '../../shared/weekly-hours-editor.tsx';
import { hoursOf, hoursPlaceOfIndex, hoursRows, type HoursPlace, type HoursRow } from '../../shared/weekly-hours.ts';
import { reasonMessage } from '../../lib/reasons.ts';
import { useSaveCompany } from './use-save-company.ts';
import type { CompanySettingsData } from './settings-api.ts';

const languages = ['da', 'en'] as const;
const textKinds = ['intro', 'confirmation', 'declined', 'waitlist'] as const;
type Texts = Record<(typeof languages)[number], Record<(typeof textKinds)[number], string>>;
const numberFields = ['bookingTravelMinutes', 'bookingLeadHours', 'bookingHorizonDays', 'bookingHoldMinutes'] as const;
type NumberField = (typeof numberFields)[number];
const numberLabels: Record<NumberField, string> = {
  bookingTravelMinutes: 'travelMinutes',
  bookingLeadHours: 'leadHours',
  bookingHorizonDays: 'horizonDays',
  bookingHoldMinutes: 'holdMinutes',
};

interface Values {
  bookingSlug: string;
  bookingZipRanges: string;
  bookingWaitlist: boolean;
  bookingTermsUrl: string;
  bookingStepMinutes: string;
  numbers: Record<NumberField, string>;
  hours: HoursRow[];
  texts: Texts;
}

const toValues = (c: CompanySettingsData): Values => {
  const stored = (c.bookingTexts ?? {}) as Partial<Record<string, Partial<Record<string, string>>>>;
  return {
    bookingSlug: c.bookingSlug ?? '',
    bookingZipRanges: c.bookingZipRanges ?? '',
    bookingWaitlist: c.bookingWaitlist,
    bookingTermsUrl: c.bookingTermsUrl ?? '',
    bookingStepMinutes: String(c.bookingStepMinutes),
    numbers: Object.fromEntries(numberFields.map((f) => [f, String(c[f])])) as Record<NumberField, string>,
    hours: hoursRows(c.bookingHours as WeeklyHours | null),
    texts: Object.fromEntries(
      languages.map((l) => [l, Object.fromEntries(textKinds.map((k) => [k, stored[l]?.[k] ?? '']))]),
    ) as Texts,
  };
};

/**
 * Settings → Booking: the public page's address (/book?company=<slug>), the postcodes it serves, the waitlist and
 * terms, the slot rules, the company's working hours for bookings and the page's texts in Danish and English.
 */
export function BookingSettingsForm({ company }: { company: CompanySettingsData }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => toValues(company));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [hoursError, setHoursError] = useState<(HoursPlace & { message: string }) | null>(null);
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const { mutation, conflictNotice } = useSaveCompany({
    successKey: 'booking.settings.saved',
    onSaved: (saved) => setValues(toValues(saved)),
    onFieldError: (field) => {
      const name = field.replace(/^input\./, '');
      const hours = /^bookingHours\.(\d+)/.exec(name);
      if (hours) {
        setHoursError({ ...hoursPlaceOfIndex(values.hours, Number(hours[1])), message: t('booking.hoursInvalid') });
        return true;
      }
      if (!name.startsWith('booking') && name !== 'campaignHost') return false;
      setErrors({ [name.split('.')[0]!]: t('errors.BAD_USER_INPUT') });
      return true;
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const hours = hoursOf(values.hours);
    if ('error' in hours) {
      setHoursError({ weekday: hours.weekday, period: hours.period, message: reasonMessage(t, hours.error) });
      return;
    }
    setHoursError(null);
    const numbers = Object.fromEntries(numberFields.map((f) => [f, Number(values.numbers[f])]));
    if (Object.values(numbers).some((n) => !Number.isInteger(n))) {
      setErrors(
        Object.fromEntries(
          numberFields
            .filter((f) => !Number.isInteger(Number(values.numbers[f])))
            .map((f) => [f, reasonMessage(t, 'booking.limitInvalid')]),
        ),
      );
      return;
    }
    setErrors({});
    mutation.mutate({
      bookingSlug: values.bookingSlug,
      bookingZipRanges: values.bookingZipRanges,
      bookingWaitlist: values.bookingWaitlist,
      bookingTermsUrl: values.bookingTermsUrl,
      bookingStepMinutes: Number(values.bookingStepMinutes),
      ...numbers,
      bookingHours: hours.hours,
      bookingTexts: values.texts,
    });
  };

  // The server's refusal reasons come back as a generic message per field; show the specific one where known.
  const serverReason = mutation.error as { reason?: string; field?: string } | null;
  const errorOf = (field: string) =>
    serverReason?.field === `input.${field}` && serverReason.reason
      ? reasonMessage(t, serverReason.reason)
      : errors[field];
  const slug = company.bookingSlug;

  return (
    <CardSection
      title={t('booking.settings.title')}
      description={t('booking.settings.intro')}
      actions={
        slug ? (
          <a
            href={`/book?company=${encodeURIComponent(slug)}`}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('secondary')}
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('booking.settings.publicLink')}
          </a>
        ) : undefined
      }
    >
      <form onSubmit={submit} noValidate aria-label={t('booking.settings.title')} className="space-y-5">
        {conflictNotice}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('booking.settings.slug')}
            help={t('booking.settings.slugHelp')}
            error={errorOf('bookingSlug')}
          >
            <Input
              autoCapitalize="off"
              spellCheck={false}
              value={values.bookingSlug}
              onChange={(e) => set({ bookingSlug: e.target.value })}
            />
          </Field>
          <Field
            label={t('booking.settings.zipRanges')}
            help={t('booking.settings.zipRangesHelp')}
            error={errorOf('bookingZipRanges')}
          >
            <Input value={values.bookingZipRanges} onChange={(e) => set({ bookingZipRanges: e.target.value })} />
          </Field>
          <Field label={t('booking.settings.termsUrl')} error={errorOf('bookingTermsUrl')}>
            <Input
              type="url"
              value={values.bookingTermsUrl}
              onChange={(e) => set({ bookingTermsUrl: e.target.value })}
            />
          </Field>
          <Field label={t('booking.settings.stepMinutes')} error={errorOf('bookingStepMinutes')}>
            <Select value={values.bookingStepMinutes} onChange={(e) => set({ bookingStepMinutes: e.target.value })}>
              {['15', '30', '60'].map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </Select>
          </Field>
          {numberFields.map((f) => (
            <Field key={f} label={t(`booking.settings.${numberLabels[f]}`)} error={errorOf(f)}>
              <Input
                inputMode="numeric"
                value={values.numbers[f]}
                onChange={(e) => set({ numbers: { ...values.numbers, [f]: e.target.value } })}
              />
            </Field>
          ))}
        </div>
        <label className="flex items-center gap-2 text-[13px]">
          <input
            type="checkbox"
            checked={values.bookingWaitlist}
            onChange={(e) => set({ bookingWaitlist: e.target.checked })}
          />
          {t('booking.settings.waitlist')}
        </label>
        <WeeklyHoursEditor
          legend={t('booking.settings.hours')}
          rows={values.hours}
          onChange={(hours) => set({ hours })}
          error={hoursError}
        />
        <fieldset className="space-y-3">
          <legend className="text-[13px] font-medium">{t('booking.settings.texts')}</legend>
          <div className="grid gap-4 md:grid-cols-2">
            {languages.map((l) => (
              <div key={l} className="space-y-3" lang={l}>
                <h3 className="text-xs font-semibold text-muted">
                  {t(l === 'da' ? 'booking.settings.textsDa' : 'booking.settings.textsEn')}
                </h3>
                {textKinds.map((k) => (
                  <Field
                    key={k}
                    label={`${t(`booking.settings.${k}_text`)} (${t(l === 'da' ? 'booking.settings.textsDa' : 'booking.settings.textsEn')})`}
                  >
                    <Textarea
                      rows={2}
                      maxLength={2000}
                      value={values.texts[l][k]}
                      onChange={(e) =>
                        set({ texts: { ...values.texts, [l]: { ...values.texts[l], [k]: e.target.value } } })
                      }
                    />
                  </Field>
                ))}
              </div>
            ))}
          </div>
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" loading={mutation.isPending}>
            {mutation.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
    </CardSection>
  );
}
