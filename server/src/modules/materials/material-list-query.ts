import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { isUuid, type MaterialServiceStatus } from '@servio/domain';
import { customers, equipmentProducts, materials } from '../../db/tables/index.ts';
import { likeInfix, searchTerms } from '../../core/paging.ts';
import { serviceStatusCondition } from './material-service-status.ts';

export const materialSorts = ['nextServiceOn', 'serialNumber', 'createdAt'] as const;
export type MaterialSort = (typeof materialSorts)[number];

/** What the materials list is searched, filtered and sorted by. */
export interface MaterialListArgs {
  /** Words found in the serial number, name, placement or model. */
  search?: string | null;
  status?: MaterialServiceStatus | null;
  categoryId?: string | null;
  productId?: string | null;
  customerId?: string | null;
  /** The fixed address' postcode. */
  zipcode?: string | null;
  /** Next service on or after / on or before (materials_next_service_idx). */
  dueFrom?: string | null;
  dueTo?: string | null;
  rentable?: boolean | null;
  /**
   * true: only units with a point on the map (their fixed address' coordinates, else their customer's; the statement
   * must join customers); false: only those without.
   */
  hasCoordinates?: boolean | null;
  /** Left out or false: not archived; true: archived only. */
  archived?: boolean | null;
  sort?: MaterialSort | null;
  sortDirection?: 'asc' | 'desc' | null;
  offset?: number | null;
  limit?: number | null;
}

/**
 * A unit's point: its own coordinates when it has both, else its customer's when they have both (a list joining
 * customers). Latitude and longitude always come from the same record.
 */
const ownPoint = sql`${materials.latitude} is not null and ${materials.longitude} is not null`;
const customerPoint = sql`${customers.latitude} is not null and ${customers.longitude} is not null`;
export const effectiveLatitude = sql<
  number | null
>`case when ${ownPoint} then ${materials.latitude} when ${customerPoint} then ${customers.latitude} end`;
export const effectiveLongitude = sql<
  number | null
>`case when ${ownPoint} then ${materials.longitude} when ${customerPoint} then ${customers.longitude} end`;

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

export function materialListConditions(
  args: MaterialListArgs,
  status: { today: string; daysBefore: number },
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  conditions.push(args.archived ? sql`${materials.archivedAt} is not null` : sql`${materials.archivedAt} is null`);
  for (const term of searchTerms(args.search)) {
    const like = likeInfix(term);
    conditions.push(
      sql`(lower(coalesce(${materials.serialNumber}, '') || ' ' || coalesce(${materials.name}, '') || ' ' || coalesce(${materials.placement}, '') || ' ' || ${equipmentProducts.name}) like ${like})`,
    );
  }
  for (const [value, column] of [
    [args.categoryId, equipmentProducts.categoryId],
    [args.productId, materials.productId],
    [args.customerId, materials.customerId],
  ] as const) {
    if (!value) continue;
    if (!isUuid(value)) return sql`false`;
    conditions.push(eq(column, value));
  }
  if (args.zipcode) conditions.push(eq(materials.zipcode, args.zipcode.trim()));
  if (args.dueFrom)
    conditions.push(isDate(args.dueFrom) ? sql`${materials.nextServiceOn} >= ${args.dueFrom}` : sql`false`);
  if (args.dueTo) conditions.push(isDate(args.dueTo) ? sql`${materials.nextServiceOn} <= ${args.dueTo}` : sql`false`);
  if (args.rentable !== undefined && args.rentable !== null) conditions.push(eq(materials.rentable, args.rentable));
  if (args.hasCoordinates === true) conditions.push(sql`${effectiveLatitude} is not null`);
  if (args.hasCoordinates === false) conditions.push(sql`${effectiveLatitude} is null`);
  if (args.status) conditions.push(serviceStatusCondition(args.status, status.today, status.daysBefore));
  return and(...conditions);
}

const sortColumns: Record<MaterialSort, SQL> = {
  nextServiceOn: sql`${materials.nextServiceOn}`,
  serialNumber: sql`lower(${materials.serialNumber})`,
  createdAt: sql`${materials.createdAt}`,
};

/** Next service first by default (nulls last), ties by id so pages never overlap. */
export function materialListOrder(args: Pick<MaterialListArgs, 'sort' | 'sortDirection'>): SQL[] {
  const column = sortColumns[args.sort ?? 'nextServiceOn'];
  const descending = args.sortDirection === 'desc';
  return [
    descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
    descending ? desc(materials.id) : asc(materials.id),
  ];
}
