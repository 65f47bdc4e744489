import { isUuid } from '@servio/domain';
import { eq } from 'drizzle-orm';
import { priceListImports, type PriceListImportRow } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';

/** The import of the scope's company; a malformed id, a missing one and another company's all answer NOT_FOUND. */
export async function findPriceListImport(scope: CompanyScope, id: string): Promise<PriceListImportRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await scope.db.select().from(priceListImports).where(eq(priceListImports.id, id));
  if (!row) throw notFound();
  return row;
}

/** Row-locked, for the operations that change the import (two uploads or an upload and an apply never interleave). */
export async function lockPriceListImport(scope: CompanyScope, id: string): Promise<PriceListImportRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await scope.db.select().from(priceListImports).where(eq(priceListImports.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}
