import { test, expect, provokedConsoleErrors, signInViaApi, signInViaUi, users } from './fixtures.ts';

test.describe('connection problems', () => {
  // The tests cut the connection on purpose: the browser reports the refused requests (and, offline, the live
  // stream's reconnect, a query or a part of the page fetched once it settled that was under way), the sign-in form
  // logs its network error.
  test.use(
    provokedConsoleErrors(
      /^Failed to load resource: net::ERR_CONNECTION_REFUSED \(http:\/\/[^)]+\/(login|graphql)\)$/,
      /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(http:\/\/[^)]+\/(live|graphql|assets\/[\w~.-]+\.js)\)$/,
      /^Sign-in failed NetworkError: /,
    ),
  );

  test('a persistent notice shows while the browser is offline', async ({ page, context }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dagens besøg' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText('Ingen internetforbindelse')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Ingen internetforbindelse')).toHaveCount(0);
  });

  test('the sign-in page shows the notice too', async ({ page, context }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Log ind' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText('Ingen internetforbindelse')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Ingen internetforbindelse')).toHaveCount(0);
  });

  test('a sign-in that cannot reach the server says so', async ({ page }) => {
    await page.route('**/login', (route) => route.abort('connectionrefused'));
    await page.goto('/sign-in');
    await signInViaUi(page, users.admin);
    await expect(page.getByText('Kan ikke forbinde til serveren')).toBeVisible();
    // The spec's toast for an exception during sign-in.
    await expect(page.getByText('Din email/adgangskode er forkert')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('a failed save while the server is unreachable shows a translated toast', async ({ page }) => {
    await signInViaApi(page, users.otherAdmin);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Profil' })).toBeVisible();
    await page.route('**/graphql', (route) => route.abort('connectionrefused'));
    await page.getByLabel('Efternavn').fill('Test');
    await page.getByRole('button', { name: 'Gem profil' }).click();
    await expect(page.getByText('Kan ikke forbinde til serveren')).toBeVisible();
  });
});
