// The materials feature's public entry: what other features (customers, visits) and the routes may use.
export { materialsKey, materialsByIdsOptions, type MaterialDetail, type MaterialChoice } from './materials-api.ts';
export { CustomerMaterialsTab } from './customer-materials-tab.tsx';
export { VisitMaterialsField } from './visit-materials-field.tsx';
export { MaterialStatusBadge } from './material-status.tsx';
export type { MaterialTab } from './material-page.tsx';
