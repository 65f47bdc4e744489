import { test as base, expect, type Page, type APIRequestContext } from '@playwright/test';

export const password = 'demo1234';
export const users = {
  admin: 'admin@demo.dk',
  employee: 'tekniker@demo.dk',
  superadmin: 'super@demo.dk',
  otherAdmin: 'admin@anden.dk',
} as const;

/** Signs in through the API: the cookie lands in the page's browser context. */
export async function signInViaApi(page: Page, email: string, pw = password): Promise<void> {
  const response = await page.request.post('/login', { data: { email, password: pw } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
}

/** Signs in through the form, as a person would. */
export async function signInViaUi(page: Page, email: string, pw = password): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^(Adgangskode|Password)$/).fill(pw);
  await page.getByRole('button', { name: /^(Log ind|Sign in)$/ }).click();
}

/** A GraphQL call with the context's cookies. */
export async function gql<T = unknown>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string; field?: string } }[] }> {
  const response = await request.post('/graphql', { data: { query, variables } });
  return response.json();
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: /^(Hovedmenu|Main menu)$/ });
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Brugermenu|User menu):/ }).click();
}

/**
 * Opens a user-menu submenu and picks an item, moving the pointer there in steps as a person would (Radix keeps
 * a submenu open only while the pointer heads towards it).
 */
export async function chooseInSubmenu(page: Page, submenu: string, item: string): Promise<void> {
  await page.getByRole('menuitem', { name: submenu }).click();
  const target = page.getByRole('menuitemradio', { name: item });
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
  await target.click();
}

/** Collects console errors and uncaught page errors; tests that promise a clean console assert it is empty. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };
