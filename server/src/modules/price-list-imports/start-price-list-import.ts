import { priceListFields, priceListLimits } from '@servio/domain';
import { priceListImports, type PriceListImportRow } from '../../db/tables/index.ts';
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
