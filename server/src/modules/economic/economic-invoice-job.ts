import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CompanyScope } from '../../core/scope.ts';
import {
  companies,
  customers,
  invoiceLines,
  invoices,
  visitLines,
  type EconomicConnectionRow,
} from '../../db/tables/index.ts';
import { enqueue, type Job } from '../../jobs/queue.ts';
import { economicInvoiceJobKind, loadInvoice, type InvoiceRecord } from '../invoices/index.ts';
import { EconomicError, type EconomicClient } from './economic-client.ts';
import { connectedClient } from './economic-connection.ts';
import { pushCustomer, reserveCustomerNumber } from './economic-customer.ts';
import { draftDocument } from './economic-documents.ts';
import { pushLineProducts } from './economic-products.ts';
import type { EconomicServices } from './economic-services.ts';
import { failureMessage, writeSyncLog } from './economic-sync-log.ts';
import { EconomicStepError, step, type SyncStep } from './economic-step.ts';
import { sameCompany } from '../../db/sql.ts';

const payloadSchema = z.object({ invoiceId: z.string().uuid() });

interface Booked {
  bookedInvoiceNumber: number;
  references?: { other?: string };
}

/**
 * The economic_invoice job (docs/decisions/0031): the customer and the lines' products, then the draft
 * (`references.other` = our id) booked with our number. A permanent refusal (401, a document e-conomic will not take)
 * marks the invoice failed here and ends the job; a 5xx or timeout rolls back and is retried; a 429 comes back at
 * Retry-After (jobs/worker.ts). What a failed attempt leaves is recorded by recordEconomicJobFailure.
 */
export async function runEconomicInvoiceJob(scope: CompanyScope, job: Job, services: EconomicServices): Promise<void> {
  const { invoiceId } = payloadSchema.parse(job.payload);
  const invoice = await loadInvoice(scope, invoiceId, true).catch(() => null);
  if (!invoice || invoice.number === null || invoice.economicState === 'synced') return;
  const linked = await connectedClient(scope, services);
  const what: SyncStep = { entity: 'invoice', entityId: invoice.id, action: 'booked' };
  if (!linked) return markFailed(scope, what, new EconomicError('economic.notConnected', 'not connected', null));
  try {
    await pushInvoice(scope, job, linked.client, linked.connection, invoice as InvoiceRecord & { number: number });
  } catch (error) {
    if (error instanceof EconomicStepError && error.economic.permanent)
      return markFailed(scope, error.step, error.economic, invoice.id);
    throw error;
  }
}

async function pushInvoice(
  scope: CompanyScope,
  job: Job,
  client: EconomicClient,
  connection: EconomicConnectionRow,
  invoice: InvoiceRecord & { number: number },
): Promise<void> {
  const [row] = await scope.db.select().from(customers).where(eq(customers.id, invoice.customerId)).for('update');
  const customer = row!;
  const customerNumber = customer.economicCustomerNumber;
  if (customerNumber === null) {
    // Commit the number before anything exists in e-conomic: the same job, again, pushes it.
    await reserveCustomerNumber(scope, client, customer);
    await enqueue(scope, { kind: economicInvoiceJobKind, payload: job.payload });
    return;
  }
  const what: SyncStep = { entity: 'invoice', entityId: invoice.id, action: 'booked' };
  // Booked already (a crash after booking): the booked invoice with our number is ours, or the number is taken.
  const booked = await step(what, () =>
    client.call<Booked>('GET', `/invoices/booked/${invoice.number}`, undefined, true),
  );
  if (booked) {
    if (booked.references?.other !== invoice.id)
      throw new EconomicStepError(
        what,
        new EconomicError('economic.numberTaken', `booked invoice ${invoice.number} is another`, 409),
      );
    return markSynced(scope, invoice.id, booked.bookedInvoiceNumber, 'found booked');
  }
  await pushCustomer(scope, client, connection, customer, customerNumber);
  const lines = await scope.db
    .select({ line: invoiceLines, itemId: visitLines.itemId })
    .from(invoiceLines)
    .leftJoin(visitLines, sameCompany(visitLines, invoiceLines, eq(visitLines.id, invoiceLines.visitLineId)))
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
  const withItems = lines.map((l) => ({ ...l.line, itemId: l.itemId }));
  const products = await pushLineProducts(scope, client, connection, withItems);

  // A draft a crashed attempt made is found by our id, and booked rather than made again.
  const drafted: SyncStep = { entity: 'invoice', entityId: invoice.id, action: 'drafted' };
  const [found] = await step(drafted, () =>
    client.all<{ draftInvoiceNumber: number }>('/invoices/drafts', { filter: `references.other$eq:${invoice.id}` }),
  );
  const draft =
    found ??
    (await step(drafted, () =>
      client.call<{ draftInvoiceNumber: number }>(
        'POST',
        '/invoices/drafts',
        draftDocument({
          invoice,
          lines: withItems.map((l) => ({ ...l, productNumber: products.get(l.id)! })),
          customer: customer,
          customerNumber: customerNumber,
          connection,
        }),
      ),
    ))!;
  await writeSyncLog(scope.db, scope.companyId, {
    ...drafted,
    outcome: 'ok',
    message: `${found ? 'found' : 'created'} draft ${draft.draftInvoiceNumber}`,
  });

  const [company] = await scope.db
    .select({ ean: companies.eanPayment })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const sendByEan = Boolean(company?.ean && customer.ean);
  const result = await step(what, () =>
    client.call<Booked>('POST', '/invoices/booked', {
      draftInvoice: { draftInvoiceNumber: draft.draftInvoiceNumber },
      bookWithNumber: invoice.number,
      ...(sendByEan ? { sendBy: 'ean' } : {}),
    }),
  );
  await markSynced(scope, invoice.id, result!.bookedInvoiceNumber, sendByEan ? 'sent by EAN' : null);
}

async function markSynced(scope: CompanyScope, invoiceId: string, bookedNumber: number, note: string | null) {
  await scope.db
    .update(invoices)
    .set({ economicState: 'synced', economicError: null, economicBookedNumber: bookedNumber })
    .where(eq(invoices.id, invoiceId));
  await writeSyncLog(scope.db, scope.companyId, {
    entity: 'invoice',
    entityId: invoiceId,
    action: 'booked',
    outcome: 'ok',
    message: [`booked ${bookedNumber}`, note].filter(Boolean).join(', '),
  });
}

/** A refusal retrying will not cure: the invoice shows it (and "Prøv igen"), the log says which step. */
async function markFailed(scope: CompanyScope, what: SyncStep, error: EconomicError, invoiceId = what.entityId) {
  const message = failureMessage(error);
  if (invoiceId)
    await scope.db
      .update(invoices)
      .set({ economicState: 'failed', economicError: message })
      .where(eq(invoices.id, invoiceId));
  await writeSyncLog(scope.db, scope.companyId, { ...what, outcome: 'failed', httpStatus: error.status, message });
}
