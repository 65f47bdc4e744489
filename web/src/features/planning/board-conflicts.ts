import {
  employeeConflicts,
  fixedAddressConflict,
  type PlanningConflict,
  type PlanningVisitPlace,
} from '@servio/domain/planning';
import type { TFunction } from 'i18next';
import type { Placement, PlanningBoardData, PlanningVisit } from './planning-api.ts';
import { placed } from './board-layout.ts';

/*
 * The board's warnings, by the domain's rules (domain/src/planning.ts, unit-tested there): computed in the browser
 * from the board's data, so a drag shows them before the drop and the saved board shows them after.
 */

/** What the domain's rules need of a visit; null for one without a time. */
export const place = (v: PlanningVisit): PlanningVisitPlace | null =>
  v.start && v.end
    ? {
        id: v.id,
        start: new Date(v.start),
        end: new Date(v.end),
        employeeIds: v.employeeIds,
        latitude: v.latitude ?? null,
        longitude: v.longitude ?? null,
        fixedAddress: v.fixedAddress
          ? { latitude: v.fixedAddress.latitude, longitude: v.fixedAddress.longitude }
          : null,
      }
    : null;

type Board = Pick<PlanningBoardData, 'employees' | 'absences' | 'travelSpeedKmh'>;

function conflictsOf(board: Board, visits: readonly PlanningVisit[], employeeIds?: ReadonlySet<string>) {
  const places = visits.map(place).filter((p): p is PlanningVisitPlace => p !== null);
  const byEmployee = new Map<string, PlanningVisitPlace[]>();
  for (const p of places)
    for (const id of p.employeeIds) {
      if (employeeIds && !employeeIds.has(id)) continue;
      const list = byEmployee.get(id);
      if (list) list.push(p);
      else byEmployee.set(id, [p]);
    }
  const found: PlanningConflict[] = [];
  for (const employee of board.employees) {
    const own = byEmployee.get(employee.id);
    if (!own) continue;
    found.push(
      ...employeeConflicts({
        employeeId: employee.id,
        workingHours: employee.workingHours,
        visits: own,
        absences: board.absences.filter((a) => a.employeeId === employee.id),
        travelSpeedKmh: board.travelSpeedKmh,
      }),
    );
  }
  for (const p of places) {
    const fixed = fixedAddressConflict(p);
    if (fixed) found.push(fixed);
  }
  return found;
}

/** Every visit's conflicts on the board, by visit id. */
export function boardConflicts(board: Board & { visits: readonly PlanningVisit[] }): Map<string, PlanningConflict[]> {
  const map = new Map<string, PlanningConflict[]>();
  for (const c of conflictsOf(board, board.visits)) {
    const list = map.get(c.visitId);
    if (list) list.push(c);
    else map.set(c.visitId, [c]);
  }
  return map;
}

/** The conflicts the placements would have if dropped now: of the moved visits, on their new rows. */
export function previewConflicts(
  board: Board & { visits: readonly PlanningVisit[]; unscheduled: readonly PlanningVisit[] },
  placements: readonly Placement[],
): PlanningConflict[] {
  const moving = new Map(placements.map((p) => [p.id, p]));
  const byId = new Map([...board.unscheduled, ...board.visits].map((v) => [v.id, v]));
  const visits = [
    ...board.visits.filter((v) => !moving.has(v.id)),
    ...placements.flatMap((p) => {
      const v = byId.get(p.id);
      return v ? [placed(v, p)] : [];
    }),
  ];
  const rows = new Set(placements.flatMap((p) => p.employeeIds));
  return conflictsOf(board, visits, rows).filter((c) => moving.has(c.visitId));
}

/** A conflict in words ("Dobbeltbooking med #1042 (Anna)"). */
export function conflictText(
  t: TFunction,
  c: PlanningConflict,
  names: { employee: (id: string) => string; caseNumber: (visitId: string) => string },
): string {
  const employee = c.employeeId ? names.employee(c.employeeId) : '';
  switch (c.kind) {
    case 'double_booking':
      return t('planning.conflict.double_booking', { employee, other: names.caseNumber(c.otherVisitId ?? '') });
    case 'outside_hours':
      return t('planning.conflict.outside_hours', { employee });
    case 'absent':
      return t(`planning.conflict.absent_${c.absenceType === 'sick' ? 'sick' : 'vacation'}`, { employee });
    case 'travel':
      return t('planning.conflict.travel', {
        employee,
        other: names.caseNumber(c.otherVisitId ?? ''),
        travel: c.travelMinutes ?? 0,
        gap: Math.max(0, c.gapMinutes ?? 0),
      });
    case 'fixed_address':
      return t('planning.conflict.fixed_address');
  }
}
