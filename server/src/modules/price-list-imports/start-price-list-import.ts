import { priceListFields, priceListLimits } from '@servio/domain';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { priceListImportLines, priceListImports, type PriceListImportRow } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';

const maxColumns = 500;

/**
 * Opens an import of `lineCount` mapped lines, which `addPriceListImportLines` then receives in chunks. The
 * mapping (field per column) is kept for the record only: the lines arrive mapped.
 */
export async function startPriceListImport(
  scope: TenantScope,
  input: {
    fileName?: string | null;
    lineCount: number;
    createNew: boolean;
    mapping?: (string | null | undefined)[] | null;
  },
): Promise<PriceListImportRow> {
  if (!Number.isInteger(input.lineCount) || input.lineCount < 1) throw badInput('lineCount', 'priceList.noLines');
  if (input.lineCount > priceListLimits.maxLines) throw badInput('lineCount', 'priceList.tooManyLines');
  const mapping = (input.mapping ?? []).map((f) => f ?? null);
  if (
    mapping.length > maxColumns ||
    mapping.some((f) => f !== null && !(priceListFields as readonly string[]).includes(f))
  )
    throw badInput('mapping', 'priceList.mappingInvalid');
  if (!mapping.includes('sku') && mapping.length > 0) throw badInput('mapping', 'priceList.skuNotMapped');
  const fileName = (input.fileName ?? '').trim();
  if (fileName.length > 255 || [...fileName].some((c) => c.charCodeAt(0) < 0x20))
    throw badInput('fileName', 'priceList.fileNameInvalid');
  await discardAbandonedImports(scope);
  const [row] = await scope.db
    .insert(priceListImports)
    .values({
      companyId: scope.companyId,
      createdById: scope.actor.userId,
      fileName: fileName || null,
      createNew: input.createNew,
      lineCount: input.lineCount,
      mapping,
    })
    .returning();
  return row!;
}

/**
 * Imports left staging for a day (a browser closed mid-way, without its cancel) are discarded and their lines
 * deleted, so the staging table holds only imports under way.
 */
async function discardAbandonedImports(scope: TenantScope): Promise<void> {
  const abandoned = await scope.db
    .update(priceListImports)
    .set({ status: 'discarded' })
    .where(and(eq(priceListImports.status, 'staging'), lt(priceListImports.createdAt, sql`now() - interval '1 day'`)))
    .returning({ id: priceListImports.id });
  if (abandoned.length)
    await scope.db.delete(priceListImportLines).where(
      inArray(
        priceListImportLines.importId,
        abandoned.map((a) => a.id),
      ),
    );
}
