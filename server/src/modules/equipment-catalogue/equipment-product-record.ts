import { sql } from 'drizzle-orm';
import {
  equipmentCategories,
  equipmentProducts,
  type EquipmentCategoryRow,
  type EquipmentProductRow,
} from '../../db/tables/index.ts';

/** A product as every answer gives it: its row, its category with its count (same query) and how many units of it exist. */
export type EquipmentProductRecord = EquipmentProductRow & {
  category: Pick<EquipmentCategoryRow, 'id' | 'name' | 'version'> & { productCount: number };
  materialCount: number;
};

/**
 * The select list of a product joined to its category, with its unit count (a correlated count, served by
 * materials_product_idx; archived units count too: they still name the product).
 */
export const productWithCategory = {
  product: equipmentProducts,
  categoryName: equipmentCategories.name,
  categoryVersion: equipmentCategories.version,
  categoryProductCount: sql<number>`(select count(*)::int from equipment_products cp where cp.company_id = ${equipmentCategories.companyId} and cp.category_id = ${equipmentCategories.id})`,
  materialCount: sql<number>`(select count(*)::int from materials m where m.company_id = ${equipmentProducts.companyId} and m.product_id = ${equipmentProducts.id})`,
};

export const toProductRecord = (row: {
  product: EquipmentProductRow;
  categoryName: string;
  categoryVersion: number;
  categoryProductCount: number;
  materialCount: number;
}): EquipmentProductRecord => ({
  ...row.product,
  category: {
    id: row.product.categoryId,
    name: row.categoryName,
    version: row.categoryVersion,
    productCount: Number(row.categoryProductCount),
  },
  materialCount: Number(row.materialCount),
});
