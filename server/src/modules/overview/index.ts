/** The overview module's public entry: the home page's figures, and the visit conditions other counts share. */
export { getOverview, type Overview, type VisitSummary } from './get-overview.ts';
