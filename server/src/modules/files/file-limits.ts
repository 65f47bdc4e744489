import { eq } from 'drizzle-orm';
import { companies } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';

/** The most any company may allow per file (the 25 MB); the route reads no body beyond it. */
export const uploadCeilingMb = 25;
export const megabyte = 1024 * 1024;

/** The company's limit per file in MB: its setting (`maxUploadMb`), never above the ceiling, at least 1. */
export async function companyUploadLimitMb(scope: CompanyScope): Promise<number> {
  const [company] = await scope.db
    .select({ maxUploadMb: companies.maxUploadMb })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  return Math.max(1, Math.min(company?.maxUploadMb ?? uploadCeilingMb, uploadCeilingMb));
}
