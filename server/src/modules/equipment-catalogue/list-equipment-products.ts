import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { equipmentCategories, equipmentProducts } from '../../db/tables/index.ts';
import { likeInfix, pageBounds, pageTotal, searchTerms, type Page } from '../../core/paging.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { productWithCategory, toProductRecord, type EquipmentProductRecord } from './equipment-product-record.ts';
import { categoryOfProduct } from '../../db/joins.ts';

export interface EquipmentProductListArgs {
  /** Words found in the model, the supplier, the category's name or the free columns. */
  search?: string | null;
  categoryId?: string | null;
  offset?: number | null;
  limit?: number | null;
}

/** What one product is searched in: its words, lower-cased, in one text (a company has hundreds of products). */
const searchText = sql`lower(concat_ws(' ', ${equipmentProducts.name}, ${equipmentProducts.supplier}, ${equipmentCategories.name}, ${equipmentProducts.column1}, ${equipmentProducts.column2}, ${equipmentProducts.column3}))`;

function conditions(args: EquipmentProductListArgs): SQL | undefined {
  const all: SQL[] = searchTerms(args.search).map((term) => sql`${searchText} like ${likeInfix(term)}`);
  if (args.categoryId)
    all.push(isUuid(args.categoryId) ? eq(equipmentProducts.categoryId, args.categoryId) : sql`false`);
  return and(...all);
}

/**
 * One page of the company's products by category and model, each with its category (joined) and unit count
 * (correlated, indexed), and the count of the whole list in the same statement.
 */
export async function listEquipmentProducts(
  scope: CompanyScope,
  args: EquipmentProductListArgs,
): Promise<Page<EquipmentProductRecord>> {
  const { limit, offset } = pageBounds(args);
  const where = conditions(args);
  const rows = await scope.db
    .select({ ...productWithCategory, totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(equipmentProducts)
    .innerJoin(equipmentCategories, categoryOfProduct)
    .where(where)
    .orderBy(
      sql`lower(${equipmentCategories.name})`,
      sql`lower(${equipmentProducts.name})`,
      sql`lower(coalesce(${equipmentProducts.supplier}, ''))`,
      asc(equipmentProducts.id),
    )
    .limit(limit)
    .offset(offset);
  const totalCount = await pageTotal(rows, offset, async () => {
    const [count] = await scope.db
      .select({ n: sql<number>`count(*)::int` })
      .from(equipmentProducts)
      .innerJoin(equipmentCategories, categoryOfProduct)
      .where(where);
    return count!.n;
  });
  return { items: rows.map(toProductRecord), totalCount };
}
