import { eq, sql } from 'drizzle-orm';
import type { CompanyScope } from '../../core/scope.ts';
import { invoiceCounters } from '../../db/tables/index.ts';

/**
 * The company's next invoice number, taken in the caller's (issuing) transaction: the counter row's lock holds a
 * second issue until this one commits or rolls back, so two issues never share a number, and a rollback gives the
 * number back, so none is skipped (bookkeeping wants a gapless sequence).
 */
export async function takeInvoiceNumber({ db, companyId }: CompanyScope): Promise<number> {
  await db.insert(invoiceCounters).values({ companyId }).onConflictDoNothing();
  const [row] = await db
    .update(invoiceCounters)
    .set({ nextNumber: sql`${invoiceCounters.nextNumber} + 1` })
    .where(eq(invoiceCounters.companyId, companyId))
    .returning({ taken: sql<number>`${invoiceCounters.nextNumber} - 1` });
  return row!.taken;
}
