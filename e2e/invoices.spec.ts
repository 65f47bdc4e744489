import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, gql, password, sidebar, signInViaApi, users } from './fixtures.ts';
import { createPersonWithPassword, finishedVisit, uniqueId, updateCompanySettings } from './factories.ts';
import { pickCustomer } from './customer-combobox.ts';
import { pdfAttachmentText, recipientsOf } from './mailbox.ts';

/** The company's invoiceAsDraft (the demo has it off: invoices are issued at once). */
const setInvoiceAsDraft = (request: APIRequestContext, on: boolean) =>
  updateCompanySettings(request, { features: { invoiceAsDraft: on } });

/**
 * Shows one customer's visits on the ready tab, as the office does among many visits ready to invoice: the customer
 * filter, searched by name (the search answers after a pause in typing, so typing is repeated until it shows).
 */
async function showCustomer(page: Page, name: string, replacing = false): Promise<void> {
  if (replacing) await page.getByRole('button', { name: /^Fjern kunden / }).click();
  await pickCustomer(page, name);
  await expect(page).toHaveURL(/customer=/);
}

const visitBox = (page: Page, caseNumber: number) =>
  page
    .getByRole('table', { name: 'Besøg klar til fakturering' })
    .getByRole('checkbox', { name: `Vælg besøg #${caseNumber}` });

