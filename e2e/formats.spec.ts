import { test, expect, gql, signInViaApi, users } from './fixtures.ts';
import { uniqueId } from './factories.ts';

const setPrefLang = 'mutation ($lang: String!) { updateMe(prefLang: $lang) { id prefLang } }';

test.describe('numbers and formats follow the interface language', () => {
  test('in English the visit form and the employee form give the same money example', async ({ page }) => {
    // admin@anden.dk, so admin@demo.dk stays Danish for the files after this one; restored at the end.
    await signInViaApi(page, users.otherAdmin);
    expect((await gql(page.request, setPrefLang, { lang: 'en' })).errors).toBeUndefined();
    try {
      await page.goto('/admin/visits/new');
      await expect(page.getByText('In kroner, e.g. 1,234.50', { exact: true })).toBeVisible();

      await page.goto('/admin/employees/new');
      await expect(page.getByText('In kroner, e.g. 1,234.50.', { exact: true })).toBeVisible();
    } finally {
      await gql(page.request, setPrefLang, { lang: 'da' });
    }
  });

  test('in Danish a customer’s coordinates are written with a decimal comma and the phone grouped', async ({
    page,
  }) => {
    const name = `Formatkunde ${uniqueId()}`;
    await signInViaApi(page, users.admin);
    const created = await gql<{ createCustomer: { id: string } }>(
      page.request,
      `mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }`,
      {
        input: {
          firstName: name,
          phoneNumber: '20304050',
          address: {
            streetAddress: 'Nørregade 1',
            zipcode: '1165',
            city: 'København K',
            latitude: 55.6736,
            longitude: 12.5683,
          },
        },
      },
    );
    expect(created.errors).toBeUndefined();

    // The list shows the stored +4520304050 grouped for reading.
    await page.goto(`/admin/customers?q=${encodeURIComponent(name)}`);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByRole('cell', { name: '+45 20 30 40 50', exact: true })).toBeVisible();

    await row.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByRole('link', { name: '+45 20 30 40 50', exact: true })).toHaveAttribute(
      'href',
      'tel:+4520304050',
    );
    // Written as the form's hint writes them, the pair parted by a semicolon so the comma is not read twice.
    await expect(page.getByText('55,6736; 12,5683', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Redigér' }).click();
    await expect(page.getByText('Til kortet, fx 55,6761 og 12,5683', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Breddegrad')).toHaveValue('55,6736');
    await expect(page.getByLabel('Længdegrad')).toHaveValue('12,5683');
  });
});
