import { eq } from 'drizzle-orm';
import { companies } from '../../../db/tables/index.ts';
import { notFound } from '../../../core/errors.ts';
import type { CompanyScope } from '../../../core/scope.ts';

/** The company settings a visit's form and acceptance depend on. */
export async function visitCompanyFlags({ db, companyId }: CompanyScope) {
  const [row] = await db
    .select({
      enableReference: companies.enableReference,
      showAccord: companies.showAccord,
      enableRepeatingVisits: companies.enableRepeatingVisits,
      enableAcceptVisits: companies.enableAcceptVisits,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw notFound();
  return row;
}

export type VisitCompanyFlags = Awaited<ReturnType<typeof visitCompanyFlags>>;
