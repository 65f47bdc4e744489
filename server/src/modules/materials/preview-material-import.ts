import type { ImportRowError, MaterialImportField } from '@servio/domain';
import type { CompanyScope } from '../../core/scope.ts';
import { checkMaterialImportRows, maxReportedErrors } from './material-import-rows.ts';

export interface MaterialImportPreview {
  /** Each column's heading and the field it was recognised as (null: not imported). */
  columns: { header: string; field: MaterialImportField | null }[];
  rowCount: number;
  validCount: number;
  errors: ImportRowError[];
}

/** Reads the file and reports what an import would do. Writes nothing. */
export async function previewMaterialImport(scope: CompanyScope, csv: string): Promise<MaterialImportPreview> {
  const { headers, mapping, checked } = await checkMaterialImportRows(scope, csv);
  return {
    columns: headers.map((header, i) => ({ header, field: mapping[i] ?? null })),
    rowCount: checked.length,
    validCount: checked.filter((r) => r.errors.length === 0).length,
    errors: checked.flatMap((r) => r.errors).slice(0, maxReportedErrors),
  };
}
