// The equipment catalogue feature's public entry: the materials and rentals features pick categories and products here.
export {
  equipmentCatalogueKey,
  equipmentCategoriesOptions,
  equipmentProductsOptions,
  type EquipmentCategory,
  type EquipmentProduct,
} from './catalogue-api.ts';
export { serviceIntervalText } from './service-interval.ts';
