import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import { findPriceListImport } from './find-price-list-import.ts';
import { outcomeCte } from './price-list-outcome-sql.ts';

/** A new or changed item's prices before and after (øre; old null for a new item). */
export interface PriceListChange {
  line: number;
  sku: string;
  name: string;
  isNew: boolean;
  oldCostPrice: number | null;
  newCostPrice: number | null;
  oldListPrice: number | null;
  newListPrice: number | null;
  oldSalesPrice: number | null;
  newSalesPrice: number | null;
}

export interface PriceListPreviewError {
  line: number;
  field: string;
  reason: string;
}

export interface PriceListPreview {
  importId: string;
  status: string;
  lineCount: number;
  receivedCount: number;
  newCount: number;
  changedCount: number;
  unchangedCount: number;
  errorCount: number;
  changes: PriceListChange[];
  errors: PriceListPreviewError[];
}

const maxChanges = 500;
export const maxPreviewErrors = 1000;

/**
 * What applying the import would do, computed in SQL against the company's items: counts of new, changed,
 * unchanged and refused lines, a page of the new and changed lines with their prices (in line order), and the
 * first thousand errors. Writes nothing. An applied import reports what it did.
 */
export async function previewPriceListImport(
  scope: TenantScope,
  importId: string,
  page: { offset?: number | null; limit?: number | null } = {},
): Promise<PriceListPreview> {
  const record = await findPriceListImport(scope, importId);
  const base = { importId: record.id, status: record.status, lineCount: record.lineCount };
  if (record.status !== 'staging')
    return {
      ...base,
      receivedCount: record.status === 'applied' ? record.lineCount : 0,
      newCount: record.createdCount,
      changedCount: record.updatedCount,
      unchangedCount: record.unchangedCount,
      errorCount: 0,
      changes: [],
      errors: [],
    };
  const offset = Math.max(0, Math.min(page.offset ?? 0, 10_000_000));
  const limit = Math.max(1, Math.min(page.limit ?? 100, maxChanges));
  const cte = outcomeCte(record.id, record.createNew);
  const [counts] = await queryRows<Record<'received' | 'new' | 'changed' | 'unchanged' | 'errors', number>>(
    scope.db,
    sql`with ${cte}
      select count(*)::int as received,
             count(*) filter (where status = 'new')::int as new,
             count(*) filter (where status = 'changed')::int as changed,
             count(*) filter (where status = 'unchanged')::int as unchanged,
             count(*) filter (where status = 'error')::int as errors
      from classified`,
  );
  const changes = await queryRows<PriceListChange>(
    scope.db,
    sql`with ${cte}
      select line, sku, new_name as name, item_id is null as "isNew",
             old_cost as "oldCostPrice", new_cost as "newCostPrice", old_list as "oldListPrice",
             new_list as "newListPrice", old_sales as "oldSalesPrice", new_sales::int as "newSalesPrice"
      from classified where status in ('new', 'changed')
      order by line offset ${offset} limit ${limit}`,
  );
  const errors = await queryRows<PriceListPreviewError>(
    scope.db,
    sql`with ${cte}
      select line, field, reason from classified where status = 'error' order by line limit ${maxPreviewErrors}`,
  );
  return {
    ...base,
    receivedCount: counts!.received,
    newCount: counts!.new,
    changedCount: counts!.changed,
    unchangedCount: counts!.unchanged,
    errorCount: counts!.errors,
    changes,
    errors,
  };
}