test.describe('fakturaer', () => {
  test('afsluttede besøg faktureres, sendes, betales og krediteres med de rigtige beløb og numre', async ({
    page,
    mailbox,
  }) => {
    test.slow(); // a whole journey: the list, the refusal, the invoice, paid, the credit note
    const id = uniqueId();
    await signInViaApi(page, users.admin);
    // 1.000,00 kr. for one customer's visit; a second customer's visit to show that one invoice is one customer.
    const ours = (await finishedVisit(page.request, `E2E Faktura ${id}`, 100_000)).caseNumber;
    const other = (await finishedVisit(page.request, `E2E Anden kunde ${id}`, 50_000)).caseNumber;

    await page.goto('/admin/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Fakturaer' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Fakturaer' })).toBeVisible();
    await page.getByRole('tab', { name: 'Klar til fakturering' }).click();
    await expect(page).toHaveURL(/tab=ready/);
    const invoiceButton = page.getByRole('button', { name: /^Fakturer valgte/ });
    await expect(invoiceButton).toHaveText('Fakturer valgte (0)');
    await expect(invoiceButton).toBeDisabled();

    // Two customers on one invoice: refused with the reason, and the choice stays to be corrected.
    await showCustomer(page, `E2E Faktura ${id}`);
    await visitBox(page, ours).check();
    // The choice outlives the filter: another customer's visit joins it.
    await showCustomer(page, `E2E Anden kunde ${id}`, true);
    await visitBox(page, other).check();
    await expect(page.getByText('2 valgt · 1.500,00 kr. uden moms')).toBeVisible();
    await page.getByRole('button', { name: 'Fakturer valgte (2)' }).click();
    await expect(page.getByRole('alert')).toHaveText('Besøgene har forskellige kunder. Fakturer dem hver for sig.');
    await expect(visitBox(page, other)).toBeChecked();
    await visitBox(page, other).uncheck();
    await expect(page.getByText('1 valgt · 1.000,00 kr. uden moms')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Fakturer valgte (1)' }).click();

    // The company issues at once (no draft mode in the demo): the invoice has its number and totals.
    const heading = page.getByRole('heading', { level: 2, name: /^Faktura nr\. \d+$/ });
    await expect(heading).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
    const number = Number(/\d+$/.exec((await heading.textContent())!)![0]);
    await expect(page.getByTestId('invoice-badges')).toHaveText('Udstedt');
    await expect(page.getByRole('link', { name: `E2E Faktura ${id}` })).toBeVisible();
    const lines = page.getByRole('table', { name: 'Fakturalinjer' });
    await expect(lines.getByRole('row', { name: new RegExp(`Serviceeftersyn E2E Faktura ${id}`) })).toContainText(
      '1.000,00 kr.',
    );
    const totals = page.getByTestId('invoice-totals');
    await expect(totals.getByRole('term')).toHaveText(['Subtotal', 'Moms 25 %', 'I alt']);
    await expect(totals.getByRole('definition')).toHaveText(['1.000,00 kr.', '250,00 kr.', '1.250,00 kr.']);

    // The PDF, and sent by mail: the recipient typed (the customer has no email), the PDF at the mail server.
    const pdfLink = page.getByRole('link', { name: 'Vis PDF' });
    const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await page.getByRole('button', { name: 'Send faktura' }).click();
    const sendDialog = page.getByRole('dialog', { name: `Send Faktura nr. ${number}` });
    const recipient = `bogholderi-${id}@example.dk`;
    await sendDialog.getByLabel('Modtager').fill(recipient);
    await sendDialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText(`Faktura nr. ${number} er sendt til ${recipient}`)).toBeVisible();
    await expect(page.getByTestId('invoice-badges')).toHaveText('Sendt');
    const mail = await mailbox.waitForMail((m) => recipientsOf(m).includes(recipient));
    expect(mail.subject).toBe(`Faktura nr. ${number} fra Demo Service ApS`);
    const pdfText = pdfAttachmentText(mail, `Faktura-${number}.pdf`);
    expect(pdfText).toMatch(new RegExp(`Nummer\\s+${number}\\n`));
    expect(pdfText).toContain(`Serviceeftersyn E2E Faktura ${id}`);
    expect(pdfText).toMatch(/I alt DKK\s+1\.250,00/);
    expect(pdfText).toContain('reg.nr. 1551, kontonr. 3456789012');

    // Paid, then credited: the credit note takes the next number and mirrors the invoice with the opposite sign.
    await page.getByRole('button', { name: 'Marker som betalt' }).click();
    await expect(page.getByTestId('invoice-badges')).toHaveText('Betalt');
    await expect(page.getByRole('button', { name: 'Marker som ubetalt' })).toBeVisible();
    await page.getByRole('button', { name: 'Krediter', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Krediter faktura nr. ${number}?` });
    await expect(dialog).toContainText('Kreditnotaen får det næste fakturanummer');
    await expect(dialog.getByTestId('credit-total')).toHaveText('Kreditnota i alt-1.250,00 kr.');
    await dialog.getByRole('button', { name: 'Lav kreditnota' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: `Kreditnota nr. ${number + 1}`, exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('invoice-badges')).toHaveText('Kreditnota');
    await expect(totals.getByRole('definition')).toHaveText(['-1.000,00 kr.', '-250,00 kr.', '-1.250,00 kr.']);
    // A credit note has nothing left to do, and leads back to the invoice it credits, now credited.
    await expect(page.getByRole('button', { name: 'Krediter', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: `Faktura nr. ${number}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Faktura nr. ${number}`, exact: true })).toBeVisible();
    await expect(page.getByTestId('invoice-badges')).toHaveText('Krediteret');
    await expect(page.getByRole('button', { name: 'Krediter', exact: true })).toHaveCount(0);

    // The list shows both under the state filter, and the credited visit is ready to invoice again.
    await page.getByRole('link', { name: 'Tilbage til fakturaer' }).click();
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Krediterede' });
    await expect(page).toHaveURL(/state=credited/);
    const list = page.getByRole('table', { name: 'Fakturaer' });
    await expect(list.getByRole('row', { name: new RegExp(`E2E Faktura ${id}`) })).toHaveCount(1);
    await expect(list.getByRole('row', { name: new RegExp(`E2E Faktura ${id}`) })).toContainText('1.250,00 kr.');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Alle fakturaer' });
    const note = list.getByRole('row', { name: new RegExp(`Kreditnota nr. ${number + 1}`) });
    await expect(note).toContainText(`E2E Faktura ${id}`);
    await expect(note).toContainText('-1.250,00 kr.');
    await page.getByRole('tab', { name: 'Klar til fakturering' }).click();
    await expect(visitBox(page, ours)).not.toBeChecked();
  });

  test('en del af en faktura krediteres: et mindre antal, aldrig mere end der er tilbage, resten senere', async ({
    page,
  }) => {
    await signInViaApi(page, users.admin);
    const name = `E2E Delkredit ${uniqueId()}`;
    const visit = await finishedVisit(page.request, name, 100_000);
    const line = await gql(
      page.request,
      'mutation ($input: AddVisitLineInput!) { addVisitLine(input: $input) { id } }',
      { input: { visitId: visit.id, description: 'Filter F7', quantity: 4000, unitPrice: 12_500 } },
    );
    expect(line.errors, JSON.stringify(line.errors)).toBeUndefined();
    const made = await gql<{ createInvoiceFromVisits: { id: string; number: number } }>(
      page.request,
      'mutation ($ids: [ID!]!) { createInvoiceFromVisits(input: { visitIds: $ids }) { id number } }',
      { ids: [visit.id] },
    );
    expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
    const { id, number } = made.data!.createInvoiceFromVisits;

    // 1.000,00 + 4 filters of 125,00 = 1.500,00 kr. + VAT 375,00. Two filters came back: only they are credited.
    await page.goto(`/admin/invoices/${id}`);
    await page.getByRole('button', { name: 'Krediter', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Krediter faktura nr. ${number}?` });
    await expect(dialog.getByTestId('credit-total')).toHaveText('Kreditnota i alt-1.875,00 kr.');
    await dialog.getByLabel(`Antal at kreditere af Serviceeftersyn ${name}`).fill('0');
    const filters = dialog.getByLabel('Antal at kreditere af Filter F7');
    await filters.fill('5');
    await expect(dialog.getByText('Mere end der er tilbage at kreditere på linjen.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Lav kreditnota' })).toBeDisabled();
    await filters.fill('2');
    await expect(dialog.getByTestId('credit-total')).toHaveText('Kreditnota i alt-312,50 kr.');
    await dialog.getByRole('button', { name: 'Lav kreditnota' }).click();

    await expect(
      page.getByRole('heading', { level: 2, name: `Kreditnota nr. ${number + 1}`, exact: true }),
    ).toBeVisible();
    const totals = page.getByTestId('invoice-totals').getByRole('definition');
    await expect(totals).toHaveText(['-250,00 kr.', '-62,50 kr.', '-312,50 kr.']);

    // The invoice is still owed, less the credit note, and lists it; the rest is credited later.
    await page.getByRole('link', { name: `Faktura nr. ${number}`, exact: true }).click();
    await expect(page.getByTestId('invoice-badges').getByText(/./)).toHaveText(['Udstedt', 'Delvist krediteret']);
    await expect(totals).toHaveText(['1.500,00 kr.', '375,00 kr.', '1.875,00 kr.', '-312,50 kr.', '1.562,50 kr.']);
    await expect(page.getByRole('link', { name: `Kreditnota nr. ${number + 1}`, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Krediter', exact: true }).click();
    await expect(dialog.getByLabel('Antal at kreditere af Filter F7')).toHaveValue('2');
    await expect(dialog.getByTestId('credit-total')).toHaveText('Kreditnota i alt-1.562,50 kr.');
    await dialog.getByRole('button', { name: 'Lav kreditnota' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: `Kreditnota nr. ${number + 2}`, exact: true }),
    ).toBeVisible();
    await page.getByRole('link', { name: `Faktura nr. ${number}`, exact: true }).click();
    await expect(page.getByTestId('invoice-badges')).toHaveText('Krediteret');
    await expect(totals).toHaveText(['1.500,00 kr.', '375,00 kr.', '1.875,00 kr.', '-1.875,00 kr.', '0,00 kr.']);
  });

  test('med fakturakladder bliver en faktura en kladde, der slettes eller udstedes', async ({ page }) => {
    test.slow(); // two invoicings, a deletion and an issue
    const id = uniqueId();
    await signInViaApi(page, users.admin);
    await setInvoiceAsDraft(page.request, true);
    try {
      const visit = (await finishedVisit(page.request, `E2E Kladde ${id}`, 20_000)).caseNumber;
      await page.goto('/admin/invoices/?tab=ready');
      await showCustomer(page, `E2E Kladde ${id}`);
      await visitBox(page, visit).check();
      await page.getByRole('button', { name: 'Fakturer valgte (1)' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Kladde', exact: true })).toBeVisible();
      await expect(page.getByTestId('invoice-badges')).toHaveText('Kladde');
      await expect(page.getByTestId('invoice-totals').getByRole('definition')).toHaveText([
        '200,00 kr.',
        '50,00 kr.',
        '250,00 kr.',
      ]);

      // Deleted (after the question), the visit is ready to invoice again.
      await page.getByRole('button', { name: 'Slet kladde' }).click();
      const dialog = page.getByRole('dialog', { name: 'Slet kladden?' });
      await dialog.getByRole('button', { name: 'Slet kladde' }).click();
      await expect(page).toHaveURL(/\/admin\/invoices$/);
      await page.getByRole('tab', { name: 'Klar til fakturering' }).click();
      await showCustomer(page, `E2E Kladde ${id}`);
      await visitBox(page, visit).check();
      await page.getByRole('button', { name: 'Fakturer valgte (1)' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Kladde', exact: true })).toBeVisible();

      // Issued, it takes the next number.
      await page.getByRole('button', { name: 'Udsted faktura' }).click();
      await expect(page.getByRole('heading', { level: 2, name: /^Faktura nr\. \d+$/ })).toBeVisible();
      await expect(page.getByTestId('invoice-badges')).toHaveText('Udstedt');
      await expect(page.getByRole('button', { name: 'Marker som betalt' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Slet kladde' })).toHaveCount(0);
    } finally {
      await setInvoiceAsDraft(page.request, false);
    }
  });

  test('en medarbejder med ret til at fakturere har Fakturaer i menuen og kan åbne siden', async ({
    page,
    request,
  }) => {
    const person = await createPersonWithPassword(request);
    const signIn = await request.post('/login', { data: { email: users.admin, password } });
    expect(signIn.status()).toBe(200);
    const employee = await gql<{ employee: { version: number } }>(
      request,
      'query ($id: ID!) { employee(id: $id) { version } }',
      {
        id: person.id,
      },
    );
    const granted = await gql(
      request,
      'mutation ($id: ID!, $version: Int!, $input: EmployeeInput!) { updateEmployee(id: $id, version: $version, input: $input) { id } }',
      { id: person.id, version: employee.data!.employee.version, input: { permissions: { allowedToInvoice: true } } },
    );
    expect(granted.errors, JSON.stringify(granted.errors)).toBeUndefined();

    await signInViaApi(page, person.email, person.password);
    await page.goto('/admin');
    await sidebar(page).getByRole('link', { name: 'Fakturaer' }).click();
    await expect(page.getByRole('table', { name: 'Fakturaer' })).toBeVisible();
    await page.getByRole('tab', { name: 'Klar til fakturering' }).click();
    await expect(page.getByRole('button', { name: 'Fakturer valgte (0)' })).toBeDisabled();
  });

  test('en medarbejder uden ret til at fakturere får "Ingen adgang"', async ({ page }) => {
    await signInViaApi(page, users.employee);
    await page.goto('/admin/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Fakturaer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ingen adgang' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await page.goto('/admin/invoices/5eed0000-0000-4000-8000-000000005001');
    await expect(page.getByRole('heading', { name: 'Ingen adgang' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tilbage til fakturaer' })).toBeVisible();
  });
});
