import { useState, type ChangeEvent, type Ref } from 'react';

/** The props every typed field (date, time) takes: its value in the app's shape, and an input's usual props. */
export interface TypedFieldProps {
  value: string;
  /** The canonical value when the text is readable, '' when empty, else the text as typed. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  id?: string;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** What a field makes of its text: the value to hand on, and the problem to show once the person leaves it. */
export interface TypedReading {
  /** '' when empty, the canonical value when readable, else the text as typed (which no check of the app accepts). */
  value: string;
  problem: string | null;
}

/**
 * The text of a field that shows a value in a local format (a date as 24.12.2026) while the app keeps another
 * shape (2026-12-24). Every keystroke hands on what the text reads as, so a form always holds what is on screen;
 * a problem is shown once the person leaves the field, not while they type. A change of the value from outside
 * (a calendar pick, a reset, another language) replaces the text; what the person is typing is never replaced by
 * the empty value a parent makes of an unreadable text.
 */
export function useTypedValue({
  value,
  onChange,
  read,
  format,
  isValue,
  formatKey,
}: {
  value: string;
  onChange: (value: string) => void;
  read: (text: string) => TypedReading;
  format: (value: string) => string;
  /** Whether a value is a proper one (an ISO date, HH:mm), as opposed to '' or a typed text handed on. */
  isValue: (value: string) => boolean;
  /** Changes when the display format does (the language). */
  formatKey: string;
}) {
  const [text, setText] = useState(() => format(value));
  const [seen, setSeen] = useState({ value, formatKey });
  const [left, setLeft] = useState(false);

  if (seen.value !== value || seen.formatKey !== formatKey) {
    // Adjusting state while rendering (not in an effect): the new text shows in the same paint.
    setSeen({ value, formatKey });
    const current = read(text).value;
    if (value !== current && (isValue(value) || (value === '' && isValue(current)))) setText(format(value));
    else if (seen.formatKey !== formatKey && isValue(current)) setText(format(current));
  }

  const reading = read(text);
  return {
    text,
    problem: left ? reading.problem : null,
    onInputChange: (event: ChangeEvent<HTMLInputElement>) => {
      setText(event.target.value);
      setLeft(false);
      onChange(read(event.target.value).value);
    },
    /** Leaving the field: a readable text is rewritten in the canonical format (1.2.26 → 01.02.2026). */
    onInputBlur: () => {
      setLeft(true);
      if (isValue(reading.value)) setText(format(reading.value));
    },
    /** A value chosen another way (the calendar). */
    choose: (next: string) => {
      setText(format(next));
      setLeft(false);
      onChange(next);
    },
  };
}

/**
 * The input's side of a typed field (date, time): its text, its handlers, and its error wiring — invalid when the
 * form says so or the text cannot be read, described by the form's hint and the field's own message.
 */
export function typedInputProps(
  typed: ReturnType<typeof useTypedValue>,
  field: { invalid?: boolean; describedBy?: string; errorId: string; onBlur?: () => void },
) {
  return {
    'aria-invalid': field.invalid || typed.problem ? true : undefined,
    'aria-describedby':
      [field.describedBy, typed.problem ? field.errorId : null].filter(Boolean).join(' ') || undefined,
    value: typed.text,
    onChange: typed.onInputChange,
    onBlur: () => {
      typed.onInputBlur();
      field.onBlur?.();
    },
  };
}
