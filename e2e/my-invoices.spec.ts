import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, gql, password, signInViaApi, sidebar, users } from './fixtures.ts';
import { uniqueId } from './factories.ts';

/** Issue #20, "their invoices (PDF, paid or not)": a customer's login sees its own issued invoices and their PDFs. */

interface Issued {
  id: string;
  number: number;
  version: number;
}

/** An invoice by hand for `customerId` of one line (`kroner` + 25 % moms), issued, by the office's `request`. */
async function issuedInvoice(request: APIRequestContext, customerId: string, kroner: number): Promise<Issued> {
  const ok = async <T>(query: string, variables: Record<string, unknown>) => {
    const r = await gql<T>(request, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data!;
  };
  const draft = (
    await ok<{ createInvoice: Issued }>(
      'mutation ($input: NewInvoiceInput!) { createInvoice(input: $input) { id number version } }',
      { input: { customerId } },
    )
  ).createInvoice;
  const line = {
    description: 'Serviceeftersyn',
    quantity: 1000,
    unit: 'stk',
    unitPrice: kroner * 100,
    discountBp: 0,
    vatBp: 2500,
  };
  const saved = (
    await ok<{ saveInvoiceDraft: Issued }>(
      'mutation ($input: InvoiceDraftInput!) { saveInvoiceDraft(input: $input) { id number version } }',
      { input: { id: draft.id, version: draft.version, lines: [line] } },
    )
  ).saveInvoiceDraft;
  return (
    await ok<{ issueInvoice: Issued }>(
      'mutation ($id: ID!, $version: Int!) { issueInvoice(id: $id, version: $version) { id number version } }',
      { id: saved.id, version: saved.version },
    )
  ).issueInvoice;
}

/**
 * The office's part, through the API: for Mette Andersen (her own customer, asked of her login) an unpaid invoice
 * of 800 kr. and a paid one of 400 kr., and one for another customer.
 */
async function invoicesForMette(page: Page, request: APIRequestContext) {
  const mine = await gql<{ myCustomers: { id: string; own: boolean }[] }>(
    page.request,
    'query { myCustomers { id own } }',
  );
  const metteId = mine.data!.myCustomers.find((c) => c.own)!.id;
  const signedIn = await request.post('/login', { data: { email: users.admin, password } });
  expect(signedIn.status()).toBe(200);
  const other = await gql<{ createCustomer: { id: string } }>(
    request,
    'mutation ($name: String!) { createCustomer(input: { companyName: $name, useCompany: true }) { id } }',
    { name: `E2E Nabo ${uniqueId()}` },
  );
  expect(other.errors, JSON.stringify(other.errors)).toBeUndefined();
  const unpaid = await issuedInvoice(request, metteId, 800);
  const paid = await issuedInvoice(request, metteId, 400);
  const marked = await gql(
    request,
    'mutation ($id: ID!, $version: Int!) { setInvoicePaid(id: $id, version: $version, paid: true) { id } }',
    { id: paid.id, version: paid.version },
  );
  expect(marked.errors, JSON.stringify(marked.errors)).toBeUndefined();
  const others = await issuedInvoice(request, other.data!.createCustomer.id, 999);
  return { unpaid, paid, others };
}

test.describe('kundens fakturaer', () => {
  test('kunden ser sine fakturaer med status, ikke andres, filtrerer og henter en PDF', async ({ page, request }) => {
    test.slow(); // the office's invoices through the API, the page, then a PDF rendered on demand
    await signInViaApi(page, users.customer);
    const { unpaid, paid, others } = await invoicesForMette(page, request);

    await page.goto('/admin');
    await sidebar(page).getByRole('link', { name: 'Fakturaer' }).click();
    await expect(page).toHaveURL(/\/admin\/invoices\/?$/);
    const table = page.getByRole('table', { name: 'Dine fakturaer' });
    const rowOf = (invoice: Issued) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: `Faktura ${invoice.number}`, exact: true }) });
    await expect(rowOf(unpaid)).toContainText('1.000,00');
    await expect(rowOf(unpaid)).toContainText('Ikke betalt');
    await expect(rowOf(paid)).toContainText('500,00');
    await expect(rowOf(paid)).toContainText('Betalt');
    // Another customer's invoice of the same company is not hers.
    await expect(rowOf(others)).toHaveCount(0);

    await page.getByRole('button', { name: 'Ikke betalt' }).click();
    await expect(page.getByRole('button', { name: 'Ikke betalt' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rowOf(paid)).toHaveCount(0);
    await expect(rowOf(unpaid)).toBeVisible();

    const downloading = page.waitForEvent('download');
    await rowOf(unpaid)
      .getByRole('link', { name: `Hent PDF af Faktura ${unpaid.number}` })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Faktura-${unpaid.number}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);

    // The other customer's PDF is not hers either: the server answers as for no invoice.
    expect((await page.request.get(`/invoices/${others.id}/invoice.pdf`)).status()).toBe(404);
  });

  test.describe('på en telefon (390 px)', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('hver faktura er et kort med status og et link til PDF’en', async ({ page, request }) => {
      await signInViaApi(page, users.customer);
      const { unpaid } = await invoicesForMette(page, request);
      await page.goto('/admin/invoices');
      const card = page
        .getByRole('list', { name: 'Dine fakturaer' })
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`Faktura ${unpaid.number}(?!\\d)`) });
      await expect(card).toContainText('Ikke betalt');
      await expect(card).toContainText('1.000,00');
      await expect(card.getByRole('link', { name: `Hent PDF af Faktura ${unpaid.number}` })).toHaveAttribute(
        'href',
        `/invoices/${unpaid.id}/invoice.pdf`,
      );
    });
  });
});
