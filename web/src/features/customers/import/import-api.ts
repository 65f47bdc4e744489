import { graphql, request, type ResultOf } from '../../../lib/graphql.ts';

const previewMutation = graphql(`
  mutation previewCustomerImport($csv: String!, $mapping: [String]) {
    previewCustomerImport(csv: $csv, mapping: $mapping) {
      rowCount
      validCount
      mapping
      columns {
        index
        header
        samples
        suggestedField
      }
      errors {
        row
        field
        reason
      }
    }
  }
`);

const importMutation = graphql(`
  mutation importCustomers($csv: String!, $mapping: [String]!, $idempotencyKey: String) {
    importCustomers(csv: $csv, mapping: $mapping, idempotencyKey: $idempotencyKey) {
      id
      createdCount
      skippedCount
      errors {
        row
        field
        reason
      }
    }
  }
`);

export type ImportPreview = ResultOf<typeof previewMutation>['previewCustomerImport'];
export type ImportResult = ResultOf<typeof importMutation>['importCustomers'];
export type ImportRowError = ImportPreview['errors'][number];

export async function previewImport(csv: string, mapping: (string | null)[] | null): Promise<ImportPreview> {
  return (await request(previewMutation, { csv, mapping })).previewCustomerImport;
}

export async function runImport(
  csv: string,
  mapping: (string | null)[],
  idempotencyKey: string,
): Promise<ImportResult> {
  return (await request(importMutation, { csv, mapping, idempotencyKey })).importCustomers;
}
