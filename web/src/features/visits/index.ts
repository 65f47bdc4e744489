// The visits feature's public entry: what other features may use. Only small modules: a page importing this entry
// loads every module it leads to.
export { useVisitAccess } from './visit-access.ts';
export { visitsKey } from './visits-key.ts';
export { customTagsOptions } from './custom-tags.ts';
export { LazyVisitsCalendar } from './calendar/lazy-visits-calendar.ts';
export type { VisitsSearch } from './visits-search.ts';
export { employeeColourIndex } from './calendar/employee-colour.ts';
