import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { SearchCombobox } from '../../components/search-combobox.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { materialsByIdsOptions, materialsOptions, type MaterialListItem } from './materials-api.ts';
import { materialTitle } from './material-label.ts';

/**
 * The visit form's materials: the units the visit services, picked by searching (the chosen customer's units first)
 * and listed with a button each that takes it off. Only once the visit has a start and an end (the spec's rule; the
 * server refuses otherwise): until then the field is disabled and says why.
 */
export function VisitMaterialsField({
  value,
  onChange,
  customerId,
  hasTime,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  customerId: string | null;
  hasTime: boolean;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebounced(term.trim(), 200);
  const chosen = useQuery(materialsByIdsOptions(value));
  const results = useQuery({
    ...materialsOptions({ search: search || null, customerId: search ? null : customerId, limit: 20 }),
    enabled: open && hasTime,
  });
  const label = t('materials.visitField.label');
  const helpId = 'visit-materials-help';
  const errorId = 'visit-materials-error';

  return (
    <div>
      <span className="block text-[13px] font-medium">{label}</span>
      {value.length > 0 && (
        <ul className="mt-1.5 flex flex-wrap gap-2" aria-label={t('materials.visitField.chosen')}>
          {value.map((id) => {
            const m = chosen.data?.find((c) => c.id === id);
            const name = m ? materialTitle(m) : '…';
            return (
              <li
                key={id}
                className="inline-flex items-center gap-1.5 rounded-md border border-border bg-surface px-2 py-1 text-[13px]"
              >
                {name}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((x) => x !== id))}
                  aria-label={t('materials.visitField.remove', { name })}
                  className="rounded p-0.5 text-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {hasTime ? (
        <div className="mt-1.5">
          <SearchCombobox<MaterialListItem>
            label={label}
            placeholder={t('materials.visitField.placeholder')}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : helpId}
            items={results.data?.items.filter((m) => !value.includes(m.id))}
            searching={results.isFetching || term.trim() !== search}
            emptyText={t('materials.visitField.none')}
            itemKey={(m) => m.id}
            itemText={(m) => [materialTitle(m), m.customer?.name, m.placement].filter(Boolean).join(' · ')}
            onSearch={setTerm}
            onOpenChange={setOpen}
            onPick={(m) => {
              setTerm('');
              onChange([...value, m.id]);
            }}
          />
        </div>
      ) : null}
      {!error && (
        <p id={helpId} className="mt-1.5 text-[13px] text-muted">
          {hasTime ? t('materials.visitField.help') : t('materials.visitField.needsTime')}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-[13px] text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
