import { suggestMapping, type CustomerImportField, type ImportRowError } from '@servio/domain';
import type { CompanyScope } from '../../core/scope.ts';
import { checkImportRows, maxReportedErrors } from './customer-import-rows.ts';

export interface ImportColumn {
  index: number;
  header: string;
  suggestedField: CustomerImportField | null;
  samples: string[];
}

export interface ImportPreview {
  columns: ImportColumn[];
  mapping: (CustomerImportField | null)[];
  rowCount: number;
  validCount: number;
  errors: ImportRowError[];
}

/** Reads the file and reports what an import would do. Writes nothing. */
export async function previewCustomerImport(
  scope: CompanyScope,
  csv: string,
  mapping?: (string | null | undefined)[] | null,
): Promise<ImportPreview> {
  const { rows, headers, fields, checked, errors } = await checkImportRows(scope, csv, mapping);
  const suggested = suggestMapping(headers);
  return {
    columns: headers.map((header, index) => ({
      index,
      header,
      suggestedField: suggested[index] ?? null,
      samples: rows.slice(1, 4).map((r) => r[index] ?? ''),
    })),
    mapping: headers.map((_, i) => fields[i] ?? null),
    rowCount: checked.length,
    validCount: checked.filter((r) => r.input).length,
    errors: errors.slice(0, maxReportedErrors),
  };
}
