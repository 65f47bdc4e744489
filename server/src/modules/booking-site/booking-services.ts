import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { isUuid, parseZipRanges, zipInRanges } from '@servio/domain';
import type { CompanyScope } from '../../core/scope.ts';
import { equipmentProducts } from '../../db/tables/index.ts';
import type { BookingCompany } from './booking-company.ts';
import { outsideArea, unknownService } from './booking-site-error.ts';

export interface BookingService {
  id: string;
  name: string;
  description: string | null;
  minutes: number;
  /** Øre incl. VAT; null shows no price. */
  price: number | null;
}

const columns = {
  id: equipmentProducts.id,
  name: equipmentProducts.name,
  description: equipmentProducts.bookingDescription,
  minutes: equipmentProducts.bookingMinutes,
  price: equipmentProducts.bookingPrice,
};

const bookable = (companyId: string) =>
  and(
    eq(equipmentProducts.companyId, companyId),
    eq(equipmentProducts.bookable, true),
    isNotNull(equipmentProducts.bookingMinutes),
  );

/** The company's bookable services, by name. */
export async function listBookingServices(scope: CompanyScope): Promise<BookingService[]> {
  const rows = await scope.db
    .select(columns)
    .from(equipmentProducts)
    .where(bookable(scope.companyId))
    .orderBy(asc(equipmentProducts.name), asc(equipmentProducts.id));
  return rows.map((r) => ({ ...r, minutes: r.minutes! }));
}

/** One bookable service of the company; unknown_service when it is not one. */
export async function findBookingService(scope: CompanyScope, id: string): Promise<BookingService> {
  if (!isUuid(id)) throw unknownService();
  const [row] = await scope.db
    .select(columns)
    .from(equipmentProducts)
    .where(and(bookable(scope.companyId), eq(equipmentProducts.id, id)));
  if (!row) throw unknownService();
  return { ...row, minutes: row.minutes! };
}

/**
 * Whether the company serves this postcode (its zip ranges; none set is everywhere). Ranges the settings could not
 * have saved (they are checked there) serve nowhere rather than everywhere.
 */
export function servesZipcode(company: BookingCompany, zipcode: string): boolean {
  const ranges = parseZipRanges(company.zipRanges);
  return ranges.ok && zipInRanges(zipcode, ranges.ranges);
}

export function assertServesZipcode(company: BookingCompany, zipcode: string): void {
  if (!servesZipcode(company, zipcode)) throw outsideArea();
}
