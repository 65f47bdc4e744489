import { dateParam, textParam } from '../../lib/search-params.ts';

/** The board's span: one day in hours, a week or two weeks in days. */
export type PlanningView = 'day' | 'week' | 'twoWeeks';
export const planningViews: readonly PlanningView[] = ['day', 'week', 'twoWeeks'];

/**
 * The board's state in the URL (so a dispatcher can share or reload it): the view, its first day, the department,
 * and whether the route map shows. Plain reading; in the first bundle, as every route's search rules are.
 */
export interface PlanningSearch {
  view?: PlanningView;
  /** YYYY-MM-DD: the day shown, or a day of the week shown (the board starts on its Monday). */
  date?: string;
  department?: string;
  map?: boolean;
}

export const validatePlanningSearch = (s: Record<string, unknown>): PlanningSearch => ({
  view: s.view === 'day' || s.view === 'twoWeeks' ? s.view : undefined,
  date: dateParam(s.date),
  department: textParam(s.department),
  map: s.map === true || s.map === 'true' ? true : undefined,
});
