import { visitPlace } from '@servio/domain/planning';
import { localParts } from '@servio/domain/local-dates';
import type { PlanningBoardData } from './planning-api.ts';
import { place } from './board-conflicts.ts';
import { routeColour } from './route-colours.ts';
import type { EmployeeRoute } from './route-map.tsx';

/**
 * The route map's lines for one day: each employee's visits of that day with a place (a material's fixed address,
 * else the visit's coordinates) in visiting order, in the person's colour; employees without any are left out.
 */
export function dayRoutes(board: Pick<PlanningBoardData, 'employees' | 'visits'>, day: number): EmployeeRoute[] {
  return board.employees.flatMap((employee) => {
    const stops = board.visits
      .filter((v) => v.start && v.employeeIds.includes(employee.id) && localParts(new Date(v.start)).days === day)
      .sort((a, b) => Date.parse(a.start!) - Date.parse(b.start!))
      .flatMap((v) => {
        const at = place(v);
        const where = at ? visitPlace(at) : null;
        return where ? [{ visitId: v.id, caseNumber: v.caseNumber, label: v.customerName ?? '', ...where }] : [];
      });
    return stops.length
      ? [{ employeeId: employee.id, name: employee.name, colour: routeColour(employee.id), stops }]
      : [];
  });
}
