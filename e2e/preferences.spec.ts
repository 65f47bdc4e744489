import {
  test,
  expect,
  chooseInSubmenu,
  gql,
  openUserMenu,
  signInViaApi,
  signInViaUi,
  sidebar,
  users,
} from './fixtures.ts';

test.describe('language and theme', () => {
  test('switching to English changes texts at once, survives a reload and a new sign-in', async ({
    page,
    openContext,
  }) => {
    // admin@anden.dk so other specs keep a Danish admin@demo.dk; restored at the end.
    await signInViaApi(page, users.otherAdmin);
    try {
      await page.goto('/admin');
      await expect(sidebar(page).getByRole('link', { name: /^Kunder/ })).toBeVisible();

      await openUserMenu(page);
      await chooseInSubmenu(page, 'Sprog', 'English');

      await expect(sidebar(page).getByRole('link', { name: /^Customers/ })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      // Stored as prefLang on the server: wait for it before reloading.
      await expect
        .poll(
          async () => (await gql<{ me: { prefLang: string } }>(page.request, '{ me { prefLang } }')).data?.me.prefLang,
        )
        .toBe('en');
      await page.reload();
      await expect(sidebar(page).getByRole('link', { name: /^Customers/ })).toBeVisible();

      // A new sign-in, in a fresh context that has never seen the English choice locally.
      const context = await openContext({ locale: 'da-DK' });
      const fresh = await context.newPage();
      await fresh.goto(new URL('/sign-in', page.url()).toString());
      await expect(fresh.getByRole('heading', { name: 'Log ind' })).toBeVisible();
      await signInViaUi(fresh, users.otherAdmin);
      await expect(fresh.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
      await expect(fresh.locator('html')).toHaveAttribute('lang', 'en');
      await context.close();
    } finally {
      await gql(page.request, 'mutation UpdatePrefLang($lang: String!) { updateMe(prefLang: $lang) { id prefLang } }', {
        lang: 'da',
      });
    }
  });

  test('an unsupported language is refused by the API', async ({ page }) => {
    await signInViaApi(page, users.otherAdmin);
    const result = await gql(
      page.request,
      'mutation UpdatePrefLang($lang: String!) { updateMe(prefLang: $lang) { id prefLang } }',
      {
        lang: 'xx',
      },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  test('the dark theme is applied at once and survives a reload', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin');
    await openUserMenu(page);
    await chooseInSubmenu(page, 'Tema', 'Mørk');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overblik' })).toBeVisible();

    await openUserMenu(page);
    await chooseInSubmenu(page, 'Tema', 'Lys');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });

  test('a theme stored under the legacy key is moved to vite-ui-theme', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('theme', 'dark');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/sign-in');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('vite-ui-theme')])).toEqual([
      null,
      'dark',
    ]);
  });

  test('system theme follows the device preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/sign-in');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });
});
