import { and, eq, sql } from 'drizzle-orm';
import { companies, customers, equipmentCategories, equipmentProducts, materials } from '../../db/tables/index.ts';
import { pageBounds, pageTotal, type Page, type PageArgs } from '../../core/paging.ts';
import type { TenantScope } from '../../core/scope.ts';
import { inCustomerFamily } from '../customers/index.ts';
import { materialListConditions, materialListOrder } from './material-list-query.ts';
import { localToday } from './material-service-settings.ts';
import { myMaterialServiceStatus, type MyMaterialServiceStatus } from './my-material-status.ts';
import { categoryOfProduct, customerOfMaterial, productOfMaterial } from '../../db/joins.ts';

/** A unit as its customer's portal shows it: what the unit is, where, and its service; no prices or office notes. */
export interface MyMaterial {
  id: string;
  name: string | null;
  /** The product's model. */
  model: string;
  category: string;
  serialNumber: string | null;
  placement: string | null;
  installedOn: string | null;
  customerId: string;
  /** Its fixed address, else its customer's. */
  address: {
    streetAddress: string | null;
    zipcode: string | null;
    city: string | null;
    latitude: number | null;
    longitude: number | null;
  };
  lastServiceOn: string | null;
  nextServiceOn: string | null;
  serviceStatus: MyMaterialServiceStatus;
}

export type MyMaterialsArgs = PageArgs & { search?: string | null };

const empty: Page<MyMaterial> = { items: [], totalCount: 0 };
const hasOwnAddress = sql`(${materials.streetAddress} is not null or ${materials.zipcode} is not null or ${materials.city} is not null)`;
const addressColumn = (own: unknown, customer: unknown) =>
  sql`case when ${hasOwnAddress} then ${own} else ${customer} end`;

/**
 * A customer's login's units (the portal): the unarchived units of its customers (its own and, with
 * enableCustomerHierarchy, its locations), soonest next service first, none last; searched as the office's list
 * (serial, name, placement, model). Only while the company shows materials (showMaterials, as the staff's menu);
 * otherwise, and for anyone else, an empty page. One statement, counted with the page.
 */
export async function myMaterials(scope: TenantScope, args: MyMaterialsArgs): Promise<Page<MyMaterial>> {
  const ownId = scope.actor.role === 'customer' ? scope.actor.customerId : null;
  if (!ownId) return empty;
  const [company] = await scope.db
    .select({ show: companies.showMaterials, daysBefore: companies.materielDaysBeforeServiceForReminder })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  if (!company?.show) return empty;
  const { limit, offset } = pageBounds(args, { limit: 25, maxLimit: 100 });
  const today = localToday();
  const where = and(
    materialListConditions({ search: args.search }, { today, daysBefore: company.daysBefore }),
    inCustomerFamily(ownId, { companyId: sql`${materials.companyId}`, customerId: sql`${materials.customerId}` }),
  );
  const rows = await scope.db
    .select({
      id: materials.id,
      name: materials.name,
      model: equipmentProducts.name,
      category: equipmentCategories.name,
      serialNumber: materials.serialNumber,
      placement: materials.placement,
      installedOn: materials.installedOn,
      customerId: sql<string>`${materials.customerId}`,
      streetAddress: sql<string | null>`${addressColumn(materials.streetAddress, customers.streetAddress)}`,
      zipcode: sql<string | null>`${addressColumn(materials.zipcode, customers.zipcode)}`,
      city: sql<string | null>`${addressColumn(materials.city, customers.city)}`,
      latitude: sql<number | null>`${addressColumn(materials.latitude, customers.latitude)}`,
      longitude: sql<number | null>`${addressColumn(materials.longitude, customers.longitude)}`,
      lastServiceOn: materials.lastServiceOn,
      nextServiceOn: materials.nextServiceOn,
      totalCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(materials)
    .innerJoin(equipmentProducts, productOfMaterial)
    .innerJoin(equipmentCategories, categoryOfProduct)
    .innerJoin(customers, customerOfMaterial)
    .where(where)
    .orderBy(...materialListOrder({}))
    .limit(limit)
    .offset(offset);
  const items = rows.map(({ totalCount: _n, streetAddress, zipcode, city, latitude, longitude, ...row }) => ({
    ...row,
    address: {
      streetAddress,
      zipcode,
      city,
      latitude: latitude === null ? null : Number(latitude),
      longitude: longitude === null ? null : Number(longitude),
    },
    serviceStatus: myMaterialServiceStatus(row.nextServiceOn, today, company.daysBefore),
  }));
  const totalCount = await pageTotal(rows, offset, async () => {
    const [counted] = await scope.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(materials)
      .innerJoin(equipmentProducts, productOfMaterial)
      .where(where);
    return counted?.n ?? 0;
  });
  return { items, totalCount };
}
