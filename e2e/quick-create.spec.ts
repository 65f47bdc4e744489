import type { Page } from '@playwright/test';
import { test, expect, gql, signInViaApi, users } from './fixtures.ts';
import { createPersonWithPassword } from './factories.ts';

/** The top bar's "+ Opret" menu (issue #13): new visit, customer or employee from any page, as far as one may. */

const quickCreate = (page: Page, name = 'Opret') => page.getByRole('button', { name, exact: true });

/** Waits for an employee's own permission flags (what decides "Nyt besøg"), so an absent entry is really absent. */
const permissionsLoaded = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('myPermissions'));

test.describe('quick create in the top bar', () => {
  test('an administrator opens it with the keyboard and goes to Ny kunde', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/');
    const button = quickCreate(page);
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Opret' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Nyt besøg', 'Ny kunde', 'Ny medarbejder']);
    // Opened from the keyboard, the first entry has focus; the arrow moves on.
    await expect(menu.getByRole('menuitem', { name: 'Nyt besøg' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Ny kunde' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/customers\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ny kunde' })).toBeVisible();

    // Escape closes the menu and gives the focus back to the button.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('a technician without "Må oprette besøg" is offered only Ny kunde; on a phone the button is an icon', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInViaApi(page, users.employee);
    const loaded = permissionsLoaded(page);
    await page.goto('/admin/');
    await loaded;
    const button = quickCreate(page);
    await expect(button).toBeVisible();
    // Icon only at phone width: the word is not shown, the name stays for screen readers.
    await expect(button.getByText('Opret')).toBeHidden();
    expect((await button.boundingBox())!.width).toBeLessThanOrEqual(40);
    await button.click();
    await expect(page.getByRole('menu', { name: 'Opret' }).getByRole('menuitem')).toHaveText(['Ny kunde']);
  });

  test('an employee who may create visits is offered Nyt besøg and Ny kunde, not Ny medarbejder', async ({ page }) => {
    await signInViaApi(page, 'sofie@demo.dk');
    await page.goto('/admin/');
    await quickCreate(page).click();
    const menu = page.getByRole('menu', { name: 'Opret' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Nyt besøg', 'Ny kunde']);
    await menu.getByRole('menuitem', { name: 'Nyt besøg' }).click();
    await expect(page).toHaveURL(/\/admin\/visits\/new$/);
    await expect(page.getByLabel('Beskrivelse')).toBeVisible();
  });

  test('customers and suppliers get no button, where an administrator has one', async ({ page, openContext }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/');
    await expect(quickCreate(page)).toBeVisible();
    for (const who of ['kunde@demo.dk', 'leverandor@demo.dk']) {
      const other = await (await openContext({ baseURL: new URL(page.url()).origin })).newPage();
      await signInViaApi(other, who);
      await other.goto('/admin/');
      // The top bar has loaded (the user menu is there) and has no quick create.
      await expect(other.getByRole('button', { name: /^Brugermenu:/ })).toBeVisible();
      await expect(quickCreate(other)).toHaveCount(0);
    }
  });

  test('in English: Create, with New visit leading to the visit form', async ({ page, request }) => {
    // An administrator of its own, so the demo administrator stays Danish for the other specs.
    const person = await createPersonWithPassword(request, { role: 'administrator' });
    await signInViaApi(page, person.email, person.password);
    const english = await gql(page.request, 'mutation { updateMe(prefLang: "en") { id prefLang } }');
    expect(english.errors).toBeUndefined();
    await page.goto('/admin/');
    await quickCreate(page, 'Create').click();
    const menu = page.getByRole('menu', { name: 'Create' });
    await expect(menu.getByRole('menuitem')).toHaveText(['New visit', 'New customer', 'New employee']);
    await menu.getByRole('menuitem', { name: 'New visit' }).click();
    await expect(page).toHaveURL(/\/admin\/visits\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create visit' })).toBeVisible();
  });
});
