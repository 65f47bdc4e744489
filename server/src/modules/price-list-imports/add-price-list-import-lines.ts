import {
  checkPriceListLine,
  findDuplicateSkus,
  priceListLimits,
  type PriceListLine,
  type PriceListLineError,
} from '@servio/domain';
import { sql } from 'drizzle-orm';
import { badInput } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import { lockPriceListImport } from './find-price-list-import.ts';

const refuse = (error: PriceListLineError) =>
  badInput(`lines.${error.field}`, error.reason, { line: error.line, otherLine: error.otherLine ?? null });

/**
 * Stages one chunk of mapped lines. Every line is checked again with the domain's rules (the browser is not
 * trusted); the first bad line refuses the whole chunk (nothing of it is kept), naming its line. A SKU already
 * staged on another line, in this chunk or an earlier one, is refused naming both lines; the same line sent
 * again (a retried chunk) is taken once. Returns how many lines the import now holds.
 */
export async function addPriceListImportLines(scope: TenantScope, importId: string, input: unknown[]): Promise<number> {
  const record = await lockPriceListImport(scope, importId);
  if (record.status !== 'staging') throw badInput('importId', `priceList.${record.status}`);
  if (input.length === 0) throw badInput('lines', 'priceList.noLines');
  if (input.length > priceListLimits.maxLinesPerChunk) throw badInput('lines', 'priceList.chunkTooLarge');
  const lines: PriceListLine[] = [];
  for (const raw of input) {
    const checked = checkPriceListLine(raw);
    if (!checked.line) throw refuse(checked.errors[0]!);
    lines.push(checked.line);
  }
  const [duplicate] = findDuplicateSkus(lines);
  if (duplicate) throw refuse(duplicate);

  const payload = JSON.stringify(lines);
  const inserted = await queryRows<{ sku: string }>(
    scope.db,
    sql`
      insert into price_list_import_lines
        (company_id, import_id, line, sku, name, unit, cost_price, list_price, sales_price, group_name, barcode)
      select ${scope.companyId}, ${record.id}, x.line, x.sku, x.name, x.unit, x."costPrice", x."listPrice",
             x."salesPrice", x."groupName", x.barcode
      from jsonb_to_recordset(${payload}::jsonb) as x(line int, sku text, name text, unit text, "costPrice" int,
        "listPrice" int, "salesPrice" int, "groupName" text, barcode text)
      on conflict (company_id, import_id, sku) do nothing
      returning sku`,
  );
  if (inserted.length < lines.length) {
    const taken = new Set(inserted.map((r) => r.sku));
    const skipped = lines.filter((l) => !taken.has(l.sku));
    const staged = await queryRows<{ sku: string; line: number }>(
      scope.db,
      sql`
        select sku, line from price_list_import_lines
        where import_id = ${record.id}
          and sku in (select jsonb_array_elements_text(${JSON.stringify(skipped.map((l) => l.sku))}::jsonb))`,
    );
    const stagedLine = new Map(staged.map((r) => [r.sku, r.line]));
    const clash = skipped.find((l) => stagedLine.get(l.sku) !== l.line);
    if (clash)
      throw refuse({
        line: clash.line,
        field: 'sku',
        reason: 'priceList.duplicateSku',
        otherLine: stagedLine.get(clash.sku),
      });
  }
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
    scope.db,
    sql`select count(*)::int as count from price_list_import_lines where import_id = ${record.id}`,
  );
  if (count > record.lineCount) throw badInput('lines', 'priceList.moreLinesThanAnnounced');
  return count;
}
