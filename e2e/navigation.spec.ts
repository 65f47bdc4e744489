import { test, expect, signInViaApi, sidebar, users } from './fixtures.ts';

test.describe('admin shell navigation', () => {
  test('an administrator of Demo Service sees the full menu with flag-driven items and live badges', async ({
    page,
  }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin');
    const nav = sidebar(page);
    for (const label of [
      'Overblik',
      'Min plan',
      'Notifikationer',
      'Hændelser',
      'Kunder',
      'Medarbejdere',
      'Afdelinger',
      'Besøg',
      'Forfaldne',
      'Planlægning',
      'Henvendelser',
      'Økonomi',
      'Fakturaer',
      'Materiel',
      'Servicepåmindelser',
      'Udlejning',
      'Kategorier',
      'Produkter',
      'Rapportskabeloner',
      'Varer',
      'Varegrupper',
    ]) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
    }
    await expect(nav.getByText('Rapport', { exact: true })).toBeVisible();
    // Badges are live counts with an accessible label, e.g. "4 ulæste".
    const notifications = nav.getByRole('link', { name: /^Notifikationer/ });
    await expect(notifications).toHaveAccessibleName(/^Notifikationer \d+ ulæste?$/);
    await expect(notifications.locator('[aria-hidden="true"]').last()).toHaveText(/^\d+$/);
    await expect(nav.getByRole('link', { name: /^Forfaldne \d+ forfaldne?$/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Henvendelser \d+ åbne?$/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Overblik' })).toHaveAttribute('aria-current', 'page');
  });

  test('an administrator of Anden Firma does not see flag-gated items', async ({ page }) => {
    await signInViaApi(page, users.otherAdmin);
    await page.goto('/admin');
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: /^Kunder/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Besøg/ })).toBeVisible();
    // Its booking page is on (bookingflowactive), so its enquiries are there; departments and rentals are off.
    await expect(nav.getByRole('link', { name: /^Henvendelser/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Afdelinger/ })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /^Udlejning/ })).toHaveCount(0);
  });

  test('an employee sees a reduced menu', async ({ page }) => {
    await signInViaApi(page, users.employee);
    await page.goto('/admin');
    const nav = sidebar(page);
    for (const label of ['Overblik', 'Min plan', 'Notifikationer', 'Kunder', 'Besøg']) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
    }
    for (const label of ['Medarbejdere', 'Økonomi', 'Fakturaer', 'Produkter', 'Henvendelser', 'Planlægning', 'Varer']) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveCount(0);
    }
    await page.getByRole('button', { name: /^Brugermenu:/ }).click();
    await expect(page.getByRole('menu').getByText('Medarbejder', { exact: true })).toBeVisible();
  });

  test('every sidebar destination renders inside the shell with its title', async ({ page }) => {
    test.slow(); // full page loads, each one a fresh start of the app
    await signInViaApi(page, users.admin);
    // [path, title, still on its way]
    const pages: [string, string, boolean][] = [
      ['/admin/bookings', 'Henvendelser', false],
      ['/admin/planning', 'Planlægning', false],
      ['/admin/notifications', 'Notifikationer', false],
      ['/admin/events', 'Hændelser', false],
      ['/admin/materials', 'Materiel', false],
      ['/admin/service-reminders', 'Servicepåmindelser', false],
      ['/admin/rentals', 'Udlejning', false],
      ['/admin/categories', 'Kategorier', false],
      ['/admin/products', 'Produkter', false],
    ];
    for (const [path, title, onItsWay] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByText('Denne del er på vej')).toHaveCount(onItsWay ? 1 : 0);
    }
  });

  test('the visits page has the plural title and reads ?status=due', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/visits/?status=due');
    await expect(page.getByRole('heading', { level: 1, name: 'Besøg' })).toBeVisible();
    await expect(page.getByText(/Viser forfaldne besøg/)).toBeVisible();
    await sidebar(page)
      .getByRole('link', { name: /^Besøg/ })
      .click();
    await expect(page.getByText('Viser alle besøg.')).toBeVisible();
  });

  test('unknown admin paths get a not-found page inside the shell; other paths a plain one', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/findes-ikke');
    await expect(page.getByRole('heading', { name: 'Siden findes ikke' })).toBeVisible();
    await expect(sidebar(page)).toBeVisible();
    await page.goto('/findes-slet-ikke');
    await expect(page.getByRole('heading', { name: 'Siden findes ikke' })).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
  });

  test('the search opens with Ctrl+K, finds customers and employees, and says what is coming', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dagens besøg' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Søg' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Søg' }).fill('Jensen');
    await expect(
      dialog.getByRole('group', { name: 'Medarbejdere' }).getByRole('option', { name: /Anna Jensen/ }),
    ).toBeVisible();
    await expect(dialog.getByText('Søgning i fakturaer kommer, når de er bygget.')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Søg' }).fill('Mette Andersen');
    await dialog
      .getByRole('group', { name: 'Kunder' })
      .getByRole('option', { name: /Mette Andersen/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
    await expect(dialog).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: /Søg…/ }).click();
    await expect(page.getByRole('dialog', { name: 'Søg' })).toBeVisible();
  });

  test('the user menu shows name, role and company links', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin');
    await page.getByRole('button', { name: /^Brugermenu: Anna Jensen, AJ$/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Anna Jensen')).toBeVisible();
    await expect(menu.getByText('Administrator', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Medarbejderpanel' })).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('menuitem', { name: 'Medarbejderpanel' })).toHaveAttribute(
      'href',
      '/technician/dashboard/index',
    );
    await expect(menu.getByRole('menuitem', { name: 'Bookingside' })).toHaveAttribute('href', /^https:\/\/.+\/book$/);
    await expect(menu.getByRole('menuitem', { name: 'Superadmin' })).toHaveCount(0);
  });

  test('the technician panel page renders', async ({ page }) => {
    await signInViaApi(page, users.employee);
    await page.goto('/technician/dashboard/index');
    await expect(page.getByText('Medarbejderpanel', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dine besøg', level: 1 })).toBeAttached();
  });
});
