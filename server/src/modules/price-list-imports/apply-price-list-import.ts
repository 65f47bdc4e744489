import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.service.ts';
import { badInput } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import { priceListImportLines, priceListImports, type PriceListImportRow } from '../../db/tables/index.ts';
import { lockPriceListImport } from './find-price-list-import.ts';
import { outcomeCte } from './price-list-outcome-sql.ts';

/**
 * Writes the import's new and changed lines to the items in one statement (INSERT … ON CONFLICT (company_id,
 * sku) DO UPDATE), inside the request's one transaction: all of it or, on any refusal, none. Refused while a
 * line is missing (a chunk never arrived) or the preview has errors. Applying an applied import again does
 * nothing and answers what the first did; a new import of the same file finds every item unchanged. The staged
 * lines are deleted afterwards: the import keeps only its counts.
 */
export async function applyPriceListImport(scope: TenantScope, importId: string): Promise<PriceListImportRow> {
  const record = await lockPriceListImport(scope, importId);
  if (record.status === 'applied') return record;
  if (record.status !== 'staging') throw badInput('importId', `priceList.${record.status}`);
  const cte = outcomeCte(record.id, record.createNew);
  const [check] = await queryRows<{ received: number; errors: number; line: number | null; reason: string | null }>(
    scope.db,
    sql`with ${cte}
      select count(*)::int as received, count(*) filter (where status = 'error')::int as errors,
             min(line) filter (where status = 'error') as line,
             (array_agg(reason order by line) filter (where status = 'error'))[1] as reason
      from classified`,
  );
  if (check!.received !== record.lineCount)
    throw badInput('importId', 'priceList.incomplete', { received: check!.received, expected: record.lineCount });
  if (check!.errors > 0)
    throw badInput('importId', 'priceList.hasErrors', {
      errorCount: check!.errors,
      line: check!.line,
      firstReason: check!.reason,
    });

  const [written] = await queryRows<{ created: number; updated: number; unchanged: number }>(
    scope.db,
    sql`with ${cte},
      written as (
        insert into items (company_id, sku, name, unit, cost_price, list_price, sales_price, group_id,
                           follows_group_price, barcode)
        select company_id, sku, new_name, new_unit, new_cost, new_list, new_sales::int, new_group_id, new_follows,
               new_barcode
        from classified where status in ('new', 'changed')
        on conflict (company_id, sku) do update set
          name = excluded.name, unit = excluded.unit, cost_price = excluded.cost_price,
          list_price = excluded.list_price, sales_price = excluded.sales_price, group_id = excluded.group_id,
          follows_group_price = excluded.follows_group_price, barcode = excluded.barcode,
          version = items.version + 1, updated_at = now()
        returning 1
      )
      select (select count(*) from classified where status = 'new')::int as created,
             (select count(*) from classified where status = 'changed')::int as updated,
             (select count(*) from classified where status = 'unchanged')::int as unchanged,
             (select count(*) from written)::int as written`,
  );
  await scope.db.delete(priceListImportLines).where(eq(priceListImportLines.importId, record.id));
  const [applied] = await scope.db
    .update(priceListImports)
    .set({
      status: 'applied',
      appliedAt: new Date(),
      createdCount: written!.created,
      updatedCount: written!.updated,
      unchangedCount: written!.unchanged,
    })
    .where(eq(priceListImports.id, record.id))
    .returning();
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'priceList.imported',
    details: {
      fileName: record.fileName,
      created: written!.created,
      updated: written!.updated,
      unchanged: written!.unchanged,
    },
  });
  return applied!;
}
