import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Required: every dialog has a title for screen readers. */
  title: ReactNode;
  description?: ReactNode;
  /** Hide the title visually (it stays available to assistive technology). */
  hideTitle?: boolean;
  closeLabel: string;
  className?: string;
  children: ReactNode;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  hideTitle,
  closeLabel,
  className,
  children,
}: DialogProps) {
  // Radix gives focus back to its Dialog.Trigger on closing; these dialogs are opened by state (a button, a menu item,
  // a shortcut), so the element that had focus when one opened gets it back, as long as it is still on the page.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40 backdrop-blur-[2px] data-[state=open]:animate-in" />
        <RadixDialog.Content
          className={cn(
            'fixed left-1/2 top-[8vh] z-50 flex max-h-[84vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 flex-col',
            'rounded-xl border border-border bg-surface shadow-2xl focus:outline-none',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className={cn('flex items-start justify-between gap-4 px-5 pt-4', hideTitle ? 'sr-only' : 'pb-3')}>
            <div>
              <RadixDialog.Title className="text-base font-semibold">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-0.5 text-[13px] text-muted">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
          <RadixDialog.Close
            className="absolute right-3 top-3 inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            aria-label={closeLabel}
          >
            <X className="size-4" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
