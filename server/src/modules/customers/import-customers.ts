import { eq } from 'drizzle-orm';
import type { ImportRowError } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { customerImports, customers } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import { idempotent } from '../../core/idempotency.ts';
import { auditActor, type CompanyScope, type TenantScope } from '../../core/scope.ts';
import { checkImportRows, maxReportedErrors } from './customer-import-rows.ts';
import { customerValues } from './customer-values.ts';

export interface ImportResult {
  id: string;
  createdCount: number;
  skippedCount: number;
  errors: ImportRowError[];
}

async function findImport(scope: CompanyScope, id: string): Promise<ImportResult> {
  const [row] = await scope.db.select().from(customerImports).where(eq(customerImports.id, id));
  if (!row) throw notFound();
  return { id: row.id, createdCount: row.createdCount, skippedCount: row.skippedCount, errors: row.errors };
}

/** Writes every valid row in the scope's one transaction; rows with errors are skipped and reported. */
export async function importCustomers(
  scope: TenantScope,
  csv: string,
  mapping: (string | null | undefined)[],
  idempotencyKey?: string | null,
): Promise<ImportResult> {
  return idempotent(scope, {
    operation: 'importCustomers',
    key: idempotencyKey,
    payload: { csv, mapping },
    load: (id) => findImport(scope, id),
    create: async () => {
      const { checked, errors } = await checkImportRows(scope, csv, mapping);
      const valid = checked
        .filter((r) => r.input)
        .map((r) => ({ ...customerValues(r.input!), companyId: scope.companyId }));
      for (let i = 0; i < valid.length; i += 500) await scope.db.insert(customers).values(valid.slice(i, i + 500));
      const reported = errors.slice(0, maxReportedErrors);
      const skippedCount = checked.length - valid.length;
      const [record] = await scope.db
        .insert(customerImports)
        .values({
          companyId: scope.companyId,
          createdById: scope.actor.userId,
          createdCount: valid.length,
          skippedCount,
          errors: reported,
        })
        .returning();
      await recordAudit(scope.db, {
        ...auditActor(scope),
        action: 'customer.imported',
        details: { created: valid.length, skipped: skippedCount },
      });
      return { id: record!.id, createdCount: valid.length, skippedCount, errors: reported };
    },
  });
}
