import { useId } from 'react';
import { cn } from '../lib/cn.ts';
import { DateField } from './date-field.tsx';
import { isIsoDate } from '../lib/format/index.ts';
import { Select } from './select.tsx';

/*
 * Filters of a list's toolbar, one URL value each. An empty choice is reported as undefined, so the filter drops
 * out of the URL instead of standing there empty.
 */

/** A filter with a few fixed choices, as a native select (keyboard and screen readers work without extra code). */
export function FilterSelect<V extends string>({
  label,
  defaultLabel,
  value,
  options,
  onChange,
  className,
}: {
  /** The select's accessible name. */
  label: string;
  /** The first, empty choice: what the list shows without this filter ("Alle kunder"). */
  defaultLabel: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
  className?: string;
}) {
  return (
    <Select
      aria-label={label}
      className={cn('w-auto!', className)}
      value={value ?? ''}
      onChange={(e) => onChange((e.target.value || undefined) as V | undefined)}
    >
      <option value="">{defaultLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

/**
 * One end of a period filter (a YYYY-MM-DD day), its visible label next to the field. Only a whole date (or
 * clearing the field) changes the filter: a half-typed one leaves the list as it is.
 */
export function DateFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-1.5 text-[13px] text-muted">
      <label htmlFor={id} className="leading-9">
        {label}
      </label>
      <DateField
        id={id}
        label={label}
        className="w-36"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(next) => {
          if (next === '') onChange(undefined);
          else if (isIsoDate(next)) onChange(next);
        }}
      />
    </div>
  );
}

/**
 * A from–to pair of date filters that wraps as one piece, each bounding the other (an end before the start
 * cannot be picked).
 */
export function DateRangeFilter({
  labels,
  from,
  to,
  onChange,
}: {
  labels: { from: string; to: string };
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from?: string | undefined; to?: string | undefined }) => void;
}) {
  return (
    <div className="flex flex-wrap items-start gap-2">
      <DateFilter label={labels.from} value={from} max={to} onChange={(value) => onChange({ from: value })} />
      <DateFilter label={labels.to} value={to} min={from} onChange={(value) => onChange({ to: value })} />
    </div>
  );
}
