import { lazy, Suspense, useId, useState } from 'react';
import { Popover } from 'radix-ui';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { FieldError } from './field-error.tsx';
import { Input } from './input.tsx';
import { Spinner } from './spinner.tsx';
import { formatDateText, interfaceLanguage, isIsoDate, parseDateText } from '../lib/format/index.ts';
import { typedInputProps, useTypedValue, type TypedFieldProps, type TypedReading } from './use-typed-value.ts';

const CalendarPopup = lazy(() => import('./calendar-popup.tsx'));

/** `value` is YYYY-MM-DD or '' for none; `onChange` gets YYYY-MM-DD when the text is a date within min/max. */
export interface DateFieldProps extends TypedFieldProps {
  /** Names the calendar button (and the field, when no <label> points at it). */
  label: string;
  /** The earliest and latest day that may be chosen (YYYY-MM-DD). */
  min?: string | undefined;
  max?: string | undefined;
}

/**
 * A date typed the app's way (24.12.2026 in Danish, 24/12/2026 in English), whatever the browser's language, with
 * a calendar popup (Monday first, ISO week numbers) behind the button next to it; Alt+Arrow Down opens it from
 * the keyboard. A date that does not exist or lies outside min/max is refused with a message under the field.
 */
export function DateField({
  value,
  onChange,
  onBlur,
  label,
  min,
  max,
  id,
  disabled,
  className,
  ref,
  'aria-label': ariaLabel,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: DateFieldProps) {
  const { t } = useTranslation(); // re-renders on a change of language
  const language = interfaceLanguage();
  const errorId = useId();
  const [open, setOpen] = useState(false);

  const read = (text: string): TypedReading => {
    const reading = parseDateText(text);
    if (reading.kind === 'empty') return { value: '', problem: null };
    if (reading.kind === 'invalid')
      return {
        value: text.trim(),
        problem:
          reading.reason === 'impossible'
            ? t('controls.date.impossible', { text: text.trim() })
            : t('controls.date.format'),
      };
    if (min && reading.iso < min)
      return { value: text.trim(), problem: t('controls.date.beforeMin', { date: formatDateText(min, language) }) };
    if (max && reading.iso > max)
      return { value: text.trim(), problem: t('controls.date.afterMax', { date: formatDateText(max, language) }) };
    return { value: reading.iso, problem: null };
  };
  const typed = useTypedValue({
    value,
    onChange,
    read,
    format: (iso) => formatDateText(iso, language),
    isValue: isIsoDate,
    formatKey: language,
  });

  return (
    <div className={cn('min-w-0', className)}>
      <div className="relative">
        <Input
          ref={ref}
          id={id}
          autoComplete="off"
          spellCheck={false}
          aria-label={ariaLabel}
          {...typedInputProps(typed, { invalid, describedBy, errorId, onBlur })}
          placeholder={t('controls.date.placeholder')}
          disabled={disabled}
          onKeyDown={(event) => {
            if (event.altKey && event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
            }
          }}
          className="min-w-32 pr-9 tabular-nums"
        />
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <button
              type="button"
              disabled={disabled}
              aria-label={t('controls.date.openCalendar', { label })}
              className="absolute right-1 top-1/2 -translate-y-1/2 rounded p-1.5 text-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
            >
              <CalendarDays className="size-4" aria-hidden="true" />
            </button>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="end"
              sideOffset={6}
              aria-label={t('controls.date.openCalendar', { label })}
              className="z-50 rounded-lg border border-border bg-surface p-2 text-foreground shadow-lg"
            >
              <Suspense
                fallback={
                  <p role="status" className="flex items-center gap-2 p-3 text-[13px] text-muted">
                    <Spinner className="size-3.5" />
                    {t('controls.date.loadingCalendar')}
                  </p>
                }
              >
                <CalendarPopup
                  value={isIsoDate(value) ? value : ''}
                  min={min}
                  max={max}
                  language={language}
                  onPick={(iso) => {
                    typed.choose(iso);
                    setOpen(false);
                  }}
                />
              </Suspense>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
      <FieldError id={errorId} message={typed.problem ?? undefined} />
    </div>
  );
}
