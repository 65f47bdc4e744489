import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, customers, visits } from '../src/db/tables/index.ts';
import { createCompany, createCustomer, createVisit, type CreatedPerson } from './factories.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';

const fields = `id state number version reference note net vat total
  lines { id visitId description quantity unit unitPrice discountBp vatBp net vat }`;
const create = `mutation ($input: NewInvoiceInput!, $key: String) { createInvoice(input: $input, idempotencyKey: $key) { ${fields} } }`;
const save = `mutation ($input: InvoiceDraftInput!) { saveInvoiceDraft(input: $input) { ${fields} } }`;
const issue = `mutation ($id: ID!, $version: Int!) { issueInvoice(id: $id, version: $version) { ${fields} } }`;
const fromVisits = `mutation ($ids: [ID!]!) { createInvoiceFromVisits(input: { visitIds: $ids }) { ${fields} } }`;

const ext = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

/** A typed line: 2 hours of 450 kr. at 25 % VAT unless told otherwise. */
const line = (over: Record<string, unknown> = {}) => ({
  description: 'Serviceeftersyn',
  quantity: 2000,
  unit: 'time',
  unitPrice: 45_000,
  discountBp: 0,
  vatBp: 2500,
  ...over,
});

describe.each(backends)('invoices by hand and drafts edited on %s', (backend) => {
  let t: TestApp;
  let companyId: string;
  let admin: CreatedPerson;
  let customerId: string;

  const ok = async (query: string, variables: Record<string, unknown>) => {
    const r = await graphql(t.app, admin.cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as AnyData;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    ({ companyId, admin } = await createCompany(t));
    customerId = (await createCustomer(t, admin.cookie, { companyName: 'Hånd & Co ApS', useCompany: true })).id;
  });
  afterAll(async () => t?.close());

  it('creates a draft by hand, once per key, and issues it only with lines', async () => {
    const key = `hand-${customerId}`;
    const draft = (await ok(create, { input: { customerId, reference: 'PO 4711' }, key })).createInvoice;
    expect(draft).toMatchObject({ state: 'draft', number: null, reference: 'PO 4711', total: 0, lines: [] });
    expect((await ok(create, { input: { customerId, reference: 'PO 4711' }, key })).createInvoice.id).toBe(draft.id);
    // Nothing to issue yet, and no number used.
    const empty = await graphql(t.app, admin.cookie, issue, { id: draft.id, version: draft.version });
    expect(errorCode(empty)).toBe('CONFLICT');
    expect(ext(empty)?.reason).toBe('invoice.noLines');

    const saved = (
      await ok(save, {
        input: {
          id: draft.id,
          version: draft.version,
          reference: 'PO 4712',
          note: 'Tak for ordren',
          // 2 × 450 kr. = 900 kr. (VAT 225); 1 × 199,99 kr. less 12,5 % = 174,99125 → 174,99 kr. VAT-free.
          lines: [
            line(),
            line({ description: 'Gebyr', quantity: 1000, unit: 'stk', unitPrice: 19_999, discountBp: 1250, vatBp: 0 }),
          ],
        },
      })
    ).saveInvoiceDraft;
    expect(saved.lines.map((l: AnyData) => [l.description, l.net, l.vat])).toEqual([
      ['Serviceeftersyn', 90_000, 22_500],
      ['Gebyr', 17_499, 0],
    ]);
    expect(saved).toMatchObject({
      reference: 'PO 4712',
      note: 'Tak for ordren',
      net: 107_499,
      vat: 22_500,
      total: 129_999,
    });
    const issued = (await ok(issue, { id: saved.id, version: saved.version })).issueInvoice;
    expect(issued).toMatchObject({ state: 'issued', number: 1, total: 129_999 });
    // Issued, it is not edited again.
    const late = await graphql(t.app, admin.cookie, save, {
      input: { id: issued.id, version: issued.version, lines: [line()] },
    });
    expect(errorCode(late)).toBe('CONFLICT');
    expect(ext(late)?.reason).toBe('invoice.notDraft');
  });

  it('edits a draft of visits: a kept line keeps its visit, a removed one goes, a new one is typed', async () => {
    await t.database.db.update(companies).set({ invoiceAsDraft: true }).where(eq(companies.id, companyId));
    const visit = await createVisit(t, admin.cookie, customerId, { price: 50_000, description: 'Rens af ventilation' });
    await t.database.db.update(visits).set({ status: 'done' }).where(eq(visits.id, visit.id));
    const draft = (await ok(fromVisits, { ids: [visit.id] })).createInvoiceFromVisits;
    const [fixed] = draft.lines;
    const saved = (
      await ok(save, {
        input: {
          id: draft.id,
          version: draft.version,
          lines: [
            {
              ...line({
                description: 'Rens af ventilation, 3 aggregater',
                quantity: 3000,
                unit: 'stk',
                unitPrice: 50_000,
              }),
              id: fixed.id,
            },
            line({ description: 'Rabat', quantity: 1000, unit: 'stk', unitPrice: -10_000 }),
          ],
        },
      })
    ).saveInvoiceDraft;
    expect(saved.lines.map((l: AnyData) => [l.visitId, l.description, l.net])).toEqual([
      [visit.id, 'Rens af ventilation, 3 aggregater', 150_000],
      [null, 'Rabat', -10_000],
    ]);
    expect(saved.total).toBe(175_000);
    await t.database.db.update(companies).set({ invoiceAsDraft: false }).where(eq(companies.id, companyId));
  });

  it('refuses bad lines, a negative invoice, a stale version and a line of another invoice, changing nothing', async () => {
    const draft = (await ok(create, { input: { customerId } })).createInvoice;
    const attempt = (lines: unknown[], version = draft.version) =>
      graphql(t.app, admin.cookie, save, { input: { id: draft.id, version, lines } });
    for (const [bad, field, reason] of [
      [line({ quantity: 0 }), 'input.lines.0.quantity', 'invoice.quantityInvalid'],
      [line({ vatBp: 1200 }), 'input.lines.0.vatBp', 'invoice.vatInvalid'],
      [line({ description: '  ' }), 'input.lines.0.description', 'required'],
      [line({ unitPrice: 1_000_000_001 }), 'input.lines.0.unitPrice', 'item.priceTooHigh'],
      [line({ discountBp: 10_001 }), 'input.lines.0.discountBp', 'visitLine.discountInvalid'],
    ] as const) {
      const r = await attempt([bad]);
      expect(errorCode(r), reason).toBe('BAD_USER_INPUT');
      expect(ext(r), reason).toMatchObject({ field, reason });
    }
    const negative = await attempt([line({ unitPrice: -1 })]);
    expect(ext(negative)).toMatchObject({ field: 'input.lines', reason: 'invoice.negativeTotal' });
    const foreign = await attempt([{ ...line(), id: '00000000-0000-4000-8000-00000000dead' }]);
    expect(ext(foreign)).toMatchObject({ reason: 'invoice.lineNotFound' });
    expect(errorCode(await attempt([line()], draft.version + 1))).toBe('CONFLICT');
    const unchanged = (await ok(`query ($id: ID!) { invoice(id: $id) { ${fields} } }`, { id: draft.id })).invoice;
    expect(unchanged).toMatchObject({ version: draft.version, total: 0, lines: [] });
    const unknown = await graphql(t.app, admin.cookie, create, {
      input: { customerId: '00000000-0000-4000-8000-00000000dead' },
    });
    expect(ext(unknown)).toMatchObject({ field: 'input.customerId', reason: 'invoice.customerNotFound' });
  });

  it('marks visits invoiced outside Servio, paid, unpaid and uninvoiced, all or none, and audit-logs it', async () => {
    const mark = `mutation ($ids: [ID!]!, $action: VisitInvoiceAction!) { setVisitsInvoiced(input: { visitIds: $ids, action: $action }) }`;
    const ready = `query { visitsToInvoice(customerId: "${customerId}") { items { id } } }`;
    const state = async (id: string) =>
      (await ok(`query ($id: ID!) { visit(id: $id) { invoiced invoicedAt paidAt invoiceId } }`, { id })).visit;
    const finished = async () => {
      const visit = await createVisit(t, admin.cookie, customerId, { price: 20_000 });
      await t.database.db.update(visits).set({ status: 'done' }).where(eq(visits.id, visit.id));
      return visit.id as string;
    };
    const [a, b] = [await finished(), await finished()];
    const readyIds = async () => (await ok(ready, {})).visitsToInvoice.items.map((v: AnyData) => v.id);
    expect(await readyIds()).toEqual(expect.arrayContaining([a, b]));

    // Paid before invoiced is refused, for both: nothing changes.
    const early = await graphql(t.app, admin.cookie, mark, { ids: [a, b], action: 'paid' });
    expect(ext(early)).toMatchObject({ field: 'input.visitIds', reason: 'invoice.visitNotInvoiced' });
    expect(await state(a)).toMatchObject({ invoiced: false, paidAt: null });

    await ok(mark, { ids: [a], action: 'invoiced' });
    await ok(mark, { ids: [b], action: 'invoicedAndPaid' });
    expect(await state(a)).toMatchObject({ invoiced: true, paidAt: null });
    expect((await state(b)).paidAt).not.toBeNull();
    // Invoiced elsewhere: off the ready list, not invoiced here again, not deleted.
    expect(await readyIds()).not.toContain(a);
    const again = await graphql(t.app, admin.cookie, fromVisits, { ids: [a] });
    expect(ext(again)).toMatchObject({ reason: 'invoice.visitInvoiced' });

    await ok(mark, { ids: [a], action: 'paid' });
    expect((await state(a)).paidAt).not.toBeNull();
    await ok(mark, { ids: [a], action: 'unpaid' });
    expect(await state(a)).toMatchObject({ invoiced: true, paidAt: null });
    await ok(mark, { ids: [a, b], action: 'uninvoiced' });
    expect(await state(b)).toMatchObject({ invoiced: false, invoicedAt: null, paidAt: null });
    expect(await readyIds()).toEqual(expect.arrayContaining([a, b]));

    // A visit on Servio's own invoice follows its invoice.
    const invoice = (await ok(fromVisits, { ids: [a] })).createInvoiceFromVisits;
    const onInvoice = await graphql(t.app, admin.cookie, mark, { ids: [a], action: 'uninvoiced' });
    expect(ext(onInvoice)).toMatchObject({ reason: 'invoice.visitOnInvoice' });
    expect((await state(a)).invoiceId).toBe(invoice.id);

    const audit = await ok(`query { auditLog(limit: 10) { items { action details } } }`, {});
    const entries = audit.auditLog.items.filter((e: AnyData) => e.action === 'visit.invoiceState');
    expect(entries.map((e: AnyData) => e.details.action)).toEqual(
      expect.arrayContaining(['invoiced', 'invoicedAndPaid', 'paid', 'unpaid', 'uninvoiced']),
    );
  });

  it("invoices a hierarchy's locations with useInvoice to their main customer, together, naming each location", async () => {
    const main = (await createCustomer(t, admin.cookie, { companyName: 'Boligselskabet Nord', useCompany: true })).id;
    const location = async (name: string, useInvoice: boolean) => {
      const id = (await createCustomer(t, admin.cookie, { companyName: name, useCompany: true })).id;
      await t.database.db.update(customers).set({ parentCustomerId: main, useInvoice }).where(eq(customers.id, id));
      return id;
    };
    const [east, west, own] = [
      await location('Afd. Øst', true),
      await location('Afd. Vest', true),
      await location('Afd. Syd', false),
    ];
    const finished = async (customer: string, description: string) => {
      const visit = await createVisit(t, admin.cookie, customer, { price: 30_000, description });
      await t.database.db.update(visits).set({ status: 'done' }).where(eq(visits.id, visit.id));
      return visit.id as string;
    };
    const ids = [await finished(east, 'Trappevask'), await finished(west, 'Trappevask')];
    // The ready tab filtered by the main customer shows its locations' visits it is invoiced for.
    const ready = await ok(`query ($c: ID) { visitsToInvoice(customerId: $c) { items { id } } }`, { c: main });
    expect(ready.visitsToInvoice.items.map((v: AnyData) => v.id).sort()).toEqual([...ids].sort());
    const invoice = (
      await ok(
        `mutation ($ids: [ID!]!) { createInvoiceFromVisits(input: { visitIds: $ids }) { customerId customerName lines { description } } }`,
        { ids },
      )
    ).createInvoiceFromVisits;
    expect(invoice.customerId).toBe(main);
    expect(invoice.customerName).toBe('Boligselskabet Nord');
    expect(invoice.lines.map((l: AnyData) => l.description)).toEqual([
      'Trappevask (Afd. Øst)',
      'Trappevask (Afd. Vest)',
    ]);
    // A location without useInvoice is its own invoice customer.
    const mixed = await graphql(t.app, admin.cookie, fromVisits, {
      ids: [await finished(east, 'Vinduer'), await finished(own, 'Vinduer')],
    });
    expect(ext(mixed)).toMatchObject({ reason: 'invoice.customersDiffer' });
  });
});
