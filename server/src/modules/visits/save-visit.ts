import { and, eq, sql } from 'drizzle-orm';
import { visits } from '../../db/tables/index.ts';
import { conflict } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import type { VisitRow } from './visit-rows.ts';

export type VisitValues = Partial<typeof visits.$inferInsert>;

/** Saves with the version the client read; a stale one is CONFLICT and nothing changes. */
export async function saveVisit(
  { db }: CompanyScope,
  id: string,
  version: number,
  values: VisitValues,
): Promise<VisitRow> {
  const [row] = await db
    .update(visits)
    .set({ ...values, version: sql`${visits.version} + 1`, updatedAt: new Date() })
    .where(and(eq(visits.id, id), eq(visits.version, version)))
    .returning();
  if (!row) throw conflict();
  return row;
}
