import { test, expect, gql, signInViaApi, users, password } from './fixtures.ts';

/** The demo customer with a login (kunde@demo.dk): Mette Andersen (server/src/db/seed/demo.ts). */
const demoLoginCustomerId = '5eed0000-0000-4000-8000-000000000200';

test.describe('global search (Ctrl+K)', () => {
  test('an administrator picks a customer with the arrow keys and Enter and lands on her page', async ({ page }) => {
    await signInViaApi(page, users.admin);
    // "hansen" finds Lars Hansen and Henrik Johansen: the second one is reached with Arrow Down.
    const found = await gql<{ customers: { items: { id: string; name: string }[] } }>(
      page.request,
      `query { customers(search: "hansen", limit: 5) { items { id name } } }`,
    );
    const customers = found.data!.customers.items;
    expect(customers.length).toBeGreaterThanOrEqual(2);
    const second = customers[1]!;

    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dagens besøg' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Søg' });
    const field = dialog.getByRole('combobox', { name: 'Søg' });
    await expect(field).toBeFocused();
    await page.keyboard.type('hansen');
    const options = dialog.getByRole('group', { name: 'Kunder' }).getByRole('option');
    await expect(options.first()).toContainText(customers[0]!.name);
    await expect(options.nth(1)).toContainText(second.name);
    // The first result is highlighted; Arrow Down moves to the next one, focus staying in the field.
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');
    await expect(field).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/admin/customers/${second.id}$`));
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: second.name, exact: true }).first()).toBeVisible();
  });

  test('Escape closes the search and gives the focus back to the search button', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin');
    const button = page.getByRole('button', { name: /Søg…/ });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Søg' });
    await dialog.getByRole('combobox', { name: 'Søg' }).fill('xyzzy-ingen-kunde');
    await expect(dialog.getByRole('heading', { name: 'Ingen resultater for “xyzzy-ingen-kunde”' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test("the demo customer finds her own visit by its case number, never another customer's", async ({
    page,
    request,
  }) => {
    // Another customer's visit, as the administrator sees it (a context of its own: the page is the customer's).
    expect((await request.post('/login', { data: { email: users.admin, password } })).status()).toBe(200);
    const all = await gql<{ visits: { items: { caseNumber: number; customerId: string | null }[] } }>(
      request,
      `query { visits(limit: 200) { items { caseNumber customerId } } }`,
    );
    const others = all.data!.visits.items.filter((v) => v.customerId && v.customerId !== demoLoginCustomerId);
    const other = others[0]!;

    await signInViaApi(page, 'kunde@demo.dk');
    const mine = await gql<{ myVisits: { items: { caseNumber: number }[] } }>(
      page.request,
      `query { myVisits(limit: 200) { items { caseNumber } } }`,
    );
    const own = mine.data!.myVisits.items[0]!;

    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Mine besøg' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Søg' });
    const field = dialog.getByRole('combobox', { name: 'Søg' });
    await expect(field).toHaveAttribute('placeholder', 'Søg i dine besøg, fx på sagsnummer');
    await field.fill(String(own.caseNumber));
    const visits = dialog.getByRole('group', { name: 'Besøg' });
    await expect(visits.getByRole('option', { name: new RegExp(`#${own.caseNumber}\\b`) })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Kunder' })).toHaveCount(0);
    await expect(dialog.getByRole('group', { name: 'Medarbejdere' })).toHaveCount(0);

    await field.fill(String(other.caseNumber));
    // Her visits' texts hold no other case number (10xx): the search answers with nothing.
    await expect(dialog.getByRole('heading', { name: `Ingen resultater for “${other.caseNumber}”` })).toBeVisible();
    await expect(dialog.getByRole('option', { name: new RegExp(`#${other.caseNumber}\\b`) })).toHaveCount(0);
  });
});
