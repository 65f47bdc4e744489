import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Select } from '../../components/select.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { parentCandidatesOptions } from './customers-api.ts';

/**
 * The parent customer of a location (enableCustomerHierarchy): a search box narrows the top-level customers the
 * select offers; "none" makes the customer a top-level one.
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
  const search = useDebounced(term.trim(), 300);
  const candidates = useQuery(parentCandidatesOptions(search));
  const options = (candidates.data ?? []).filter((c) => c.id !== excludeId);
  const selectedMissing = value && !options.some((c) => c.id === value);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('customers.fields.parentSearch')}>
        <Input
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={t('customers.parentSearchPlaceholder')}
        />
      </Field>
      <Field label={t('customers.fields.parentCustomerId')} error={error} help={t('customers.help.parentCustomerId')}>
        <Select value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('customers.noParent')}</option>
          {selectedMissing && (
            <option value={value}>
              {currentParent?.id === value ? currentParent.name : t('customers.selectedParent')}
            </option>
          )}
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
              {c.address.city ? ` · ${c.address.city}` : ''}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
