import { test, expect, password, signInViaApi, users } from './fixtures.ts';

test.describe('revisionslog', () => {
  test('en administrator ser sit eget firmas log fra indstillinger og kan filtrere på login', async ({
    page,
    request,
  }) => {
    // A failed sign-in first (wrong password), and a sign-in in Anden Firma, from a context of its own.
    const failed = await page.request.post('/login', { data: { email: users.admin, password: 'forkert-kodeord' } });
    expect(failed.status()).toBe(401);
    const other = await request.post('/login', { data: { email: users.otherAdmin, password } });
    expect(other.status()).toBe(200);

    await signInViaApi(page, users.admin);
    await page.goto('/admin/settings');
    await page.getByRole('link', { name: 'Åbn revisionslog' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/audit-log$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Revisionslog' })).toBeVisible();

    const table = page.getByRole('table', { name: 'Revisionslog' });
    await expect(
      table.getByRole('row').filter({ hasText: 'Logget ind' }).filter({ hasText: users.admin }).first(),
    ).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Virksomhed' })).toHaveCount(0);
    await expect(table.getByRole('cell', { name: users.otherAdmin })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Handling' }).selectOption({ label: 'Login' });
    await expect(page).toHaveURL(/group=signin/);
    const failure = table
      .getByRole('row')
      .filter({ hasText: 'Mislykket login' })
      .filter({ hasText: users.admin })
      .first();
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('Forkert adgangskode');
    await expect(table.getByText('Adgangskode skiftet')).toHaveCount(0);

    // Anden Firma's entries are not in this company's log, whatever the filter.
    await page.getByRole('searchbox', { name: 'Bruger' }).fill(users.otherAdmin);
    await expect(page).toHaveURL(/actor=admin%40anden\.dk/);
    await expect(page.getByRole('heading', { name: 'Ingen hændelser matcher' })).toBeVisible();

    await page.getByRole('button', { name: 'Nulstil filtre' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/audit-log$/);
    await expect(page.getByRole('searchbox', { name: 'Bruger' })).toHaveValue('');
    await expect(table.getByRole('row').filter({ hasText: 'Logget ind' }).first()).toBeVisible();

    // A period: both days included; a period long ago has nothing.
    await page.getByLabel('Fra dato', { exact: true }).fill('01.01.2000');
    await expect(page).toHaveURL(/from=2000-01-01/);
    await expect(table.getByRole('row').filter({ hasText: 'Logget ind' }).first()).toBeVisible();
    await page.getByLabel('Til dato', { exact: true }).fill('31.12.2000');
    await expect(page).toHaveURL(/to=2000-12-31/);
    await expect(page.getByRole('heading', { name: 'Ingen hændelser matcher' })).toBeVisible();
  });

  test('en medarbejder har intet link og får Ingen adgang på adressen', async ({ page }) => {
    await signInViaApi(page, users.employee);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Profil' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Åbn revisionslog' })).toHaveCount(0);

    await page.goto('/admin/settings/audit-log');
    await expect(page).toHaveURL(/\/admin\/settings\/audit-log$/);
    await expect(page.getByRole('heading', { name: 'Ingen adgang' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('superadmin ser alle firmaers log og kan filtrere på firma', async ({ page, request }) => {
    for (const email of [users.admin, users.otherAdmin]) {
      expect((await request.post('/login', { data: { email, password } })).status()).toBe(200);
    }
    await signInViaApi(page, users.superadmin);
    await page.goto('/admin/company/');
    await page.getByRole('navigation', { name: 'Superadmin' }).getByRole('link', { name: 'Revisionslog' }).click();
    await expect(page).toHaveURL(/\/admin\/company\/audit-log$/);

    const table = page.getByRole('table', { name: 'Revisionslog' });
    await expect(table.getByRole('columnheader', { name: 'Virksomhed' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Demo Service ApS', exact: true }).first()).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Anden Firma ApS', exact: true }).first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Virksomhed' }).selectOption({ label: 'Anden Firma ApS' });
    await expect(page).toHaveURL(/company=/);
    await expect(table.getByRole('cell', { name: 'Demo Service ApS', exact: true })).toHaveCount(0);
    await expect(
      table.getByRole('row').filter({ hasText: 'Logget ind' }).filter({ hasText: users.otherAdmin }).first(),
    ).toBeVisible();

    // The tab back to the company list.
    await page.getByRole('navigation', { name: 'Superadmin' }).getByRole('link', { name: 'Virksomheder' }).click();
    await expect(page).toHaveURL(/\/admin\/company\/$/);
  });
});
