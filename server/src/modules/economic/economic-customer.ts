import { eq, max } from 'drizzle-orm';
import type { CompanyScope } from '../../core/scope.ts';
import { customers, type CustomerRow, type EconomicConnectionRow } from '../../db/tables/index.ts';
import type { EconomicClient, EconomicPage } from './economic-client.ts';
import { customerDocument } from './economic-documents.ts';
import { upsert } from './economic-products.ts';
import { writeSyncLog } from './economic-sync-log.ts';
import { step } from './economic-step.ts';

/**
 * The customer's number in e-conomic, reserved: one above the highest e-conomic and we know, stored on the customer.
 * The caller commits it before anything is created in e-conomic, so a retry after a crash pushes the same number
 * instead of making a second customer. The customer's row lock makes two jobs of one customer wait for each other.
 */
export async function reserveCustomerNumber(
  scope: CompanyScope,
  client: EconomicClient,
  customer: CustomerRow,
): Promise<number> {
  const highest = await step({ entity: 'customer', entityId: customer.id, action: 'numberReserved' }, () =>
    client.call<EconomicPage<{ customerNumber: number }>>(
      'GET',
      '/customers?sort=-customerNumber&skippages=0&pagesize=1',
    ),
  );
  const [ours] = await scope.db.select({ n: max(customers.economicCustomerNumber) }).from(customers);
  const number = Math.max(highest?.collection[0]?.customerNumber ?? 0, ours?.n ?? 0) + 1;
  await scope.db.update(customers).set({ economicCustomerNumber: number }).where(eq(customers.id, customer.id));
  await writeSyncLog(scope.db, scope.companyId, {
    entity: 'customer',
    entityId: customer.id,
    action: 'numberReserved',
    outcome: 'ok',
    message: String(number),
  });
  return number;
}

/** Creates or updates the customer in e-conomic under its reserved number. */
export async function pushCustomer(
  scope: CompanyScope,
  client: EconomicClient,
  connection: EconomicConnectionRow,
  customer: CustomerRow,
  number: number,
): Promise<void> {
  await step({ entity: 'customer', entityId: customer.id, action: 'upserted' }, () =>
    upsert(client, '/customers', String(number), customerDocument(customer, number, connection)),
  );
  await writeSyncLog(scope.db, scope.companyId, {
    entity: 'customer',
    entityId: customer.id,
    action: 'upserted',
    outcome: 'ok',
    message: String(number),
  });
}
