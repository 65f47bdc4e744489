// Reading a list's search params from the URL: what routes' validateSearch share. In the app's entry chunk (routes
// validate there), so it stays a few lines with no imports.

/** A page number past the first (the first is left out of URLs). */
export const pageParam = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 1 ? n : undefined;
};

/** A page size other than the default, from those the lists without the 50 option offer. */
export const listSizeParam = (v: unknown) => ([25, 100, 200].includes(Number(v)) ? Number(v) : undefined);

/** A non-empty text (an id, a postcode, a search), trimmed. */
export const textParam = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** A date as YYYY-MM-DD. */
export const dateParam = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
