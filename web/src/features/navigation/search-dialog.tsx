import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, SearchX } from 'lucide-react';
import { Dialog } from '../../components/dialog.tsx';
import { EmptyState } from '../../components/states.tsx';

/**
 * The global search (decisions.md). The searchable entities (customers, visits, employees, invoices) are built
 * in later issues; until then the dialog says so honestly instead of showing fake results.
 */
export function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTerm('');
        onOpenChange(next);
      }}
      title={t('search.title')}
      hideTitle
      closeLabel={t('common.close')}
      className="max-w-xl"
    >
      <div className="flex items-center gap-2.5 border-b border-border px-4 pr-12">
        <Search className="size-4 shrink-0 text-muted" aria-hidden="true" />
        <input
          autoFocus
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.title')}
          className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted"
        />
      </div>
      <EmptyState icon={SearchX} title={t('search.emptyTitle')} body={t('search.emptyBody')} className="py-10" />
    </Dialog>
  );
}
