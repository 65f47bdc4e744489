import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { FieldError } from './field-error.tsx';
import { Input } from './input.tsx';
import { parseTimeText } from '../lib/format/index.ts';
import { typedInputProps, useTypedValue, type TypedFieldProps, type TypedReading } from './use-typed-value.ts';

const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/**
 * A time of day on the 24-hour clock, HH:mm, whatever the browser's language (a native time field shows AM/PM
 * to an English browser). Quick forms are read too: 8 → 08:00, 830 → 08:30, 8.30 → 08:30. The value is HH:mm, or ''
 * for none.
 */
export function TimeField({
  value,
  onChange,
  onBlur,
  id,
  disabled,
  className,
  ref,
  'aria-label': ariaLabel,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: TypedFieldProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const read = (text: string): TypedReading => {
    const reading = parseTimeText(text);
    if (reading.kind === 'empty') return { value: '', problem: null };
    if (reading.kind === 'invalid') return { value: text.trim(), problem: t('controls.time.invalid') };
    return { value: reading.value, problem: null };
  };
  const typed = useTypedValue({ value, onChange, read, format: (v) => v, isValue: isTime, formatKey: '' });

  return (
    <div className={cn('min-w-0', className)}>
      <Input
        ref={ref}
        id={id}
        inputMode="numeric"
        autoComplete="off"
        aria-label={ariaLabel}
        {...typedInputProps(typed, { invalid, describedBy, errorId, onBlur })}
        placeholder={t('controls.time.placeholder')}
        disabled={disabled}
        className="min-w-20 tabular-nums"
      />
      <FieldError id={errorId} message={typed.problem ?? undefined} />
    </div>
  );
}
