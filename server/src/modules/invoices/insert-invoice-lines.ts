import { sql } from 'drizzle-orm';
import type { CompanyScope } from '../../core/scope.ts';
import type { InvoiceLineRow } from '../../db/tables/index.ts';

export type NewInvoiceLine = Omit<InvoiceLineRow, 'id' | 'companyId' | 'invoiceId' | 'createdAt' | 'creditedLineId'> & {
  creditedLineId?: string | null;
};

/**
 * Writes an invoice's lines in one statement with one parameter (the lines as JSON, unpacked by jsonb_to_recordset)
 * and returns them as written, in order. An invoice of 50 visits has 550 lines: as a multi-row VALUES that is 7,000
 * parameters, which took 150 of the invoice's 250 ms on PGlite (docs/decisions/0026-invoices.md); ids are made
 * here, so nothing needs to be read back.
 */
export async function insertInvoiceLines(
  { db, companyId }: CompanyScope,
  invoiceId: string,
  lines: readonly NewInvoiceLine[],
): Promise<InvoiceLineRow[]> {
  const createdAt = new Date();
  const rows: InvoiceLineRow[] = lines.map((line) => ({
    ...line,
    creditedLineId: line.creditedLineId ?? null,
    id: crypto.randomUUID(),
    companyId,
    invoiceId,
    createdAt,
  }));
  await db.execute(sql`
    insert into invoice_lines (id, company_id, invoice_id, created_at, visit_id, visit_line_id, credited_line_id, position, description,
      quantity, unit, unit_price, discount_bp, vat_bp, net, vat)
    select x.id, ${companyId}, ${invoiceId}, ${createdAt.toISOString()}::timestamptz, x.visit_id, x.visit_line_id,
      x.credited_line_id, x.position, x.description, x.quantity, x.unit, x.unit_price, x.discount_bp, x.vat_bp, x.net, x.vat
    from jsonb_to_recordset(${JSON.stringify(
      rows.map((r) => ({
        id: r.id,
        visit_id: r.visitId,
        visit_line_id: r.visitLineId,
        credited_line_id: r.creditedLineId,
        position: r.position,
        description: r.description,
        quantity: r.quantity,
        unit: r.unit,
        unit_price: r.unitPrice,
        discount_bp: r.discountBp,
        vat_bp: r.vatBp,
        net: r.net,
        vat: r.vat,
      })),
    )}::jsonb) as x(id uuid, visit_id uuid, visit_line_id uuid, credited_line_id uuid, position int, description text, quantity int,
      unit text, unit_price int, discount_bp int, vat_bp int, net int, vat int)`);
  return [...rows].sort((a, b) => a.position - b.position);
}
