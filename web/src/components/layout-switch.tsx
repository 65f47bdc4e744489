import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn.ts';

export interface LayoutChoice<Id extends string> {
  id: Id;
  icon: LucideIcon;
  label: string;
}

/**
 * A list's layouts (table, map, calendar) as a radio group of icon buttons. On a phone only the icons show, so the
 * switch shares a row with the page's actions; the labels stay for screen readers.
 */
export function LayoutSwitch<Id extends string>({
  label,
  layouts,
  value,
  onChange,
}: {
  label: string;
  layouts: readonly LayoutChoice<Id>[];
  value: Id;
  onChange: (id: Id) => void;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="inline-flex rounded-lg border border-border bg-surface p-0.5">
      {layouts.map((l) => (
        <button
          key={l.id}
          type="button"
          role="radio"
          aria-checked={value === l.id}
          onClick={() => onChange(l.id)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-[13px] font-medium text-muted hover:text-foreground',
            'focus-visible:outline-2 focus-visible:outline-ring',
            value === l.id && 'bg-accent-soft text-accent',
          )}
        >
          <l.icon className="size-4" aria-hidden="true" />
          <span className="max-sm:sr-only">{l.label}</span>
        </button>
      ))}
    </div>
  );
}
