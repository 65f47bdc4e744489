import type { Page } from '@playwright/test';
import { test, expect, gql, signInViaApi, users } from './fixtures.ts';

/** Issue #13, defect 3: a customer with a login opens her own visits from "Mine besøg", read-only, and no one else's. */

interface OwnVisit {
  id: string;
  caseNumber: number;
  address: { streetAddress: string | null; zipcode: string | null; city: string | null };
}

/** Her visits as the server gives them to her (what the page should show). */
async function ownVisits(page: Page): Promise<OwnVisit[]> {
  const r = await gql<{ myVisits: { items: OwnVisit[] } }>(
    page.request,
    'query { myVisits(limit: 100) { items { id caseNumber address { streetAddress zipcode city } } } }',
  );
  expect(r.errors).toBeUndefined();
  return r.data!.myVisits.items;
}

/** The office's buttons: none of them belongs on a customer's page. */
const officeButtons =
  /^(Redigér|Start besøg|Afslut besøg|Markér rapport|Arkivér|Genskab fra arkiv|Acceptér|Afvis|Slet)/;

async function expectReadOnlyVisit(page: Page, visit: OwnVisit, time: string) {
  await expect(page).toHaveURL(new RegExp(`/admin/visits/${visit.id}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: `Sag #${visit.caseNumber}` })).toBeVisible();
  const details = main.getByRole('definition');
  await expect(details.filter({ hasText: time })).toBeVisible();
  await expect(details.filter({ hasText: visit.address.streetAddress! })).toBeVisible();
  await expect(main.getByRole('button', { name: officeButtons })).toHaveCount(0);
  await expect(main.getByText(/kr\./)).toHaveCount(0);
}

/** Her list: a table on a screen; on a phone, cards (one list item a visit, the time on the line under the title). */
for (const viewport of [
  { name: 'på en skærm', size: { width: 1280, height: 800 }, list: 'table', record: 'row', first: 1 },
  { name: 'på en telefon (390 px)', size: { width: 390, height: 844 }, list: 'list', record: 'listitem', first: 0 },
] as const) {
  test.describe(`kundens besøg ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test('kunden åbner et af sine besøg fra Mine besøg og ser det uden knapper til at ændre det', async ({ page }) => {
      await signInViaApi(page, users.customer);
      const visits = await ownVisits(page);
      expect(visits.length).toBeGreaterThan(0);
      await page.goto('/admin');
      const list = page.getByRole(viewport.list, { name: 'Mine besøg' });
      const row = list.getByRole(viewport.record).nth(viewport.first);
      const link = row.getByRole('link');
      await expect(link).toHaveText(/^#\d+$/);
      const caseText = (await link.textContent())!;
      const shown = visits.find((v) => `#${v.caseNumber}` === caseText)!;
      expect(shown, caseText).toBeDefined();
      const time = (await (
        viewport.list === 'table' ? row.getByRole('cell').nth(1) : row.locator('.tabular-nums').nth(1)
      ).textContent())!;
      await link.click();
      await expectReadOnlyVisit(page, shown, time);

      await page.getByRole('link', { name: 'Tilbage til mine besøg' }).click();
      await expect(page.getByRole(viewport.list, { name: 'Mine besøg' })).toBeVisible();
    });

    test('kunden får "ikke fundet" for en anden kundes besøg, uden "Prøv igen"', async ({ page }) => {
      // The office knows the visits of every customer: one that is not hers is the address she tries.
      await signInViaApi(page, users.admin);
      const all = await gql<{ visits: { items: { id: string; customerId: string | null }[] } }>(
        page.request,
        'query { visits(limit: 50) { items { id customerId } } }',
      );
      expect(all.errors).toBeUndefined();
      await signInViaApi(page, users.customer);
      const mine = new Set((await ownVisits(page)).map((v) => v.id));
      const othersVisit = all.data!.visits.items.find((v) => v.customerId && !mine.has(v.id))!;
      expect(othersVisit).toBeDefined();

      await page.goto(`/admin/visits/${othersVisit.id}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Besøget blev ikke fundet' })).toBeVisible();
      await expect(main.getByText('Vi kan ikke finde dette besøg blandt dine besøg.', { exact: false })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Prøv igen' })).toHaveCount(0);
      await expect(main.getByText('Du har ikke adgang til dette')).toHaveCount(0);
      await expect(main.getByRole('link', { name: 'Tilbage til mine besøg' })).toBeVisible();
    });
  });
}

test('kunden når sit besøg med tastaturet', async ({ page }) => {
  await signInViaApi(page, users.customer);
  await page.goto('/admin');
  const link = page.getByRole('table', { name: 'Mine besøg' }).getByRole('link').first();
  const caseText = (await link.textContent())!;
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: `Sag ${caseText}` })).toBeVisible();
});
