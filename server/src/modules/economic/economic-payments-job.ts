import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { CompanyScope } from '../../core/scope.ts';
import { economicConnections, invoices, outbox } from '../../db/tables/index.ts';
import { enqueue, type Job } from '../../jobs/queue.ts';
import { changeInvoicePaid } from '../invoices/index.ts';
import { connectedClient } from './economic-connection.ts';
import type { EconomicServices } from './economic-services.ts';
import { failureMessage, writeSyncLog } from './economic-sync-log.ts';
import { EconomicStepError, step } from './economic-step.ts';

/** The outbox kind that pulls paid status from e-conomic: on a schedule (hourly) and when asked. */
export const economicPaymentsJobKind = 'economic_payments';

/** How often the schedule pulls. */
export const paymentsPullEveryMs = 3600_000;

/** e-conomic's `$in:` takes at most 200 values. */
const chunkSize = 200;

/** Who marks an invoice paid from e-conomic, in the audit log. */
const paidByEconomic = { actorUserId: null, actorEmail: 'e-conomic', ip: null };

/**
 * The pull's job, pending and not the one running (`except`): there is at most one per company, so pulling now and
 * the schedule do not multiply.
 */
async function pendingPull(scope: CompanyScope, except: string | null) {
  const [row] = await scope.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, economicPaymentsJobKind),
        isNull(outbox.sentAt),
        isNull(outbox.deadAt),
        except ? ne(outbox.id, except) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Pulls now (the button, a new connection): the pending pull made due, or a new one. */
export async function pullPaymentsNow(scope: CompanyScope): Promise<void> {
  const pending = await pendingPull(scope, null);
  if (pending)
    await scope.db
      .update(outbox)
      .set({ runAfter: sql`now()` })
      .where(eq(outbox.id, pending.id));
  else await enqueue(scope, { kind: economicPaymentsJobKind });
}

/**
 * The economic_payments job: our issued invoices booked in e-conomic are read back by number (`bookedInvoiceNumber$in`,
 * paged), and each whose remainder is 0 is marked paid through the operation setInvoicePaid uses. Then the next pull
 * is scheduled, while the agreement stays connected. A refusal (401) ends the schedule and says so in the log.
 */
export async function runEconomicPaymentsJob(scope: CompanyScope, job: Job, services: EconomicServices): Promise<void> {
  const linked = await connectedClient(scope, services);
  if (!linked) return;
  const what = { entity: 'payments' as const, entityId: null, action: 'pulled' };
  let paid = 0;
  try {
    const open = await scope.db
      .select({ id: invoices.id, version: invoices.version, booked: invoices.economicBookedNumber })
      .from(invoices)
      .where(and(eq(invoices.kind, 'invoice'), eq(invoices.state, 'issued'), isNotNull(invoices.economicBookedNumber)));
    for (let i = 0; i < open.length; i += chunkSize) {
      const chunk = open.slice(i, i + chunkSize);
      const remote = await step(what, () =>
        linked.client.all<{ bookedInvoiceNumber: number; remainder: number }>('/invoices/booked', {
          filter: `bookedInvoiceNumber$in:[${chunk.map((c) => c.booked).join(',')}]`,
        }),
      );
      const settled = new Set(remote.filter((r) => r.remainder === 0).map((r) => r.bookedInvoiceNumber));
      for (const invoice of chunk.filter((c) => settled.has(c.booked!))) {
        await changeInvoicePaid(scope, { id: invoice.id, version: invoice.version, paid: true }, paidByEconomic);
        paid++;
      }
    }
  } catch (error) {
    if (!(error instanceof EconomicStepError && error.economic.permanent)) throw error;
    await writeSyncLog(scope.db, scope.companyId, {
      ...what,
      outcome: 'failed',
      httpStatus: error.economic.status,
      message: failureMessage(error.economic),
    });
    return;
  }
  await scope.db
    .update(economicConnections)
    .set({ lastPaymentsPullAt: new Date() })
    .where(eq(economicConnections.companyId, scope.companyId));
  await writeSyncLog(scope.db, scope.companyId, { ...what, outcome: 'ok', message: `${paid} paid` });
  if (!(await pendingPull(scope, job.id)))
    await enqueue(scope, { kind: economicPaymentsJobKind, runAfter: new Date(Date.now() + paymentsPullEveryMs) });
}
