import { readFile } from 'node:fs/promises';
import { test, expect, gql, sidebar, signInViaApi, users } from './fixtures.ts';

/**
 * The customer portal's documents and equipment (issue #20): the office uploads two documents on Mette Andersen's
 * customer page and shares one ("Delt med kunden"); her login (kunde@demo.dk) finds it under Dokumenter and downloads
 * it, and never sees the other. Under Udstyr she sees her heat pump with its next service and its status.
 */

/** A small PDF of its own text, so the download can be compared byte for byte. */
const pdf = (text: string) =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      `trailer<</Root 1 0 R>>\n% ${text}\n%%EOF\n`,
  );

const sharedName = 'Servicekontrakt 2026.pdf';
const privateName = 'Intern kalkulation.pdf';

test('kontoret deler et dokument med kunden, som finder og henter det under Dokumenter', async ({ page }) => {
  // Her own customer, as her portal names it.
  await signInViaApi(page, users.customer);
  const mine = await gql<{ myCustomers: { id: string; own: boolean }[] }>(
    page.request,
    'query { myCustomers { id own } }',
  );
  const customerId = mine.data!.myCustomers.find((c) => c.own)!.id;

  await signInViaApi(page, users.admin);
  await page.goto(`/admin/customers/${customerId}`);
  await page.getByRole('tab', { name: 'Dokumenter' }).click();
  const sharedBytes = pdf('delt');
  for (const [name, buffer] of [
    [sharedName, sharedBytes],
    [privateName, pdf('intern')],
  ] as const) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload dokumenter' }).click();
    await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer });
    await expect(page.getByRole('switch', { name: `Delt med kunden: ${name}` })).toBeVisible();
  }
  const toggle = page.getByRole('switch', { name: `Delt med kunden: ${sharedName}` });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(`${sharedName} er delt med kunden`)).toBeVisible();
  // Still shared after a reload: the server kept it.
  await page.reload();
  await page.getByRole('tab', { name: 'Dokumenter' }).click();
  await expect(page.getByRole('switch', { name: `Delt med kunden: ${sharedName}` })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('switch', { name: `Delt med kunden: ${privateName}` })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  // The customer, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaApi(page, users.customer);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Åbn menu' }).click();
  await sidebar(page).getByRole('link', { name: 'Dokumenter' }).click();
  await expect(page).toHaveURL(/\/admin\/documents$/);
  const list = page.getByRole('list', { name: 'Delte dokumenter' });
  const item = list.getByRole('listitem').filter({ hasText: sharedName });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Mette Andersen');
  await expect(list).not.toContainText(privateName);

  const download = page.waitForEvent('download');
  await item.getByRole('link', { name: `Download ${sharedName}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(sharedName);
  expect((await readFile((await file.path())!)).equals(sharedBytes)).toBe(true);

  // The office tidies up: the demo's customer keeps no test files for the specs after this one.
  await signInViaApi(page, users.admin);
  const files = await gql<{ customerFiles: { items: { id: string; name: string }[] } }>(
    page.request,
    'query ($id: ID!) { customerFiles(customerId: $id, kind: document) { items { id name } } }',
    { id: customerId },
  );
  for (const stored of files.data!.customerFiles.items.filter((f) => [sharedName, privateName].includes(f.name))) {
    const deleted = await gql(page.request, 'mutation ($id: ID!) { deleteFile(id: $id) }', { id: stored.id });
    expect(deleted.errors).toBeUndefined();
  }
});

test('kunden ser sit udstyr med næste service under Udstyr', async ({ page }) => {
  await signInViaApi(page, users.customer);
  // Her heat pump as the server gives it (the demo seed's unit due within the reminder window).
  const units = await gql<{ myMaterials: { items: { serialNumber: string | null; nextServiceOn: string | null }[] } }>(
    page.request,
    'query { myMaterials(search: "PA-NZ25-10231") { items { serialNumber nextServiceOn } } }',
  );
  const unit = units.data!.myMaterials.items[0]!;
  const [year, month, day] = unit.nextServiceOn!.split('-');

  await page.goto('/admin');
  await sidebar(page).getByRole('link', { name: 'Udstyr' }).click();
  await expect(page).toHaveURL(/\/admin\/materials$/);
  await expect(page.getByRole('heading', { name: 'Udstyr', level: 2 })).toBeVisible();
  const card = page
    .getByRole('list', { name: 'Dit udstyr' })
    .getByRole('listitem')
    .filter({ hasText: 'PA-NZ25-10231' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`Næste service${day}.${month}.${year}Snart service`);
  // Nothing of the office's: no prices, no office buttons.
  await expect(page.getByRole('main').getByText(/kr\./)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Importér' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Søg i udstyr' }).fill('findes-ikke');
  await expect(page.getByRole('heading', { name: 'Intet udstyr passer til søgningen' })).toBeVisible();
});
