import { useCallback, useEffect, useState } from 'react';
import type { CardDragData } from './board-visit-card.tsx';
import { nextCell, sideListId, type CellTarget } from './board-layout.ts';

export interface KeyboardCarry {
  data: CardDragData;
  /** The cell it would be put in now; null until an arrow brings it onto the board (from the side list). */
  cell: string | null;
}

/**
 * Carrying a visit with the keyboard, the drag's equivalent: Enter on a visit picks it up, the arrow keys move it from
 * cell to cell (the cell is scrolled into view and highlighted), Enter or Space puts it down, Escape or Tab puts it
 * back. Its own keys rather than dnd-kit's keyboard sensor, which scrolls the board instead of moving once the
 * target passes the middle of a scrolling box. Each step is described for screen readers (`announce`).
 */
export function useKeyboardCarry({
  employeeOrder,
  columns,
  describe,
  onDrop,
}: {
  employeeOrder: readonly string[];
  columns: readonly Omit<CellTarget, 'employeeId'>[];
  describe: (carry: KeyboardCarry, event: 'start' | 'over' | 'end' | 'cancel') => string;
  /** `target`: a cell's id, or the side list's (sideListId). */
  onDrop: (data: CardDragData, target: string) => void;
}) {
  const [carry, setCarry] = useState<KeyboardCarry | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const pickUp = useCallback(
    (data: CardDragData) => {
      const started = { data, cell: data.originCell };
      setCarry(started);
      setAnnouncement(describe(started, 'start'));
    },
    [describe],
  );

  useEffect(() => {
    if (!carry) return;
    const onKey = (event: KeyboardEvent) => {
      const end = (kind: 'end' | 'cancel') => {
        event.preventDefault();
        event.stopPropagation();
        setCarry(null);
        setAnnouncement(describe(carry, kind));
      };
      if (event.key === 'Escape' || event.key === 'Tab') return end('cancel');
      if (event.key === 'Enter' || event.key === ' ') {
        const target = carry.cell;
        // Put down where it was picked up: nothing to do (from the side list, the side list).
        const moved = target !== null && target !== (carry.data.originCell ?? sideListId);
        end(moved ? 'end' : 'cancel');
        if (moved) onDrop(carry.data, target);
        return;
      }
      const cell = nextCell(carry.cell, event.key, employeeOrder, columns);
      if (!event.key.startsWith('Arrow')) return;
      event.preventDefault();
      event.stopPropagation();
      if (!cell) return;
      const moved = { ...carry, cell };
      setCarry(moved);
      setAnnouncement(describe(moved, 'over'));
      document.querySelector(`[data-cell="${cell}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [carry, columns, describe, employeeOrder, onDrop]);

  return { carry, pickUp, announcement };
}
