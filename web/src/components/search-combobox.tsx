import type { ReactNode } from 'react';
import { useCombobox } from 'downshift';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { Input } from './input.tsx';
import { Spinner } from './spinner.tsx';

export interface SearchComboboxProps<T> {
  /** The accessible name of the field and of its list. */
  label: string;
  placeholder?: string;
  /** The server's answer for the current search; undefined until the first one arrives. */
  items: readonly T[] | undefined;
  /** A search is on its way (the list may still show the previous answer). */
  searching: boolean;
  /** Shown when the answer is empty ("Ingen kunder fundet"). */
  emptyText: string;
  itemKey: (item: T) => string;
  /** The item as text: what a screen reader reads for the option unless renderItem says more. */
  itemText: (item: T) => string;
  renderItem?: (item: T) => ReactNode;
  /** The typed text, on every keystroke (the caller debounces its query). */
  onSearch: (term: string) => void;
  /** The list opened or closed; a caller may query only while it is open. */
  onOpenChange?: (open: boolean) => void;
  onPick: (item: T) => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

/**
 * A search field whose suggestions come from the server, as the WAI-ARIA combobox pattern (Downshift's
 * useCombobox): role=combobox on the field, the list as role=listbox with role=option items, the highlighted
 * option announced through aria-activedescendant while focus stays in the field. Arrow keys move (none is
 * highlighted until the first Arrow Down), Enter picks, Escape closes, a click outside closes. Picking empties
 * the field: the caller shows what was picked its own way (SearchPicker).
 */
export function SearchCombobox<T>({
  label,
  placeholder,
  items,
  searching,
  emptyText,
  itemKey,
  itemText,
  renderItem,
  onSearch,
  onOpenChange,
  onPick,
  id,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
  className,
}: SearchComboboxProps<T>) {
  const { t } = useTranslation();
  const list = items ?? [];
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<T>({
    items: list as T[],
    inputId: id,
    // The typed text is left to Downshift (uncontrolled): a controlled one can be overwritten by a state change
    // computed from the previous keystroke's text while the person is still typing.
    selectedItem: null,
    itemToString: (item) => (item ? itemText(item) : ''),
    itemToKey: (item) => (item ? itemKey(item) : null),
    stateReducer: (_state, { changes }) =>
      // A pick leaves the field empty instead of filling it with the picked item's text.
      changes.selectedItem ? { ...changes, inputValue: '' } : changes,
    onInputValueChange: ({ inputValue }) => onSearch(inputValue),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onPick(selectedItem);
    },
    onIsOpenChange: ({ isOpen: open }) => onOpenChange?.(open),
  });

  // What the open list has to say besides its options: a search under way, or no match.
  const notice: 'searching' | 'empty' | null =
    !isOpen || list.length > 0 ? null : items === undefined || searching ? 'searching' : 'empty';
  const noticeText = notice === 'searching' ? t('controls.combobox.searching') : notice === 'empty' ? emptyText : null;

  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <Input
        {...getInputProps({
          'aria-label': label,
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy,
          placeholder,
          autoComplete: 'off',
          spellCheck: false,
          className: 'pl-9 pr-8',
        })}
      />
      {isOpen && searching && list.length > 0 && (
        <Spinner className="pointer-events-none absolute right-3 top-1/2 size-3.5 -translate-y-1/2 text-muted" />
      )}
      {/* Always there, so a screen reader hears the number of results, a search under way or "none". */}
      <div role="status" className="sr-only">
        {noticeText ?? (isOpen && !searching ? t('controls.combobox.results', { count: list.length }) : '')}
      </div>
      <div
        className={cn(
          'absolute z-30 mt-1 w-full min-w-64 overflow-hidden rounded-md border border-border bg-surface shadow-lg',
          !isOpen && 'hidden',
        )}
      >
        {noticeText && (
          <p className="flex items-center gap-2 px-3 py-2 text-[13px] text-muted" aria-hidden="true">
            {notice === 'searching' && <Spinner className="size-3.5" />}
            {noticeText}
          </p>
        )}
        <ul
          {...getMenuProps({ 'aria-label': label })}
          className={cn('max-h-64 overflow-y-auto p-1', list.length === 0 && 'hidden')}
        >
          {isOpen &&
            list.map((item, index) => (
              <li
                key={itemKey(item)}
                {...getItemProps({ item, index })}
                className={cn(
                  'cursor-pointer rounded px-3 py-1.5 text-[13px]',
                  highlightedIndex === index && 'bg-surface-muted',
                )}
              >
                {renderItem ? renderItem(item) : itemText(item)}
              </li>
            ))}
        </ul>
      </div>
    </div>
  );
}
