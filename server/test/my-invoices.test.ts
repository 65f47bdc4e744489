import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId } from '../src/db/seed/demo.ts';
import { companies, invoices, storedFiles } from '../src/db/tables/index.ts';
import { withTenant } from '../src/db/tenant.ts';
import { runInvoicePdfJob } from '../src/modules/invoices/index.ts';
import { createCustomer, createPerson, type CreatedPerson } from './factories.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, errorCode, graphql, signIn, type TestApp } from './harness.ts';
import { createInvoicingCompany } from './invoicing-company.ts';

/** The customer portal's invoices: myInvoices and the PDF route, for a login, its locations and nobody else. */

const listQuery = `query ($status: MyInvoiceStatus, $offset: Int, $limit: Int) {
  myInvoices(status: $status, offset: $offset, limit: $limit) {
    totalCount items { id number kind customerId issueDate dueDate total currency paid paidAt overdue credited }
  }
}`;

interface Listed {
  id: string;
  number: number;
  kind: 'invoice' | 'creditNote';
  customerId: string;
  issueDate: string;
  dueDate: string | null;
  total: number;
  currency: string;
  paid: boolean;
  paidAt: string | null;
  overdue: boolean;
  credited: boolean;
}
interface Issued {
  id: string;
  number: number;
  version: number;
}

const create = 'mutation ($input: NewInvoiceInput!) { createInvoice(input: $input) { id version } }';
const save = 'mutation ($input: InvoiceDraftInput!) { saveInvoiceDraft(input: $input) { id version } }';
const issue = 'mutation ($id: ID!, $version: Int!) { issueInvoice(id: $id, version: $version) { id number version } }';
const setPaid =
  'mutation ($id: ID!, $version: Int!) { setInvoicePaid(id: $id, version: $version, paid: true) { id version } }';
const credit = 'mutation ($id: ID!, $version: Int!) { creditInvoice(id: $id, version: $version) { id number } }';

