import { useEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { Spinner } from './spinner.tsx';
import { SearchCombobox, type SearchComboboxProps } from './search-combobox.tsx';

/**
 * Picks one record by searching for it (SearchCombobox); once picked, it shows the record's name with a button
 * that removes it. Focus follows the person: to the remove button after a pick, back to the search after removing,
 * so the keyboard never drops to the top of the page.
 */
export function SearchPicker<T>({
  chosen,
  clearLabel,
  onClear,
  id,
  className,
  ...combobox
}: SearchComboboxProps<T> & {
  /** The picked record's text, null while it loads; undefined when nothing is picked. */
  chosen: ReactNode | null | undefined;
  clearLabel: string;
  onClear: () => void;
}) {
  const searchRef = useRef<HTMLDivElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  const picked = chosen !== undefined;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (picked) clearRef.current?.focus();
    else searchRef.current?.querySelector('input')?.focus();
  }, [picked]);

  if (picked) {
    return (
      <div
        id={id}
        className={cn(
          'flex h-9 items-center justify-between gap-2 rounded-md border border-border-strong bg-surface px-3 text-sm shadow-xs',
          className,
        )}
      >
        <span className="truncate">{chosen ?? <Spinner className="size-3.5 text-muted" />}</span>
        <button
          ref={clearRef}
          type="button"
          onClick={() => {
            moveFocus.current = true;
            onClear();
          }}
          aria-label={clearLabel}
          className="rounded p-0.5 text-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      </div>
    );
  }
  return (
    <div ref={searchRef} className={className}>
      <SearchCombobox
        {...combobox}
        id={id}
        onPick={(item) => {
          moveFocus.current = true;
          combobox.onPick(item);
        }}
      />
    </div>
  );
}
