import { test, expect, mapTileUrls, openUserMenu, provokedConsoleErrors, signInViaApi, users } from './fixtures.ts';

/** Defects found using the product as a new user would (issue #13): each test failed before its fix. */
test.describe('what exists, finished', () => {
  test('only the chosen visits view is marked current', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/visits/?status=due');
    const views = page.getByRole('navigation', { name: 'Visninger' });
    await expect(views.getByRole('link', { name: 'Forfaldne' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Alle', 'Arkiverede', 'Med materiel']) {
      await expect(views.getByRole('link', { name })).not.toHaveAttribute('aria-current', /.*/);
    }
    await views.getByRole('link', { name: 'Arkiverede' }).click();
    await expect(views.getByRole('link', { name: 'Arkiverede' })).toHaveAttribute('aria-current', 'page');
    await expect(views.locator('[aria-current="page"]')).toHaveCount(1);
  });

  for (const who of ['leverandor@demo.dk', 'kunde@demo.dk']) {
    test(`the employee panel is for staff: ${who} is not offered it`, async ({ page }) => {
      await signInViaApi(page, who);
      await page.goto('/admin');
      await openUserMenu(page);
      await expect(page.getByRole('menuitem', { name: 'Indstillinger' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Medarbejderpanel' })).toHaveCount(0);
    });
  }

  test('a technician without "Må oprette besøg" is told so on /admin/visits/new, before typing anything', async ({
    page,
  }) => {
    await signInViaApi(page, users.employee);
    await page.goto('/admin/visits/new');
    await expect(page.getByRole('heading', { name: 'Du kan ikke oprette besøg' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opret besøg' })).toHaveCount(0);
    await expect(page.getByLabel('Beskrivelse')).toHaveCount(0);
  });

  test('a supplier sent away from a page is told why', async ({ page }) => {
    await signInViaApi(page, 'leverandor@demo.dk');
    await page.goto('/admin/customers');
    await expect(page).toHaveURL(/\/admin\?denied=true$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Den side kan du ikke bruge som leverandør. Du er sendt til din forside.',
    );
  });

  test('overview cards lead on only where their page exists, and the bell leads to notifications', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin');
    await expect(page.getByTestId('stat-due')).toBeVisible();
    await expect(page.getByTestId('card-due')).toHaveAttribute('href', '/admin/visits?status=due');
    await expect(page.getByTestId('card-unbilled')).toHaveAttribute('href', '/admin/invoices?tab=ready');
    await expect(page.getByTestId('card-bookings')).toHaveAttribute('href', '/admin/bookings');
    // The administrator's today figure is the company's; My schedule, where it would lead, shows one's own.
    await expect(page.getByTestId('card-today')).not.toHaveAttribute('href', /.*/);
    await expect(page.getByRole('link', { name: 'Gå til notifikationer' })).toHaveAttribute(
      'href',
      '/admin/notifications',
    );
  });

  test('while switched into a company, a banner says so and leads back', async ({ page }) => {
    await signInViaApi(page, users.superadmin);
    await page.goto('/admin/company/');
    await page
      .getByRole('row', { name: /Demo Service ApS/ })
      .getByRole('button', { name: 'Skift til Demo Service ApS' })
      .click();
    const banner = page
      .getByRole('status')
      .filter({ hasText: 'Du er logget ind i Demo Service ApS som administrator' });
    await expect(banner).toBeVisible();
    await page.goto('/admin/customers');
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Tilbage til superadmin' }).click();
    await expect(page).toHaveURL(/\/admin\/company\/$/);
    await expect(page.getByText('Du er logget ind i')).toHaveCount(0);
  });
});

test.describe('the calendar', () => {
  test('follows the dark theme: no white grid, no cream "today" column', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'dark'));
    await signInViaApi(page, users.admin);
    await page.goto('/admin/visits/?layout=calendar');
    await expect(page.locator('.servio-event').filter({ visible: true }).first()).toBeVisible();
    const light = await page
      .locator('.servio-calendar')
      .evaluate((root) =>
        [root, ...root.querySelectorAll('*')]
          .map((el) => getComputedStyle(el).backgroundColor)
          .filter((c) => c === 'rgb(255, 255, 255)' || c.startsWith('rgba(250, 204, 21')),
      );
    expect(light).toEqual([]);
  });

  test('speaks Danish to screen readers too', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/visits/?layout=calendar');
    await expect(page.locator('.servio-event').filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Forrige uge' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Næste uge' })).toBeVisible();
    const english = await page
      .locator('.servio-calendar')
      .evaluate((root) =>
        [...root.querySelectorAll('[aria-label], [title]'), root]
          .flatMap((el) => [el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '', el.textContent ?? ''])
          .filter((text) => /\b(Timed|Previous|Next|Today|view)\b/.test(text)),
      );
    expect(english).toEqual([]);
  });
});

test.describe('the map', () => {
  test.use(provokedConsoleErrors(/tile\.openstreetmap\.org/));
  test('says so when its tiles cannot load, and still shows the visits', async ({ page, context }) => {
    await context.unroute(mapTileUrls);
    await context.route(mapTileUrls, (route) => route.abort('internetdisconnected'));
    await signInViaApi(page, users.admin);
    await page.goto('/admin/visits/?layout=map');
    await expect(page.getByRole('status').filter({ hasText: 'Kortets baggrund kan ikke hentes' })).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon, .marker-cluster').first()).toBeVisible();
  });
});

test.describe('a visit', () => {
  test('with nothing filled in is not created: it needs a customer or a description', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/visits/new');
    await expect(page.getByLabel('Beskrivelse')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Opret besøg' }).click();
    await expect(page.getByText('Et besøg skal have en kunde eller en beskrivelse.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/visits\/new/);
  });
});

test.describe('the overview', () => {
  test("shows a technician his own figures, not the company's open bookings", async ({ page }) => {
    await signInViaApi(page, users.employee);
    await page.goto('/admin');
    await expect(page.getByTestId('stat-due')).toBeVisible();
    await expect(page.getByText('Åbne henvendelser')).toHaveCount(0);
    // His figure of today's visits is his own, and leads to his own schedule.
    await expect(page.getByTestId('card-today')).toHaveAttribute('href', '/admin/my-schedule');
  });
});
