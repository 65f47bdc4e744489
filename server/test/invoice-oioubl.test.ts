import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { parseXmlDocument } from 'slimdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gs1CheckDigit, invoiceLineAmounts, invoiceTotals } from '@servio/domain';
import { customers, mailMessages, storedFiles, visits } from '../src/db/tables/index.ts';
import { withTenant } from '../src/db/tenant.ts';
import { buildInvoiceOioubl, runInvoicePdfJob, type LoadedInvoicePdf } from '../src/modules/invoices/index.ts';
import { createItem, createVisit } from './factories.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, graphql, type TestApp } from './harness.ts';
import { createInvoicingCompany, invoiceViewers, type InvoicingCompany } from './invoicing-company.ts';
import { checkOioubl, ruleCount } from './oioubl-rules.ts';

const invoiceFields = 'id kind state number version net vat total reference eanInvoice';
const fromVisits = `mutation ($ids: [ID!]!) { createInvoiceFromVisits(input: { visitIds: $ids }) { ${invoiceFields} } }`;
const credit = `mutation ($id: ID!, $version: Int!) { creditInvoice(id: $id, version: $version) { ${invoiceFields} } }`;
const addLine = `mutation ($input: AddVisitLineInput!) { addVisitLine(input: $input) { id } }`;
const invoiceQuery = `query ($id: ID!) { invoice(id: $id) { ${invoiceFields} } }`;

/** A valid EAN (GLN): twelve digits and their GS1 check digit. */
const eanOf = (body: string) => `${body}${gs1CheckDigit(body)}`;
const customerEan = eanOf('579800988280');

/** The text of the first element the path (local names from the root's children) leads to. */
function valueAt(xml: string, ...path: string[]): string | null {
  let node = parseXmlDocument(xml).documentElement;
  for (const name of path) {
    node = (node?.children.find((c) => c.localName === name) as typeof node) ?? null;
    if (!node) return null;
  }
  return node?.textContent ?? null;
}

