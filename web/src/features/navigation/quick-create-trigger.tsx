import { Plus, type LucideIcon } from 'lucide-react';
import type { FileRouteTypes } from '../../routeTree.gen.ts';

/** One thing the "+ Opret" menu offers to create. */
export interface QuickCreateItem {
  id: 'visit' | 'customer' | 'employee';
  to: FileRouteTypes['to'];
  icon: LucideIcon;
}

/** The "+ Opret" button's look, the same before and after the menu's code is here. */
export const quickCreateTriggerClass =
  'inline-flex size-9 items-center justify-center gap-1.5 rounded-full bg-accent text-[13px] font-medium ' +
  'text-accent-foreground shadow-sm transition-colors hover:bg-accent-hover focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-ring sm:w-auto sm:pl-2.5 sm:pr-3.5';

export function QuickCreateTriggerContent({ label }: { label: string }) {
  return (
    <>
      <Plus className="size-4 shrink-0" aria-hidden="true" />
      <span className="hidden sm:inline">{label}</span>
    </>
  );
}
