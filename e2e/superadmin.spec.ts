import { test, expect, openUserMenu, sidebar, signInViaApi, users } from './fixtures.ts';

test.describe('superadmin', () => {
  test('sees the company list, switches into a company and exits via the user menu', async ({ page }) => {
    await signInViaApi(page, users.superadmin);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/company\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Virksomheder' })).toBeVisible();
    // A minimal sidebar: just the companies.
    await expect(sidebar(page).getByRole('link')).toHaveCount(1);
    await expect(sidebar(page).getByRole('link', { name: 'Virksomheder' })).toBeVisible();

    const row = page.getByRole('row', { name: /Demo Service ApS/ });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row', { name: /Anden Firma ApS/ })).toBeVisible();
    await row.getByRole('button', { name: 'Skift til Demo Service ApS' }).click();

    await expect(page).toHaveURL(/\/admin$/);
    await expect(sidebar(page).getByRole('link', { name: /^Henvendelser/ })).toBeVisible();
    await openUserMenu(page);
    await expect(page.getByRole('menu').getByText('Administrator', { exact: true })).toBeVisible();
    const exit = page.getByRole('menuitem', { name: 'Superadmin' });
    await expect(exit).toHaveAttribute('href', '/admin/company/?_wannabe=_exit');
    await exit.click();

    await expect(page).toHaveURL(/\/admin\/company\/$/);
    await expect(page.getByRole('row', { name: /Demo Service ApS/ })).toBeVisible();
    await expect(sidebar(page).getByRole('link')).toHaveCount(1);
    await openUserMenu(page);
    await expect(page.getByRole('menu').getByText('Superadmin', { exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Superadmin' })).toHaveCount(0);
  });

  test('an ordinary administrator cannot open the company list', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/company/');
    await expect(page).toHaveURL(/\/admin\?denied=true$/);
    await expect(page.getByRole('alert')).toContainText('Den side kan du ikke bruge som administrator');
  });
});
