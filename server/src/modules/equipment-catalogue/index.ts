/**
 * The equipment catalogue module's public entry (issue #18, docs/decisions/0033-equipment.md): categories (heat pump,
 * fire extinguisher, bait station…) and their products (a model from a supplier with a default service interval and
 * three free columns). The GraphQL side is `equipment-catalogue.schema.ts` (EquipmentCategoryRef, EquipmentProductRef).
 */
export type { EquipmentCategoryRow, EquipmentProductRow } from '../../db/tables/index.ts';
export type { EquipmentCategoryWithCount } from './equipment-category-record.ts';
export type { EquipmentProductRecord } from './equipment-product-record.ts';
export { findEquipmentCategory, listEquipmentCategories } from './find-equipment-categories.ts';
export { createEquipmentCategory } from './create-equipment-category.ts';
export { updateEquipmentCategory } from './update-equipment-category.ts';
export { deleteEquipmentCategory } from './delete-equipment-category.ts';
export { findEquipmentProduct, findEquipmentProductsByIds } from './find-equipment-product.ts';
export { productWithCategory, toProductRecord } from './equipment-product-record.ts';
export { listEquipmentProducts, type EquipmentProductListArgs } from './list-equipment-products.ts';
export { createEquipmentProduct } from './create-equipment-product.ts';
export { updateEquipmentProduct } from './update-equipment-product.ts';
export { deleteEquipmentProduct } from './delete-equipment-product.ts';
export { refreshProductServiceDates } from './refresh-product-service-dates.ts';
