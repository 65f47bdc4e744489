import { materialInputSchema, type ImportRowError } from '@servio/domain';
import { materials } from '../../db/tables/index.ts';
import { idempotent } from '../../core/idempotency.ts';
import type { TenantScope } from '../../core/scope.ts';
import { checkMaterialImportRows, maxReportedErrors } from './material-import-rows.ts';
import { asSerialTaken } from './material-serial.ts';
import { companyServiceSettings, nextServiceOf } from './material-service-settings.ts';
import { equipmentProducts } from '../../db/tables/index.ts';

export interface MaterialImportResult {
  createdCount: number;
  skippedCount: number;
  errors: ImportRowError[];
}

/**
 * Writes every valid row in the scope's one transaction (each with its next service date); rows with errors are
 * skipped and reported. With an idempotency key a retried request gets the first answer instead of importing twice:
 * an import keeps no record of its own, so its answer (counts and the reported rows) is what the key row keeps.
 */
export async function importMaterials(
  scope: TenantScope,
  csv: string,
  idempotencyKey?: string | null,
): Promise<MaterialImportResult> {
  return idempotent(scope, {
    operation: 'importMaterials',
    key: idempotencyKey,
    payload: { csv },
    load: async (answer) => JSON.parse(answer) as MaterialImportResult,
    create: async () => {
      const result = await writeMaterialImport(scope, csv);
      return { ...result, id: JSON.stringify(result) };
    },
  });
}

async function writeMaterialImport(scope: TenantScope, csv: string): Promise<MaterialImportResult> {
  const { checked } = await checkMaterialImportRows(scope, csv);
  const company = await companyServiceSettings(scope);
  const intervals = new Map(
    (
      await scope.db
        .select({ id: equipmentProducts.id, months: equipmentProducts.serviceIntervalMonths })
        .from(equipmentProducts)
    ).map((p) => [p.id, p.months]),
  );
  const now = new Date();
  const valid = checked
    .filter((r) => r.errors.length === 0 && r.productId)
    .map((r) => {
      const data = materialInputSchema.parse({ ...r.fields, productId: r.productId, customerId: r.customerId });
      const values = {
        productId: data.productId,
        serialNumber: data.serialNumber,
        name: data.name,
        placement: data.placement,
        installedOn: data.installedOn,
        customerId: data.customerId,
        streetAddress: data.address?.streetAddress ?? null,
        zipcode: data.address?.zipcode ?? null,
        city: data.address?.city ?? null,
        serviceActive: null,
        serviceIntervalMonths: null,
        lastServiceOn: null,
      };
      const nextServiceOn = nextServiceOf(
        { ...values, productIntervalMonths: intervals.get(data.productId) ?? null, createdAt: now },
        company,
      );
      return { ...values, nextServiceOn, companyId: scope.companyId };
    });
  for (let i = 0; i < valid.length; i += 500)
    await scope.db
      .insert(materials)
      .values(valid.slice(i, i + 500))
      .catch(asSerialTaken);
  const errors = checked.flatMap((r) => r.errors);
  return {
    createdCount: valid.length,
    skippedCount: checked.length - valid.length,
    errors: errors.slice(0, maxReportedErrors),
  };
}
