import { test, expect, gql, signInViaApi, users } from './fixtures.ts';
import { pickCustomer } from './customer-combobox.ts';
import { finishedVisit, uniqueId } from './factories.ts';

test.describe('fakturaer i hånden', () => {
  test('en faktura skrives i hånden: linjer med rabat, fejl rettes, kladden gemmes og udstedes', async ({ page }) => {
    const id = uniqueId();
    const name = `E2E Håndfaktura ${id}`;
    await signInViaApi(page, users.admin);
    const customer = await gql(
      page.request,
      'mutation ($name: String!) { createCustomer(input: { companyName: $name, useCompany: true }) { id } }',
      { name },
    );
    expect(customer.errors, JSON.stringify(customer.errors)).toBeUndefined();

    await page.goto('/admin/invoices');
    await page.getByRole('button', { name: 'Ny faktura' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny faktura' });
    // Without a customer nothing is made.
    await dialog.getByRole('button', { name: 'Opret kladde' }).click();
    await expect(dialog.getByText('Vælg en kunde.')).toBeVisible();
    await pickCustomer(page, name, dialog);
    await dialog.getByRole('button', { name: 'Opret kladde' }).click();

    // The draft opens with its editor and one empty line.
    await expect(page).toHaveURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Kladde' })).toBeVisible();
    const editor = page.getByRole('table', { name: 'Kladdens linjer' });
    await editor.getByRole('textbox', { name: 'Beskrivelse, linje 1' }).fill('Serviceeftersyn af varmepumpe');
    await editor.getByRole('textbox', { name: 'Antal, linje 1' }).fill('2');
    await editor.getByRole('combobox', { name: 'Enhed, linje 1' }).selectOption({ label: 'Time' });
    await editor.getByRole('textbox', { name: 'Enhedspris (kr.), linje 1' }).fill('450');
    await page.getByRole('button', { name: 'Tilføj linje' }).click();
    await editor.getByRole('textbox', { name: 'Beskrivelse, linje 2' }).fill('Rabat');
    await editor.getByRole('textbox', { name: 'Enhedspris (kr.), linje 2' }).fill('ti kroner');
    await page.getByRole('button', { name: 'Gem kladde' }).click();
    // A price that cannot be read is said at its field, and nothing is saved.
    await expect(page.getByText('Skriv en pris i kroner, fx 450,00 eller -100,00 for en rabat.')).toBeVisible();
    await expect(editor.getByRole('textbox', { name: 'Enhedspris (kr.), linje 2' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await editor.getByRole('textbox', { name: 'Enhedspris (kr.), linje 2' }).fill('-100');
    // (900 − 100) kr. + 25 % moms, as typed.
    const totals = page.getByTestId('draft-totals');
    await expect(totals).toContainText('800,00');
    await expect(totals).toContainText('200,00');
    await expect(totals).toContainText('1.000,00');
    await page.getByLabel('Reference').fill('Rekv. 7781');
    await page.getByRole('button', { name: 'Gem kladde' }).click();
    await expect(page.getByText('Kladden er gemt.')).toBeVisible();

    // Saved: the lines as the invoice shows them, then issued with a number.
    const lines = page.getByRole('table', { name: 'Fakturalinjer' });
    await expect(lines.getByRole('row')).toHaveCount(3);
    await expect(lines).toContainText('Serviceeftersyn af varmepumpe');
    await expect(lines).toContainText('-100,00');
    await expect(page.getByTestId('invoice-totals')).toContainText('1.000,00');
    await expect(page.getByText('Rekv. 7781')).toBeVisible();
    await page.getByRole('button', { name: 'Udsted faktura' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Faktura nr\. \d+$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rediger linjer' })).toHaveCount(0);
  });

  test('arbejde faktureret uden for Servio markeres faktureret og betalt, og kan gøres om', async ({ page }) => {
    const id = uniqueId();
    const name = `E2E Andetsteds ${id}`;
    await signInViaApi(page, users.admin);
    const visit = await finishedVisit(page.request, name, 40_000);

    await page.goto('/admin/invoices?tab=ready');
    await pickCustomer(page, name);
    const table = page.getByRole('table', { name: 'Besøg klar til fakturering' });
    await table.getByRole('checkbox', { name: `Vælg besøg #${visit.caseNumber}` }).check();
    await page.getByRole('button', { name: 'Faktureringsstatus' }).click();
    await page.getByRole('menuitem', { name: 'Faktureret og betalt uden for Servio' }).click();
    await expect(page.getByText('1 besøg er markeret som faktureret og betalt.')).toBeVisible();
    await expect(table.getByRole('checkbox', { name: `Vælg besøg #${visit.caseNumber}` })).toHaveCount(0);

    await page.goto(`/admin/visits/${visit.id}`);
    const badges = page.getByTestId('visit-badges');
    await expect(badges.getByText('Faktureret')).toBeVisible();
    await expect(badges.getByText('Betalt')).toBeVisible();
    await page.getByRole('button', { name: 'Faktureringsstatus' }).click();
    await page.getByRole('menuitem', { name: 'Marker som ikke faktureret' }).click();
    await expect(page.getByText('Besøget er markeret som ikke faktureret.')).toBeVisible();
    await expect(badges.getByText('Faktureret')).toHaveCount(0);
    await expect(badges.getByText('Betalt')).toHaveCount(0);
  });
});
