import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/sql.ts';
import { companies, visits } from '../src/db/tables/index.ts';
import { createCompany, createCustomer, createPerson, createVisit, type CreatedPerson } from './factories.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';

const invoiceFields = `id kind state overdue number customerId customerName creditedInvoiceId issueDate dueDate
  net vat total version lines { visitId description quantity unitPrice discountBp vatBp net vat }`;
const fromVisits = `mutation ($ids: [ID!]!) { createInvoiceFromVisits(input: { visitIds: $ids }) { ${invoiceFields} } }`;
const issue = `mutation ($id: ID!, $version: Int!) { issueInvoice(id: $id, version: $version) { ${invoiceFields} } }`;
const credit = `mutation ($id: ID!, $version: Int!) { creditInvoice(id: $id, version: $version) { ${invoiceFields} } }`;
const paid = `mutation ($id: ID!, $version: Int!, $paid: Boolean!) { setInvoicePaid(id: $id, version: $version, paid: $paid) { ${invoiceFields} } }`;
const removeDraft = `mutation ($id: ID!, $version: Int!) { deleteInvoiceDraft(id: $id, version: $version) }`;
const readInvoice = `query ($id: ID!) { invoice(id: $id) { ${invoiceFields} } }`;
const list = `query ($state: InvoiceFilter, $customerId: ID) { invoices(state: $state, customerId: $customerId) { totalCount items { id number state overdue } } }`;
const addLine = `mutation ($input: AddVisitLineInput!) { addVisitLine(input: $input) { id version } }`;

const ext = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

