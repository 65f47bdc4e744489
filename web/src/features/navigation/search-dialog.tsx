import { useState } from 'react';
import { Command } from 'cmdk';
import { useTranslation } from 'react-i18next';
import { Search, SearchX } from 'lucide-react';
import { Dialog } from '../../components/dialog.tsx';
import { EmptyState } from '../../components/states.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { useGlobalSearch, type SearchResult } from './use-global-search.ts';

// cmdk renders a group's heading as a div of its own; styled as the dialog's section headings were.
const groupClass =
  'mb-2 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-[11px] [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wider [&_[cmdk-group-heading]]:text-muted';
const resultClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-[13px] data-[selected=true]:bg-surface-muted data-[selected=true]:outline-1 data-[selected=true]:outline-ring';

/**
 * The global search (decisions.md), a command palette (cmdk, docs/decisions/0010): the groups the role may search,
 * answered by the server (cmdk filters nothing itself). cmdk gives the keyboard: arrows move through every group, Enter
 * opens the highlighted result, which is the first one until the user picks another; Escape closes (Radix Dialog),
 * and focus goes back to what opened it. Loaded with its first opening, not with the shell.
 */
export function SearchDialog({
  session,
  open,
  onOpenChange,
}: {
  session: MeAndSettings;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  // The highlighted result when the user moved off the first one; otherwise the first result is highlighted, also
  // when a group that answers later lands above the one that answered first.
  const [chosen, setChosen] = useState<string | null>(null);
  const { search, groups, loading, error, retry, empty, count } = useGlobalSearch(session, term, open);
  const values = groups.flatMap((g) => g.results.map((r) => r.value));
  const selected = chosen !== null && values.includes(chosen) ? chosen : (values[0] ?? '');

  const reset = () => {
    setTerm('');
    setChosen(null);
  };
  const pick = (result: SearchResult) => {
    reset();
    onOpenChange(false);
    result.open();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={t('search.title')}
      hideTitle
      closeLabel={t('common.close')}
      className="max-w-xl"
    >
      <Command
        label={t('search.title')}
        shouldFilter={false}
        vimBindings={false}
        value={selected}
        onValueChange={(value) => setChosen(value === values[0] ? null : value)}
      >
        <div className="flex items-center gap-2.5 border-b border-border px-4 pr-12">
          <Search className="size-4 shrink-0 text-muted" aria-hidden="true" />
          {/* No autoFocus: the dialog focuses the field itself, after noting what had focus (it gets it back). */}
          <Command.Input
            value={term}
            onValueChange={(value) => {
              setTerm(value);
              setChosen(null);
            }}
            placeholder={t(session.me.role === 'customer' ? 'search.placeholderCustomer' : 'search.placeholder')}
            className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted"
          />
          {loading && <Spinner className="size-4 shrink-0 text-muted" />}
        </div>
        <div className="max-h-[60vh] overflow-y-auto p-2">
          <Command.List label={t('search.title')} className={groups.length === 0 ? 'hidden' : undefined}>
            {groups.map((group) => (
              <Command.Group key={group.key} heading={group.heading} className={groupClass}>
                {group.results.map((result) => (
                  <Command.Item
                    key={result.value}
                    value={result.value}
                    onSelect={() => pick(result)}
                    className={result.more ? `${resultClass} text-accent` : resultClass}
                  >
                    <ResultRow result={result} />
                  </Command.Item>
                ))}
              </Command.Group>
            ))}
          </Command.List>
          {error && (
            <ErrorState
              title={t('common.loadErrorTitle')}
              body={t(errorMessageKey(error))}
              retryLabel={t('common.retry')}
              onRetry={retry}
            />
          )}
          {empty && <EmptyState icon={SearchX} title={t('search.noResults', { term: search })} className="py-8" />}
          <p role="status" className="sr-only">
            {loading
              ? t('controls.combobox.searching')
              : empty
                ? t('search.noResults', { term: search })
                : count > 0
                  ? t('controls.combobox.results', { count })
                  : ''}
          </p>
          <p className="px-3 py-2 text-xs text-muted">{t('search.visitsLater')}</p>
        </div>
      </Command>
    </Dialog>
  );
}

function ResultRow({ result }: { result: SearchResult }) {
  const Icon = result.icon;
  return (
    <>
      {Icon && <Icon className="size-4 shrink-0 text-muted" aria-hidden="true" />}
      {result.caseNumber !== undefined && (
        <span className="shrink-0 font-medium tabular-nums">#{result.caseNumber}</span>
      )}
      <span
        className={
          result.more || result.caseNumber !== undefined
            ? 'min-w-0 flex-1 truncate'
            : 'min-w-0 flex-1 truncate font-medium'
        }
      >
        {result.title}
      </span>
      {result.detail && <span className="truncate text-xs text-muted">{result.detail}</span>}
    </>
  );
}
