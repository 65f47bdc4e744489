import type { Page } from '@playwright/test';
import { test, expect, gql, signInViaApi, users } from './fixtures.ts';
import { recipientsOf } from './mailbox.ts';

/**
 * Messages on a visit (issue #20, "Messages may be visible to all, private to a customer, or private to an employee"):
 * the office writes to all and the customer reads and answers in her own area; a message private to an employee
 * never reaches the customer.
 */

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** One of the demo customer's (kunde@demo.dk, Mette Andersen) visits, as her login sees them. */
async function customersVisit(page: Page): Promise<{ id: string; caseNumber: number }> {
  const r = await gql<{ myVisits: { items: { id: string; caseNumber: number; archived: boolean }[] } }>(
    page.request,
    'query { myVisits(limit: 100) { items { id caseNumber archived } } }',
  );
  expect(r.errors).toBeUndefined();
  const visit = r.data!.myVisits.items.find((v) => !v.archived);
  expect(visit, 'a visit of the demo customer').toBeDefined();
  return visit!;
}

/** The visit's customer's email, as the office knows it (where her mail goes). */
async function customerEmail(page: Page, visitId: string): Promise<string> {
  const r = await gql<{ visit: { customer: { email: string | null } | null } }>(
    page.request,
    'query($id: ID!) { visit(id: $id) { customer { email } } }',
    { id: visitId },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.visit.customer!.email!;
}

const thread = (page: Page) => page.getByRole('list', { name: 'Beskeder', exact: true });
const composer = (page: Page) => page.getByRole('form', { name: 'Skriv en besked' });
const messageWith = (page: Page, text: string) => thread(page).getByRole('listitem').filter({ hasText: text });

async function write(page: Page, text: string): Promise<void> {
  await composer(page).getByRole('textbox', { name: 'Besked' }).fill(text);
  await composer(page).getByRole('button', { name: 'Send besked' }).click();
  await expect(messageWith(page, text)).toBeVisible();
  // Sent: the box is empty again.
  await expect(composer(page).getByRole('textbox', { name: 'Besked' })).toHaveValue('');
}

test('kontoret skriver til alle, kunden svarer, og en privat besked til en medarbejder når aldrig kunden', async ({
  page,
  openContext,
  mailbox,
}) => {
  test.slow(); // two people's pages, each loaded twice, and a mail delivered by the server's job worker
  // The customer, in her own browser.
  const customerContext = await openContext();
  const customer = await customerContext.newPage();
  await signInViaApi(customer, users.customer);
  const visit = await customersVisit(customer);

  // The administrator opens that visit and writes to all.
  await signInViaApi(page, users.admin);
  await page.goto(`/admin/visits/${visit.id}`);
  // The first page of a fresh server loads the app's chunks: more time than a step on a loaded page.
  await expect(page.getByRole('heading', { level: 2, name: 'Beskeder', exact: true })).toBeVisible({ timeout: 20_000 });
  const visibility = composer(page).getByRole('combobox', { name: 'Hvem kan læse den' });
  await expect(visibility).toHaveValue('ALL');
  const toAll = unique('Vi kommer i morgen kl. 8.');
  await write(page, toAll);
  const sent = messageWith(page, toAll);
  await expect(sent).toContainText('Anna Jensen');
  await expect(sent).toContainText('Administrator');
  await expect(sent).toContainText('Alle');

  // The customer is told by mail, in Danish, with the message and the case.
  const email = (await customerEmail(page, visit.id)).toLowerCase();
  const mail = await mailbox.waitForMail((m) => recipientsOf(m).includes(email) && (m.text ?? '').includes(toAll));
  expect(mail.subject).toBe('Ny besked fra Demo Service ApS');
  expect(mail.text).toContain(String(visit.caseNumber));

  // She opens the visit in her area, reads it, and answers (she chooses no visibility: hers are for all).
  await customer.goto(`/admin/visits/${visit.id}`);
  await expect(customer.getByRole('heading', { level: 2, name: `Sag #${visit.caseNumber}` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(messageWith(customer, toAll)).toBeVisible();
  await expect(messageWith(customer, toAll)).toContainText('Anna Jensen');
  await expect(composer(customer).getByRole('combobox')).toHaveCount(0);
  const reply = unique('Tak, døren står åben.');
  await write(customer, reply);
  await expect(messageWith(customer, reply)).toContainText('Kunde');

  // The administrator sees her answer without reloading: it notifies the administrators, and the live push of a
  // notification reloads the thread on screen.
  await expect(messageWith(page, reply)).toBeVisible({ timeout: 15_000 });
  await expect(messageWith(page, reply)).toContainText('Kunde');

  // A message private to the employee (Mads Nielsen)...
  await visibility.selectOption({ label: 'Privat til én medarbejder' });
  const recipient = composer(page).getByRole('combobox', { name: 'Til medarbejder' });
  await expect(recipient.getByRole('option', { name: 'Mads Nielsen' })).toBeAttached();
  await recipient.selectOption({ label: 'Mads Nielsen' });
  const secret = unique('Kunden har en hund, ring på først.');
  await write(page, secret);
  await expect(messageWith(page, secret)).toContainText('Privat til Mads Nielsen');

  // ...never reaches the customer: after a reload she reads the thread, without it.
  await customer.reload();
  await expect(messageWith(customer, reply)).toBeVisible({ timeout: 20_000 });
  await expect(messageWith(customer, toAll)).toBeVisible();
  await expect(thread(customer).getByText(secret)).toHaveCount(0);
  await expect(customer.getByText('Privat til')).toHaveCount(0);
  // Nor does the server hand it to her login.
  const hers = await gql<{ messages: { items: { body: string }[] } }>(
    customer.request,
    'query($id: ID) { messages(visitId: $id, limit: 200) { items { body } } }',
    { id: visit.id },
  );
  expect(hers.errors).toBeUndefined();
  expect(hers.data!.messages.items.map((m) => m.body)).toEqual(expect.arrayContaining([toAll, reply]));
  expect(hers.data!.messages.items.map((m) => m.body)).not.toContain(secret);
});

test('kundens egen tråd: kontoret skriver fra kundens side under fanen Beskeder, kun til kunden', async ({ page }) => {
  test.slow(); // a cold customer page on a busy machine
  await signInViaApi(page, users.admin);
  const r = await gql<{ customers: { items: { id: string }[] } }>(
    page.request,
    '{ customers(search: "Mette Andersen", limit: 1) { items { id } } }',
  );
  const customerId = r.data!.customers.items[0]!.id;
  // A message notification's link opens the tab at once (?tab=messages); here the tab is chosen by hand.
  await page.goto(`/admin/customers/${customerId}`);
  await page.getByRole('tab', { name: 'Beskeder' }).click({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Beskeder', exact: true })).toBeVisible();

  await composer(page)
    .getByRole('combobox', { name: 'Hvem kan læse den' })
    .selectOption({ label: 'Kun kunden (ikke medarbejderne)' });
  const onlyCustomer = unique('Jeres serviceaftale fornyes 1. januar.');
  await write(page, onlyCustomer);
  await expect(messageWith(page, onlyCustomer)).toContainText('Kun kunden');

  // The employee's view of the same customer: a message only for the customer is not theirs to read.
  await signInViaApi(page, users.employee);
  await page.goto(`/admin/customers/${customerId}?tab=messages`);
  await expect(page.getByRole('form', { name: 'Skriv en besked' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(onlyCustomer)).toHaveCount(0);
  // Employees choose between all and one employee, never "only the customer".
  await expect(composer(page).getByRole('combobox', { name: 'Hvem kan læse den' }).getByRole('option')).toHaveText([
    'Alle (også kunden)',
    'Privat til én medarbejder',
  ]);
});
