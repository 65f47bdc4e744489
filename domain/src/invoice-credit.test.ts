import { describe, expect, it } from 'vitest';
import { invoiceLineAmounts, invoiceTotals, standardVatBp } from './invoice.ts';
import { creditInvoiceInputSchema, priceCredit, type CreditableLine } from './invoice-credit.ts';

const line = (id: string, unitPrice: number, quantity: number): CreditableLine => ({
  id,
  quantity,
  unitPrice,
  discountBp: 0,
  vatBp: standardVatBp,
  ...invoiceLineAmounts({ unitPrice, quantity, discountBp: 0, vatBp: standardVatBp }),
  creditedQuantity: 0,
  creditedNet: 0,
  creditedVat: 0,
});

/** The invoice after a credit: each line's credited part and the credited total grown by it. */
function afterCredit(
  invoice: { total: number; creditedTotal: number; lines: CreditableLine[] },
  credit: { lines: { lineId: string; quantity: number; net: number; vat: number }[]; total: number },
) {
  return {
    total: invoice.total,
    creditedTotal: invoice.creditedTotal - credit.total,
    lines: invoice.lines.map((l) => {
      const c = credit.lines.find((x) => x.lineId === l.id);
      return c
        ? {
            ...l,
            creditedQuantity: l.creditedQuantity + c.quantity,
            creditedNet: l.creditedNet - c.net,
            creditedVat: l.creditedVat - c.vat,
          }
        : l;
    }),
  };
}

describe('crediting an invoice', () => {
  // 3 × 33,33 kr. (VAT 24,9975 → 25,00) and a 1.000,00 kr. line.
  const lines = [line('a', 3_333, 3000), line('b', 100_000, 1000)];
  const invoice = { total: invoiceTotals(lines).total, creditedTotal: 0, lines };

  it('credits everything left when no line is chosen, mirrored to the øre', () => {
    const credit = priceCredit(invoice, null);
    expect(credit).toMatchObject({ ok: true, final: true, total: -invoice.total });
  });

  it('credits in parts that come to the invoice exactly, whatever each part rounded', () => {
    let current = invoice;
    for (const quantity of [1000, 1000, 1000]) {
      const credit = priceCredit(current, new Map([['a', quantity]]));
      if (!credit.ok) throw new Error(credit.reason);
      expect(credit.final).toBe(false);
      current = afterCredit(current, credit);
    }
    expect(current.lines[0]).toMatchObject({ creditedNet: 9_999, creditedVat: 2_500 });
    const rest = priceCredit(current, null);
    expect(rest).toMatchObject({ ok: true, final: true, lines: [{ lineId: 'b', quantity: 1000 }] });
    if (rest.ok) expect(afterCredit(current, rest).creditedTotal).toBe(invoice.total);
  });

  it('refuses more than a line has left, a line of another invoice, and nothing at all', () => {
    expect(priceCredit(invoice, new Map([['a', 3001]]))).toEqual({
      ok: false,
      reason: 'invoice.creditTooLarge',
      lineId: 'a',
    });
    expect(priceCredit(invoice, new Map([['x', 1]]))).toMatchObject({ ok: false, reason: 'invoice.lineNotFound' });
    expect(priceCredit(invoice, new Map())).toMatchObject({ ok: false, reason: 'invoice.creditNotNegative' });
  });

  it('refuses a credit larger than what the invoice has left in all, and one that would add to it', () => {
    // 1.000,00 kr. less a 600,00 kr. discount line: crediting the first alone is more than the invoice's 400,00 kr.
    const discounted = [line('a', 100_000, 1000), line('d', -60_000, 1000)];
    const withDiscount = { ...invoiceTotals(discounted), creditedTotal: 0, lines: discounted };
    expect(priceCredit(withDiscount, new Map([['a', 1000]]))).toEqual({ ok: false, reason: 'invoice.creditTooLarge' });
    expect(priceCredit(withDiscount, new Map([['d', 1000]]))).toMatchObject({ reason: 'invoice.creditNotNegative' });
    expect(priceCredit(withDiscount, null)).toMatchObject({ ok: true, final: true, total: -50_000 });
  });

  it('reads a request: repeated lines and a quantity of zero are refused', () => {
    const parse = (lines: unknown) => creditInvoiceInputSchema.safeParse({ id: 'x', version: 1, lines });
    expect(parse(undefined).success).toBe(true);
    expect(parse([{ lineId: crypto.randomUUID(), quantity: 0 }]).success).toBe(false);
    const id = crypto.randomUUID();
    expect(
      parse([
        { lineId: id, quantity: 1 },
        { lineId: id, quantity: 1 },
      ]).error?.issues[0]?.message,
    ).toBe('invoice.lineRepeated');
  });
});
