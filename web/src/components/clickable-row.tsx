import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** The link in a clickable row's first cell: the row's way in for the keyboard and screen readers. */
export const rowLinkClasses = 'hover:underline focus-visible:outline-2 focus-visible:outline-ring';

/**
 * A table row that opens its record when clicked anywhere, a larger target for the mouse. The row itself is not
 * focusable (one tab stop per record): keyboard and screen reader users open it with the link in the row. A click
 * on the row's own links, buttons or checkboxes does only what that control does.
 */
export function ClickableRow({
  onOpen,
  className,
  children,
}: {
  onOpen: () => void;
  className?: string | false;
  children: ReactNode;
}) {
  return (
    <tr
      className={cn('cursor-pointer hover:bg-surface-muted/40', className)}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a, input, button')) return;
        onOpen();
      }}
    >
      {children}
    </tr>
  );
}
