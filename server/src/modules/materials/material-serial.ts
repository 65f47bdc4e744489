import { and, eq, ne, sql } from 'drizzle-orm';
import { materials } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';

const serialTaken = () => badInput('input.serialNumber', 'material.serialTaken');

/** A serial number is unique within its product, whatever its case (materials_product_serial_unique). */
export async function assertSerialFree(
  scope: CompanyScope,
  productId: string,
  serialNumber: string | null,
  exceptId?: string,
): Promise<void> {
  if (!serialNumber) return;
  const same = and(
    eq(materials.productId, productId),
    sql`lower(${materials.serialNumber}) = lower(${serialNumber})`,
    exceptId ? ne(materials.id, exceptId) : undefined,
  );
  const [row] = await scope.db.select({ id: materials.id }).from(materials).where(same).limit(1);
  if (row) throw serialTaken();
}

/** A write that hit the unique index anyway (a concurrent save took the serial): the same field error, never a 500. */
export function asSerialTaken(error: unknown): never {
  const e = error as { code?: string; cause?: { code?: string } };
  if (e.code === '23505' || e.cause?.code === '23505') throw serialTaken();
  throw error;
}
