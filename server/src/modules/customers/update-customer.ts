import { and, eq, sql } from 'drizzle-orm';
import { customerPatchSchema, hasCustomerIdentity } from '@servio/domain';
import { customers, users, type CustomerRow } from '../../db/tables/index.ts';
import { badInput, conflict } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { asDuplicateEmail } from '../employees/index.ts';
import { assertCustomerEmailFree } from './customer-email.ts';
import { refuseLoginFieldChanges } from './customer-login-fields.ts';
import { assertParentAllowed } from './customer-parent.ts';
import { customerValues } from './customer-values.ts';
import { findCustomer } from './find-customers.ts';

/** Input: `customerPatchSchema` (domain); CONFLICT when `version` is stale. A customer's login follows its email. */
export async function updateCustomer(
  scope: TenantScope,
  id: string,
  version: number,
  input: unknown,
): Promise<CustomerRow> {
  const current = await findCustomer(scope, id);
  const data = parseInput(customerPatchSchema, input, 'input');
  await refuseLoginFieldChanges(scope, data, current);
  const values = customerValues(data);
  const merged = {
    ...current,
    ...values,
    companyCVR: values.companyCvr !== undefined ? values.companyCvr : current.companyCvr,
  };
  if (!hasCustomerIdentity(merged)) throw badInput('input', 'customer.atLeastOneField');
  if (data.email !== undefined && data.email !== current.email) await assertCustomerEmailFree(scope, data.email, id);
  if (data.parentCustomerId !== undefined && data.parentCustomerId !== current.parentCustomerId) {
    await assertParentAllowed(scope, data.parentCustomerId, id);
  }
  const [row] = await scope.db
    .update(customers)
    .set({ ...values, version: sql`${customers.version} + 1`, updatedAt: new Date() })
    .where(and(eq(customers.id, id), eq(customers.version, version)))
    .returning();
  if (!row) throw conflict();
  if (data.email && data.email !== current.email) {
    // The check above saw the company's people; a login taking the address since is the same field error.
    await scope.db.update(users).set({ email: data.email }).where(eq(users.customerId, id)).catch(asDuplicateEmail);
  }
  return row;
}
