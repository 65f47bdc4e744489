import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import { Input } from '../../components/input.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { cn } from '../../lib/cn.ts';
import { customerAddressOptions, customerPickOptions, type CustomerPick } from './visits-api.ts';

/**
 * Picks a customer by searching the customers query (a listbox under a search field). Shows the chosen
 * customer's name with a clear button. Used by the filter bar and the visit form.
 */
export function CustomerPicker({
  value,
  onChange,
  label,
  invalid,
  describedBy,
  id,
  compact,
}: {
  value: string | null;
  onChange: (customer: CustomerPick | null) => void;
  label: string;
  invalid?: boolean;
  describedBy?: string;
  id?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebounced(term.trim(), 200);
  const chosen = useQuery({ ...customerAddressOptions(value ?? ''), enabled: value !== null });
  const results = useQuery({ ...customerPickOptions(search), enabled: open && value === null });

  if (value !== null) {
    return (
      <div
        id={id}
        className={cn(
          'flex h-9 items-center justify-between gap-2 rounded-md border border-border-strong bg-surface px-3 text-sm shadow-xs',
          compact && 'min-w-44',
        )}
      >
        <span className="truncate">{chosen.data?.name ?? <Spinner className="size-3.5 text-muted" />}</span>
        <button
          type="button"
          onClick={() => onChange(null)}
          aria-label={t('visits.picker.clearCustomer', { name: chosen.data?.name ?? '' })}
          className="rounded p-0.5 text-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      </div>
    );
  }

  return (
    <div className={cn('relative', compact && 'min-w-44')}>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        value={term}
        placeholder={t('visits.picker.customerPlaceholder')}
        onChange={(e) => {
          setTerm(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        className="pl-9"
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute z-30 mt-1 max-h-64 w-full min-w-64 overflow-y-auto rounded-md border border-border bg-surface p-1 shadow-lg"
        >
          {results.isPending && (
            <li className="px-3 py-2 text-[13px] text-muted">
              <Spinner className="size-3.5" />
            </li>
          )}
          {results.data?.length === 0 && (
            <li className="px-3 py-2 text-[13px] text-muted">{t('visits.picker.noCustomers')}</li>
          )}
          {results.data?.map((c) => (
            <li
              key={c.id}
              role="option"
              aria-selected={false}
              tabIndex={-1}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                onChange(c);
                setTerm('');
                setOpen(false);
              }}
              className="cursor-pointer rounded px-3 py-1.5 text-[13px] hover:bg-surface-muted"
            >
              <span className="font-medium">{c.name}</span>
              {c.address.city && <span className="ml-2 text-xs text-muted">{c.address.city}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
