import { useId } from 'react';
import { Controller, useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Repeat } from 'lucide-react';
import { previewOccurrences, recurrenceFrequencies, weekdays } from '@servio/domain/recurrence';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Select } from '../../components/select.tsx';
import { cn } from '../../lib/cn.ts';
import { emptyRule, parseRule, toInstant, type VisitFormValues } from './visit-form-values.ts';
import { formatOccurrence } from './visit-format.ts';

const radioClass = 'flex items-center gap-2 text-[13px]';

/**
 * Single or repeating: frequency, every N, weekdays (weekly), day of month or "den anden tirsdag"
 * (monthly/yearly), and the end (never, after N, on a date), with a live preview of the next occurrences
 * computed by the domain's own recurrence code.
 */
export function RecurrenceFields({
  control,
  register,
  setValue,
  error,
  repeat,
}: {
  control: Control<VisitFormValues>;
  register: UseFormRegister<VisitFormValues>;
  setValue: UseFormSetValue<VisitFormValues>;
  error: (name: string) => string | undefined;
  repeat: boolean;
}) {
  const { t } = useTranslation();
  const previewId = useId();
  const [rule, startDate, startTime] = useWatch({ control, name: ['rule', 'startDate', 'startTime'] });
  const monthly = rule.frequency === 'monthly' || rule.frequency === 'yearly';
  const start = toInstant(startDate, startTime);
  const parsed = repeat ? parseRule(rule) : null;
  const preview = parsed && 'rule' in parsed && start ? previewOccurrences(parsed.rule, start, 6) : [];

  return (
    <div className="space-y-4 rounded-lg border border-border bg-surface-muted/30 p-4">
      <Controller
        control={control}
        name="repeat"
        render={({ field }) => (
          <fieldset className="flex flex-wrap items-center gap-4">
            <legend className="sr-only">{t('visits.recurrence.kind')}</legend>
            <label className={radioClass}>
              <input type="radio" className="accent-[var(--accent)]" checked={!field.value} onChange={() => field.onChange(false)} />
              {t('visits.recurrence.single')}
            </label>
            <label className={radioClass}>
              <input
                type="radio"
                className="accent-[var(--accent)]"
                checked={field.value}
                onChange={() => {
                  // A fresh rule that follows the chosen start (its weekday and day of month).
                  setValue('rule', emptyRule(startDate));
                  field.onChange(true);
                }}
              />
              <Repeat className="size-3.5 text-muted" aria-hidden="true" />
              {t('visits.recurrence.repeating')}
            </label>
          </fieldset>
        )}
      />
      {repeat && (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t('visits.recurrence.frequency')} error={error('rule.frequency')}>
              <Select {...register('rule.frequency')}>
                {recurrenceFrequencies.map((f) => (
                  <option key={f} value={f}>
                    {t(`visits.recurrence.frequencies.${f}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('visits.recurrence.interval')} error={error('rule.interval')} help={t(`visits.recurrence.units.${rule.frequency}`)}>
              <Input type="number" min={1} max={99} inputMode="numeric" {...register('rule.interval')} />
            </Field>
          </div>

          {rule.frequency === 'weekly' && (
            <Controller
              control={control}
              name="rule.weekdays"
              render={({ field }) => (
                <fieldset>
                  <legend className="text-[13px] font-medium">{t('visits.recurrence.weekdays')}</legend>
                  <div className="mt-1.5 flex flex-wrap gap-1.5">
                    {weekdays.map((day) => {
                      const on = field.value.includes(day);
                      return (
                        <button
                          key={day}
                          type="button"
                          aria-pressed={on}
                          aria-label={t(`visits.recurrence.weekdayNames.${day}`)}
                          onClick={() => field.onChange(on ? field.value.filter((d) => d !== day) : [...field.value, day])}
                          className={cn(
                            'h-8 w-10 rounded-md border text-[13px] font-medium',
                            on ? 'border-accent bg-accent text-accent-foreground' : 'border-border-strong bg-surface text-muted hover:text-foreground',
                          )}
                        >
                          {t(`visits.recurrence.weekdayShort.${day}`)}
                        </button>
                      );
                    })}
                  </div>
                  {error('rule.weekdays') && <p role="alert" className="mt-1.5 text-[13px] text-danger">{error('rule.weekdays')}</p>}
                </fieldset>
              )}
            />
          )}

          {monthly && (
            <Controller
              control={control}
              name="rule.monthlyMode"
              render={({ field }) => (
                <fieldset className="space-y-2">
                  <legend className="text-[13px] font-medium">{t('visits.recurrence.onWhichDay')}</legend>
                  <div className="flex flex-wrap items-center gap-2">
                    <label className={radioClass}>
                      <input type="radio" className="accent-[var(--accent)]" checked={field.value === 'day'} onChange={() => field.onChange('day')} />
                      {t('visits.recurrence.dayOfMonth')}
                    </label>
                    <Input
                      type="number"
                      min={1}
                      max={31}
                      aria-label={t('visits.recurrence.dayOfMonthNumber')}
                      className="w-20!"
                      disabled={field.value !== 'day'}
                      {...register('rule.dayOfMonth')}
                    />
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <label className={radioClass}>
                      <input
                        type="radio"
                        className="accent-[var(--accent)]"
                        checked={field.value === 'ordinal'}
                        onChange={() => field.onChange('ordinal')}
                      />
                      {t('visits.recurrence.theOrdinal')}
                    </label>
                    <Select aria-label={t('visits.recurrence.ordinal')} className="w-auto!" disabled={field.value !== 'ordinal'} {...register('rule.ordinal')}>
                      {['1', '2', '3', '4'].map((n) => (
                        <option key={n} value={n}>
                          {t(`visits.recurrence.ordinals.${n}`)}
                        </option>
                      ))}
                    </Select>
                    <Select
                      aria-label={t('visits.recurrence.ordinalWeekday')}
                      className="w-auto!"
                      disabled={field.value !== 'ordinal'}
                      {...register('rule.ordinalWeekday')}
                    >
                      {weekdays.map((d) => (
                        <option key={d} value={d}>
                          {t(`visits.recurrence.weekdayNames.${d}`)}
                        </option>
                      ))}
                    </Select>
                  </div>
                  {(error('rule.dayOfMonth') ?? error('rule.ordinal') ?? error('rule.ordinalWeekday')) && (
                    <p role="alert" className="text-[13px] text-danger">
                      {error('rule.dayOfMonth') ?? error('rule.ordinal') ?? error('rule.ordinalWeekday')}
                    </p>
                  )}
                </fieldset>
              )}
            />
          )}

          <Controller
            control={control}
            name="rule.ends"
            render={({ field }) => (
              <fieldset className="space-y-2">
                <legend className="text-[13px] font-medium">{t('visits.recurrence.ends')}</legend>
                <label className={radioClass}>
                  <input type="radio" className="accent-[var(--accent)]" checked={field.value === 'never'} onChange={() => field.onChange('never')} />
                  {t('visits.recurrence.never')}
                </label>
                <div className="flex flex-wrap items-center gap-2">
                  <label className={radioClass}>
                    <input type="radio" className="accent-[var(--accent)]" checked={field.value === 'count'} onChange={() => field.onChange('count')} />
                    {t('visits.recurrence.after')}
                  </label>
                  <Input
                    type="number"
                    min={1}
                    max={999}
                    aria-label={t('visits.recurrence.count')}
                    className="w-20!"
                    disabled={field.value !== 'count'}
                    {...register('rule.count')}
                  />
                  <span className="text-[13px] text-muted">{t('visits.recurrence.occurrences')}</span>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <label className={radioClass}>
                    <input
                      type="radio"
                      className="accent-[var(--accent)]"
                      checked={field.value === 'until'}
                      onChange={() => {
                        field.onChange('until');
                        if (!rule.until && startDate) setValue('rule.until', startDate);
                      }}
                    />
                    {t('visits.recurrence.onDate')}
                  </label>
                  <Input type="date" aria-label={t('visits.recurrence.until')} className="w-auto!" disabled={field.value !== 'until'} {...register('rule.until')} />
                </div>
                {(error('rule.count') ?? error('rule.until')) && (
                  <p role="alert" className="text-[13px] text-danger">
                    {error('rule.count') ?? error('rule.until')}
                  </p>
                )}
              </fieldset>
            )}
          />

          <section aria-labelledby={previewId} className="rounded-md border border-border bg-surface p-3">
            <h4 id={previewId} className="text-xs font-semibold uppercase tracking-wider text-muted">
              {t('visits.recurrence.preview')}
            </h4>
            {!start ? (
              <p className="mt-1.5 text-[13px] text-muted">{t('visits.recurrence.previewNeedsStart')}</p>
            ) : preview.length === 0 ? (
              <p className="mt-1.5 text-[13px] text-muted">{t('visits.recurrence.previewInvalid')}</p>
            ) : (
              <ol className="mt-1.5 space-y-0.5 text-[13px] tabular-nums" aria-label={t('visits.recurrence.preview')}>
                {preview.map((d, i) => (
                  <li key={d.toISOString()} className="first-letter:uppercase">
                    {formatOccurrence(d)}
                    {i === 0 && <span className="ml-2 text-xs text-muted">{t('visits.recurrence.thisVisit')}</span>}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </div>
  );
}
