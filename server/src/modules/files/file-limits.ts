import { eq } from 'drizzle-orm';
import { companies } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';

/** The most any company may allow per file (the 25 MB); the route reads no body beyond it. */
export const uploadCeilingMb = 25;
export const megabyte = 1024 * 1024;

/** A company's limit per file in MB from its setting (`maxUploadMb`): never above the ceiling, at least 1. */
export const uploadLimitMb = (setting: number | undefined) =>
  Math.max(1, Math.min(setting ?? uploadCeilingMb, uploadCeilingMb));

/** The company's limit per file in MB. */
export async function companyUploadLimitMb(scope: CompanyScope): Promise<number> {
  const [company] = await scope.db
    .select({ maxUploadMb: companies.maxUploadMb })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  return uploadLimitMb(company?.maxUploadMb);
}
