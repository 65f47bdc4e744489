import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field.tsx';
import { SearchPicker } from '../../components/search-picker.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { parentCandidatesOptions } from './customers-api.ts';
import { CustomerOption, customerOptionText } from '../../shared/customer-option.tsx';

interface ParentCandidate {
  id: string;
  name: string;
  address: { city: string | null };
}

/**
 * The parent customer of a location (enableCustomerHierarchy): a search over the top-level customers (an
 * accessible combobox); removing the chosen parent makes the customer a top-level one again.
 */
export function ParentPicker({
  value,
  onChange,
  currentParent,
  excludeId,
  error,
}: {
  value: string;
  onChange: (id: string) => void;
  currentParent: { id: string; name: string } | null;
  excludeId?: string | undefined;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  // The name of a parent picked here; the saved parent's name comes with the customer.
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const search = useDebounced(term.trim(), 300);
  const candidates = useQuery({ ...parentCandidatesOptions(search), enabled: open && !value });
  const options = candidates.data?.filter((c) => c.id !== excludeId);
  const chosenName = [picked, currentParent].find((p) => p?.id === value)?.name;

  return (
    <Field label={t('customers.fields.parentCustomerId')} error={error} help={t('customers.help.parentCustomerId')}>
      <SearchPicker<ParentCandidate>
        label={t('customers.fields.parentCustomerId')}
        placeholder={t('customers.parentSearchPlaceholder')}
        chosen={value ? (chosenName ?? null) : undefined}
        clearLabel={t('customers.clearParent', { name: chosenName ?? '' })}
        onClear={() => onChange('')}
        items={options}
        searching={candidates.isFetching || term.trim() !== search}
        emptyText={t('customers.noParentCandidates')}
        itemKey={(c) => c.id}
        itemText={customerOptionText}
        renderItem={(c) => <CustomerOption customer={c} />}
        onSearch={setTerm}
        onOpenChange={setOpen}
        onPick={(c) => {
          setPicked({ id: c.id, name: c.name });
          setTerm('');
          onChange(c.id);
        }}
      />
    </Field>
  );
}
