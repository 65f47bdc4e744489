import { eq } from 'drizzle-orm';
import { companies } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';

/** The company settings the customer rules depend on. */
export async function customerSettings(scope: CompanyScope) {
  const [row] = await scope.db
    .select({
      disableCreateCustomer: companies.disableCreateCustomer,
      enableCustomerHierarchy: companies.enableCustomerHierarchy,
      allowCustomerLogin: companies.allowCustomerLogin,
    })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  if (!row) throw notFound();
  return row;
}
