import { eq } from 'drizzle-orm';
import type { MaterialInput } from '@servio/domain';
import { customers, equipmentProducts, type MaterialRow } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { companyServiceSettings, nextServiceOf } from './material-service-settings.ts';

export type MaterialValues = Pick<
  MaterialRow,
  | 'productId'
  | 'serialNumber'
  | 'name'
  | 'placement'
  | 'installedOn'
  | 'customerId'
  | 'streetAddress'
  | 'zipcode'
  | 'city'
  | 'latitude'
  | 'longitude'
  | 'serviceActive'
  | 'serviceIntervalMonths'
  | 'lastServiceOn'
  | 'nextServiceOn'
  | 'rentable'
>;

/**
 * The columns a material is written with, its next service date computed by the domain's rules. The product and the
 * customer must be the company's (row-level security hides another company's, so theirs are "not found").
 */
export async function materialValues(
  scope: CompanyScope,
  data: MaterialInput,
  createdAt: Date,
): Promise<MaterialValues> {
  const [product] = await scope.db
    .select({ months: equipmentProducts.serviceIntervalMonths })
    .from(equipmentProducts)
    .where(eq(equipmentProducts.id, data.productId));
  if (!product) throw badInput('input.productId', 'material.productNotFound');
  if (data.customerId) {
    const [c] = await scope.db.select({ id: customers.id }).from(customers).where(eq(customers.id, data.customerId));
    if (!c) throw badInput('input.customerId', 'material.customerNotFound');
  }
  const address = data.address;
  const values = {
    productId: data.productId,
    serialNumber: data.serialNumber,
    name: data.name,
    placement: data.placement,
    installedOn: data.installedOn,
    customerId: data.customerId,
    streetAddress: address?.streetAddress ?? null,
    zipcode: address?.zipcode ?? null,
    city: address?.city ?? null,
    latitude: address?.latitude ?? null,
    longitude: address?.longitude ?? null,
    serviceActive: data.serviceActive,
    serviceIntervalMonths: data.serviceIntervalMonths,
    lastServiceOn: data.lastServiceOn,
    rentable: data.rentable,
  };
  const nextServiceOn = nextServiceOf(
    { ...values, productIntervalMonths: product.months, createdAt },
    await companyServiceSettings(scope),
  );
  return { ...values, nextServiceOn };
}
