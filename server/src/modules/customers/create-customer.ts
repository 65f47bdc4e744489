import { customerDisplayName, customerInputSchema, personName } from '@servio/domain';
import { customers, type CustomerRow } from '../../db/tables/index.ts';
import { forbidden } from '../../core/errors.ts';
import { idempotent } from '../../core/idempotency.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { recordEvent } from '../events/index.ts';
import { assertCustomerEmailFree } from './customer-email.ts';
import { refuseLoginFieldChanges } from './customer-login-fields.ts';
import { assertParentAllowed } from './customer-parent.ts';
import { customerSettings } from './customer-settings.ts';
import { customerValues } from './customer-values.ts';
import { findCustomer } from './find-customers.ts';

/** Input: `customerInputSchema` (domain). Employees are refused while the company has `disableCreateCustomer`. */
export async function createCustomer(
  scope: TenantScope,
  input: unknown,
  idempotencyKey?: string | null,
): Promise<CustomerRow> {
  if (scope.actor.role !== 'administrator' && (await customerSettings(scope)).disableCreateCustomer) throw forbidden();
  const data = parseInput(customerInputSchema, input, 'input');
  await refuseLoginFieldChanges(scope, data, null);
  return idempotent(scope, {
    operation: 'createCustomer',
    key: idempotencyKey,
    payload: input,
    load: (id) => findCustomer(scope, id),
    create: async () => {
      await assertCustomerEmailFree(scope, data.email);
      await assertParentAllowed(scope, data.parentCustomerId);
      const [row] = await scope.db
        .insert(customers)
        .values({ ...customerValues(data), companyId: scope.companyId })
        .returning();
      const by = personName(scope.actor);
      await recordEvent(scope, {
        kind: 'customer_created',
        payload: { customerId: row!.id, name: customerDisplayName(row!), by },
      });
      return row!;
    },
  });
}
