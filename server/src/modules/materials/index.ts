/**
 * The materials module's public entry (issue #18, docs/decisions/0033-equipment.md): units of equipment installed at
 * customers, their stored next service date (kept by every operation that changes what it follows from) and their
 * service status. Visits use `checkVisitMaterials`, `materialsLockVisit` and `recordVisitService`; the GraphQL side
 * is `materials.schema.ts` (MaterialRef).
 */
export type { MaterialRow } from '../../db/tables/index.ts';
export type { MaterialRecord } from './material-record.ts';
export { materialSorts, type MaterialListArgs, type MaterialSort } from './material-list-query.ts';
export { listMaterials } from './list-materials.ts';
export { findMaterial, findMaterialsByIds } from './find-materials.ts';
export { createMaterial } from './create-material.ts';
export { updateMaterial } from './update-material.ts';
export { archiveMaterial, unarchiveMaterial } from './archive-material.ts';
export { deleteMaterial } from './delete-material.ts';
export { previewMaterialImport, type MaterialImportPreview } from './preview-material-import.ts';
export { importMaterials, type MaterialImportResult } from './import-materials.ts';
export { checkVisitMaterials, materialsLockVisit } from './visit-materials.ts';
export { recordVisitService } from './record-visit-service.ts';
export { refreshNextService } from './refresh-next-service.ts';
export { companyServiceSettings, nextServiceOf } from './material-service-settings.ts';
export { onUnfinishedVisitSql } from './material-service-status.ts';
export { myMaterials, type MyMaterial, type MyMaterialsArgs } from './my-materials.ts';
export { myMaterialServiceStatuses, type MyMaterialServiceStatus } from './my-material-status.ts';