describe.each(backends)("a customer's invoices in the portal on %s", (backend) => {
  let t: TestApp;
  let companyId: string;
  let admin: CreatedPerson;
  let parentId: string;
  let locationId: string;
  let siblingId: string;
  let otherId: string;
  let parentLogin: CreatedPerson;
  let locationLogin: CreatedPerson;
  let otherLogin: CreatedPerson;
  /** The parent's: paid, overdue, a draft; a location's, its sibling's (credited) and the credit note; another's. */
  let paidOwn: Issued;
  let overdueOwn: Issued;
  let draftOwn: { id: string };
  let ofLocation: Issued;
  let ofSibling: Issued;
  let creditNote: Issued;
  let ofOther: Issued;
  let ofAnden: Issued;

  const ok = async (cookie: string, query: string, variables: Record<string, unknown>) => {
    const r = await graphql(t.app, cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as AnyData;
  };
  /** A draft by hand of one line (`unitPrice` øre, 25 % VAT), and unless told, issued. */
  const draftFor = async (cookie: string, customerId: string, unitPrice = 80_000) => {
    const draft = (await ok(cookie, create, { input: { customerId } })).createInvoice as Issued;
    const line = { description: 'Service', quantity: 1000, unit: 'stk', unitPrice, discountBp: 0, vatBp: 2500 };
    return (await ok(cookie, save, { input: { id: draft.id, version: draft.version, lines: [line] } }))
      .saveInvoiceDraft as Issued;
  };
  const issuedFor = async (cookie: string, customerId: string, unitPrice?: number) => {
    const draft = await draftFor(cookie, customerId, unitPrice);
    return (await ok(cookie, issue, { id: draft.id, version: draft.version })).issueInvoice as Issued;
  };
  const list = (cookie: string | undefined, variables: Record<string, unknown> = {}) =>
    graphql<{ myInvoices: { totalCount: number; items: Listed[] } }>(t.app, cookie, listQuery, variables);
  const listed = async (cookie: string, variables: Record<string, unknown> = {}) => {
    const r = await list(cookie, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data!.myInvoices;
  };
  const idsOf = async (cookie: string, variables: Record<string, unknown> = {}) =>
    (await listed(cookie, variables)).items.map((i) => i.id);
  const pdf = (cookie: string | undefined, id: string) =>
    t.app.inject({ method: 'GET', url: `/invoices/${id}/invoice.pdf`, headers: cookie ? { cookie } : {} });
  const setHierarchy = (on: boolean) =>
    t.database.db.update(companies).set({ enableCustomerHierarchy: on }).where(eq(companies.id, companyId));

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'servio-my-invoices-'));
    t = await createTestApp(backend, { dataDir });
    const company = await createInvoicingCompany(t, {
      company: { allowCustomerLogin: true, enableCustomerHierarchy: true, paymentDelayDays: 14 },
      customer: { companyName: 'Boligselskabet Hoved', allowedToLogin: true },
    });
    ({ companyId, admin } = company);
    parentId = company.customerId;
    const location = (name: string) =>
      createCustomer(t, admin.cookie, {
        companyName: name,
        useCompany: true,
        parentCustomerId: parentId,
        allowedToLogin: true,
      });
    locationId = (await location('Afd. Øst')).id;
    siblingId = (await location('Afd. Vest')).id;
    otherId = (
      await createCustomer(t, admin.cookie, { companyName: 'Nabo ApS', useCompany: true, allowedToLogin: true })
    ).id;
    const login = (customerId: string) => createPerson(t, { companyId, role: 'customer', customerId });
    parentLogin = await login(parentId);
    locationLogin = await login(locationId);
    otherLogin = await login(otherId);

    paidOwn = await issuedFor(admin.cookie, parentId);
    await ok(admin.cookie, setPaid, { id: paidOwn.id, version: paidOwn.version });
    overdueOwn = await issuedFor(admin.cookie, parentId, 120_000);
    await t.database.db.update(invoices).set({ dueDate: '2020-01-31' }).where(eq(invoices.id, overdueOwn.id));
    draftOwn = await draftFor(admin.cookie, parentId);
    ofLocation = await issuedFor(admin.cookie, locationId);
    ofSibling = await issuedFor(admin.cookie, siblingId);
    creditNote = (await ok(admin.cookie, credit, { id: ofSibling.id, version: ofSibling.version }))
      .creditInvoice as Issued;
    ofOther = await issuedFor(admin.cookie, otherId);
    const anden = await signIn(t.app, 'admin@anden.dk');
    const andenCustomer = await createCustomer(t, anden, { companyName: 'Anden Kunde ApS', useCompany: true });
    ofAnden = await issuedFor(anden, andenCustomer.id);
  });
  afterAll(async () => t?.close());

  it("shows the parent its own issued invoices and its locations', newest first, never a draft", async () => {
    const page = await listed(parentLogin.cookie);
    expect(page.items.map((i) => i.id)).toEqual([
      creditNote.id,
      ofSibling.id,
      ofLocation.id,
      overdueOwn.id,
      paidOwn.id,
    ]);
    expect(page.totalCount).toBe(5);
    expect(page.items.map((i) => i.id)).not.toContain(draftOwn.id);
    expect(page.items.map((i) => i.id)).not.toContain(ofOther.id);
  });

  it('states paid, unpaid, overdue and credited as the customer reads them', async () => {
    const byId = new Map((await listed(parentLogin.cookie)).items.map((i) => [i.id, i]));
    expect(byId.get(paidOwn.id)).toMatchObject({
      number: paidOwn.number,
      kind: 'invoice',
      customerId: parentId,
      total: 100_000,
      currency: 'DKK',
      paid: true,
      overdue: false,
      credited: false,
    });
    expect(byId.get(paidOwn.id)!.paidAt).not.toBeNull();
    expect(byId.get(paidOwn.id)!.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(byId.get(paidOwn.id)!.dueDate! > byId.get(paidOwn.id)!.issueDate).toBe(true);
    expect(byId.get(overdueOwn.id)).toMatchObject({
      total: 150_000,
      dueDate: '2020-01-31',
      paid: false,
      paidAt: null,
      overdue: true,
    });
    expect(byId.get(ofLocation.id)).toMatchObject({ customerId: locationId, paid: false, overdue: false });
    expect(byId.get(ofSibling.id)).toMatchObject({ credited: true, paid: false, overdue: false });
    expect(byId.get(creditNote.id)).toMatchObject({
      kind: 'creditNote',
      customerId: siblingId,
      total: -100_000,
      dueDate: null,
      paid: false,
      overdue: false,
    });
  });

  it('filters paid and unpaid (credit notes and credited invoices are neither), and pages', async () => {
    expect(await idsOf(parentLogin.cookie, { status: 'PAID' })).toEqual([paidOwn.id]);
    expect(await idsOf(parentLogin.cookie, { status: 'UNPAID' })).toEqual([ofLocation.id, overdueOwn.id]);
    const second = await listed(parentLogin.cookie, { offset: 1, limit: 2 });
    expect(second).toMatchObject({ totalCount: 5 });
    expect(second.items.map((i) => i.id)).toEqual([ofSibling.id, ofLocation.id]);
    expect(await listed(parentLogin.cookie, { offset: 50 })).toEqual({ totalCount: 5, items: [] });
  });

  it("shows a location's login its own only: not its parent's nor its sibling's", async () => {
    expect(await idsOf(locationLogin.cookie)).toEqual([ofLocation.id]);
  });

  it("shows another customer of the company only its own, and nobody another company's", async () => {
    expect(await idsOf(otherLogin.cookie)).toEqual([ofOther.id]);
    const kunde = await signIn(t.app, 'kunde@demo.dk');
    const mine = (await listed(kunde, { limit: 100 })).items;
    const family = (await ok(kunde, 'query { myCustomers { id } }', {})).myCustomers.map((c: AnyData) => c.id);
    expect(mine.every((i) => family.includes(i.customerId))).toBe(true);
    const stored = await t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.companyId, demoCompanyId));
    const demoIds = new Set(stored.map((r) => r.id));
    expect(mine.every((i) => demoIds.has(i.id))).toBe(true);
    expect(mine.map((i) => i.id)).not.toContain(ofAnden.id);
  });

  it("shows the parent no location's invoice while the company has no hierarchy", async () => {
    await setHierarchy(false);
    try {
      expect(await idsOf(parentLogin.cookie)).toEqual([overdueOwn.id, paidOwn.id]);
      expect((await pdf(parentLogin.cookie, ofLocation.id)).statusCode).toBe(404);
      expect(await idsOf(locationLogin.cookie)).toEqual([ofLocation.id]);
    } finally {
      await setHierarchy(true);
    }
  });

  it('refuses staff: myInvoices is FORBIDDEN to administrators, employees and suppliers', async () => {
    const employee = await createPerson(t, { companyId, allowedToInvoice: true });
    const supplier = await createPerson(t, { companyId, role: 'supplier' });
    for (const cookie of [admin.cookie, employee.cookie, supplier.cookie]) {
      expect(errorCode(await list(cookie))).toBe('FORBIDDEN');
    }
    expect(errorCode(await list(undefined))).toBe('UNAUTHENTICATED');
  });

  describe('the PDF', () => {
    it("gives the customer its own invoice's and its location's, rendered while none is stored", async () => {
      for (const [cookie, invoice] of [
        [parentLogin.cookie, overdueOwn],
        [parentLogin.cookie, ofLocation],
        [parentLogin.cookie, creditNote],
        [locationLogin.cookie, ofLocation],
      ] as const) {
        const response = await pdf(cookie, invoice.id);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
      expect((await pdf(parentLogin.cookie, paidOwn.id)).headers['content-disposition']).toContain(
        `Faktura-${paidOwn.number}.pdf`,
      );
    });

    it('serves the stored PDF, the one the customer was sent, once its job has made it', async () => {
      await withTenant(t.database.db, { companyId, userId: null }, (tx) =>
        runInvoicePdfJob({ db: tx, companyId }, { invoiceId: paidOwn.id }),
      );
      const [row] = await t.database.db
        .select({ size: storedFiles.size, name: storedFiles.name })
        .from(invoices)
        .innerJoin(storedFiles, eq(storedFiles.id, invoices.pdfFileId))
        .where(eq(invoices.id, paidOwn.id));
      const response = await pdf(parentLogin.cookie, paidOwn.id);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBe(row!.size);
      expect(response.headers['content-disposition']).toContain(row!.name);
    });

    it("answers 404 alike for a draft, another customer's, a parent's or sibling's, another company's and a bad id", async () => {
      const refused: [string | undefined, string][] = [
        [parentLogin.cookie, draftOwn.id],
        [parentLogin.cookie, ofOther.id],
        [parentLogin.cookie, ofAnden.id],
        [parentLogin.cookie, 'nope'],
        [parentLogin.cookie, '00000000-0000-4000-8000-00000000dead'],
        [locationLogin.cookie, overdueOwn.id],
        [locationLogin.cookie, ofSibling.id],
        [otherLogin.cookie, paidOwn.id],
        // Staff use the office's routes; this one is the portal's.
        [admin.cookie, paidOwn.id],
        [undefined, paidOwn.id],
      ];
      for (const [cookie, id] of refused) {
        const response = await pdf(cookie, id);
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found' });
      }
    });

    it("keeps the office's preview for staff and refuses it to the customer", async () => {
      const preview = (cookie: string) =>
        t.app.inject({ method: 'GET', url: `/invoices/${paidOwn.id}/preview.pdf`, headers: { cookie } });
      expect((await preview(admin.cookie)).statusCode).toBe(200);
      expect((await preview(parentLogin.cookie)).statusCode).toBe(404);
    });
  });
});
