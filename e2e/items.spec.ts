import { test, expect, signInViaApi, users } from './fixtures.ts';
import { createPersonWithPassword, uniqueId } from './factories.ts';

test.describe('varer og varegrupper', () => {
  test('en vare følger sin gruppes avance; ny avance giver ny salgspris; søg på varenummer og stregkode; arkivér', async ({
    page,
  }) => {
    test.slow(); // a whole journey over two pages and eight loads: past 30 s when both workers are busy
    const id = uniqueId();
    const groupName = `E2E-gruppe ${id}`;
    const sku = `E2E-${id}`.toUpperCase();
    await signInViaApi(page, users.admin);

    // A group with 20 % markup.
    await page.goto('/admin/item-groups');
    await expect(page.getByRole('heading', { level: 1, name: 'Varegrupper' })).toBeVisible();
    await page.getByRole('button', { name: 'Opret varegruppe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Opret varegruppe' });
    await dialog.getByLabel('Navn').fill(groupName);
    await dialog.getByLabel('Avance (%)').fill('20');
    await dialog.getByRole('button', { name: 'Gem' }).click();
    const groupRow = page.getByRole('row', { name: new RegExp(groupName) });
    await expect(groupRow).toContainText('20');
    await expect(groupRow).toContainText('0 varer');

    // An item following it: the sales price field is disabled and shows cost + 20 %.
    await page.goto('/admin/items');
    await page.getByRole('link', { name: 'Opret vare' }).click();
    await expect(page).toHaveURL(/\/admin\/items\/new$/);
    await page.getByLabel('Varenummer').fill(sku);
    await page.getByLabel('Navn').fill(`Testfilter ${id}`);
    await page.getByLabel('Stregkode (EAN-13)').fill('5704012000701');
    const group = page.getByLabel('Varegruppe', { exact: true });
    await group.selectOption((await group.locator('option', { hasText: groupName }).getAttribute('value'))!);
    await page.getByLabel('Kostpris').fill('1.000,50');
    await expect(page.getByLabel('Salgspris')).toBeDisabled();
    await expect(page.getByLabel('Salgspris')).toHaveValue('1.200,60');
    await page.getByRole('button', { name: 'Opret vare' }).click();
    // A wrong check digit is refused at its field, and nothing typed is lost.
    await expect(page.getByText('EAN-nummeret skal være 13 cifre med gyldigt kontrolciffer')).toBeVisible();
    await expect(page.getByLabel('Stregkode (EAN-13)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Varenummer')).toHaveValue(sku);
    await page.getByLabel('Stregkode (EAN-13)').fill('5704012000700');
    await page.getByRole('button', { name: 'Opret vare' }).click();
    await expect(page).toHaveURL(/\/admin\/items\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: `Testfilter ${id}` })).toBeVisible();

    // The list finds it by SKU and shows the computed price.
    await page.goto('/admin/items');
    const table = page.getByRole('table', { name: 'Varer' });
    await page.getByRole('searchbox', { name: 'Søg i varer' }).fill(sku);
    await expect(page).toHaveURL(/q=E2E-/);
    const row = table.getByRole('row', { name: new RegExp(`Testfilter ${id}`) });
    await expect(row).toContainText('1.200,60 kr.');
    await expect(table.getByRole('row')).toHaveCount(2);
    // … and by barcode.
    await page.getByRole('searchbox', { name: 'Søg i varer' }).fill('5704012000700');
    await expect(page).toHaveURL(/q=.*5704012000700/);
    await expect(row).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);

    // A new markup: first how many items get a new price, then applied.
    await page.goto('/admin/item-groups');
    await page.getByRole('button', { name: `Redigér ${groupName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Redigér varegruppe' });
    await edit.getByLabel('Avance (%)').fill('25');
    await edit.getByRole('button', { name: 'Gem' }).click();
    await expect(edit.getByText('1 vare får ny salgspris')).toBeVisible();
    await expect(edit.getByText(/1\.200,60\s*kr\.\s*→\s*1\.250,63\s*kr\./)).toBeVisible();
    await edit.getByRole('button', { name: 'Gem og opdatér priser' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(groupName) })).toContainText('1 vare');

    await page.goto(`/admin/items?q=${sku}`);
    // 1.000,50 kr. + 25 % = 1.250,625 kr. → 1.250,63 kr. (half up to whole øre).
    await expect(row).toContainText('1.250,63 kr.');

    // Archive: it leaves the list of active items, and shows among the archived.
    await row.getByRole('link').click();
    await page.getByRole('button', { name: 'Arkivér' }).click();
    await expect(page.getByText('Arkiveret', { exact: true })).toBeVisible();
    await page.goto(`/admin/items?q=${sku}`);
    await expect(page.getByText('Ingen varer matcher')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Arkiverede varer' });
    await expect(row).toBeVisible();

    // The group in use cannot be deleted; the dialog says why.
    await page.goto('/admin/item-groups');
    await page.getByRole('button', { name: `Slet ${groupName}` }).click();
    await page.getByRole('button', { name: 'Slet varegruppe' }).click();
    await expect(
      page.getByText('Kan ikke slettes, fordi 1 vare hører til gruppen. Flyt den til en anden gruppe først.'),
    ).toBeVisible();
  });

  test('en medarbejder uden adgang til priser ser varerne, men ingen priser', async ({ page, request }) => {
    const person = await createPersonWithPassword(request);
    await signInViaApi(page, person.email, person.password);
    await page.goto('/admin/items?q=FLT-100');
    const table = page.getByRole('table', { name: 'Varer' });
    const row = table.getByRole('row', { name: /Luftfilter G4 287×592/ });
    await expect(row).toBeVisible();
    await expect(row).toContainText('FLT-100');
    await expect(table.getByRole('columnheader', { name: 'Salgspris' })).toHaveCount(0);
    await expect(table).not.toContainText('kr.');
    await page.getByRole('button', { name: 'Kolonner' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Kostpris' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Luftfilter G4 287×592' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Priser' })).toHaveCount(0);
    await expect(page.getByText('kr.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Redigér' })).toHaveCount(0);
  });
});
