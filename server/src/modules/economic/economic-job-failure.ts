import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, outbox } from '../../db/tables/index.ts';
import type { JobFailure } from '../../jobs/queue.ts';
import { economicInvoiceJobKind } from '../invoices/index.ts';
import { notifyAdministrators } from '../notifications/index.ts';
import { failureMessage, writeSyncLog } from './economic-sync-log.ts';
import { stepOf } from './economic-step.ts';

/**
 * After a failed attempt of an e-conomic job (its work rolled back; owner connection): a line in the sync log
 * (retrying, or failed once the job is dead), and on the invoice the last error, failed when no attempt is left.
 * So a failure is never silent, whatever step it was.
 */
export async function recordEconomicJobFailure(db: Db, failure: JobFailure): Promise<void> {
  const [job] = await db
    .select({ companyId: outbox.companyId, payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.companyId, failure.companyId), eq(outbox.id, failure.jobId)));
  if (!job) return;
  const invoiceId = failure.kind === economicInvoiceJobKind ? String(job.payload.invoiceId ?? '') || null : null;
  const known = stepOf(failure.thrown);
  const message = known ? failureMessage(known.economic) : `economic.failed ${failure.error}`;
  await writeSyncLog(db, job.companyId, {
    entity: known?.step.entity ?? (invoiceId ? 'invoice' : 'payments'),
    entityId: known?.step.entityId ?? invoiceId,
    action: known?.step.action ?? (invoiceId ? 'booked' : 'pulled'),
    outcome: failure.dead ? 'failed' : 'retrying',
    httpStatus: known?.economic.status ?? null,
    message,
  });
  if (invoiceId)
    await db
      .update(invoices)
      .set({ economicState: failure.dead ? 'failed' : 'pending', economicError: message })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.companyId, job.companyId)));
  // Retries are the sync's own business; a sync that gave up needs a person.
  if (failure.dead) {
    await notifyAdministrators(
      { db, companyId: job.companyId },
      { kind: 'economic_failed', payload: { invoiceId, message } },
    );
  }
}
