import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcements } from '@dnd-kit/core';
import type { PlanningBoardData, Placement, PlanningVisit } from './planning-api.ts';
import { parseCellId, type CellTarget } from './board-layout.ts';
import { conflictText, previewConflicts } from './board-conflicts.ts';
import { visitLabel, type CardDragData } from './board-visit-card.tsx';
import type { KeyboardCarry } from './use-keyboard-carry.ts';

/**
 * What a screen reader hears while a visit is carried, by mouse (dnd-kit's announcements) or keyboard (the status
 * line): the visit, the cell it is over, and the conflicts a drop there would have.
 */
export function useBoardSpeech({
  data,
  visitById,
  placementsFor,
  names,
}: {
  data: PlanningBoardData | undefined;
  visitById: ReadonlyMap<string, PlanningVisit>;
  placementsFor: (carried: CardDragData, target: CellTarget) => Placement[];
  names: { employee: (id: string) => string; caseNumber: (visitId: string) => string };
}) {
  const { t } = useTranslation();
  return useMemo(() => {
    const visitText = (visitId: string) => {
      const v = visitById.get(visitId);
      return v ? visitLabel(v) : '';
    };
    const overText = (carried: CardDragData, target: string | null, cell: string) => {
      const at = target ? parseCellId(target) : null;
      const warnings =
        carried.kind === 'move' && at && data
          ? previewConflicts(data, placementsFor(carried, at)).map((c) => conflictText(t, c, names))
          : [];
      return [t('planning.dnd.over', { visit: visitText(carried.visitId), cell }), ...warnings].join('. ');
    };
    const labelOf = (label: unknown) => (typeof label === 'string' ? label : t('planning.dnd.nowhere'));
    const carriedOf = (active: { data: { current?: unknown } }) => active.data.current as CardDragData;

    const announcements: Announcements = {
      onDragStart: ({ active }) => t('planning.dnd.start', { visit: visitText(carriedOf(active).visitId) }),
      onDragOver: ({ active, over }) =>
        overText(carriedOf(active), over ? String(over.id) : null, labelOf(over?.data.current?.label)),
      onDragEnd: ({ active, over }) =>
        over
          ? t('planning.dnd.end', {
              visit: visitText(carriedOf(active).visitId),
              cell: labelOf(over.data.current?.label),
            })
          : t('planning.dnd.cancel'),
      onDragCancel: () => t('planning.dnd.cancel'),
    };

    const describeCarry = (carry: KeyboardCarry, event: 'start' | 'over' | 'end' | 'cancel') => {
      const cell = labelOf(
        carry.cell ? document.querySelector<HTMLElement>(`[data-cell="${carry.cell}"]`)?.dataset.label : null,
      );
      if (event === 'start') return t('planning.dnd.start', { visit: visitText(carry.data.visitId) });
      if (event === 'cancel') return t('planning.dnd.cancel');
      if (event === 'end') return t('planning.dnd.end', { visit: visitText(carry.data.visitId), cell });
      return overText(carry.data, carry.cell, cell);
    };
    return { announcements, describeCarry };
  }, [data, names, placementsFor, t, visitById]);
}
