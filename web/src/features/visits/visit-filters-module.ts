import { deferredModule } from '../../lib/deferred-module.ts';

/**
 * The visits list's filter bar, fetched apart from the list (decisions/0054): with its customer search (downshift),
 * date fields (Radix's popover) and menus it was a third of the list's code, and on a phone it is folded away at
 * first. A wide screen asks for it as the route starts (routes/admin/visits/index.tsx), so it stands beside the
 * list; a phone when the filters are unfolded or the page has settled.
 */
export const visitFiltersModule = deferredModule(() =>
  import('./visit-filters.tsx').then((module) => module.VisitFilters),
);