/** All texts of an element name anywhere in the document, in order. */
const valuesOf = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<cbc:${name}(?: [^>]*)?>([^<]*)</cbc:${name}>`, 'g'))].map((m) => m[1]);

describe.each(backends)('the OIOUBL e-invoice of an EAN customer on %s', (backend) => {
  let t: TestApp;

  type Company = InvoicingCompany;

  /** An e-invoicing company (CVR, bank account) and a public customer with an EAN who also wants invoices by mail. */
  const setUp = (options: { ean?: string | null; eanPayment?: boolean; invoiceAsDraft?: boolean } = {}) =>
    createInvoicingCompany(t, {
      company: {
        bankAccountNo: '3456789',
        paymentDelayDays: 30,
        eanPayment: options.eanPayment ?? true,
        invoiceAsDraft: options.invoiceAsDraft ?? false,
      },
      customer: {
        companyName: 'Hansen & Søn <Skole>',
        email: 'faktura@skole.test',
        address: { streetAddress: 'Skolevej 1', zipcode: '8000', city: 'Aarhus C' },
      },
      customerRow: {
        sendInvoiceToMe: true,
        ean: options.ean === undefined ? customerEan : options.ean,
        companyCvr: '10150817',
        firstName: 'Hanne',
        lastName: 'Hansen',
        phoneNumber: '+4520304050',
      },
    });

  const ok = async (cookie: string, query: string, variables: Record<string, unknown>) => {
    const r = await graphql(t.app, cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as AnyData;
  };

  /** A finished visit (fixed price 1.000 kr.) with `lines`, invoiced; the visit carries the buyer's reference. */
  async function invoiceOf(
    company: Company,
    lines: { description?: string; itemId?: string; quantity: number; unitPrice?: number; discountBp?: number }[],
  ) {
    const visit = await createVisit(t, company.admin.cookie, company.customerId, {
      price: 100_000,
      start: '2026-11-02T08:00:00.000Z',
      end: '2026-11-02T10:00:00.000Z',
    });
    for (const line of lines) await ok(company.admin.cookie, addLine, { input: { visitId: visit.id, ...line } });
    await t.database.db.update(visits).set({ status: 'done', reference: 'Rekv. 4711' }).where(eq(visits.id, visit.id));
    return (await ok(company.admin.cookie, fromVisits, { ids: [visit.id] })).createInvoiceFromVisits as AnyData;
  }

  const download = (cookie: string | undefined, id: string) =>
    t.app.inject({ method: 'GET', url: `/invoices/${id}/oioubl.xml`, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp(backend, { dataDir: await mkdtemp(path.join(tmpdir(), 'servio-oioubl-')) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes an invoice of several lines, units and a discount that passes every rule of the set', async () => {
    const company = await setUp();
    const cable = await createItem(t, company.admin.cookie, { unit: 'm', salesPrice: 1_995 });
    const hours = await createItem(t, company.admin.cookie, { unit: 'time', salesPrice: 45_000 });
    const invoice = await invoiceOf(company, [
      { itemId: cable.id, quantity: 12_500, discountBp: 1_500 },
      { itemId: hours.id, quantity: 2_250 },
      { description: 'Filter & <rør> "F7"', quantity: 3_000, unitPrice: 12_345, discountBp: 333 },
    ]);
    expect(invoice.eanInvoice).toBe(true);

    const response = await download(company.admin.cookie, invoice.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Faktura-${invoice.number}.xml"`);
    const xml = response.body;
    expect(ruleCount('Invoice')).toBeGreaterThan(80);
    expect(checkOioubl(xml)).toEqual([]);

    expect(valueAt(xml, 'CustomizationID')).toBe('OIOUBL-2.1');
    expect(valueAt(xml, 'ProfileID')).toBe('urn:www.nesubl.eu:profiles:profile5:ver2.0');
    expect(valueAt(xml, 'ID')).toBe(String(invoice.number));
    expect(valueAt(xml, 'InvoiceTypeCode')).toBe('380');
    expect(valueAt(xml, 'OrderReference', 'ID')).toBe('Rekv. 4711');
    expect(xml).toContain(`<cbc:EndpointID schemeID="GLN">${customerEan}</cbc:EndpointID>`);
    expect(xml).toContain('<cbc:EndpointID schemeID="DK:CVR">DK24256790</cbc:EndpointID>');
    expect(valueAt(xml, 'AccountingCustomerParty', 'Party', 'Contact', 'ID')).toBe('Rekv. 4711');
    expect(valueAt(xml, 'AccountingCustomerParty', 'Party', 'Contact', 'Name')).toBe('Hanne Hansen');
    expect(valueAt(xml, 'PaymentMeans', 'PaymentMeansCode')).toBe('42');
    expect(valueAt(xml, 'PaymentMeans', 'PayeeFinancialAccount', 'ID')).toBe('0003456789');
    expect(valueAt(xml, 'PaymentMeans', 'PayeeFinancialAccount', 'FinancialInstitutionBranch', 'ID')).toBe('1551');
    // The document's sums are the invoice's, to the øre.
    const kroner = (ore: number) => (ore / 100).toFixed(2);
    expect(valueAt(xml, 'LegalMonetaryTotal', 'LineExtensionAmount')).toBe(kroner(invoice.net));
    expect(valueAt(xml, 'TaxTotal', 'TaxAmount')).toBe(kroner(invoice.vat));
    expect(valueAt(xml, 'LegalMonetaryTotal', 'PayableAmount')).toBe(kroner(invoice.total));
    expect([...xml.matchAll(/unitCode="(\w+)"/g)].map((m) => m[1])).toEqual(['EA', 'MTR', 'HUR', 'EA']);
    // Names are escaped by the library and read back as typed.
    expect(valueAt(xml, 'AccountingCustomerParty', 'Party', 'PartyName', 'Name')).toBe('Hansen & Søn <Skole>');
    expect(xml).toContain('Filter &amp; &lt;rør&gt; "F7"');
  });

  it('makes a credit note that passes the rules and names the invoice it credits', async () => {
    const company = await setUp();
    const invoice = await invoiceOf(company, [{ description: 'Service', quantity: 1_000, unitPrice: 49_999 }]);
    const note = (await ok(company.admin.cookie, credit, { id: invoice.id, version: invoice.version })).creditInvoice;
    const response = await download(company.admin.cookie, note.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Kreditnota-${note.number}.xml"`);
    const xml = response.body;
    expect(parseXmlDocument(xml).documentElement?.localName).toBe('CreditNote');
    expect(checkOioubl(xml)).toEqual([]);
    expect(valueAt(xml, 'CreditNoteTypeCode')).toBe('381');
    expect(valueAt(xml, 'BillingReference', 'InvoiceDocumentReference', 'ID')).toBe(String(invoice.number));
    // What it credits is stated as positive amounts; nothing is to be paid by the buyer.
    expect(note.total).toBe(-invoice.total);
    expect(valueAt(xml, 'LegalMonetaryTotal', 'PayableAmount')).toBe((invoice.total / 100).toFixed(2));
    expect(valueAt(xml, 'PaymentMeans')).toBeNull();
  });

  it('keeps the sums exact over many lines that each round by an øre', async () => {
    const company = await setUp();
    // 0,333 × 1,01 kr. less 3,33 %: every line's net and VAT is rounded, most by a fraction of an øre.
    const lines = Array.from({ length: 40 }, (_, i) => ({
      description: `Skrue ${i + 1}`,
      quantity: 333 + i,
      unitPrice: 101 + i,
      discountBp: 333,
    }));
    const invoice = await invoiceOf(company, lines);
    const xml = (await download(company.admin.cookie, invoice.id)).body;
    expect(checkOioubl(xml)).toEqual([]);
    const ore = (text: string) => Math.round(Number(text) * 100);
    const lineAmounts = valuesOf(xml, 'LineExtensionAmount')
      .slice(1)
      .map((v) => ore(v!));
    expect(lineAmounts.reduce((a, b) => a + b, 0)).toBe(invoice.net);
    expect(ore(valueAt(xml, 'LegalMonetaryTotal', 'LineExtensionAmount')!)).toBe(invoice.net);
    expect(ore(valueAt(xml, 'TaxTotal', 'TaxAmount')!)).toBe(invoice.vat);
    expect(ore(valueAt(xml, 'LegalMonetaryTotal', 'TaxExclusiveAmount')!)).toBe(invoice.vat);
  });

  it('has a checker that fails when the document breaks a rule', async () => {
    const company = await setUp();
    const invoice = await invoiceOf(company, [{ description: 'Service', quantity: 2_000, unitPrice: 12_500 }]);
    const xml = (await download(company.admin.cookie, invoice.id)).body;
    const ids = (broken: string) => [...new Set(checkOioubl(broken).map((f) => f.id))].sort();

    // A line's amount one krone off: its line rule and the total's sum rule fire.
    const line = '<cbc:LineExtensionAmount currencyID="DKK">250.00</cbc:LineExtensionAmount>';
    expect(xml).toContain(line);
    expect(ids(xml.replace(line, line.replace('250.00', '252.00')))).toEqual(['F-INV126', 'F-INV348']);
    // No EAN to deliver to, no buyer's reference, an amount with three decimals, a wrong profile.
    expect(ids(xml.replace(/<cbc:EndpointID schemeID="GLN">\d+<\/cbc:EndpointID>/, ''))).toEqual(['F-INV044']);
    expect(ids(xml.replace(/<cbc:ID>Rekv\. 4711<\/cbc:ID>(\s*<cbc:Name>)/, '$1'))).toEqual(['F-INV051']);
    expect(
      ids(xml.replace(/(<cbc:TaxAmount currencyID="DKK">[\d.]+)<\/cbc:TaxAmount>/, '$10</cbc:TaxAmount>')),
    ).toEqual(['F-LIB250']);
    expect(ids(xml.replace('OIOUBL-2.1', 'urn:fdc:oioubl.dk:trns:billing:invoice:3.0'))).toEqual(['F-LIB002']);
    expect(ids(xml.replace(/unitCode="EA"/g, 'unitCode="H87"'))).toEqual(['R-UNITCODE']);
  });

  it('refuses a draft and a customer without EAN with a reason, and shows it only to those who may invoice', async () => {
    const drafts = await setUp({ invoiceAsDraft: true });
    const draft = await invoiceOf(drafts, []);
    const refusedDraft = await download(drafts.admin.cookie, draft.id);
    expect(refusedDraft.statusCode).toBe(409);
    expect(refusedDraft.json()).toEqual({ error: { code: 'CONFLICT', reason: 'invoice.draftNotEInvoiced' } });

    const withoutEan = await setUp({ ean: null });
    const plain = await invoiceOf(withoutEan, []);
    expect(plain.eanInvoice).toBe(false);
    const refused = await download(withoutEan.admin.cookie, plain.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'CONFLICT', reason: 'invoice.eanMissing' } });

    const company = await setUp();
    const invoice = await invoiceOf(company, []);
    for (const [who, status] of await invoiceViewers(t, company)) {
      expect((await download(who.cookie, invoice.id)).statusCode, who.email).toBe(status);
    }
    expect((await download(undefined, invoice.id)).statusCode).toBe(404);
    expect((await download(company.admin.cookie, 'not-an-id')).statusCode).toBe(404);
  });

  it('stores the PDF of an EAN invoice for the office but does not mail it; another company still mails it', async () => {
    const mailsOf = (customerId: string) =>
      t.database.db
        .select()
        .from(mailMessages)
        .where(and(eq(mailMessages.customerId, customerId), eq(mailMessages.emailType, 'invoice')));
    const pdfsOf = (customerId: string) =>
      t.database.db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.customerId, customerId), eq(storedFiles.purpose, 'invoicePdf')));
    const runJob = (company: Company, invoiceId: string) =>
      withTenant(t.database.db, { companyId: company.companyId, userId: null }, (tx) =>
        runInvoicePdfJob({ db: tx, companyId: company.companyId }, { invoiceId }),
      );

    const company = await setUp();
    const invoice = await invoiceOf(company, []);
    await runJob(company, invoice.id);
    expect(await pdfsOf(company.customerId)).toHaveLength(1);
    expect(await mailsOf(company.customerId)).toHaveLength(0);

    // The same customer data at a company that does not send e-invoices: an ordinary invoice, mailed as a PDF.
    const mailing = await setUp({ eanPayment: false });
    const mailed = await invoiceOf(mailing, []);
    expect(mailed.eanInvoice).toBe(false);
    await runJob(mailing, mailed.id);
    expect(await mailsOf(mailing.customerId)).toHaveLength(1);
    // The flag follows the customer: without the EAN the invoice is no longer an EAN invoice.
    await t.database.db.update(customers).set({ ean: null }).where(eq(customers.id, company.customerId));
    expect((await ok(company.admin.cookie, invoiceQuery, { id: invoice.id })).invoice.eanInvoice).toBe(false);
  });
});

