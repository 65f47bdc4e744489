import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../src/db/tables/index.ts';
import type { TestApp } from './harness.ts';

/** The company's audit entries of one action, oldest first, read on the owner connection. */
export function auditEntries(t: TestApp, companyId: string, action: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, action)))
    .orderBy(asc(auditLog.id));
}
