import { addMonths, dateString, localParts, parseDate } from '@servio/domain';
import { test, expect, gql, password, signInViaApi, users } from './fixtures.ts';
import { uniqueId } from './factories.ts';
import { pickCustomer } from './customer-combobox.ts';

// Materials (issue #18, docs/decisions/0033-equipment.md): units of equipment at customers. The demo company's
// product "Etherea NZ25" (12 months) is the model; each run makes its own customer, so runs do not meet.
test.describe('materiel', () => {
  test('opret materiel hos en kunde med kundens adresse, se det på kunden, filtrér på service og lås besøgets kunde', async ({
    page,
    request,
  }) => {
    test.slow(); // one journey over five pages and a dialog
    const id = uniqueId();
    const customerName = `Materielkunde ${id}`;
    const serial = `E2E-${id}`.toUpperCase();
    expect((await request.post('/login', { data: { email: users.admin, password } })).status()).toBe(200);
    const created = await gql<{ createCustomer: { id: string } }>(
      request,
      'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }',
      {
        input: {
          companyName: customerName,
          useCompany: true,
          address: { streetAddress: 'Servicevej 7', zipcode: '8000', city: 'Aarhus C' },
        },
      },
    );
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const customerId = created.data!.createCustomer.id;

    // Installed 12 months less 5 days ago: with the model's 12 months, service is due in 5 days.
    const today = dateString(localParts(new Date()).days);
    const installed = dateString(parseDate(addMonths(today, -12)) + 5);
    const [y, m, d] = installed.split('-');

    await signInViaApi(page, users.admin);
    await page.goto('/admin/materials');
    await page.getByRole('link', { name: 'Nyt materiel' }).click();
    await expect(page).toHaveURL(/\/admin\/materials\/new/);
    const model = page.getByLabel('Model', { exact: true });
    await model.selectOption(
      (await model.locator('option', { hasText: 'Etherea NZ25' }).first().getAttribute('value'))!,
    );
    await page.getByLabel('Serienummer').fill(serial);
    await page.getByLabel('Placering').fill('Stue, ydervæg');
    await page.getByLabel('Installeret', { exact: true }).fill(`${d}.${m}.${y}`);
    // Choosing the customer asks whether to copy their address to the unit.
    await pickCustomer(page, customerName);
    const prompt = page.getByRole('dialog', { name: 'Kopiér kundens adresse?' });
    await expect(prompt).toContainText('Servicevej 7');
    await prompt.getByRole('button', { name: 'Ja, kopiér adressen' }).click();
    await expect(page.getByLabel('Adresse', { exact: true })).toHaveValue('Servicevej 7');
    await expect(page.getByLabel('Postnr.', { exact: true })).toHaveValue('8000');
    // An interval of 0 is refused at its field, and nothing typed is lost.
    await page.getByLabel('Serviceinterval (måneder)').fill('0');
    await page.getByRole('button', { name: 'Nyt materiel' }).click();
    await expect(page.getByText('Skriv et helt antal måneder fra 1 til 120, eller lad feltet stå tomt')).toBeVisible();
    await expect(page.getByLabel('Serienummer')).toHaveValue(serial);
    await page.getByLabel('Serviceinterval (måneder)').fill('');
    await page.getByRole('button', { name: 'Nyt materiel' }).click();
    await expect(page).toHaveURL(/\/admin\/materials\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Skal have påmindelse').first()).toBeVisible();

    // The customer's materials tab shows it.
    await page.goto(`/admin/customers/${customerId}`);
    await page.getByRole('tab', { name: 'Materiel' }).click();
    await expect(
      page.getByRole('table', { name: 'Materiel' }).getByRole('row', { name: new RegExp(serial) }),
    ).toBeVisible();

    // The list, filtered to service within a month, has it; a period that ends before it does not.
    await page.goto(`/admin/materials?q=${serial}`);
    const table = page.getByRole('table', { name: 'Materiel' });
    await page.getByRole('button', { name: 'Service inden for en måned' }).click();
    await expect(page).toHaveURL(/dueFrom=/);
    await expect(table.getByRole('row', { name: new RegExp(serial) })).toBeVisible();
    await page.goto(`/admin/materials?q=${serial}&dueFrom=${today}&dueTo=${today}`);
    await expect(page.getByText('Intet materiel matcher')).toBeVisible();

    // A visit for the customer with a time: the unit is added in its form.
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setMinutes(0, 0, 0);
    const visit = await gql<{ createVisit: { id: string } }>(
      request,
      'mutation ($input: VisitInput!) { createVisit(input: $input) { id } }',
      {
        input: {
          customerId,
          description: `Service ${id}`,
          start: start.toISOString(),
          end: new Date(start.getTime() + 3_600_000).toISOString(),
        },
      },
    );
    expect(visit.errors, JSON.stringify(visit.errors)).toBeUndefined();
    await page.goto(`/admin/visits/${visit.data!.createVisit.id}`);
    await page.getByRole('button', { name: 'Redigér' }).click();
    const search = page.getByRole('combobox', { name: 'Materiel på besøget' });
    const option = page.getByRole('option', { name: new RegExp(serial) });
    await expect(async () => {
      await search.fill(serial);
      await expect(option).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await option.click();
    await expect(page.getByRole('list', { name: 'Valgt materiel' })).toContainText(serial);
    await page.getByRole('button', { name: 'Gem besøg' }).click();
    await expect(page.getByRole('button', { name: 'Redigér' })).toBeVisible();

    // Editing again: the unit is connected to the customer, so the customer field is locked and says why.
    await page.getByRole('button', { name: 'Redigér' }).click();
    await expect(page.getByText(/Kunde og adresse kan ikke ændres, fordi materiel på besøget/)).toBeVisible();
    await expect(page.getByRole('button', { name: `Fjern kunden ${customerName}` })).toBeDisabled();
    // The server refuses the move all the same.
    const other = await gql<{ customers: { items: { id: string }[] } }>(
      request,
      '{ customers(limit: 2) { items { id } } }',
    );
    const otherId = other.data!.customers.items.find((c) => c.id !== customerId)!.id;
    const moved = await gql<unknown>(
      request,
      'mutation ($id: ID!, $input: VisitInput!) { updateVisit(id: $id, version: 2, input: $input) { id } }',
      { id: visit.data!.createVisit.id, input: { customerId: otherId } },
    );
    expect(moved.errors?.[0]?.extensions).toMatchObject({ reason: 'visit.lockedByMateriel' });
  });
});

test.describe('materiel på kort', () => {
  test('kortet viser det filtrerede materiel ved kundens koordinater, med en popup der linker til enheden', async ({
    page,
    request,
  }) => {
    const id = uniqueId();
    const customerName = `Kortkunde ${id}`;
    const serial = `KORT-${id}`.toUpperCase();
    expect((await request.post('/login', { data: { email: users.admin, password } })).status()).toBe(200);
    const customer = await gql<{ createCustomer: { id: string } }>(
      request,
      'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }',
      {
        input: {
          companyName: customerName,
          useCompany: true,
          address: {
            streetAddress: 'Kortvej 3',
            zipcode: '8000',
            city: 'Aarhus C',
            latitude: 56.157,
            longitude: 10.21,
          },
        },
      },
    );
    expect(customer.errors, JSON.stringify(customer.errors)).toBeUndefined();
    const customerId = customer.data!.createCustomer.id;
    const products = await gql<{ equipmentProducts: { items: { id: string; name: string }[] } }>(
      request,
      '{ equipmentProducts(search: "Etherea NZ25") { items { id name } } }',
    );
    const productId = products.data!.equipmentProducts.items.find((p) => p.name === 'Etherea NZ25')!.id;
    // No coordinates of its own: the map puts it at its customer's.
    const unit = await gql<{ createMaterial: { id: string } }>(
      request,
      'mutation ($input: MaterialInput!) { createMaterial(input: $input) { id } }',
      { input: { productId, serialNumber: serial, customerId } },
    );
    expect(unit.errors, JSON.stringify(unit.errors)).toBeUndefined();
    const unitId = unit.data!.createMaterial.id;
    const title = `Etherea NZ25 · ${serial}`;

    await signInViaApi(page, users.admin);
    await page.goto(`/admin/materials?cust=${customerId}`);
    // Without a name the unit is its serial number, beside its model: each said once.
    const row = page.getByRole('table', { name: 'Materiel' }).getByRole('row', { name: new RegExp(serial) });
    await expect(row.getByRole('link', { name: serial })).toBeVisible();
    await expect(row.getByText(serial)).toHaveCount(1);
    await expect(row.getByText('Etherea NZ25')).toHaveCount(1);

    await page.getByRole('radio', { name: 'Kort' }).click();
    await expect(page).toHaveURL(/layout=map/);
    await expect(page).toHaveURL(new RegExp(`cust=${customerId}`));
    await expect(page.getByTestId('map-count')).toHaveText('1 materiel på kortet');
    const marker = page.locator('.servio-marker');
    await expect(marker).toHaveCount(1);
    await marker.click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toContainText(customerName);
    await expect(popup).toContainText('Kortvej 3, 8000 Aarhus C');
    await expect(popup).toContainText('Næste service');
    await popup.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/materials/${unitId}$`));
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
  });
});