describe('the e-invoice of lines the visits do not make', () => {
  type Line = LoadedInvoicePdf['input']['lines'][number];
  const line = (over: Partial<Line>): Line => {
    const base = {
      description: 'Linje',
      deliveryDate: null,
      quantity: 1_000,
      unit: 'stk',
      unitPrice: 10_000,
      discountBp: 0,
      vatBp: 2500,
    };
    const merged = { ...base, ...over };
    const { net, vat } = invoiceLineAmounts(merged);
    return { ...merged, net, vat };
  };
  /** An issued invoice of `lines` as the loader gives it (amounts as the invoice module computes them). */
  function loadedOf(lines: Line[]): LoadedInvoicePdf {
    const totals = invoiceTotals(lines);
    const invoice = {
      id: '6e09886b-dc6e-439f-82d1-7ccac7f4e3b1',
      kind: 'invoice',
      state: 'issued',
      number: 42,
      issueDate: '2026-11-03',
      dueDate: '2026-12-03',
      paymentDelayDays: 30,
      reference: null,
      note: null,
      ...totals,
    };
    return {
      invoice: invoice as unknown as LoadedInvoicePdf['invoice'],
      customer: {
        id: 'customer',
        email: null,
        sendInvoiceToMe: false,
        contactName: null,
        phone: null,
        streetAddress: null,
        zipcode: null,
        city: null,
      },
      company: { eanPayment: true, streetAddress: 'Enghavevej 80', zipcode: '2450', city: 'København SV' },
      input: {
        language: 'da',
        company: {
          name: 'Firma',
          addressLines: [],
          cvr: '24256790',
          bankRegNo: null,
          bankAccountNo: null,
          paymentChoices: [],
        },
        invoice: { ...invoice, kind: 'invoice', creditedNumber: null },
        customer: { name: 'Kommunen', addressLines: [], cvr: null, ean: customerEan },
        lines,
      },
    };
  }

  it('states a 0 % line beside 25 % ones, many discounted units exactly, and any unit', () => {
    const lines = [
      line({ description: 'Gebyr', vatBp: 0 }),
      line({ description: 'Kabel', unit: 'm', quantity: 9_876_543, unitPrice: 1_999, discountBp: 1_234 }),
      line({ description: 'Olie', unit: 'l', quantity: 2_500 }),
      line({ description: 'Noget', unit: 'spand', quantity: 1_000 }),
    ];
    const xml = buildInvoiceOioubl(loadedOf(lines));
    expect(checkOioubl(xml)).toEqual([]);
    expect(valuesOf(xml, 'Percent')).toContain('0');
    // The cable's discounted unit price would drift over ten thousand metres: the price is per the whole quantity.
    expect(xml).toContain('<cbc:BaseQuantity unitCode="MTR">9876.543</cbc:BaseQuantity>');
    expect([...xml.matchAll(/InvoicedQuantity unitCode="(\w+)"/g)].map((m) => m[1])).toEqual([
      'EA',
      'MTR',
      'LTR',
      'EA',
    ]);
    // Without bank details the means of payment is "not defined", and the due date is still stated.
    expect(valueAt(xml, 'PaymentMeans', 'PaymentMeansCode')).toBe('1');
    expect(valueAt(xml, 'PaymentMeans', 'PaymentDueDate')).toBe('2026-12-03');
    // Without a reference or a contact person the buyer's contact is its name.
    expect(valueAt(xml, 'AccountingCustomerParty', 'Party', 'Contact', 'ID')).toBe('Kommunen');
  });

  it('refuses a company without CVR before writing anything', () => {
    const loaded = loadedOf([line({})]);
    loaded.input.company.cvr = null;
    expect(() => buildInvoiceOioubl(loaded)).toThrow(
      expect.objectContaining({ details: { reason: 'invoice.companyCvrMissing' } }),
    );
  });
});
