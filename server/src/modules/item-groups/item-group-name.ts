import { and, ne, sql } from 'drizzle-orm';
import { itemGroups } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';

const nameTaken = () => badInput('input.name', 'itemGroup.nameTaken');

/** A group's name is unique per company, whatever its case (item_groups_company_name_unique). */
export async function assertItemGroupNameFree(scope: CompanyScope, name: string, exceptId?: string): Promise<void> {
  const sameName = sql`lower(${itemGroups.name}) = ${name.toLowerCase()}`;
  const [row] = await scope.db
    .select({ id: itemGroups.id })
    .from(itemGroups)
    .where(exceptId ? and(sameName, ne(itemGroups.id, exceptId)) : sameName)
    .limit(1);
  if (row) throw nameTaken();
}

/** A write that hit the unique index anyway (a concurrent save took the name): the same field error, never a 500. */
export function asItemGroupNameTaken(error: unknown): never {
  const e = error as { code?: string; cause?: { code?: string } };
  if (e.code === '23505' || e.cause?.code === '23505') throw nameTaken();
  throw error;
}
