/**
 * The planning module's public entry (issue #20, the planning board): the board's data for a range of days (field
 * staff, their visits, the visits not yet scheduled, absences) and the board's drop (assign and schedule in one save).
 * Administrators only, with the company's `enablePlanningPage`. The conflict rules are the domain's (planning.ts).
 * GraphQL: planning.schema.ts.
 */
export type { PlanningBoard, PlanningVisit } from './planning-records.ts';
export {
  readPlanningBoard,
  readPlanningBoardPacked,
  planningLimits,
  type PlanningBoardInput,
} from './read-planning-board.ts';
export { planBoardVisit } from './plan-board-visit.ts';
export { readPlanningCompany, type PlanningCompany } from './planning-company.ts';
