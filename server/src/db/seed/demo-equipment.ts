import { addMonths, dateString, localParts, nextServiceDate, parseDate } from '@servio/domain';
import type { Db } from '../client.ts';
import { equipmentCategories, equipmentProducts, materials, rentals, serviceReminders } from '../tables/index.ts';

const seedId = (n: number) => `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

/** The demo's equipment has fixed ids (6000–6199 in the demo company, 6500– in the other), so tests can name them. */
export const demoEquipmentIds = {
  heatPumps: seedId(6000),
  rentalCategory: seedId(6003),
  /** Panasonic Etherea NZ25, 12 months. */
  heatPumpProduct: seedId(6010),
  dehumidifierProduct: seedId(6014),
  /** A heat pump at the first customer (Mette Andersen), due within the reminder window, no reminder sent. */
  dueMaterial: seedId(6100),
  /** A rentable dehumidifier with two rentals. */
  rentableMaterial: seedId(6110),
  /** Its current rental (started three days ago, ends in four). */
  rental: seedId(6120),
} as const;

interface DemoMaterial {
  n: number;
  product: number;
  serial: string;
  customer: number;
  placement?: string;
  /** Months before today of the last service; its next date is that plus the product's interval. */
  lastServiceMonthsAgo?: number;
  /** Days to add to that last service (spreads the due dates). */
  shiftDays?: number;
  rentable?: boolean;
  serviceActive?: boolean | null;
}

/**
 * Categories, products, units at customers (some due, one reminded, one waiting for the office), rentable units and
 * rentals. The due dates follow the domain's rules from each unit's last service, as the operations keep them.
 */
export async function seedDemoEquipment(db: Db, companyId: string, customerIds: string[], now: Date): Promise<void> {
  const today = localParts(now).days;
  await db.insert(equipmentCategories).values([
    { id: seedId(6000), companyId, name: 'Varmepumper' },
    { id: seedId(6001), companyId, name: 'Ventilationsanlæg' },
    { id: seedId(6002), companyId, name: 'Brandslukkere' },
    { id: seedId(6003), companyId, name: 'Udlejningsudstyr' },
  ]);
  const products = [
    { n: 6010, category: 6000, name: 'Etherea NZ25', supplier: 'Panasonic', months: 12, column1: '2,5 kW' },
    { n: 6011, category: 6000, name: 'MSZ-LN35', supplier: 'Mitsubishi Electric', months: 12, column1: '3,5 kW' },
    { n: 6012, category: 6001, name: 'Compact P', supplier: 'Nilan', months: 6, column1: '250 m³/t' },
    { n: 6013, category: 6002, name: 'Pulverslukker 6 kg', supplier: 'Housegard', months: 12, column2: 'ABC' },
    { n: 6014, category: 6003, name: 'CDT 40 affugter', supplier: 'Dantherm', months: 3, column1: '40 l/døgn' },
  ];
  await db.insert(equipmentProducts).values(
    products.map((p) => ({
      id: seedId(p.n),
      companyId,
      categoryId: seedId(p.category),
      name: p.name,
      supplier: p.supplier,
      serviceIntervalMonths: p.months,
      column1: p.column1 ?? null,
      column2: p.column2 ?? null,
    })),
  );
  const units: DemoMaterial[] = [
    {
      n: 6100,
      product: 6010,
      serial: 'PA-NZ25-10231',
      customer: 0,
      placement: 'Stue, ydervæg',
      lastServiceMonthsAgo: 12,
      shiftDays: 10,
    },
    { n: 6101, product: 6011, serial: 'ME-35-88120', customer: 1, lastServiceMonthsAgo: 12, shiftDays: -5 },
    {
      n: 6102,
      product: 6012,
      serial: 'NI-CP-4410',
      customer: 2,
      placement: 'Bryggers',
      lastServiceMonthsAgo: 6,
      shiftDays: 20,
    },
    { n: 6103, product: 6013, serial: 'HG6-20391', customer: 3, lastServiceMonthsAgo: 4 },
    { n: 6104, product: 6013, serial: 'HG6-20392', customer: 3, lastServiceMonthsAgo: 4 },
    { n: 6105, product: 6010, serial: 'PA-NZ25-10877', customer: 4, lastServiceMonthsAgo: 2 },
    { n: 6106, product: 6011, serial: 'ME-35-90415', customer: 5, lastServiceMonthsAgo: 12, shiftDays: 25 },
    { n: 6107, product: 6012, serial: 'NI-CP-5120', customer: 6, serviceActive: false },
    { n: 6110, product: 6014, serial: 'DT-40-001', customer: -1, rentable: true, lastServiceMonthsAgo: 1 },
    { n: 6111, product: 6014, serial: 'DT-40-002', customer: -1, rentable: true, lastServiceMonthsAgo: 1 },
  ];
  const monthsOf = new Map(products.map((p) => [p.n, p.months]));
  const todayString = dateString(today);
  const lastServiceOf = (u: DemoMaterial) =>
    u.lastServiceMonthsAgo === undefined
      ? null
      : dateString(parseDate(addMonths(todayString, -u.lastServiceMonthsAgo)) + (u.shiftDays ?? 0));
  await db.insert(materials).values(
    units.map((u) => {
      const lastServiceOn = lastServiceOf(u);
      const serviceActive = u.serviceActive ?? null;
      return {
        id: seedId(u.n),
        companyId,
        productId: seedId(u.product),
        serialNumber: u.serial,
        customerId: u.customer >= 0 ? (customerIds[u.customer % customerIds.length] ?? null) : null,
        placement: u.placement ?? null,
        installedOn: dateString(today - 3 * 365),
        lastServiceOn,
        serviceActive,
        rentable: u.rentable ?? false,
        nextServiceOn: nextServiceDate({
          active: serviceActive ?? true,
          intervalMonths: monthsOf.get(u.product)!,
          lastServiceOn,
          installedOn: dateString(today - 3 * 365),
          registeredOn: todayString,
        }),
      };
    }),
  );
  // One unit was reminded of its due date already; the other due ones wait for the office (manual mode).
  const reminded = units.find((u) => u.n === 6101)!;
  await db.insert(serviceReminders).values({
    companyId,
    materialId: seedId(6101),
    dueOn: addMonths(lastServiceOf(reminded)!, monthsOf.get(reminded.product)!),
    state: 'sent',
    sentAt: new Date(now.getTime() - 2 * 86_400_000),
  });
  const day = 86_400_000;
  const noon = new Date(dateString(today) + 'T11:00:00Z').getTime();
  await db.insert(rentals).values([
    {
      id: seedId(6120),
      companyId,
      materialId: seedId(6110),
      customerId: customerIds[7 % customerIds.length] ?? null,
      startsAt: new Date(noon - 3 * day),
      endsAt: new Date(noon + 4 * day),
      price: 150_000,
      note: 'Vandskade i kælder',
    },
    {
      companyId,
      materialId: seedId(6110),
      customerId: customerIds[8 % customerIds.length] ?? null,
      startsAt: new Date(noon + 10 * day),
      endsAt: new Date(noon + 17 * day),
      price: 150_000,
    },
  ]);
}

/** The other company's equipment: one of each record, so every table has rows in two companies. */
export async function seedOtherEquipment(db: Db, companyId: string, customerId: string, now: Date): Promise<void> {
  const today = dateString(localParts(now).days);
  await db.insert(equipmentCategories).values({ id: seedId(6500), companyId, name: 'Vinduesudstyr' });
  await db.insert(equipmentProducts).values({
    id: seedId(6510),
    companyId,
    categoryId: seedId(6500),
    name: 'Lift 12 m',
    supplier: 'Genie',
    serviceIntervalMonths: 12,
  });
  const lastServiceOn = addMonths(today, -11);
  await db.insert(materials).values({
    id: seedId(6600),
    companyId,
    productId: seedId(6510),
    serialNumber: 'GN-12-7781',
    customerId,
    lastServiceOn,
    rentable: true,
    nextServiceOn: addMonths(lastServiceOn, 12),
  });
  await db
    .insert(serviceReminders)
    .values({ companyId, materialId: seedId(6600), dueOn: addMonths(lastServiceOn, 12), state: 'pending' });
  await db.insert(rentals).values({
    companyId,
    materialId: seedId(6600),
    customerId,
    startsAt: new Date(now.getTime() + 86_400_000),
    endsAt: new Date(now.getTime() + 3 * 86_400_000),
    price: 90_000,
  });
}
