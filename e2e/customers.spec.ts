import { test, expect, gql, signInViaApi, users } from './fixtures.ts';
import { updateCompanySettings } from './factories.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('customers', () => {
  test('the list is searched on the server and opens a customer', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Kunder' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Kunder' })).toBeVisible();
    await expect(page.getByText(/^1–\d+ af \d+$/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Søg i kunder' }).fill('Mette Andersen');
    await expect(page).toHaveURL(/q=Mette/);
    const row = page.getByRole('row', { name: /Mette Andersen/ });
    await expect(row).toBeVisible();
    await expect(page.getByRole('table', { name: 'Kunder' }).getByRole('row')).toHaveCount(2);
    // Sorting by a header sets aria-sort.
    const emailHeader = page.getByRole('columnheader', { name: 'Email' });
    await emailHeader.getByRole('button').click();
    await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
    await row.click();
    await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Mette Andersen' })).toBeVisible();
    await page.getByRole('tab', { name: 'Besøg' }).click();
    await expect(page.getByRole('table', { name: 'Besøg' })).toBeVisible();
    await page.getByRole('tab', { name: 'Dokumenter' }).click();
    await expect(page.getByRole('heading', { name: 'Ingen dokumenter endnu' })).toBeVisible();

    // The customer's visits open in the visits list, filtered to the customer.
    await page.getByRole('tab', { name: 'Besøg' }).click();
    await page.getByRole('link', { name: 'Vis i besøgslisten' }).click();
    await expect(page).toHaveURL(/\/admin\/visits\/?\?.*cust=[0-9a-f-]{36}/);
    const visits = page.getByRole('table', { name: 'Besøg' });
    // The first data row has its customer before the rows are read (a loading row has no cells).
    await expect(visits.getByRole('row').nth(1).locator('td:nth-child(4)')).toHaveText('Mette Andersen');
    const customers = await visits.getByRole('row').locator('td:nth-child(4)').allTextContents();
    expect(new Set(customers)).toEqual(new Set(['Mette Andersen']));
  });

  test('create with a validation error first, then success; edit; duplicate email', async ({ page }) => {
    const id = unique();
    const company = `Testfirma ${id} ApS`;
    const email = `kontakt-${id}@example.dk`;
    await signInViaApi(page, users.admin);
    await page.goto('/admin/customers');
    await page.getByRole('link', { name: 'Opret kunde' }).click();
    await expect(page).toHaveURL(/\/admin\/customers\/new$/);

    await page.getByRole('switch', { name: 'Erhvervskunde' }).click();
    await page.getByLabel('Firmanavn').fill(company);
    await page.getByLabel('CVR-nummer').fill('123');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Postnummer').fill('8000');
    await page.getByRole('button', { name: 'Opret kunde' }).click();
    await expect(page.getByText('Ugyldigt CVR-nummer. Det har 8 cifre, fx 24256790')).toBeVisible();
    await expect(page.getByLabel('CVR-nummer')).toHaveAttribute('aria-invalid', 'true');
    // Nothing typed is lost.
    await expect(page.getByLabel('Firmanavn')).toHaveValue(company);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

    // 12345678 has eight digits but fails the modulus-11 check.
    await page.getByLabel('CVR-nummer').fill('12345678');
    await page.getByRole('button', { name: 'Opret kunde' }).click();
    await expect(page.getByText('Ugyldigt CVR-nummer. Det har 8 cifre, fx 24256790')).toBeVisible();
    await page.getByLabel('CVR-nummer').fill('24256790');
    await page.getByRole('button', { name: 'Opret kunde' }).click();
    await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: company })).toBeVisible();
    const customerUrl = page.url();

    // Edit it.
    await page.getByRole('button', { name: 'Redigér' }).click();
    await page.getByLabel('By', { exact: true }).fill('Aarhus C');
    await page.getByRole('button', { name: 'Gem kunde' }).click();
    await expect(page.getByText('8000 Aarhus C')).toBeVisible();

    // It is in the list.
    await page.goto(`/admin/customers?q=${encodeURIComponent(id)}`);
    await expect(page.getByRole('row', { name: new RegExp(company) })).toBeVisible();

    // A second customer with the same email is refused at the field; the form keeps what was typed.
    await page.goto('/admin/customers/new');
    await page.getByLabel('Fornavn').fill('Dublet');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Opret kunde' }).click();
    await expect(page.getByText('En kunde med denne email findes allerede')).toBeVisible();
    await expect(page.getByText('Den udfyldte data er ikke gyldig')).toBeVisible();
    await expect(page.getByLabel('Fornavn')).toHaveValue('Dublet');
    await expect(page).toHaveURL(/\/admin\/customers\/new$/);

    // Clean up: delete the customer (it has no visits).
    await page.goto(customerUrl);
    await page.getByRole('button', { name: 'Slet' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Slet kunde' }).click();
    await expect(page).toHaveURL(/\/admin\/customers$/);
  });

  test('two people editing one customer: the second save is told, reloads the fresh record, then saves', async ({
    page,
  }) => {
    await signInViaApi(page, users.admin);
    const name = `Konflikt ${unique()}`;
    const created = await gql<{ createCustomer: { id: string; version: number } }>(
      page.request,
      'mutation ($name: String!) { createCustomer(input: { firstName: $name, address: { city: "Aarhus C", zipcode: "8000" } }) { id version } }',
      { name },
    );
    const { id, version } = created.data!.createCustomer;
    await page.goto(`/admin/customers/${id}`);
    await page.getByRole('button', { name: 'Redigér' }).click();
    await page.getByLabel('By', { exact: true }).fill('Odense C');

    // Someone else saves first.
    const other = await gql(
      page.request,
      'mutation ($id: ID!, $version: Int!, $name: String!) { updateCustomer(id: $id, version: $version, input: { firstName: $name, address: { city: "Vejle", zipcode: "7100" } }) { id } }',
      { id, version, name },
    );
    expect(other.errors).toBeUndefined();

    await page.getByRole('button', { name: 'Gem kunde' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Ændret af en anden imens' });
    await expect(notice).toBeVisible();
    // Nothing typed is lost until the person chooses to reload.
    await expect(page.getByLabel('By', { exact: true })).toHaveValue('Odense C');
    await notice.getByRole('button', { name: 'Genindlæs' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByLabel('By', { exact: true })).toHaveValue('Vejle');
    await expect(page.getByLabel('Postnummer')).toHaveValue('7100');

    await page.getByLabel('By', { exact: true }).fill('Odense C');
    await page.getByLabel('Postnummer').fill('5000');
    await page.getByRole('button', { name: 'Gem kunde' }).click();
    await expect(page.getByText('5000 Odense C')).toBeVisible();
    await gql(page.request, 'mutation ($id: ID!) { deleteCustomer(id: $id) }', { id });
  });

  test('deleting a customer with visits is refused with a clear message', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/customers?q=Mette%20Andersen');
    await page.getByRole('link', { name: 'Mette Andersen' }).click();
    await page.getByRole('button', { name: 'Slet' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Slet kunde' }).click();
    await expect(dialog.getByRole('heading', { name: 'Kan ikke slettes' })).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText(/kunden har besøg/);
    // The refusal replaces the question: no "deleted permanently" beside "cannot be deleted", no delete button.
    await expect(dialog.getByText(/slettes permanent/)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Slet kunde' })).toHaveCount(0);
  });

  test('CSV import (Windows-1252) previews a bad row and imports the good ones', async ({ page }) => {
    const id = unique();
    const lines = [
      'Fornavn;Efternavn;Email;Postnr;By',
      `Søren;Ærø${id};soeren-${id}@example.dk;2100;København Ø`,
      `Åse;Øster${id};aase-${id}@example.dk;12;Århus`,
      `Bjørn;Æble${id};bjoern-${id}@example.dk;5000;Odense C`,
    ];
    // Windows-1252: æøåÆØÅ are single bytes, as Danish Excel writes them.
    const bytes = Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');
    await signInViaApi(page, users.admin);
    await page.goto('/admin/customers');
    await page.getByRole('button', { name: 'Importér' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importér kunder' });
    await dialog.getByLabel('CSV-fil').setInputFiles({ name: 'kunder.csv', mimeType: 'text/csv', buffer: bytes });
    await expect(dialog.getByText('kunder.csv læst som Windows-1252')).toBeVisible();
    await expect(dialog.getByText('3 rækker: 2 gyldige, 1 med fejl')).toBeVisible();
    await expect(dialog.getByLabel('Postnr')).toHaveValue('zipcode');
    await expect(dialog.getByRole('cell', { name: `Ærø${id}` })).toBeVisible();
    const errors = dialog.getByRole('table', { name: 'Rækker med fejl (springes over)' });
    await expect(errors.getByRole('row', { name: /3 Postnummer Postnummeret skal være 4 cifre/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Importér 2 kunder' }).click();
    await expect(dialog.getByText('2 kunder er importeret')).toBeVisible();
    await expect(dialog.getByText('1 række med fejl blev sprunget over.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Luk' }).first().click();
    await page.getByRole('searchbox', { name: 'Søg i kunder' }).fill(id);
    await expect(page.getByRole('row', { name: new RegExp(`Søren Ærø${id}`) })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`Bjørn Æble${id}`) })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`Øster${id}`) })).toHaveCount(0);
  });

  test('with disableCreateCustomer an employee no longer sees "Opret kunde"', async ({ page, openContext }) => {
    await signInViaApi(page, users.employee);
    await page.goto('/admin/customers');
    await expect(page.getByRole('link', { name: 'Opret kunde' })).toBeVisible();

    const admin = await openContext();
    const adminPage = await admin.newPage();
    await signInViaApi(adminPage, users.admin);
    const setFlag = (on: boolean) =>
      updateCompanySettings(adminPage.request, { features: { disableCreateCustomer: on } });
    try {
      await setFlag(true);
      await page.reload();
      await expect(page.getByRole('table', { name: 'Kunder' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Opret kunde' })).toHaveCount(0);
      // The server refuses it too, not only the UI.
      const refused = await gql(page.request, 'mutation { createCustomer(input: { firstName: "Nej" }) { id } }');
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await setFlag(false);
      await admin.close();
    }
    await page.reload();
    await expect(page.getByRole('link', { name: 'Opret kunde' })).toBeVisible();
  });

  test("an employee sees a customer's login fields read-only, and saving the form leaves them", async ({ page }) => {
    await signInViaApi(page, users.employee);
    await page.goto('/admin/customers?q=Mette%20Andersen');
    await page.getByRole('row', { name: /Mette Andersen/ }).click();
    await expect(page.getByText('Har login')).toBeVisible();
    await page.getByRole('button', { name: 'Redigér' }).click();
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toBeDisabled();
    await expect(email).toHaveValue('mette.andersen@example.dk');
    await expect(page.getByText('Kun en administrator kan ændre email på en kunde med login')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Må logge ind' })).toBeDisabled();
    await expect(page.getByText('Kun en administrator kan ændre, om kunden må logge ind')).toBeVisible();
    // The form leaves the locked fields out, so the server has nothing to refuse.
    await page.getByRole('button', { name: 'Gem kunde' }).click();
    await expect(page.getByText('Mette Andersen er gemt')).toBeVisible();
  });
});
