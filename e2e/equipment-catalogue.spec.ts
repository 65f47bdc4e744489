import { test, expect, signInViaApi, users } from './fixtures.ts';
import { uniqueId, updateCompanySettings } from './factories.ts';

// The other company (Anden Firma ApS): renaming its labels cannot disturb the demo company's specs running beside.
test.describe('udstyrskatalog', () => {
  test('opret kategori og produkt; interval 0 og dubletter afvises; firmaets egne ord står i kolonnerne', async ({
    page,
  }) => {
    test.slow(); // two pages, two dialogs each and a reload after the settings change
    const id = uniqueId();
    const categoryName = `Rottefælder ${id}`;
    const model = `Ratex ${id}`;
    await signInViaApi(page, users.otherAdmin);
    try {
      // A category, and its name once more in other letters: refused at the field.
      await page.goto('/admin/categories');
      await expect(page.getByRole('heading', { level: 1, name: 'Kategorier' })).toBeVisible();
      await page.getByRole('button', { name: 'Opret kategori' }).click();
      let dialog = page.getByRole('dialog', { name: 'Opret kategori' });
      await dialog.getByLabel('Navn').fill(categoryName);
      await dialog.getByRole('button', { name: 'Gem' }).click();
      await expect(dialog).toBeHidden();
      const categoryRow = page.getByRole('row', { name: new RegExp(categoryName) });
      await expect(categoryRow).toContainText('0 produkter');
      await page.getByRole('button', { name: 'Opret kategori' }).click();
      dialog = page.getByRole('dialog', { name: 'Opret kategori' });
      await dialog.getByLabel('Navn').fill(categoryName.toUpperCase());
      await dialog.getByRole('button', { name: 'Gem' }).click();
      await expect(dialog.getByText('Der findes allerede en kategori med det navn')).toBeVisible();
      await expect(dialog.getByLabel('Navn')).toHaveAttribute('aria-invalid', 'true');
      await dialog.getByRole('button', { name: 'Annuller' }).click();

      // Its products: the list filtered to it, a new product starts in it.
      await categoryRow.getByRole('link', { name: '0 produkter' }).click();
      await expect(page).toHaveURL(/\/admin\/products\?category=/);
      await page.getByRole('button', { name: 'Opret produkt' }).click();
      dialog = page.getByRole('dialog', { name: 'Opret produkt' });
      await expect(dialog.getByLabel('Kategori')).toHaveValue(/[0-9a-f-]{36}/);
      await dialog.getByLabel('Model').fill(model);
      await dialog.getByLabel('Leverandør').fill('Ratex');
      await dialog.getByLabel('Kolonne 1').fill('Udendørs');
      // An interval of 0 months is refused at its field, and nothing typed is lost.
      await dialog.getByLabel('Serviceinterval').fill('0');
      await dialog.getByRole('button', { name: 'Gem' }).click();
      await expect(
        dialog.getByText('Skriv et helt antal måneder fra 1 til 120, eller lad feltet stå tomt'),
      ).toBeVisible();
      await expect(dialog.getByLabel('Serviceinterval')).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByLabel('Model')).toHaveValue(model);
      // Left empty: the company's interval.
      await dialog.getByLabel('Serviceinterval').fill('');
      await dialog.getByRole('button', { name: 'Gem' }).click();
      await expect(dialog).toBeHidden();
      const table = page.getByRole('table', { name: 'Produkter' });
      const productRow = table.getByRole('row', { name: new RegExp(model) });
      await expect(productRow).toContainText(/Firmaets \(\d+ mdr\.\)/);
      await expect(productRow).toContainText('Udendørs');

      // Its own interval.
      await page.getByRole('button', { name: `Redigér ${model}` }).click();
      dialog = page.getByRole('dialog', { name: `Redigér ${model}` });
      await dialog.getByLabel('Serviceinterval').fill('6');
      await dialog.getByRole('button', { name: 'Gem' }).click();
      await expect(dialog).toBeHidden();
      await expect(productRow).toContainText('6 mdr.');

      // The same model from the same supplier in the category is refused on the model's field.
      await page.getByRole('button', { name: 'Opret produkt' }).click();
      dialog = page.getByRole('dialog', { name: 'Opret produkt' });
      await dialog.getByLabel('Model').fill(model.toLowerCase());
      await dialog.getByLabel('Leverandør').fill('RATEX');
      await dialog.getByRole('button', { name: 'Gem' }).click();
      await expect(
        dialog.getByText('Der findes allerede en model med det navn i denne kategori fra samme leverandør'),
      ).toBeVisible();
      await expect(dialog.getByLabel('Model')).toHaveAttribute('aria-invalid', 'true');
      await dialog.getByRole('button', { name: 'Annuller' }).click();

      // The company calls the model and the first free column its own words: the columns and the form say them.
      await updateCompanySettings(page.request, { renamedModel: 'Fældetype', renamedColumn1: 'Placering' });
      await page.reload();
      await expect(table.getByRole('columnheader', { name: 'Fældetype' })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: 'Placering' })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: 'Model' })).toHaveCount(0);
      await page.getByRole('button', { name: `Redigér ${model}` }).click();
      dialog = page.getByRole('dialog', { name: `Redigér ${model}` });
      await expect(dialog.getByLabel('Fældetype')).toHaveValue(model);
      await expect(dialog.getByLabel('Placering')).toHaveValue('Udendørs');
      await dialog.getByRole('button', { name: 'Annuller' }).click();

      // A category with products is not deleted; once the product is gone it is.
      await page.goto('/admin/categories');
      await expect(categoryRow).toContainText('1 produkt');
      await page.getByRole('button', { name: `Slet ${categoryName}` }).click();
      let confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await confirm.getByRole('button', { name: 'Slet' }).click();
      await expect(
        confirm.getByText('Der hører produkter til denne kategori. Slet dem eller flyt dem først.'),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await page.goto(`/admin/products?q=${encodeURIComponent(model)}`);
      await page.getByRole('button', { name: `Slet ${model}` }).click();
      confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await confirm.getByRole('button', { name: 'Slet' }).click();
      await expect(table.getByRole('row', { name: new RegExp(model) })).toHaveCount(0);
      await page.goto('/admin/categories');
      await page.getByRole('button', { name: `Slet ${categoryName}` }).click();
      confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await confirm.getByRole('button', { name: 'Slet' }).click();
      await expect(categoryRow).toHaveCount(0);
    } finally {
      await updateCompanySettings(page.request, { renamedModel: '', renamedColumn1: '' });
    }
  });
});
