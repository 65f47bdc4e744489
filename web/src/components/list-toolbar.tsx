import type { ReactNode } from 'react';

/**
 * The bar above a list: search box and filters from the left, the list's own actions (import, create …) pushed
 * to the right, wrapping on narrow screens. With a label the bar is a named group, so screen readers say what its
 * controls filter.
 */
export function ListToolbar({
  label,
  actions,
  children,
}: {
  label?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div role={label ? 'group' : undefined} aria-label={label} className="mb-4 flex flex-wrap items-center gap-2">
      {children}
      {actions && <div className="ml-auto flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
