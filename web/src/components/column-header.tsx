import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../lib/cn.ts';

export type SortDirection = 'asc' | 'desc';

/** A list's order (the URL's `sort` and `dir`) and how to change it. */
export interface Sorting<S extends string> {
  sort: S;
  dir: SortDirection;
  onSort: (sort: S, dir: SortDirection) => void;
}

/**
 * A column's header cell. A column the server can sort by (`sortBy` with `sorting`) is a button: it sorts by the
 * column, ascending first and the other way on a second press, and aria-sort tells screen readers the order.
 * Other columns are plain header cells.
 */
export function ColumnHeader<S extends string>({
  label,
  sortBy,
  sorting,
  className,
}: {
  /** Translated. */
  label: string;
  sortBy?: S | undefined;
  sorting?: Sorting<S> | undefined;
  className?: string | undefined;
}) {
  const sortable = sortBy !== undefined && sorting !== undefined;
  const active = sortable && sorting.sort === sortBy;
  const Icon = active ? (sorting.dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <th
      scope="col"
      className={cn('px-4 py-2.5 font-medium', className)}
      aria-sort={active ? (sorting.dir === 'asc' ? 'ascending' : 'descending') : sortable ? 'none' : undefined}
    >
      {sortable ? (
        <button
          type="button"
          onClick={() => sorting.onSort(sortBy, active && sorting.dir === 'asc' ? 'desc' : 'asc')}
          className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          {label}
          <Icon className={cn('size-3.5', !active && 'opacity-40')} aria-hidden="true" />
        </button>
      ) : (
        label
      )}
    </th>
  );
}
