import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompanyScope } from '../../core/scope.ts';
import { invoiceLines } from '../../db/tables/index.ts';
import { sameCompany } from '../../db/sql.ts';

/** What an invoice's credit notes took of one of its lines: quantity in thousandths, net and VAT positive, øre. */
export interface LineCredit {
  quantity: number;
  net: number;
  vat: number;
}

const creditLine = alias(invoiceLines, 'credit_line');

/**
 * The credits of every line of an invoice, by line id (a line never credited is absent): one grouped read over the
 * credit notes' lines (their credited_line_id index), for the credit's limits and the invoice page's "credited".
 */
export async function loadLineCredits(scope: CompanyScope, invoiceId: string): Promise<Map<string, LineCredit>> {
  const rows = await scope.db
    .select({
      lineId: invoiceLines.id,
      quantity: sql<string>`sum(${creditLine.quantity})`,
      net: sql<string>`-sum(${creditLine.net})`,
      vat: sql<string>`-sum(${creditLine.vat})`,
    })
    .from(invoiceLines)
    .innerJoin(creditLine, sameCompany(creditLine, invoiceLines, eq(creditLine.creditedLineId, invoiceLines.id)))
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .groupBy(invoiceLines.id);
  return new Map(rows.map((r) => [r.lineId, { quantity: Number(r.quantity), net: Number(r.net), vat: Number(r.vat) }]));
}