describe.each(backends)('invoices on %s', (backend) => {
  let t: TestApp;
  let companyId: string;
  let admin: CreatedPerson;
  let clerk: CreatedPerson;
  let tech: CreatedPerson;
  let customerA: string;
  let customerB: string;

  const ok = async (cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const r = await graphql(t.app, cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as AnyData;
  };

  /** A finished visit of `customerId` with a fixed price (øre). */
  const finishedVisit = async (customerId: string, price: number | null) => {
    const visit = await createVisit(t, admin.cookie, customerId, { price });
    await t.database.db.update(visits).set({ status: 'done' }).where(eq(visits.id, visit.id));
    return visit;
  };

  const invoiceAsDraft = (on: boolean) =>
    t.database.db.update(companies).set({ invoiceAsDraft: on }).where(eq(companies.id, companyId));

  beforeAll(async () => {
    t = await createTestApp(backend);
    ({ companyId, admin } = await createCompany(t));
    clerk = await createPerson(t, { companyId, allowedToInvoice: true });
    tech = await createPerson(t, { companyId });
    customerA = (await createCustomer(t, admin.cookie, { companyName: 'Boligforeningen Lyset', useCompany: true })).id;
    customerB = (await createCustomer(t, admin.cookie)).id;
  });
  afterAll(async () => t?.close());

  it('invoices finished visits of one customer with VAT per line in øre, numbered from 1, and locks the visits', async () => {
    const first = await finishedVisit(customerA, 50_000);
    // 2,5 × 199,99 kr. less 10 %: 449,9775 kr. → 449,98; VAT 112,495 → 112,50 (half up, per line).
    const line = (
      await ok(admin.cookie, addLine, {
        input: { visitId: first.id, description: 'Filter F7', quantity: 2500, unitPrice: 19_999, discountBp: 1000 },
      })
    ).addVisitLine;
    const second = await finishedVisit(customerA, 12_345);

    const ready = `query ($customerId: ID) { visitsToInvoice(customerId: $customerId) { totalCount items { id } } }`;
    const readyIds = (await ok(clerk.cookie, ready, { customerId: customerA })).visitsToInvoice.items.map(
      (v: AnyData) => v.id,
    );
    expect(readyIds.sort()).toEqual([first.id, second.id].sort());
    const once = `mutation ($ids: [ID!]!, $key: String) { createInvoiceFromVisits(input: { visitIds: $ids }, idempotencyKey: $key) { ${invoiceFields} } }`;
    const key = `fakturer-${first.id}`;
    const invoice = (await ok(clerk.cookie, once, { ids: [first.id, second.id], key })).createInvoiceFromVisits;
    // A retried request gets the same invoice, not a refusal or a second number.
    expect((await ok(clerk.cookie, once, { ids: [first.id, second.id], key })).createInvoiceFromVisits).toEqual(
      invoice,
    );
    expect((await ok(clerk.cookie, ready, { customerId: customerA })).visitsToInvoice.totalCount).toBe(0);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      state: 'issued',
      number: 1,
      customerName: 'Boligforeningen Lyset',
      net: 50_000 + 44_998 + 12_345,
      vat: 12_500 + 11_250 + 3_086,
      total: 107_343 + 26_836,
      overdue: false,
    });
    expect(invoice.lines.map((l: AnyData) => [l.net, l.vat, l.vatBp])).toEqual([
      [50_000, 12_500, 2500],
      [44_998, 11_250, 2500],
      [12_345, 3_086, 2500],
    ]);
    expect(invoice.lines[1]).toMatchObject({ visitId: first.id, description: 'Filter F7', quantity: 2500 });
    expect(invoice.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const due = new Date(`${invoice.issueDate}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 8);
    expect(invoice.dueDate).toBe(due.toISOString().slice(0, 10));

    const visit = (await ok(admin.cookie, `query ($id: ID!) { visit(id: $id) { invoiced } }`, { id: first.id })).visit;
    expect(visit.invoiced).toBe(true);
    const changed = await graphql(
      t.app,
      admin.cookie,
      'mutation ($id: ID!) { updateVisitLine(id: $id, version: 1, input: { quantity: 1000 }) { id } }',
      { id: line.id },
    );
    expect(ext(changed)).toMatchObject({ code: 'CONFLICT', reason: 'visitLine.invoiced' });
    const deleted = await graphql(t.app, admin.cookie, 'mutation ($id: ID!) { deleteVisit(id: $id) }', {
      id: second.id,
    });
    expect(ext(deleted)).toMatchObject({ reason: 'visit.invoiced' });
  });

  it('refuses a visit twice, two customers together, an unfinished visit and nothing to invoice, using no number', async () => {
    const before = (await ok(admin.cookie, list)).invoices.totalCount;
    const invoiced = await finishedVisit(customerA, 10_000);
    await ok(admin.cookie, fromVisits, { ids: [invoiced.id] });
    const a = await finishedVisit(customerA, 10_000);
    const b = await finishedVisit(customerB, 10_000);
    const open = await createVisit(t, admin.cookie, customerA, { price: 10_000 });
    const free = await finishedVisit(customerA, null);
    for (const [ids, reason] of [
      [[invoiced.id], 'invoice.visitInvoiced'],
      [[a.id, b.id], 'invoice.customersDiffer'],
      [[open.id], 'invoice.visitNotFinished'],
      [[free.id], 'invoice.nothingToInvoice'],
      [[a.id, a.id], 'invoice.visitRepeated'],
      [['00000000-0000-4000-8000-00000000dead'], 'invoice.visitNotFound'],
    ] as const) {
      const r = await graphql(t.app, admin.cookie, fromVisits, { ids });
      expect(ext(r), reason).toMatchObject({ code: 'BAD_USER_INPUT', reason });
    }
    const after = (await ok(admin.cookie, list)).invoices;
    expect(after.totalCount).toBe(before + 1);
    // The next number follows the last one given: none was taken by a refusal.
    const next = (await ok(admin.cookie, fromVisits, { ids: [a.id] })).createInvoiceFromVisits;
    expect(next.number).toBe(Math.max(...after.items.map((i: AnyData) => i.number)) + 1);
  });

  it('keeps a draft without a number with invoiceAsDraft, issues it on approval, and deletes a draft freeing its visits', async () => {
    await invoiceAsDraft(true);
    try {
      const visit = await finishedVisit(customerB, 20_000);
      const draft = (await ok(admin.cookie, fromVisits, { ids: [visit.id] })).createInvoiceFromVisits;
      expect(draft).toMatchObject({ state: 'draft', number: null, issueDate: null, total: 25_000 });
      expect(errorCode(await graphql(t.app, admin.cookie, fromVisits, { ids: [visit.id] }))).toBe('BAD_USER_INPUT');
      expect(await ok(admin.cookie, removeDraft, { id: draft.id, version: draft.version })).toEqual({
        deleteInvoiceDraft: true,
      });
      const again = (await ok(admin.cookie, fromVisits, { ids: [visit.id] })).createInvoiceFromVisits;
      const issued = (await ok(clerk.cookie, issue, { id: again.id, version: again.version })).issueInvoice;
      expect(issued.state).toBe('issued');
      expect(issued.number).toBeGreaterThan(0);
      const twice = await graphql(t.app, clerk.cookie, issue, { id: again.id, version: issued.version });
      expect(ext(twice)).toMatchObject({ code: 'CONFLICT', reason: 'invoice.notDraft' });
      const gone = await graphql(t.app, admin.cookie, removeDraft, { id: again.id, version: issued.version });
      expect(ext(gone)).toMatchObject({ code: 'CONFLICT', reason: 'invoice.notDraft' });
    } finally {
      await invoiceAsDraft(false);
    }
  });

  it('credits an issued invoice with a credit note of the opposite sign, once, and frees its visits', async () => {
    const visit = await finishedVisit(customerA, 40_000);
    const invoice = (await ok(admin.cookie, fromVisits, { ids: [visit.id] })).createInvoiceFromVisits;
    const note = (await ok(admin.cookie, credit, { id: invoice.id, version: invoice.version })).creditInvoice;
    expect(note).toMatchObject({
      kind: 'creditNote',
      state: 'issued',
      number: invoice.number + 1,
      creditedInvoiceId: invoice.id,
      dueDate: null,
      net: -40_000,
      vat: -10_000,
      total: -50_000,
    });
    expect(note.lines).toEqual([expect.objectContaining({ visitId: visit.id, net: -40_000, vat: -10_000 })]);
    const credited = (await ok(admin.cookie, readInvoice, { id: invoice.id })).invoice;
    expect(credited).toMatchObject({ state: 'credited', number: invoice.number, total: 50_000 });
    for (const [id, version] of [
      [invoice.id, credited.version],
      [note.id, note.version],
    ] as const) {
      const r = await graphql(t.app, admin.cookie, credit, { id, version });
      expect(ext(r)).toMatchObject({ code: 'CONFLICT', reason: 'invoice.notCreditable' });
    }
    // The visit is free again: a new invoice takes it.
    const reinvoiced = (await ok(admin.cookie, fromVisits, { ids: [visit.id] })).createInvoiceFromVisits;
    expect(reinvoiced.number).toBe(note.number + 1);
  });

  it('credits part of an invoice: chosen quantities, never more than is left, the last part to the øre', async () => {
    const partCredit = `mutation ($id: ID!, $version: Int!, $lines: [CreditLineInput!]) {
      creditInvoice(id: $id, version: $version, lines: $lines) { ${invoiceFields} lines { creditedLineId } } }`;
    const owed = `query ($id: ID!) { invoice(id: $id) { state version total creditedTotal
      creditNotes { number total } lines { id creditedQuantity } } }`;
    const visit = await finishedVisit(customerB, 10_000);
    // 3 × 33,33 kr.: a third is 33,33 + VAT 8,3325 → 8,33; the whole line's VAT is 24,9975 → 25,00.
    await ok(admin.cookie, addLine, {
      input: { visitId: visit.id, description: 'Rottefælde', quantity: 3000, unitPrice: 3_333 },
    });
    const invoice = (await ok(admin.cookie, fromVisits, { ids: [visit.id] })).createInvoiceFromVisits;
    const [fixed, traps] = (await ok(admin.cookie, owed, { id: invoice.id })).invoice.lines;
    expect(invoice.total).toBe(12_500 + 12_499);

    const first = (
      await ok(admin.cookie, partCredit, {
        id: invoice.id,
        version: invoice.version,
        lines: [{ lineId: traps.id, quantity: 1000 }],
      })
    ).creditInvoice;
    expect(first).toMatchObject({ kind: 'creditNote', net: -3_333, vat: -833, total: -4_166 });
    expect(first.lines).toEqual([expect.objectContaining({ creditedLineId: traps.id, quantity: 1000 })]);
    let now = (await ok(admin.cookie, owed, { id: invoice.id })).invoice;
    // Part credited, it is still issued and owes the rest; its visit stays invoiced.
    expect(now).toMatchObject({ state: 'issued', creditedTotal: 4_166, creditNotes: [{ total: -4_166 }] });
    expect(now.lines.map((l: AnyData) => l.creditedQuantity)).toEqual([0, 1000]);
    const onVisit = await queryRows<{ invoice_id: string }>(
      t.database.db,
      sql`select invoice_id from visits where id = ${visit.id}`,
    );
    expect(onVisit).toEqual([{ invoice_id: invoice.id }]);

    // More than the line has left is refused on its field, and uses no number.
    const tooMuch = await graphql(t.app, admin.cookie, partCredit, {
      id: invoice.id,
      version: now.version,
      lines: [
        { lineId: fixed.id, quantity: 1000 },
        { lineId: traps.id, quantity: 2001 },
      ],
    });
    expect(ext(tooMuch)).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'invoice.creditTooLarge',
      field: 'input.lines.1.quantity',
    });
    const none = await graphql(t.app, admin.cookie, partCredit, { id: invoice.id, version: now.version, lines: [] });
    expect(ext(none)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'invoice.creditNotNegative' });

    // The rest: the traps' remaining 2 and the fixed price, to the øre; the invoice is credited and frees its visit.
    const rest = (await ok(admin.cookie, partCredit, { id: invoice.id, version: now.version })).creditInvoice;
    expect(rest.number).toBe(first.number + 1);
    expect(rest.lines).toEqual([
      expect.objectContaining({ creditedLineId: fixed.id, net: -10_000, vat: -2_500 }),
      expect.objectContaining({ creditedLineId: traps.id, quantity: 2000, net: -6_666, vat: -1_667 }),
    ]);
    now = (await ok(admin.cookie, owed, { id: invoice.id })).invoice;
    expect(now).toMatchObject({ state: 'credited', creditedTotal: invoice.total });
    expect(first.total + rest.total).toBe(-invoice.total);
    const again = await graphql(t.app, admin.cookie, partCredit, { id: invoice.id, version: now.version });
    expect(ext(again)).toMatchObject({ code: 'CONFLICT', reason: 'invoice.notCreditable' });
    expect((await ok(admin.cookie, fromVisits, { ids: [visit.id] })).createInvoiceFromVisits.number).toBe(
      rest.number + 1,
    );
  });

  it('keeps a customer whose visits are gone while its invoices remain', async () => {
    const customer = (await createCustomer(t, admin.cookie)).id;
    const visit = await finishedVisit(customer, 9_000);
    const invoice = (await ok(admin.cookie, fromVisits, { ids: [visit.id] })).createInvoiceFromVisits;
    await ok(admin.cookie, credit, { id: invoice.id, version: invoice.version });
    await ok(admin.cookie, 'mutation ($id: ID!) { deleteVisit(id: $id) }', { id: visit.id });
    const refused = await graphql(t.app, admin.cookie, 'mutation ($id: ID!) { deleteCustomer(id: $id) }', {
      id: customer,
    });
    expect(ext(refused)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'customer.hasVisits' });
  });

  it('marks paid and unpaid, lists overdue invoices, and writes the audit log', async () => {
    const visit = await finishedVisit(customerB, 8_000);
    const invoice = (await ok(admin.cookie, fromVisits, { ids: [visit.id] })).createInvoiceFromVisits;
    await t.database.db.execute(sql`update invoices set due_date = '2020-01-31' where id = ${invoice.id}`);
    const overdue = (await ok(admin.cookie, list, { state: 'overdue', customerId: customerB })).invoices;
    expect(overdue.items).toEqual([{ id: invoice.id, number: invoice.number, state: 'issued', overdue: true }]);

    const marked = (await ok(clerk.cookie, paid, { id: invoice.id, version: invoice.version, paid: true }))
      .setInvoicePaid;
    expect(marked).toMatchObject({ state: 'paid', overdue: false });
    expect((await ok(admin.cookie, list, { state: 'overdue', customerId: customerB })).invoices.totalCount).toBe(0);
    const again = await graphql(t.app, clerk.cookie, paid, { id: invoice.id, version: marked.version, paid: true });
    expect(ext(again)).toMatchObject({ code: 'CONFLICT', reason: 'invoice.notPayable' });
    const unmarked = (await ok(clerk.cookie, paid, { id: invoice.id, version: marked.version, paid: false }))
      .setInvoicePaid;
    expect(unmarked.state).toBe('issued');

    const audit = (await ok(admin.cookie, '{ auditLog(limit: 3) { items { action details } } }')).auditLog.items;
    expect(audit.map((a: AnyData) => a.action)).toEqual(['invoice.unpaid', 'invoice.paid', 'invoice.issued']);
    expect(audit[0].details).toMatchObject({ invoiceId: invoice.id, number: invoice.number });
  });

  it("counts the list's totals as the rows are, for every state (the counters the trigger keeps)", async () => {
    for (const state of [null, 'draft', 'issued', 'paid', 'credited', 'overdue'] as const) {
      const listed = (await ok(admin.cookie, list, { state })).invoices.totalCount;
      const filter =
        state === null
          ? sql`true`
          : state === 'overdue'
            ? sql`state = 'issued' and due_date < current_date`
            : sql`state = ${state}`;
      const [counted] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from invoices where company_id = ${companyId} and ${filter}`,
      );
      expect(listed, String(state)).toBe(counted!.n);
    }
  });

  it('gives twenty drafts issued at once twenty consecutive numbers', async () => {
    await invoiceAsDraft(true);
    try {
      const drafts: AnyData[] = [];
      for (let i = 0; i < 20; i++) {
        const visit = await finishedVisit(customerA, 1_000 + i);
        drafts.push((await ok(admin.cookie, fromVisits, { ids: [visit.id] })).createInvoiceFromVisits);
      }
      const issued = await Promise.all(
        drafts.map((d, i) => ok(i % 2 ? admin.cookie : clerk.cookie, issue, { id: d.id, version: d.version })),
      );
      const numbers = issued.map((r) => r.issueInvoice.number as number).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(20);
      expect(numbers[19]! - numbers[0]!).toBe(19);
    } finally {
      await invoiceAsDraft(false);
    }
  });

  it('lets only administrators and employees with the invoicing permission invoice', async () => {
    const visit = await finishedVisit(customerA, 5_000);
    expect(errorCode(await graphql(t.app, tech.cookie, fromVisits, { ids: [visit.id] }))).toBe('FORBIDDEN');
    expect(errorCode(await graphql(t.app, tech.cookie, list))).toBe('FORBIDDEN');
    const other = await createCompany(t);
    const invoice = (await ok(admin.cookie, fromVisits, { ids: [visit.id] })).createInvoiceFromVisits;
    expect(errorCode(await graphql(t.app, other.admin.cookie, readInvoice, { id: invoice.id }))).toBe('NOT_FOUND');
    expect(errorCode(await graphql(t.app, other.admin.cookie, fromVisits, { ids: [visit.id] }))).toBe('BAD_USER_INPUT');
  });
});
