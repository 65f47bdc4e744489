import type { PriceListLine } from '@servio/domain/price-list-import';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

const startMutation = graphql(`
  mutation startPriceListImport($fileName: String, $lineCount: Int!, $createNew: Boolean!, $mapping: [String]) {
    startPriceListImport(fileName: $fileName, lineCount: $lineCount, createNew: $createNew, mapping: $mapping) {
      id
    }
  }
`);

const addLinesMutation = graphql(`
  mutation addPriceListImportLines($importId: ID!, $lines: [PriceListLineInput!]!) {
    addPriceListImportLines(importId: $importId, lines: $lines)
  }
`);

const previewQuery = graphql(`
  query priceListImportPreview($importId: ID!, $offset: Int, $limit: Int) {
    priceListImportPreview(importId: $importId, offset: $offset, limit: $limit) {
      importId
      lineCount
      receivedCount
      newCount
      changedCount
      unchangedCount
      errorCount
      changes {
        line
        sku
        name
        isNew
        oldCostPrice
        newCostPrice
        oldListPrice
        newListPrice
        oldSalesPrice
        newSalesPrice
      }
      errors {
        line
        field
        reason
      }
    }
  }
`);

const applyMutation = graphql(`
  mutation applyPriceListImport($importId: ID!) {
    applyPriceListImport(importId: $importId) {
      id
      createdCount
      updatedCount
      unchangedCount
    }
  }
`);

const discardMutation = graphql(`
  mutation discardPriceListImport($importId: ID!) {
    discardPriceListImport(importId: $importId)
  }
`);

export type PriceListPreview = ResultOf<typeof previewQuery>['priceListImportPreview'];
export type PriceListImportResult = ResultOf<typeof applyMutation>['applyPriceListImport'];

/** Lines per request: at most ~400 bytes each as JSON, so a chunk stays near 1 MB (admin bodies may be 8 MB). */
export const linesPerChunk = 2_500;

/**
 * Opens an import and sends its lines in chunks, reporting the lines sent so far. A refused chunk (a line the
 * server's check refuses) discards the import and throws the server's error: nothing is left half-staged.
 */
export async function uploadPriceList(
  input: { fileName: string; createNew: boolean; mapping: (string | null)[]; lines: PriceListLine[] },
  onProgress: (sent: number) => void,
  signal: { cancelled: boolean },
): Promise<string> {
  const { startPriceListImport: started } = await request(startMutation, {
    fileName: input.fileName,
    lineCount: input.lines.length,
    createNew: input.createNew,
    mapping: input.mapping,
  });
  try {
    for (let i = 0; i < input.lines.length; i += linesPerChunk) {
      if (signal.cancelled) throw new Error('cancelled');
      await request(addLinesMutation, { importId: started.id, lines: input.lines.slice(i, i + linesPerChunk) });
      onProgress(Math.min(i + linesPerChunk, input.lines.length));
    }
  } catch (error) {
    await discardPriceListImport(started.id).catch(() => undefined);
    throw error;
  }
  return started.id;
}

export async function previewPriceListImport(importId: string): Promise<PriceListPreview> {
  return (await request(previewQuery, { importId, limit: 200 })).priceListImportPreview;
}

export async function applyPriceListImport(importId: string): Promise<PriceListImportResult> {
  return (await request(applyMutation, { importId })).applyPriceListImport;
}

export async function discardPriceListImport(importId: string): Promise<boolean> {
  return (await request(discardMutation, { importId })).discardPriceListImport;
}
