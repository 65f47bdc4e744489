import { sql } from 'drizzle-orm';
import { equipmentCategories, type EquipmentCategoryRow } from '../../db/tables/index.ts';

/** A category as every answer gives it: its row and how many products belong to it. */
export type EquipmentCategoryWithCount = EquipmentCategoryRow & { productCount: number };

/** The select list of a category with its product count (a correlated count, served by equipment_products_category_idx). */
export const categoryWithCount = {
  category: equipmentCategories,
  // Written out with the tables named: inside a one-table select Drizzle leaves columns unqualified.
  productCount: sql<number>`(select count(*)::int from equipment_products p where p.company_id = equipment_categories.company_id and p.category_id = equipment_categories.id)`,
};

export const withProductCount = (row: {
  category: EquipmentCategoryRow;
  productCount: number;
}): EquipmentCategoryWithCount => ({ ...row.category, productCount: Number(row.productCount) });
