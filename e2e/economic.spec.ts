import type { APIRequestContext } from '@playwright/test';
import { test, expect, gql, signInViaApi, users } from './fixtures.ts';
import { pickCustomer } from './customer-combobox.ts';
import { finishedVisit, uniqueId, updateCompanySettings } from './factories.ts';

/** The demo company's e-conomic flag (off in the demo): on for this file, off again after it. */
const setEconomic = (request: APIRequestContext, on: boolean) =>
  updateCompanySettings(request, { features: { headlessApiEconomicActive: on } });

test.describe('e-conomic (Danish)', () => {
  test.afterEach(async ({ page }) => {
    await gql(page.request, 'mutation { removeEconomicConnection { connected } }');
    await setEconomic(page.request, false);
  });

  test('an issued invoice is booked in e-conomic, and its payment there makes it paid here', async ({
    page,
    fakeEconomic,
  }) => {
    test.slow(); // a whole journey over five pages, two jobs and a mail: past 30 s when both workers are busy
    await signInViaApi(page, users.admin);
    await setEconomic(page.request, true);

    // Settings: the two tokens, pasted with spaces, checked against e-conomic and stored.
    await page.goto('/admin/settings');
    await page.getByLabel('App Secret Token').fill(` ${fakeEconomic.tokens.appSecretToken} `);
    await page.getByLabel('Agreement Grant Token').fill(`${fakeEconomic.tokens.agreementGrantToken}\n`);
    await page.getByRole('button', { name: 'Gem og test forbindelse' }).click();
    await expect(page.getByTestId('economic-connected')).toHaveText(
      'Forbundet til e-conomic-aftalen Testfirma Regnskab ApS.',
    );
    await page.getByRole('button', { name: 'Test forbindelse' }).click();
    await expect(page.getByText('Forbindelsen til e-conomic virker')).toBeVisible();

    // A finished visit with materials, invoiced from the ready tab: issued at once (the demo invoices without
    // drafts), it goes to e-conomic by job. Large, so it stands among the month's largest customers below.
    const name = `E2E e-conomic ${uniqueId()}`;
    const visit = await finishedVisit(page.request, name, 25_000_000);
    const line = await gql(
      page.request,
      'mutation ($input: AddVisitLineInput!) { addVisitLine(input: $input) { id } }',
      {
        input: { visitId: visit.id, description: 'Filter F7', quantity: 2000, unitPrice: 12_500 },
      },
    );
    expect(line.errors, JSON.stringify(line.errors)).toBeUndefined();
    await page.goto('/admin/invoices?tab=ready');
    await pickCustomer(page, name);
    await page
      .getByRole('table', { name: 'Besøg klar til fakturering' })
      .getByRole('checkbox', { name: `Vælg besøg #${visit.caseNumber}` })
      .check();
    await page.getByRole('button', { name: 'Fakturer valgte (1)' }).click();
    const heading = page.getByRole('heading', { level: 2, name: /^Faktura nr\. \d+$/ });
    await expect(heading).toBeVisible();
    const number = Number(/\d+$/.exec((await heading.textContent())!)![0]);
    const invoiceId = /[0-9a-f-]{36}$/.exec(page.url())![0];
    await expect(page.getByTestId('invoice-totals').getByRole('definition')).toHaveText([
      '250.250,00 kr.',
      '62.562,50 kr.',
      '312.812,50 kr.',
    ]);
    await expect(page.getByTestId('economic-status')).toHaveText(`Bogført i e-conomic nr. ${number}`, {
      timeout: 15_000,
    });
    expect(fakeEconomic.booked.get(number)).toMatchObject({ references: { other: invoiceId } });
    const invoice = { id: invoiceId, number };

    // Sent to the customer's bookkeeper.
    await page.getByRole('button', { name: 'Send faktura' }).click();
    const sendDialog = page.getByRole('dialog', { name: `Send Faktura nr. ${number}` });
    await sendDialog.getByLabel('Modtager').fill(`bogholderi-${number}@example.dk`);
    await sendDialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByTestId('invoice-badges')).toHaveText('Sendt');

    // The customer pays: e-conomic's remainder is 0. "Hent betalinger" pulls it, and the invoice is paid.
    fakeEconomic.settle(invoice.number);
    await page.goto('/admin/invoices');
    await page.getByRole('button', { name: 'Hent betalinger fra e-conomic' }).click();
    await expect(page.getByText('Betalinger hentet fra e-conomic')).toBeVisible({ timeout: 15_000 });
    await page.goto(`/admin/invoices/${invoice.id}`);
    // A full page load of the invoice (its chunk and its data) on a busy CI machine may take longer than an expect's
    // 7 s: wait for its heading first, then read the badge.
    await expect(heading).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('invoice-badges')).toContainText('Betalt');

    // The economy page: the month's largest customers hold it, at its net.
    await page.goto('/admin/economy?period=thisMonth');
    await expect(
      page.getByRole('table', { name: 'Største kunder' }).getByRole('row', { name: new RegExp(name) }),
    ).toContainText('250.250,00');
  });
});
