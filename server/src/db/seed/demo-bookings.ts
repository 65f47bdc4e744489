import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../client.ts';
import {
  bookingHolds,
  equipmentCategories,
  equipmentProducts,
  waitlistEntries,
  waitlistOffers,
} from '../tables/index.ts';

const seedId = (n: number) => `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

/** The demo's booking services have fixed ids (7000– in the demo company, 7500– in the other), so tests can name them. */
export const demoBookingIds = {
  servicesCategory: seedId(7000),
  /** Vinduespudsning, 60 minutes, 450 kr. */
  windowCleaning: seedId(7010),
  /** Skadedyrsinspektion, 90 minutes, no price shown. */
  pestInspection: seedId(7011),
  otherServicesCategory: seedId(7500),
  /** Anden Firma's only service. */
  otherWindowCleaning: seedId(7510),
} as const;

/** A token nobody holds: the demo's holds and offers are there to be seen, not claimed. */
const unusedTokenHash = () => createHash('sha256').update(randomBytes(32)).digest('base64url');

interface DemoBookingCompany {
  companyId: string;
  categoryId: string;
  services: { id: string; name: string; minutes: number; price: number | null; description: string }[];
  /** A field employee whose time the demo's hold and offer name. */
  employeeId: string;
  zipcode: string;
}

/**
 * The booking page's services (a category of bookable products), one person on the waitlist with an offer already
 * claimed, and a hold that has expired: each company has rows in every booking table, so a leak between them shows.
 */
async function seedBookingCompany(db: Db, c: DemoBookingCompany, now: Date): Promise<void> {
  await db.insert(equipmentCategories).values({ id: c.categoryId, companyId: c.companyId, name: 'Ydelser' });
  await db.insert(equipmentProducts).values(
    c.services.map((s) => ({
      id: s.id,
      companyId: c.companyId,
      categoryId: c.categoryId,
      name: s.name,
      bookable: true,
      bookingMinutes: s.minutes,
      bookingPrice: s.price,
      bookingDescription: s.description,
    })),
  );
  const day = 86_400_000;
  const [entry] = await db
    .insert(waitlistEntries)
    .values({
      companyId: c.companyId,
      zipcode: c.zipcode,
      productId: c.services[0]!.id,
      name: 'Lise Holm',
      email: `lise.holm+${c.zipcode}@example.dk`,
      tokenHash: unusedTokenHash(),
    })
    .returning({ id: waitlistEntries.id });
  const offered = new Date(now.getTime() - 10 * day);
  offered.setUTCHours(9, 0, 0, 0);
  await db.insert(waitlistOffers).values({
    companyId: c.companyId,
    entryId: entry!.id,
    employeeId: c.employeeId,
    productId: c.services[0]!.id,
    startsAt: offered,
    endsAt: new Date(offered.getTime() + c.services[0]!.minutes * 60_000),
    tokenHash: unusedTokenHash(),
    state: 'gone',
  });
  await db.insert(bookingHolds).values({
    companyId: c.companyId,
    employeeId: c.employeeId,
    productId: c.services[0]!.id,
    startsAt: new Date(now.getTime() - 2 * day),
    endsAt: new Date(now.getTime() - 2 * day + 3_600_000),
    expiresAt: new Date(now.getTime() - 2 * day),
    tokenHash: unusedTokenHash(),
  });
}

export function seedDemoBookings(db: Db, companyId: string, employeeId: string, now: Date): Promise<void> {
  return seedBookingCompany(
    db,
    {
      companyId,
      categoryId: demoBookingIds.servicesCategory,
      employeeId,
      zipcode: '4000',
      services: [
        {
          id: demoBookingIds.windowCleaning,
          name: 'Vinduespudsning',
          minutes: 60,
          price: 45_000,
          description: 'Udvendig og indvendig pudsning af op til 15 vinduer.',
        },
        {
          id: demoBookingIds.pestInspection,
          name: 'Skadedyrsinspektion',
          minutes: 90,
          price: null,
          description: 'Gennemgang af bolig og udhuse, med rapport og tilbud.',
        },
      ],
    },
    now,
  );
}

export function seedOtherBookings(db: Db, companyId: string, employeeId: string, now: Date): Promise<void> {
  return seedBookingCompany(
    db,
    {
      companyId,
      categoryId: demoBookingIds.otherServicesCategory,
      employeeId,
      zipcode: '7100',
      services: [
        {
          id: demoBookingIds.otherWindowCleaning,
          name: 'Vinduespolering Aarhus',
          minutes: 45,
          price: 35_000,
          description: 'Polering af vinduer i Aarhus-området.',
        },
      ],
    },
    now,
  );
}
