import { eq } from 'drizzle-orm';
import { sameCompany } from './sql.ts';
import { customers, equipmentCategories, equipmentProducts, materials } from './tables/index.ts';

/**
 * The join conditions several modules make between the same tables, each with the company matched (`sameCompany`):
 * a unit's product, the product's category, the unit's customer.
 */
export const productOfMaterial = sameCompany(
  equipmentProducts,
  materials,
  eq(equipmentProducts.id, materials.productId),
);
export const categoryOfProduct = sameCompany(
  equipmentCategories,
  equipmentProducts,
  eq(equipmentCategories.id, equipmentProducts.categoryId),
);
export const customerOfMaterial = sameCompany(customers, materials, eq(customers.id, materials.customerId));
