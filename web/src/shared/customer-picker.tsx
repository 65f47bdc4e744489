import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SearchPicker } from '../components/search-picker.tsx';
import { useDebounced } from '../lib/use-debounced.ts';
import { customerAddressOptions, customerPickOptions, type CustomerPick } from './customer-pick-api.ts';
import { CustomerOption, customerOptionText } from './customer-option.tsx';

/**
 * Picks a customer by searching the customers query (an accessible combobox); shows the chosen customer's name
 * with a button that removes it. Used by the visits' filter bar, the visit form and the invoices' ready tab.
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
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebounced(term.trim(), 200);
  const chosen = useQuery({ ...customerAddressOptions(value ?? ''), enabled: value !== null });
  const results = useQuery({ ...customerPickOptions(search), enabled: open && value === null });

  return (
    <SearchPicker<CustomerPick>
      id={id}
      className={compact ? 'min-w-44' : undefined}
      label={label}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      placeholder={t('visits.picker.customerPlaceholder')}
      chosen={value === null ? undefined : (chosen.data?.name ?? null)}
      clearLabel={t('visits.picker.clearCustomer', { name: chosen.data?.name ?? '' })}
      onClear={() => onChange(null)}
      items={results.data}
      searching={results.isFetching || term.trim() !== search}
      emptyText={t('visits.picker.noCustomers')}
      itemKey={(c) => c.id}
      itemText={customerOptionText}
      renderItem={(c) => <CustomerOption customer={c} />}
      onSearch={setTerm}
      onOpenChange={setOpen}
      onPick={(c) => {
        setTerm('');
        onChange(c);
      }}
    />
  );
}
