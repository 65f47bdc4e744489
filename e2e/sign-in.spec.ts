import { test, expect, provokedConsoleErrors, refusedSignIn, signInViaApi, signInViaUi, users } from './fixtures.ts';

test.describe('sign-in', () => {
  test('the page is Danish, labelled and loads without console errors', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Log ind' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await expect(page.getByText('Servio', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username');
    await expect(page.getByLabel('Adgangskode')).toHaveAttribute('type', 'password');
    await expect(page.getByLabel('Adgangskode')).toHaveAttribute('autocomplete', 'current-password');
    await expect(page.getByRole('button', { name: 'Log ind' })).toBeDisabled();
  });

  // Issue 21's budget: the page is its own small document (sign-in.html, decisions/0042), not the back office.
  test('the sign-in page loads at most 110 KB of compressed JavaScript', async ({ page }) => {
    const scripts: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Log ind' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(110 * 1024);
  });

  test('valid credentials lead to the admin overview', async ({ page }) => {
    await page.goto('/sign-in');
    await signInViaUi(page, users.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overblik' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dagens besøg' })).toBeVisible();
  });

  test('an invalid email shows "Ugyldig email"', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill('ikke-en-email');
    await page.getByLabel('Email').blur();
    await expect(page.getByText('Ugyldig email')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Log ind' })).toBeDisabled();
  });

  test('an empty password shows its message and keeps the button disabled', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(users.admin);
    await page.getByLabel('Adgangskode').fill('x');
    await page.getByLabel('Adgangskode').fill('');
    await expect(page.getByText('Dit kodeord kan ikke være blankt')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log ind' })).toBeDisabled();
    await page.getByLabel('Adgangskode').fill('demo1234');
    await expect(page.getByRole('button', { name: 'Log ind' })).toBeEnabled();
  });

  test.describe('refused', () => {
    // The browser reports every 4xx answer in the console; the refused sign-in is what this test is about.
    test.use(provokedConsoleErrors(refusedSignIn));

    test('a wrong password stays on /sign-in with a field error', async ({ page }) => {
      await page.goto('/sign-in');
      await signInViaUi(page, users.employee, 'forkert-kode');
      await expect(page.getByText('Din email/adgangskode er forkert')).toBeVisible();
      await expect(page).toHaveURL(/\/sign-in$/);
      await expect(page.getByLabel('Adgangskode')).toHaveAttribute('aria-invalid', 'true');
    });
  });

  test('an anonymous visitor is sent to sign-in and back to where they were going', async ({ page }) => {
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fadmin%2Fsettings$/);
    await signInViaUi(page, users.admin);
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Indstillinger' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Profil' })).toBeVisible();
  });

  test('/ sends anonymous visitors to sign-in and signed-in users to /admin', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in$/);
    await signInViaUi(page, users.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('someone already signed in who opens sign-in goes straight on to where it leads', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/sign-in?redirect=%2Fadmin%2Fsettings');
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { name: 'Profil' })).toBeVisible();
    await page.goto('/sign-in');
    await expect(page).toHaveURL(/\/admin$/);
  });

  // decisions/0051: the server answers the session's root query into the back office's page.
  test('a page opened signed in shows its data without asking who is signed in', async ({ page }) => {
    await signInViaApi(page, users.admin);
    const operations: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) operations.push(String(request.postDataJSON()?.operationName ?? ''));
    });
    await page.goto('/admin/visits');
    await expect(page.getByRole('heading', { level: 1, name: 'Besøg' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(operations).toContain('visits');
    expect(operations).not.toContain('getMeAndSettings');
  });

  test.describe('in an English browser', () => {
    test.use({ locale: 'en-GB' });

    test('the page is English, and its messages too', async ({ page }) => {
      await page.goto('/sign-in');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveTitle('Sign in · Servio');
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByLabel('Email').blur();
      await expect(page.getByText('Invalid email')).toBeVisible();
    });
  });

  test.describe('too many attempts', () => {
    test.use(provokedConsoleErrors(/^Failed to load resource: the server responded with a status of 429 /));

    test('a locked sign-in says how long to wait', async ({ page }) => {
      await page.route('**/login', (route) =>
        route.fulfill({ status: 429, headers: { 'retry-after': '42' }, json: { error: 'too_many_attempts' } }),
      );
      await page.goto('/sign-in');
      await signInViaUi(page, users.admin);
      await expect(page.getByRole('alert')).toHaveText('For mange forsøg. Prøv igen om 42 sekunder.');
      await expect(page.getByRole('button', { name: 'Log ind' })).toBeEnabled();
    });
  });

  test('an off-site redirect parameter is ignored', async ({ page }) => {
    await page.goto('/sign-in?redirect=//evil.example/x');
    await signInViaUi(page, users.admin);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/);
  });
});
