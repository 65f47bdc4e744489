import type { APIRequestContext } from '@playwright/test';
import { test, expect, gql, sidebar, signInViaApi, users } from './fixtures.ts';
import { updateCompanySettings, uniqueId } from './factories.ts';

/** The customer portal (issue #20): Mette Andersen's login, kunde@demo.dk, on a screen and on a phone. */

async function metteId(request: APIRequestContext): Promise<string> {
  const r = await gql<{ customers: { items: { id: string }[] } }>(
    request,
    'query { customers(search: "Mette Andersen", limit: 1) { items { id } } }',
  );
  return r.data!.customers.items[0]!.id;
}

async function createVisit(request: APIRequestContext, input: Record<string, unknown>): Promise<string> {
  const r = await gql<{ createVisit: { id: string } }>(
    request,
    'mutation ($input: VisitInput!) { createVisit(input: $input) { id } }',
    { input },
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.createVisit.id;
}

async function finish(request: APIRequestContext, id: string): Promise<void> {
  const read = await gql<{ visit: { version: number } }>(request, 'query ($id: ID!) { visit(id: $id) { version } }', {
    id,
  });
  const r = await gql(
    request,
    'mutation ($id: ID!, $version: Int!) { finishVisit(id: $id, version: $version, reportCompleted: true) { id } }',
    { id, version: read.data!.visit.version },
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
}

test('kunden ser kommende og tidligere besøg, skriver en besked og kan booke', async ({ page, browser }) => {
  const office = await browser.newContext();
  const officePage = await office.newPage();
  await signInViaApi(officePage, users.admin);
  const customerId = await metteId(officePage.request);
  const me = await gql<{ me: { id: string } }>(officePage.request, '{ me { id } }');
  const label = `Portal ${uniqueId()}`;
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setUTCHours(8, 0, 0, 0);
  const yesterday = new Date(Date.now() - 86_400_000);
  yesterday.setUTCHours(8, 0, 0, 0);
  const hour = 3_600_000;
  const coming = await createVisit(officePage.request, {
    customerId,
    employeeIds: [me.data!.me.id],
    description: `${label} kommende`,
    start: tomorrow.toISOString(),
    end: new Date(tomorrow.getTime() + hour).toISOString(),
  });
  const done = await createVisit(officePage.request, {
    customerId,
    employeeIds: [me.data!.me.id],
    description: `${label} udført`,
    start: yesterday.toISOString(),
    end: new Date(yesterday.getTime() + hour).toISOString(),
  });
  await finish(officePage.request, done);

  await signInViaApi(page, users.customer);
  await page.goto('/admin');
  const views = page.getByRole('navigation', { name: 'Hvilke besøg' });
  await expect(views.getByRole('link', { name: 'Kommende' })).toHaveAttribute('aria-current', 'page');
  const list = page.getByRole('table', { name: 'Mine besøg' });
  await expect(list.getByRole('row', { name: new RegExp(`${label} kommende`) })).toBeVisible();
  await expect(list.getByText(`${label} udført`)).toHaveCount(0);

  await views.getByRole('link', { name: 'Tidligere' }).click();
  await expect(page).toHaveURL(/when=past/);
  await expect(list.getByRole('row', { name: new RegExp(`${label} udført`) })).toBeVisible();
  await expect(list.getByText(`${label} kommende`)).toHaveCount(0);
  // The view survives a reload: it is in the address.
  await page.reload();
  await expect(views.getByRole('link', { name: 'Tidligere' })).toHaveAttribute('aria-current', 'page');

  // The booking page knows her (web/src/book): the button leads there.
  await expect(page.getByRole('link', { name: 'Book et besøg' })).toHaveAttribute('href', '/book');

  // Messages: her thread with the company, answered by the office.
  await sidebar(page)
    .getByRole('link', { name: /^Beskeder/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beskeder' })).toBeVisible();
  const question = `Kan I komme om formiddagen? ${label}`;
  await page.getByRole('textbox', { name: /Besked/ }).fill(question);
  await page.getByRole('button', { name: /^Send/ }).click();
  await expect(page.getByText(question)).toBeVisible();
  const thread = await gql<{ messages: { items: { body: string }[] } }>(
    officePage.request,
    'query ($customerId: ID) { messages(customerId: $customerId) { items { body } } }',
    { customerId },
  );
  expect(thread.data!.messages.items.map((m) => m.body)).toContain(question);

  for (const id of [coming, done]) {
    await gql(officePage.request, 'mutation ($id: ID!) { deleteVisit(id: $id) }', { id });
  }
  await office.close();
});

test('med kundehierarki ser kunden også sine steders besøg og kan vælge et sted', async ({ page, browser }) => {
  const office = await browser.newContext();
  const officePage = await office.newPage();
  await signInViaApi(officePage, users.admin);
  const parentId = await metteId(officePage.request);
  const place = `Sommerhus ${uniqueId()}`;
  await updateCompanySettings(officePage.request, { features: { enableCustomerHierarchy: true } });
  try {
    const created = await gql<{ createCustomer: { id: string } }>(
      officePage.request,
      'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }',
      { input: { companyName: place, useCompany: true, parentCustomerId: parentId } },
    );
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const locationId = created.data!.createCustomer.id;
    const visitId = await createVisit(officePage.request, {
      customerId: locationId,
      description: `Tagrender ${place}`,
    });

    await signInViaApi(page, users.customer);
    await page.goto('/admin');
    const list = page.getByRole('table', { name: 'Mine besøg' });
    // Each visit is named by its place once she has several.
    await expect(list.getByRole('row', { name: new RegExp(`Tagrender ${place}`) })).toContainText(place);
    await page.getByRole('combobox', { name: 'Sted' }).selectOption({ label: place });
    await expect(page).toHaveURL(new RegExp(`location=${locationId}`));
    await expect(list.getByRole('row')).toHaveCount(2);

    await gql(officePage.request, 'mutation ($id: ID!) { deleteVisit(id: $id) }', { id: visitId });
    await gql(officePage.request, 'mutation ($id: ID!) { deleteCustomer(id: $id) }', { id: locationId });
  } finally {
    await updateCompanySettings(officePage.request, { features: { enableCustomerHierarchy: false } });
    await office.close();
  }
});

test.describe('på en telefon', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('portalen er kort under hinanden, og menuen har besøg, fakturaer og beskeder', async ({ page }) => {
    await signInViaApi(page, users.customer);
    await page.goto('/admin');
    await expect(page.getByRole('list', { name: 'Mine besøg' })).toBeVisible();
    await page.getByRole('button', { name: 'Åbn menu' }).click();
    const nav = sidebar(page);
    for (const name of ['Mine besøg', 'Fakturaer', 'Beskeder']) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
  });
});
