import { useContext } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge.tsx';
import type { PlanningVisit } from './planning-api.ts';
import { BoardVisitCard, type CardDragData } from './board-visit-card.tsx';
import { CarryTargetContext } from './board-cell.tsx';
import { sideListId } from './board-layout.ts';

/**
 * The side list: visits without a time or without anyone on them, and the ones an accepted booking request made
 * (marked), newest first. Each is dragged (or picked up with Enter) onto an employee's day to plan it.
 */
export function UnscheduledList({
  visits,
  selected,
  carriedId,
  onToggleSelect,
  onPickUp,
  onOpen,
}: {
  visits: readonly PlanningVisit[];
  selected: ReadonlySet<string>;
  carriedId: string | null;
  onToggleSelect: (visitId: string) => void;
  onPickUp: (data: CardDragData) => void;
  onOpen: (visitId: string) => void;
}) {
  const { t } = useTranslation();
  const label = t('planning.unscheduled.title');
  const cardRole = t('planning.cardRole');
  // A drop target too: a visit put here is taken off the plan.
  const { setNodeRef, isOver } = useDroppable({ id: sideListId, data: { label } });
  const carriedHere = useContext(CarryTargetContext) === sideListId;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby="planning-unscheduled"
      data-cell={sideListId}
      data-label={label}
      className={`flex min-h-24 flex-col rounded-lg p-1 ${isOver || carriedHere ? 'bg-accent-soft ring-2 ring-accent' : ''}`}
    >
      <h2 id="planning-unscheduled" className="px-1 pb-2 text-sm font-semibold">
        {t('planning.unscheduled.title')} <span className="font-normal text-muted">({visits.length})</span>
      </h2>
      {visits.length === 0 ? (
        <p className="px-1 text-[13px] text-muted">{t('planning.unscheduled.empty')}</p>
      ) : (
        <ul className="flex min-h-0 flex-col gap-1.5 overflow-y-auto pr-1" aria-label={label}>
          {visits.map((visit) => (
            <li key={visit.id} className="rounded-md">
              <BoardVisitCard
                visit={visit}
                fromEmployeeId={null}
                originCell={null}
                selected={selected.has(visit.id)}
                roleDescription={cardRole}
                conflicts={[]}
                carried={carriedId === visit.id}
                onToggleSelect={onToggleSelect}
                onPickUp={onPickUp}
                onOpen={onOpen}
              />
              <div className="mt-0.5 flex flex-wrap items-center gap-1 px-1 text-[11px] text-muted">
                {visit.bookingKind && <Badge tone="info">{t(`planning.bookingKind.${visit.bookingKind}`)}</Badge>}
                {visit.description && <span className="truncate">{visit.description}</span>}
                {visit.address && <span className="truncate">{visit.address}</span>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
