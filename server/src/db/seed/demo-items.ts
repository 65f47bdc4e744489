import { priceWithMarkup, type ItemUnit } from '@servio/domain';
import type { Db } from '../client.ts';
import { itemGroups, items } from '../tables/index.ts';

const seedId = (n: number) => `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

/** The demo's item groups and items have fixed ids (4000–4099), so two seedings are alike and tests can name them. */
export const demoItemGroupIds = {
  filters: seedId(4000),
  refrigerants: seedId(4001),
  consumables: seedId(4002),
} as const;
/** Luftfilter G4 287×592 (FLT-100): follows Filtre, has a barcode and a low-stock threshold. */
export const demoItemId = seedId(4010);
/** Kølemiddel R410A (KM-R410A): archived. */
export const demoArchivedItemId = seedId(4014);

interface DemoItem {
  sku: string;
  name: string;
  unit: ItemUnit;
  /** Øre without VAT. */
  cost: number;
  list?: number;
  group: keyof typeof demoItemGroupIds | null;
  /** An own sales price: the item does not follow its group. */
  ownPrice?: number;
  barcode?: string;
  /** Whole units; stored in thousandths. */
  lowStock?: number;
  active?: boolean;
  description?: string;
}

const groups = [
  { key: 'filters', name: 'Filtre', markupBp: 3500 },
  { key: 'refrigerants', name: 'Kølemidler', markupBp: 2500 },
  { key: 'consumables', name: 'Forbrugsvarer', markupBp: 5000 },
] as const;

// Barcodes are made-up GTINs under the Danish prefix 570 with valid check digits; the SKUs are named by other
// parts of the demo (stock, visit lines, the price-list import): keep them.
const demoItems: DemoItem[] = [
  {
    sku: 'FLT-100',
    name: 'Luftfilter G4 287×592',
    unit: 'stk',
    cost: 8950,
    list: 14900,
    group: 'filters',
    barcode: '5704012000076',
    lowStock: 10,
  },
  {
    sku: 'FLT-200',
    name: 'Posefilter F7 592×592',
    unit: 'stk',
    cost: 21450,
    list: 34900,
    group: 'filters',
    barcode: '5704012000144',
    lowStock: 6,
  },
  {
    sku: 'FLT-300',
    name: 'Kulfilter til emhætte',
    unit: 'stk',
    cost: 12900,
    group: 'filters',
    barcode: '5704012000212',
  },
  { sku: 'KM-R32', name: 'Kølemiddel R32', unit: 'kg', cost: 48500, list: 69500, group: 'refrigerants', lowStock: 5 },
  {
    sku: 'KM-R410A',
    name: 'Kølemiddel R410A',
    unit: 'kg',
    cost: 61200,
    group: 'refrigerants',
    active: false,
    description: 'Udfases; brug R32.',
  },
  {
    sku: 'RØR-CU12',
    name: 'Kobberrør 12 mm',
    unit: 'm',
    cost: 6425,
    list: 9900,
    group: null,
    ownPrice: 11900,
    lowStock: 25,
  },
  { sku: 'RØR-CU15', name: 'Kobberrør 15 mm', unit: 'm', cost: 8150, group: null, ownPrice: 14500 },
  {
    sku: 'RENS-01',
    name: 'Rengøringsmiddel, koncentrat 5 l',
    unit: 'stk',
    cost: 18900,
    list: 29900,
    group: 'consumables',
    barcode: '5704012000281',
  },
  {
    sku: 'RENS-02',
    name: 'Desinfektionsspray 500 ml',
    unit: 'stk',
    cost: 4250,
    group: 'consumables',
    barcode: '5704012000359',
  },
  { sku: 'TAPE-ALU', name: 'Alutape 50 mm', unit: 'rulle', cost: 5990, group: 'consumables', barcode: '5704012000427' },
  {
    sku: 'BAIT-10',
    name: 'Rottekasse med lås',
    unit: 'stk',
    cost: 15900,
    list: 24900,
    group: 'consumables',
    barcode: '5704012000496',
    lowStock: 8,
  },
  {
    sku: 'BAIT-20',
    name: 'Giftfri rottebait',
    unit: 'pakke',
    cost: 9800,
    group: 'consumables',
    barcode: '5704012000564',
  },
];

/** Three item groups and a dozen items for the demo company (spec section 3), their prices as the app computes them. */
export async function seedDemoItems(db: Db, companyId: string): Promise<void> {
  await db
    .insert(itemGroups)
    .values(groups.map((g) => ({ id: demoItemGroupIds[g.key], companyId, name: g.name, markupBp: g.markupBp })));
  const markupOf = (key: DemoItem['group']) => groups.find((g) => g.key === key)?.markupBp ?? null;
  await db.insert(items).values(
    demoItems.map((item, index) => {
      const markup = markupOf(item.group);
      const follows = item.ownPrice === undefined && markup !== null;
      return {
        id: seedId(4010 + index),
        companyId,
        sku: item.sku,
        name: item.name,
        unit: item.unit,
        description: item.description ?? null,
        costPrice: item.cost,
        listPrice: item.list ?? null,
        salesPrice: follows ? priceWithMarkup(item.cost, markup) : (item.ownPrice ?? null),
        groupId: item.group ? demoItemGroupIds[item.group] : null,
        followsGroupPrice: follows,
        active: item.active ?? true,
        barcode: item.barcode ?? null,
        lowStockThreshold: item.lowStock === undefined ? null : item.lowStock * 1000,
      };
    }),
  );
}
