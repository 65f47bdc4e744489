import { createContext, memo, useContext, type ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { cn } from '../../lib/cn.ts';
import { cellId, type CellTarget } from './board-layout.ts';

/** The cell a visit carried with the keyboard would be put in now (highlighted as a drag's target is). */
export const CarryTargetContext = createContext<string | null>(null);

/** A drop target: an employee's day or hour. `label` names it to screen readers while something is carried over it. */
export const BoardCell = memo(function BoardCell({
  target,
  label,
  absent,
  className,
  children,
}: {
  target: CellTarget;
  label: string;
  absent?: string | null;
  className?: string;
  children?: ReactNode;
}) {
  const id = cellId(target);
  const { setNodeRef, isOver } = useDroppable({ id, data: { label } });
  const carriedHere = useContext(CarryTargetContext) === id;
  return (
    <div
      ref={setNodeRef}
      data-cell={id}
      data-label={label}
      className={cn(
        // Off screen, the browser skips a cell's layout and paint (most of a 50-person board is below the fold).
        'relative min-h-12 border-b border-l border-border p-1 [content-visibility:auto] [contain-intrinsic-size:auto_3rem]',
        absent &&
          'bg-[repeating-linear-gradient(135deg,transparent,transparent_6px,var(--color-surface-muted)_6px,var(--color-surface-muted)_12px)]',
        (isOver || carriedHere) && 'bg-accent-soft ring-2 ring-inset ring-accent',
        className,
      )}
    >
      {absent && <span className="sr-only">{absent}</span>}
      {children}
    </div>
  );
});

/** A day's load for one employee: planned against working time, red past full. */
export function LoadBar({ ratio, label }: { ratio: number; label: string }) {
  const width = Math.min(1, Number.isFinite(ratio) ? ratio : 1) * 100;
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(Number.isFinite(ratio) ? ratio * 100 : 100)}
      className="mt-1 h-1 w-full overflow-hidden rounded-full bg-surface-muted"
    >
      <div
        className={cn('h-full rounded-full', ratio > 1 ? 'bg-danger' : ratio > 0.85 ? 'bg-warning' : 'bg-success')}
        style={{ width: `${width}%` }}
      />
    </div>
  );
}
