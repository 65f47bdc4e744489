import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { conflict } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { invoices, visits } from '../../db/tables/index.ts';
import { notDraftRefusal } from './issue-invoice.ts';
import { loadInvoice } from './invoice-record.ts';

const deleteInputSchema = z.object({ id: z.string(), version: z.number().int() });

/** Deletes a draft (it has no number yet); its visits are free to invoice again. An issued invoice is credited. */
export async function deleteInvoiceDraft(scope: TenantScope, input: unknown): Promise<boolean> {
  const data = parseInput(deleteInputSchema, input);
  const invoice = await loadInvoice(scope, data.id, true);
  if (invoice.state !== 'draft') throw notDraftRefusal();
  if (invoice.version !== data.version) throw conflict();
  await scope.db.update(visits).set({ invoiceId: null }).where(eq(visits.invoiceId, invoice.id));
  await scope.db.delete(invoices).where(eq(invoices.id, invoice.id));
  return true;
}
