/*
 * The sizes a paged list offers, apart from the Pagination component so that a route's search validation (in the
 * entry bundle) can read them without loading the component and what it imports.
 */
export const pageSizes = [25, 50, 100, 200] as const;

/** The size a paged list starts with. URLs leave it out, so a plain link to a list shows this size. */
export const defaultPageSize = 50;
