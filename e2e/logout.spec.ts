import { test, expect, gql, openUserMenu, sidebar, signInViaApi, signInViaUi, users } from './fixtures.ts';

test.describe('logout', () => {
  test('logs out, protects /admin again and revokes the old token', async ({ page, context }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Overblik' })).toBeVisible();
    const oldCookie = (await context.cookies()).find((c) => c.name === 'jwt');
    expect(oldCookie?.httpOnly).toBe(true);

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Log ud' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { name: 'Log ind' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'jwt')).toBeUndefined();

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fadmin$/);

    // A copy of the old token no longer works.
    const response = await page.request.post('/graphql', {
      data: { query: '{ me { id } }' },
      headers: { cookie: `jwt=${oldCookie!.value}` },
    });
    const body = (await response.json()) as Awaited<ReturnType<typeof gql>>;
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('signed out elsewhere, an open page goes to sign-in once and back to where it was', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/visits/?view=due');
    await expect(page.getByRole('table', { name: 'Besøg' })).toBeVisible();
    // The filter bar fills its choices after the table comes: once they are here, the page asks nothing more of its
    // own, and the next request is the click's.
    const filters = page.getByRole('group', { name: 'Filtre' });
    await expect(filters.getByRole('combobox', { name: 'Medarbejder' }).getByRole('option')).not.toHaveCount(1);
    await expect(filters.getByRole('combobox', { name: 'Afdeling' }).getByRole('option')).not.toHaveCount(1);
    // The sign-in page's code arrives slowly, as on a poor line: meanwhile the admin page is still on screen while
    // the address already says /sign-in (it once redirected again from there, nesting sign-in without end).
    await page.route('**/assets/sign-in-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.context().clearCookies();
    // The next request finds the session gone.
    await sidebar(page)
      .getByRole('link', { name: /^Kunder/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Log ind' })).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fadmin%2Fcustomers(%2F)?$/);

    await signInViaUi(page, users.admin);
    await expect(page).toHaveURL(/\/admin\/customers\/?$/);
  });

  test('visiting /logout directly signs out', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/sign-in$/);
    const me = await gql(page.request, '{ me { id } }');
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
