import { test, expect, signInViaApi, users } from './fixtures.ts';

test.describe('departments and custom tags', () => {
  test('departments list members; one in use cannot be deleted; a new one can', async ({ page }) => {
    const name = `Fyn ${Date.now().toString(36)}`;
    await signInViaApi(page, users.admin);
    await page.goto('/admin/departments');
    await expect(page.getByText(/^København$/)).toBeVisible();
    await page
      .getByRole('button', { name: /København/ })
      .first()
      .click();
    await expect(page.getByRole('link', { name: 'Mads Nielsen' })).toBeVisible();
    await page.getByRole('button', { name: 'Slet København' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Slet afdeling' }).click();
    await expect(page.getByRole('dialog').getByText(/Kan ikke slettes, fordi medarbejdere eller besøg/)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Opret afdeling' }).click();
    await page.getByRole('dialog').getByLabel('Navn').fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Gem' }).click();
    // The department's own button in the list; the success toast names it too ("… er oprettet").
    const departmentButton = page.getByRole('button', { name: `${name} 0 medarbejdere` });
    await expect(departmentButton).toBeVisible();
    await page.getByRole('button', { name: `Slet ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Slet afdeling' }).click();
    await expect(departmentButton).toHaveCount(0);
  });

  test('custom tags: create, reorder and delete', async ({ page }) => {
    const name = `Adgang ${Date.now().toString(36)}`;
    await signInViaApi(page, users.admin);
    await page.goto('/admin/settings');
    await page.getByRole('link', { name: 'Administrér egne felter' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/custom-tags$/);
    await page.getByRole('tab', { name: 'Kunder' }).click();
    await expect(page.getByText('Kundetype')).toBeVisible();
    await page.getByRole('button', { name: 'Opret felt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nyt felt' });
    await dialog.getByLabel('Navn').fill(name);
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await expect(dialog.getByText('Tilføj mindst én valgmulighed')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Ny valgmulighed' }).fill('Kode');
    await dialog.getByRole('button', { name: 'Tilføj' }).click();
    await dialog.getByRole('textbox', { name: 'Ny valgmulighed' }).fill('Nøgle');
    await dialog.getByRole('button', { name: 'Tilføj' }).click();
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await expect(dialog).toHaveCount(0);
    const list = page.getByRole('list', { name: 'Kunder' });
    await expect(list.getByRole('listitem').last()).toContainText(name);
    await page.getByRole('button', { name: `Flyt ${name} op` }).click();
    await expect(list.getByRole('listitem').first()).toContainText(name);
    await page.getByRole('button', { name: `Slet ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Slet felt' }).click();
    await expect(list.getByText(name)).toHaveCount(0);
  });
});
