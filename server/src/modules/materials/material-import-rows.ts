import { inArray, sql } from 'drizzle-orm';
import {
  maxMaterialImportRows,
  readMaterialImport,
  type ImportRowError,
  type MaterialImportField,
} from '@servio/domain';
import { customers, equipmentProducts, materials } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';

export const maxReportedErrors = 1000;

export interface CheckedMaterialRow {
  row: number;
  productId: string | null;
  customerId: string | null;
  fields: Record<string, unknown>;
  errors: ImportRowError[];
}

/**
 * The file's rows checked as the import would write them: the domain's rules per row (readMaterialImport), then the
 * company's records looked up in one query each: the model by its name (one product of that name, else ambiguous),
 * the customer by its customer number or email, and serial numbers the product has already.
 */
export async function checkMaterialImportRows(
  scope: CompanyScope,
  csv: string,
): Promise<{ headers: string[]; mapping: (MaterialImportField | null)[]; checked: CheckedMaterialRow[] }> {
  const { headers, mapping, rows } = readMaterialImport(csv);
  if (rows.length > maxMaterialImportRows) throw badInput('csv', 'import.tooManyRows');
  if (!mapping.includes('product')) throw badInput('csv', 'material.importNeedsProduct');

  const products = await scope.db
    .select({ id: equipmentProducts.id, name: equipmentProducts.name })
    .from(equipmentProducts);
  const byModel = new Map<string, string[]>();
  for (const p of products) byModel.set(p.name.toLowerCase(), [...(byModel.get(p.name.toLowerCase()) ?? []), p.id]);

  const keys = [...new Set(rows.map((r) => r.customer?.toLowerCase()).filter((c): c is string => !!c))];
  const numbers = keys.filter((k) => /^\d{1,9}$/.test(k)).map(Number);
  const emails = keys.filter((k) => k.includes('@'));
  const found =
    keys.length === 0
      ? []
      : await scope.db
          .select({ id: customers.id, email: customers.email, number: customers.economicCustomerNumber })
          .from(customers)
          .where(
            sql`${numbers.length ? inArray(customers.economicCustomerNumber, numbers) : sql`false`} or ${
              emails.length ? sql`lower(${customers.email}) in ${emails}` : sql`false`
            }`,
          );
  const customerOf = new Map<string, string>();
  for (const c of found) {
    if (c.number !== null) customerOf.set(String(c.number), c.id);
    if (c.email) customerOf.set(c.email.toLowerCase(), c.id);
  }

  const serials = rows.map((r) => r.fields.serialNumber).filter((s): s is string => typeof s === 'string');
  const taken = serials.length
    ? await scope.db
        .select({ productId: materials.productId, serial: sql<string>`lower(${materials.serialNumber})` })
        .from(materials)
        .where(sql`lower(${materials.serialNumber}) in ${[...new Set(serials.map((s) => s.toLowerCase()))]}`)
    : [];
  const takenKeys = new Set(taken.map((t) => `${t.productId}/${t.serial}`));

  const checked = rows.map((r): CheckedMaterialRow => {
    const errors = [...r.errors];
    const ids = r.product ? (byModel.get(r.product.toLowerCase()) ?? []) : [];
    if (r.product && ids.length === 0)
      errors.push({ row: r.row, field: 'product', reason: 'material.productNotFound' });
    if (ids.length > 1) errors.push({ row: r.row, field: 'product', reason: 'material.productAmbiguous' });
    const productId = ids.length === 1 ? ids[0]! : null;
    const customerId = r.customer ? (customerOf.get(r.customer.toLowerCase()) ?? null) : null;
    if (r.customer && !customerId) errors.push({ row: r.row, field: 'customer', reason: 'material.customerNotFound' });
    const serial = r.fields.serialNumber;
    if (productId && typeof serial === 'string' && takenKeys.has(`${productId}/${serial.toLowerCase()}`))
      errors.push({ row: r.row, field: 'serialNumber', reason: 'material.serialTaken' });
    return { row: r.row, productId, customerId, fields: r.fields, errors };
  });
  return { headers, mapping, checked };
}
