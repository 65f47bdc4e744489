import { sql } from 'drizzle-orm';
import { companies, customers, equipmentCategories, equipmentProducts, materials } from '../../db/tables/index.ts';
import { pageWithTotal, pageBounds, searchTerms, type Page } from '../../core/paging.ts';
import type { CompanyScope } from '../../core/scope.ts';
import {
  effectiveLatitude,
  effectiveLongitude,
  materialListConditions,
  materialListOrder,
  type MaterialListArgs,
} from './material-list-query.ts';
import { flattenMaterial, materialWithProduct, type MaterialRecord } from './material-record.ts';
import { withServiceStatus } from './material-service-status.ts';
import { companyServiceSettings, localToday } from './material-service-settings.ts';
import { categoryOfProduct, customerOfMaterial, productOfMaterial } from '../../db/joins.ts';

/**
 * One page of the company's materials, filtered, sorted and paged in SQL with product and category joined and each
 * row's service facts (material-record.ts) in the same statement. A period filter on the next service date is a
 * range scan of materials_next_service_idx in the list's order; the count is a statement of its own, only when the
 * page does not tell it. The company's reminder window comes with the page, unless the status filter needs it first.
 */
/** The most units the map shows at once. */
export const maxMapPoints = 500;

export async function listMaterials(scope: CompanyScope, args: MaterialListArgs): Promise<Page<MaterialRecord>> {
  // 500 for the map, as the visits' map; a table page stays at 200.
  const { limit, offset } = pageBounds(args, { maxLimit: args.hasCoordinates ? maxMapPoints : undefined });
  const settings = args.status ? await companyServiceSettings(scope) : null;
  const where = materialListConditions(args, { today: localToday(), daysBefore: settings?.daysBefore ?? 0 });
  const rows = await scope.db
    .select({
      ...materialWithProduct,
      customerRow: customers,
      pointLatitude: effectiveLatitude,
      pointLongitude: effectiveLongitude,
      daysBefore: sql<number>`(select ${companies.materielDaysBeforeServiceForReminder} from ${companies} where ${companies.id} = ${scope.companyId})`,
    })
    .from(materials)
    // Left joins, though every unit has its product and every product its category (not null, foreign keys): inner,
    // each table's row-level condition counted against the join as if independent made PostgreSQL expect one row in
    // all, so it sorted every unit of the company for a page rather than read materials_next_service_idx in order.
    // A filter on the product (the search, the category) makes them inner again, on the rows it narrows to.
    .leftJoin(equipmentProducts, productOfMaterial)
    .leftJoin(equipmentCategories, categoryOfProduct)
    // The page's customers in the same statement: the list shows each unit's customer.
    .leftJoin(customers, customerOfMaterial)
    .where(where)
    .orderBy(...materialListOrder(args))
    .limit(limit)
    .offset(offset);
  const daysBefore = settings?.daysBefore ?? Number(rows[0]?.daysBefore ?? 0);
  const page = await withServiceStatus(
    scope,
    rows.map(({ daysBefore: _window, customerRow, pointLatitude, pointLongitude, ...row }) => {
      const flat = flattenMaterial({
        ...row,
        productName: row.productName!,
        categoryId: row.categoryId!,
        categoryName: row.categoryName!,
      });
      const point =
        pointLatitude === null ? null : { latitude: Number(pointLatitude), longitude: Number(pointLongitude) };
      return { ...flat, record: { ...flat.record, customerRow, point } };
    }),
    { daysBefore },
  );
  return pageWithTotal(scope.db, page, { limit, offset }, () => {
    // The product is joined only for what filters by it (the search's model, the category): a period's count is
    // then an index-only range scan of materials_next_service_idx.
    const base = scope.db.select({ id: materials.id }).from(materials);
    const needsProduct = Boolean(args.categoryId) || searchTerms(args.search).length > 0;
    const withProduct = needsProduct ? base.innerJoin(equipmentProducts, productOfMaterial) : base;
    // The map's filter reads the customer's coordinates.
    const needsCustomer = args.hasCoordinates === true || args.hasCoordinates === false;
    return (needsCustomer ? withProduct.leftJoin(customers, customerOfMaterial) : withProduct).where(where);
  });
}
