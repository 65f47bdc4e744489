/**
 * The report part's loader, a chunk of its own that only imports the part. The part's chunk shares some forty chunks
 * with the back office (the fields form, the design system's inputs, the date field's popover); a direct import()
 * from the visit would list all their file names in the first screen's chunk (Vite's preload map: about 1 KB gzip
 * of the 120 KB budget, decisions/0016). From here the list is in this chunk, fetched when a visit opens.
 */
export const loadReportPart = () => import('./visit-report-part.tsx');
