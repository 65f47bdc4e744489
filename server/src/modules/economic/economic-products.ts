import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CompanyScope } from '../../core/scope.ts';
import { items, type EconomicConnectionRow, type InvoiceLineRow } from '../../db/tables/index.ts';
import type { EconomicClient } from './economic-client.ts';
import { productDocument, productNumberOf, serviceProduct } from './economic-documents.ts';
import { writeSyncLog } from './economic-sync-log.ts';
import { step } from './economic-step.ts';

/**
 * e-conomic's self links replace these characters (restdocs.e-conomic.com, "Custom resource self-link encoding");
 * the rest is URL-encoded as usual.
 */
const selfLinkCodes: Record<string, string> = {
  '<': '_0_',
  '>': '_1_',
  '*': '_2_',
  '%': '_3_',
  ':': '_4_',
  '&': '_5_',
  '/': '_6_',
  '\\': '_7_',
  _: '_8_',
  ' ': '_9_',
  '?': '_10_',
  '.': '_11_',
  '#': '_12_',
  '+': '_13_',
};
export const selfLinkId = (id: string) =>
  encodeURIComponent(id.replace(/[<>*%:&/\\_ ?.#+]/g, (c) => selfLinkCodes[c]!));

/** Creates or overwrites a resource by its own number: PUT, and POST when e-conomic has none yet (404). */
export async function upsert(client: EconomicClient, collection: string, id: string, doc: unknown): Promise<void> {
  const put = await client.call('PUT', `${collection}/${selfLinkId(id)}`, doc, true);
  if (put === null) await client.call('POST', collection, doc);
}

/**
 * Makes sure every product the lines name exists in e-conomic (an item's SKU is its product number, fixed on the item
 * the first time; lines of no item share the service product), and answers each line's product number. Repeating it
 * is harmless: a PUT by number overwrites with the same.
 */
export async function pushLineProducts(
  scope: CompanyScope,
  client: EconomicClient,
  connection: EconomicConnectionRow,
  lines: (InvoiceLineRow & { itemId: string | null })[],
): Promise<Map<string, string>> {
  const itemIds = [...new Set(lines.flatMap((l) => (l.itemId ? [l.itemId] : [])))];
  const rows = itemIds.length ? await scope.db.select().from(items).where(inArray(items.id, itemIds)) : [];
  const numberOfLine = new Map<string, string>();
  for (const item of rows) {
    const productNumber = item.economicProductNumber ?? productNumberOf(item.sku);
    if (!item.economicProductNumber)
      await scope.db
        .update(items)
        .set({ economicProductNumber: productNumber })
        .where(and(eq(items.id, item.id), isNull(items.economicProductNumber)));
    await step({ entity: 'product', entityId: item.id, action: 'upserted' }, () =>
      upsert(client, '/products', productNumber, productDocument({ ...item, productNumber }, connection)),
    );
    await writeSyncLog(scope.db, scope.companyId, {
      entity: 'product',
      entityId: item.id,
      action: 'upserted',
      outcome: 'ok',
      message: productNumber,
    });
    for (const line of lines) if (line.itemId === item.id) numberOfLine.set(line.id, productNumber);
  }
  if (lines.some((l) => !numberOfLine.has(l.id))) {
    await step({ entity: 'product', entityId: null, action: 'upserted' }, () =>
      upsert(client, '/products', serviceProduct.productNumber, productDocument(serviceProduct, connection)),
    );
    for (const line of lines) if (!numberOfLine.has(line.id)) numberOfLine.set(line.id, serviceProduct.productNumber);
  }
  return numberOfLine;
}
