import type { MaterialsSearch } from './materials-search.ts';

/** The list's search and filters as the materials query takes them: the table and the map filter alike. */
export const materialListFilter = (search: MaterialsSearch) => ({
  search: search.q ?? null,
  status: search.status ?? null,
  categoryId: search.category ?? null,
  customerId: search.cust ?? null,
  zipcode: search.zip ?? null,
  dueFrom: search.dueFrom ?? null,
  dueTo: search.dueTo ?? null,
  archived: search.archived ?? null,
});
