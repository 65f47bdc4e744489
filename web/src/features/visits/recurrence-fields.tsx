import { useId, type ReactNode } from 'react';
import {
  Controller,
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormRegisterReturn,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Repeat } from 'lucide-react';
import { previewOccurrences, recurrenceFrequencies, weekdays } from '@servio/domain/recurrence';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { DateField } from '../../components/date-field.tsx';
import { Select } from '../../components/select.tsx';
import { cn } from '../../lib/cn.ts';
import { emptyRule, parseRule, toInstant, type VisitFormValues } from './visit-form-values.ts';
import { formatOccurrence } from '../../lib/format/index.ts';

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
            <Choice
              checked={!field.value}
              onSelect={() => field.onChange(false)}
              label={t('visits.recurrence.single')}
            />
            <Choice
              checked={field.value}
              onSelect={() => {
                // A fresh rule that follows the chosen start (its weekday and day of month).
                setValue('rule', emptyRule(startDate));
                field.onChange(true);
              }}
              label={
                <>
                  <Repeat className="size-3.5 text-muted" aria-hidden="true" />
                  {t('visits.recurrence.repeating')}
                </>
              }
            />
          </fieldset>
        )}
      />
      {repeat && (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t('visits.recurrence.frequency')} error={error('rule.frequency')}>
              <Select {...register('rule.frequency')}>
                <Options values={recurrenceFrequencies} label={(f) => t(`visits.recurrence.frequencies.${f}`)} />
              </Select>
            </Field>
            <Field
              label={t('visits.recurrence.interval')}
              error={error('rule.interval')}
              help={t(`visits.recurrence.units.${rule.frequency}`)}
            >
              <Input type="number" min={1} max={99} inputMode="numeric" {...register('rule.interval')} />
            </Field>
          </div>

          {rule.frequency === 'weekly' && (
            <Controller
              control={control}
              name="rule.weekdays"
              render={({ field }) => (
                <RuleFieldset legend={t('visits.recurrence.weekdays')}>
                  <div className="mt-1.5 flex flex-wrap gap-1.5">
                    {weekdays.map((day) => {
                      const on = field.value.includes(day);
                      return (
                        <button
                          key={day}
                          type="button"
                          aria-pressed={on}
                          aria-label={t(`visits.recurrence.weekdayNames.${day}`)}
                          onClick={() =>
                            field.onChange(on ? field.value.filter((d) => d !== day) : [...field.value, day])
                          }
                          className={cn(
                            'h-8 w-10 rounded-md border text-[13px] font-medium',
                            on
                              ? 'border-accent bg-accent text-accent-foreground'
                              : 'border-border-strong bg-surface text-muted hover:text-foreground',
                          )}
                        >
                          {t(`visits.recurrence.weekdayShort.${day}`)}
                        </button>
                      );
                    })}
                  </div>
                  <FieldsetError message={error('rule.weekdays')} className="mt-1.5" />
                </RuleFieldset>
              )}
            />
          )}

          {monthly && (
            <Controller
              control={control}
              name="rule.monthlyMode"
              render={({ field }) => (
                <RuleFieldset legend={t('visits.recurrence.onWhichDay')} className="space-y-2">
                  <Choice
                    checked={field.value === 'day'}
                    onSelect={() => field.onChange('day')}
                    label={t('visits.recurrence.dayOfMonth')}
                  >
                    <NumberInChoice
                      label={t('visits.recurrence.dayOfMonthNumber')}
                      max={31}
                      disabled={field.value !== 'day'}
                      registration={register('rule.dayOfMonth')}
                    />
                  </Choice>
                  <Choice
                    checked={field.value === 'ordinal'}
                    onSelect={() => field.onChange('ordinal')}
                    label={t('visits.recurrence.theOrdinal')}
                  >
                    <Select
                      aria-label={t('visits.recurrence.ordinal')}
                      className="w-auto!"
                      disabled={field.value !== 'ordinal'}
                      {...register('rule.ordinal')}
                    >
                      <Options values={['1', '2', '3', '4']} label={(n) => t(`visits.recurrence.ordinals.${n}`)} />
                    </Select>
                    <Select
                      aria-label={t('visits.recurrence.ordinalWeekday')}
                      className="w-auto!"
                      disabled={field.value !== 'ordinal'}
                      {...register('rule.ordinalWeekday')}
                    >
                      <Options values={weekdays} label={(d) => t(`visits.recurrence.weekdayNames.${d}`)} />
                    </Select>
                  </Choice>
                  <FieldsetError
                    message={error('rule.dayOfMonth') ?? error('rule.ordinal') ?? error('rule.ordinalWeekday')}
                  />
                </RuleFieldset>
              )}
            />
          )}

          <Controller
            control={control}
            name="rule.ends"
            render={({ field }) => (
              <RuleFieldset legend={t('visits.recurrence.ends')} className="space-y-2">
                <Choice
                  checked={field.value === 'never'}
                  onSelect={() => field.onChange('never')}
                  label={t('visits.recurrence.never')}
                />
                <Choice
                  checked={field.value === 'count'}
                  onSelect={() => field.onChange('count')}
                  label={t('visits.recurrence.after')}
                >
                  <NumberInChoice
                    label={t('visits.recurrence.count')}
                    max={999}
                    disabled={field.value !== 'count'}
                    registration={register('rule.count')}
                  />
                  <span className="text-[13px] text-muted">{t('visits.recurrence.occurrences')}</span>
                </Choice>
                <Choice
                  checked={field.value === 'until'}
                  onSelect={() => {
                    field.onChange('until');
                    if (!rule.until && startDate) setValue('rule.until', startDate);
                  }}
                  label={t('visits.recurrence.onDate')}
                >
                  <Controller
                    control={control}
                    name="rule.until"
                    render={({ field: until }) => (
                      <DateField
                        ref={until.ref}
                        label={t('visits.recurrence.until')}
                        aria-label={t('visits.recurrence.until')}
                        className="w-40"
                        disabled={field.value !== 'until'}
                        value={until.value}
                        onChange={until.onChange}
                        onBlur={until.onBlur}
                      />
                    )}
                  />
                </Choice>
                <FieldsetError message={error('rule.count') ?? error('rule.until')} />
              </RuleFieldset>
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

/** A group of the rule's fields under a visible legend, so screen readers name the group when entering it. */
function RuleFieldset({ legend, className, children }: { legend: string; className?: string; children: ReactNode }) {
  return (
    <fieldset className={className}>
      <legend className="text-[13px] font-medium">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * One radio choice. The fields that belong to it (children: "efter [12] gange") follow on the same line; the
 * callers disable them while the choice is not taken, so only the chosen option's values count.
 */
function Choice({
  checked,
  onSelect,
  label,
  children,
}: {
  checked: boolean;
  onSelect: () => void;
  label: ReactNode;
  children?: ReactNode;
}) {
  const radio = (
    <label className="flex items-center gap-2 text-[13px]">
      <input type="radio" className="accent-[var(--accent)]" checked={checked} onChange={onSelect} />
      {label}
    </label>
  );
  if (!children) return radio;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {radio}
      {children}
    </div>
  );
}

/** A short number inside a choice's line; the line's text shows what it is, aria-label names it for screen readers. */
function NumberInChoice({
  label,
  max,
  disabled,
  registration,
}: {
  label: string;
  max: number;
  disabled: boolean;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Input type="number" min={1} max={max} aria-label={label} className="w-20!" disabled={disabled} {...registration} />
  );
}

/** The `<option>`s of a select over fixed values, each with its translated label. */
function Options({ values, label }: { values: readonly string[]; label: (value: string) => string }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}

/** The first error among a fieldset's fields, under them (role=alert: announced when it appears). */
function FieldsetError({ message, className }: { message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={cn('text-[13px] text-danger', className)}>
      {message}
    </p>
  );
}
