import { eq } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { customTags } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import type { CustomTagRow } from './list-custom-tags.ts';

export async function findCustomTag(scope: CompanyScope, id: string): Promise<CustomTagRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await scope.db.select().from(customTags).where(eq(customTags.id, id));
  if (!row) throw notFound();
  return row;
}
