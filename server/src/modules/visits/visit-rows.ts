import { customerDisplayName } from '@servio/domain';
import { alias } from 'drizzle-orm/pg-core';
import { columnsWithout, tableRowReader } from '../../db/sql.ts';
import { visitSeries, visits } from '../../db/tables/index.ts';

/**
 * Columns the database keeps for itself: the search's lower-case text and the planning board's packed row (read by
 * the board's own statement). No visit screen shows them, so no read of whole visits selects them (about 300 of a
 * demo visit's 830 characters): the pages' raw SQL (`visitRowReader`), drizzle's selects (`visitColumns`) and the
 * visits a write returns (`visitTableColumns`) alike. server/test/visit-statements.test.ts fails when one does.
 */
const databaseOnlyColumns = ['searchText', 'planningRow'] as const;

export type VisitRow = Omit<typeof visits.$inferSelect, (typeof databaseOnlyColumns)[number]>;
export type SeriesRow = typeof visitSeries.$inferSelect;

/** The visits table as `v`, the alias the shared conditions (visibility, due, filter) are written against. */
export const v = alias(visits, 'v');

/** The columns of `v` whole visits are read with in drizzle's selects (`select(visitColumns).from(v)`). */
export const visitColumns = columnsWithout(v, databaseOnlyColumns);

/** The same columns of the table itself, for statements that cannot take an alias: writes' `returning(…)`. */
export const visitTableColumns = columnsWithout(visits, databaseOnlyColumns);

/** A visit row of `v` read in raw SQL (the hot pages), typed as drizzle's select. */
export const visitRowReader = tableRowReader(visits, 'v', databaseOnlyColumns);

/** An employee on a visit, or who created it: what every staff member may see of a colleague. */
export interface VisitPerson {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phoneNumber: string | null;
}

/** The customer as a visit shows it (to suppliers too); the full record is the customers module's. */
export interface VisitCustomer {
  id: string;
  name: string;
  phoneNumber: string | null;
  email: string | null;
  streetAddress: string | null;
  zipcode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** A customer's columns as they come from the table or the page's json. */
export type CustomerColumns = Parameters<typeof customerDisplayName>[0] & Omit<VisitCustomer, 'name'>;

export function toVisitCustomer(c: CustomerColumns): VisitCustomer {
  return {
    id: c.id,
    name: customerDisplayName(c),
    phoneNumber: c.phoneNumber,
    email: c.email,
    streetAddress: c.streetAddress,
    zipcode: c.zipcode,
    city: c.city,
    latitude: c.latitude,
    longitude: c.longitude,
  };
}
