import { expect, gql, openUserMenu, signInViaUi, test } from './fixtures';

/** Text people type is shown back as text: markup in a name never runs as HTML. */
test('a name full of markup is shown as text and never executed', async ({ page }) => {
  const hostile = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
  await page.request.post('/login', { data: { email: 'tekniker@anden.dk', password: 'demo1234' } });
  const saved = await gql<{ updateMe: { firstName: string } }>(
    page.request,
    'mutation ($f: String) { updateMe(firstName: $f) { firstName } }',
    { f: hostile },
  );
  expect(saved.data?.updateMe.firstName).toBe(hostile);
  await page.request.post('/logout', { data: {} });

  await page.goto('/sign-in');
  await signInViaUi(page, 'tekniker@anden.dk');
  await expect(page).toHaveURL(/\/admin/);
  await openUserMenu(page);
  await expect(page.getByRole('menu').getByText(hostile, { exact: false })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);

  // Put the name back for anyone after us.
  await gql(page.request, 'mutation { updateMe(firstName: "Line") { firstName } }');
});
