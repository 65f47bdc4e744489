// The page sizes a paged list offers. Apart from the Pagination component because routes validate their search
// params with them in the app's entry chunk, which must not pull the component (and its select and icons) along.
export const pageSizes = [25, 50, 100, 200] as const;

/** The size a paged list starts with. URLs leave it out, so a plain link to a list shows this size. */
export const defaultPageSize = 50;
