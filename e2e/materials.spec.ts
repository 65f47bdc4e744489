import type { APIRequestContext } from '@playwright/test';
import { test, expect, gql, password, signInViaApi, users } from './fixtures.ts';
import { updateCompanySettings } from './factories.ts';

/**
 * Materials on a visit and the stock ledger (issue #15): with stock on, goods go into the technician's van through
 * the stock section; the technician adds materials from the panel (found by SKU and by barcode) and sees the van's
 * quantity fall; the office sees the lines and the visit's total grow by their totals; someone without the price flag
 * sees no prices; an invoiced visit's materials cannot change.
 */

const phone = { width: 390, height: 844 };

async function signInAdmin(request: APIRequestContext) {
  const response = await request.post('/login', { data: { email: users.admin, password } });
  expect(response.status()).toBe(200);
}

const setItemStock = (request: APIRequestContext, on: boolean) =>
  updateCompanySettings(request, { features: { enableItemStock: on } });

const visitTotal = `query ($id: ID!) { visit(id: $id) { totalPrice lines { sku quantity total } } }`;

test.describe('materialer og lager', () => {
  test('varer i bilen, materialer fra panelet, lageret falder og besøgets pris stiger', async ({
    page,
    request,
    openContext,
  }) => {
    // The whole journey in one test: the office's stock, the panel on a phone (its visit now loads the report part
    // too), the office again. Three sign-ins and two contexts take longer than one screen's 30 s.
    test.slow();
    await signInAdmin(request);
    await setItemStock(request, true);
    try {
      const lookups = await gql<{
        employees: { items: { id: string; email: string }[] };
        customers: { items: { id: string }[] };
        materialSearch: { id: string; sku: string }[];
      }>(
        request,
        `{ employees(limit: 200) { items { id email } } customers(limit: 1) { items { id } }
           materialSearch(term: "RØR-CU15") { id sku } }`,
      );
      const mads = lookups.data!.employees.items.find((e) => e.email === users.employee)!.id;
      const pipe = lookups.data!.materialSearch.find((i) => i.sku === 'RØR-CU15')!.id;
      const start = new Date(Date.now() - 5 * 60_000);
      start.setSeconds(0, 0);
      const created = await gql<{ createVisit: { id: string; caseNumber: number } }>(
        request,
        `mutation($input: VisitInput!) { createVisit(input: $input) { id caseNumber } }`,
        {
          input: {
            customerId: lookups.data!.customers.items[0]!.id,
            employeeIds: [mads],
            start: start.toISOString(),
            end: new Date(start.getTime() + 60 * 60_000).toISOString(),
            description: 'Materialer-e2e: udskiftning af rør',
            price: 50_000,
          },
        },
      );
      expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
      const visit = created.data!.createVisit;

      // The office receives 10 m of pipe into Mads's van through the stock section.
      await signInViaApi(page, users.admin);
      await page.goto(`/admin/stock/${pipe}`);
      await page.getByRole('button', { name: 'Modtag' }).click();
      const dialog = page.getByRole('dialog', { name: 'Modtag varer' });
      await dialog.getByLabel('Sted').selectOption({ label: 'Bil: Mads Nielsen' });
      await dialog.getByLabel('Antal').fill('-1');
      await dialog.getByRole('button', { name: 'Gem' }).click();
      await expect(dialog.getByText('Skriv et antal større end 0, fx 2,5')).toBeVisible();
      await dialog.getByLabel('Antal').fill('10');
      await dialog.getByRole('button', { name: 'Gem' }).click();
      await expect(dialog).toHaveCount(0);
      const locations = page.getByRole('table', { name: 'Beholdning pr. sted' });
      await expect(locations.getByRole('row', { name: /Bil: Mads Nielsen/ })).toContainText('10 m');
      await expect(page.getByRole('table', { name: 'Bevægelser' })).toContainText('Modtaget');

      // The technician, on his phone, adds 2,5 m of pipe (found by SKU) and 2 sprays (found by barcode).
      const phoneContext = await openContext({ viewport: phone, serviceWorkers: 'block' });
      const panel = await phoneContext.newPage();
      await signInViaApi(panel, users.employee);
      await panel.goto('/technician/dashboard/index');
      await panel.getByRole('link', { name: new RegExp(`Åbn besøg #${visit.caseNumber}$`) }).click();
      await expect(panel.getByRole('heading', { name: 'Materialer', level: 2 })).toBeVisible();
      const search = panel.getByRole('searchbox', { name: 'Søg vare (navn, varenr. eller stregkode)' });
      await search.fill('RØR-CU15');
      const pipeHit = panel.getByRole('button', { name: 'Vælg Kobberrør 15 mm' });
      await expect(pipeHit).toContainText('I bilen: 10 m');
      await pipeHit.click();
      await panel.getByLabel('Antal (m)').fill('0');
      await panel.getByRole('button', { name: 'Tilføj materiale' }).click();
      await expect(panel.getByText('Skriv et antal større end 0, fx 2,5')).toBeVisible();
      await panel.getByLabel('Antal (m)').fill('2,5');
      await panel.getByRole('button', { name: 'Tilføj materiale' }).click();
      await expect(panel.getByRole('status').filter({ hasText: 'Kobberrør 15 mm er tilføjet' })).toBeVisible();
      const used = panel.getByRole('list', { name: 'Brugt på besøget' });
      await expect(used).toContainText('Kobberrør 15 mm');
      await expect(used).toContainText('2,5 m');
      // The van's quantity falls once the material has reached the server.
      await expect(pipeHit).toContainText('I bilen: 7,5 m');

      await search.fill('5704012000359');
      const spray = panel.getByRole('button', { name: 'Vælg Desinfektionsspray 500 ml' });
      await spray.click();
      await panel.getByLabel('Antal (stk.)').fill('2');
      await panel.getByRole('button', { name: 'Tilføj materiale' }).click();
      await expect(used).toContainText('Desinfektionsspray 500 ml');
      // No prices in the panel for Mads (no showPricesForTechnician).
      await expect(panel.getByText(/kr\./)).toHaveCount(0);

      // The server has both lines once each, and the total is the price plus their totals.
      await expect
        .poll(
          async () =>
            (await gql<{ visit: { totalPrice: number } }>(request, visitTotal, { id: visit.id })).data!.visit
              .totalPrice,
        )
        .toBe(50_000 + 36_250 + 12_750);

      // The office visit page shows the lines and the new total.
      await page.goto(`/admin/visits/${visit.id}`);
      const materials = page.getByRole('table', { name: 'Materialer' });
      await expect(materials.getByRole('row', { name: /Kobberrør 15 mm/ })).toContainText('362,50 kr.');
      await expect(materials.getByRole('row', { name: /Desinfektionsspray 500 ml/ })).toContainText('127,50 kr.');
      await expect(page.getByTestId('visit-total')).toContainText('990,00 kr.');
      // The office adds a free-text line with a price: the total follows.
      await page.getByRole('button', { name: 'Fri tekst' }).click();
      await page.getByLabel('Beskrivelse', { exact: true }).fill('Kørsel');
      await page.getByLabel('Stykpris (kr.)').fill('150');
      await page.getByRole('button', { name: 'Tilføj', exact: true }).click();
      await expect(materials.getByRole('row', { name: /Kørsel/ })).toContainText('150,00 kr.');
      await expect(page.getByTestId('visit-total')).toContainText('1.140,00 kr.');

      // The office changes the line's quantity in its dialog, then removes it: the total follows both.
      await page.getByRole('button', { name: 'Redigér: Kørsel' }).click();
      const edit = page.getByRole('dialog', { name: 'Redigér linje' });
      await edit.getByLabel('Antal').fill('2');
      await edit.getByRole('button', { name: 'Gem' }).click();
      await expect(materials.getByRole('row', { name: /Kørsel/ })).toContainText('300,00 kr.');
      await expect(page.getByTestId('visit-total')).toContainText('1.290,00 kr.');
      await page.getByRole('button', { name: 'Fjern: Kørsel' }).click();
      await page.getByRole('dialog', { name: 'Fjern linjen?' }).getByRole('button', { name: 'Fjern' }).click();
      await expect(materials.getByRole('row', { name: /Kørsel/ })).toHaveCount(0);
      await expect(page.getByTestId('visit-total')).toContainText('990,00 kr.');

      // The stock page: the van holds 7,5 m, and the ledger names the visit the pipe was used on.
      await page.goto(`/admin/stock/${pipe}`);
      await expect(locations.getByRole('row', { name: /Bil: Mads Nielsen/ })).toContainText('7,5 m');
      const usedRow = page.getByRole('table', { name: 'Bevægelser' }).getByRole('row', { name: /Brugt/ });
      await expect(usedRow).toContainText(`Sag ${visit.caseNumber}`);
      await expect(usedRow).toContainText(/[-−]2,5 m/);

      // Mads, without the price flag, sees the materials on the visit page but no price anywhere.
      await panel.goto(`/admin/visits/${visit.id}`);
      const hisMaterials = panel.getByRole('table', { name: 'Materialer' });
      await expect(hisMaterials).toContainText('Kobberrør 15 mm');
      await expect(hisMaterials.getByRole('columnheader', { name: 'Stykpris' })).toHaveCount(0);
      await expect(panel.getByText(/kr\./)).toHaveCount(0);
    } finally {
      await setItemStock(request, false);
    }
  });

  test('et faktureret besøgs materialer kan ikke ændres', async ({ page, request }) => {
    await signInAdmin(request);
    const list = await gql<{ visits: { items: { id: string; invoiced: boolean }[] } }>(
      request,
      '{ visits(limit: 200) { items { id invoiced } } }',
    );
    const invoiced = list.data!.visits.items.find((v) => v.invoiced)!;
    await signInViaApi(page, users.admin);
    await page.goto(`/admin/visits/${invoiced.id}`);
    await expect(page.getByText('Besøget er faktureret: materialerne kan ikke ændres.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Tilføj materiale' })).toHaveCount(0);
    // And the server refuses a line all the same.
    const r = await gql<unknown>(
      request,
      'mutation($input: AddVisitLineInput!) { addVisitLine(input: $input) { id } }',
      { input: { visitId: invoiced.id, description: 'Efterregistreret', quantity: 1000 } },
    );
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
  });
});
