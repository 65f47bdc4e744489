import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { users, visitLines } from '../../db/tables/index.ts';
import type { Db } from '../../db/client.ts';

/** A line as the API answers it (prices still in: the GraphQL fields hide them per viewer). */
export interface VisitLineItem {
  id: string;
  visitId: string;
  itemId: string | null;
  description: string;
  sku: string | null;
  unit: string;
  quantity: number;
  unitPrice: number;
  discountBp: number;
  total: number;
  position: number;
  employeeId: string | null;
  employeeName: string | null;
  createdById: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: visitLines.id,
  visitId: visitLines.visitId,
  itemId: visitLines.itemId,
  description: visitLines.description,
  sku: visitLines.sku,
  unit: visitLines.unit,
  quantity: visitLines.quantity,
  unitPrice: visitLines.unitPrice,
  discountBp: visitLines.discountBp,
  total: visitLines.total,
  position: visitLines.position,
  employeeId: visitLines.employeeId,
  employeeName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
  createdById: visitLines.createdById,
  version: visitLines.version,
  createdAt: visitLines.createdAt,
  updatedAt: visitLines.updatedAt,
};

/** Lines in their order on the visit. */
export function selectLines(db: Db, where: SQL | undefined): Promise<VisitLineItem[]> {
  return db
    .select(columns)
    .from(visitLines)
    .leftJoin(users, eq(users.id, visitLines.employeeId))
    .where(where)
    .orderBy(asc(visitLines.visitId), asc(visitLines.position), asc(visitLines.createdAt));
}

export const linesOfVisits = (db: Db, visitIds: readonly string[]) =>
  selectLines(db, inArray(visitLines.visitId, [...visitIds]));
