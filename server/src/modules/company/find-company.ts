import { eq } from 'drizzle-orm';
import { companies, type CompanyRow } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';

/** The scope's company: its settings and feature flags. */
export async function findCompany(scope: CompanyScope): Promise<CompanyRow> {
  const [row] = await scope.db.select().from(companies).where(eq(companies.id, scope.companyId));
  if (!row) throw notFound();
  return row;
}
