import type { Db } from '../client.ts';
import { items } from '../tables/index.ts';

/**
 * A few materials of Demo Service ApS, so a visit can get lines from the start (issue #15): the technician panel's
 * search finds them by name, SKU or barcode. Prices are øre without VAT; the first is sold by the metre.
 */
export const demoItems = [
  { sku: 'KR-15', name: 'Kobberrør 15 mm', unit: 'm', salesPrice: 8950, costPrice: 6200, barcode: '5701234000150' },
  { sku: 'FT-12', name: 'Fitting 12 mm', unit: 'stk', salesPrice: 2450, costPrice: 1500, barcode: '5701234000228' },
  { sku: 'PK-01', name: 'Pakning, fiber', unit: 'stk', salesPrice: 500, costPrice: 200, barcode: '5701234000396' },
] as const;

export async function seedDemoItems(db: Db, companyId: string): Promise<void> {
  await db.insert(items).values(demoItems.map((i) => ({ ...i, companyId, followsGroupPrice: false })));
}
