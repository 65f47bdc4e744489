import type { Page } from '@playwright/test';
import { localToInstant, localParts } from '@servio/domain/local-dates';
import { pickFirstCustomer } from './customer-combobox.ts';
import { test, expect, gql, sidebar, signInViaApi, switchUser, users } from './fixtures.ts';

/** A Copenhagen-local day `offset` days from today, at hour:minute, as an ISO instant. */
function localAt(offsetDays: number, hour: number, minute = 0): string {
  const today = localParts(new Date()).days;
  return localToInstant(today + offsetDays, hour * 60 + minute).toISOString();
}
const localDate = (offsetDays: number) =>
  new Date((localParts(new Date()).days + offsetDays) * 86_400_000).toISOString().slice(0, 10);
/** The same day as a Danish user types it: dd.mm.yyyy. */
const danishDate = (offsetDays: number) => localDate(offsetDays).split('-').reverse().join('.');
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Created {
  id: string;
  caseNumber: number;
  version: number;
}

async function employeeId(page: Page, email: string): Promise<string> {
  const r = await gql<{ employees: { items: { id: string; email: string }[] } }>(
    page.request,
    `query { employees(limit: 200) { items { id email } } }`,
  );
  return r.data!.employees.items.find((e) => e.email === email)!.id;
}

async function firstCustomerId(page: Page): Promise<string> {
  const r = await gql<{ customers: { items: { id: string }[] } }>(
    page.request,
    `query { customers(limit: 1, search: "Hillerød") { items { id } } }`,
  );
  return r.data!.customers.items[0]!.id;
}

async function createVisitViaApi(page: Page, input: Record<string, unknown>): Promise<Created> {
  const r = await gql<{ createVisit: Created }>(
    page.request,
    `mutation($input: VisitInput!) { createVisit(input: $input) { id caseNumber version } }`,
    { input },
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.createVisit;
}

async function visitTimes(page: Page, id: string): Promise<{ start: string; end: string; status: string }> {
  const r = await gql<{ visit: { start: string; end: string; status: string } }>(
    page.request,
    `query($id: ID!) { visit(id: $id) { start end status } }`,
    { id },
  );
  return r.data!.visit;
}

/** Picks the first customer the new-visit form's search finds for `term` (the list's filter has a picker too). */
function chooseCustomer(page: Page, term: string): Promise<void> {
  return pickFirstCustomer(page, term, page.getByRole('form', { name: 'Opret besøg' }));
}

async function deleteViaApi(page: Page, id: string, scope?: 'SERIES'): Promise<void> {
  await gql(page.request, `mutation($id: ID!, $scope: EditScope) { deleteVisit(id: $id, scope: $scope) }`, {
    id,
    scope: scope ?? null,
  });
}

test.describe('the visits list', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, users.admin);
  });

  test('table is the default layout; views all, due (= sidebar badge) and archived', async ({ page }) => {
    await page.goto('/admin');
    await sidebar(page)
      .getByRole('link', { name: /^Besøg/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Besøg' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Besøg' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Tabel' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('link', { name: 'Alle' })).toHaveAttribute('aria-current', 'page');

    // Due: opened from the sidebar; the total equals the badge.
    const dueLink = sidebar(page).getByRole('link', { name: /^Forfaldne \d+/ });
    const badge = Number(/(\d+)/.exec((await dueLink.locator('.sr-only').textContent()) ?? '')![1]);
    await dueLink.click();
    await expect(page).toHaveURL(/status=due/);
    await expect(page.getByRole('link', { name: 'Forfaldne' }).first()).toBeVisible();
    await expect(page.getByText(new RegExp(`af ${badge}$`))).toBeVisible();
    await expect(table.getByText('Forfalden').first()).toBeVisible();

    // Archived view.
    await page.getByRole('navigation', { name: 'Visninger' }).getByRole('link', { name: 'Arkiverede' }).click();
    await expect(page).toHaveURL(/view=archived/);
    await expect(table.getByText('Arkiveret').first()).toBeVisible();

    // Reload keeps the view; leaving the screen and coming back starts at the defaults.
    await page.reload();
    await expect(
      page.getByRole('navigation', { name: 'Visninger' }).getByRole('link', { name: 'Arkiverede' }),
    ).toHaveAttribute('aria-current', 'page');
    await sidebar(page)
      .getByRole('link', { name: /^Kunder/ })
      .click();
    await sidebar(page)
      .getByRole('link', { name: /^Besøg/ })
      .click();
    await expect(
      page.getByRole('navigation', { name: 'Visninger' }).getByRole('link', { name: 'Alle' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the "Med materiel" view lists the visits with materiel, where the company uses materials', async ({ page }) => {
    const description = unique('E2E materiel');
    const base = { customerId: await firstCustomerId(page), employeeIds: [await employeeId(page, users.employee)] };
    const withMateriel = await createVisitViaApi(page, {
      ...base,
      start: localAt(50, 9),
      end: localAt(50, 10),
      description,
      // A demo unit (demoEquipmentIds, not due): a visit's materials must be the company's.
      materielIds: ['5eed0000-0000-4000-8000-000000006105'],
    });
    const without = await createVisitViaApi(page, {
      ...base,
      start: localAt(50, 11),
      end: localAt(50, 12),
      description: `${description} uden`,
    });

    await page.goto('/admin/visits/');
    const views = page.getByRole('navigation', { name: 'Visninger' });
    await views.getByRole('link', { name: 'Med materiel' }).click();
    await expect(page).toHaveURL(/view=materiel/);
    await expect(views.getByRole('link', { name: 'Med materiel' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Viser besøg med materiel.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Søg i besøg' }).fill(description);
    const table = page.getByRole('table', { name: 'Besøg' });
    await expect(table.getByRole('cell', { name: description, exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: `${description} uden` })).toHaveCount(0);

    await deleteViaApi(page, withMateriel.id);
    await deleteViaApi(page, without.id);

    // A company without the materials feature (Anden Firma) has no such view.
    await switchUser(page, users.otherAdmin);
    await page.goto('/admin/visits/');
    await expect(views.getByRole('link', { name: 'Arkiverede' })).toBeVisible();
    await expect(views.getByRole('link', { name: 'Med materiel' })).toHaveCount(0);
  });

  test('the search finds a seeded visit by case number and by customer', async ({ page }) => {
    await page.goto('/admin/visits/');
    const table = page.getByRole('table', { name: 'Besøg' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Søg i besøg' }).fill('1042');
    await expect(page).toHaveURL(/q=/);
    await expect(table.getByRole('link', { name: '#1042' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Søg i besøg' }).fill('Mette Andersen');
    await expect(table.getByRole('cell', { name: 'Mette Andersen' }).first()).toBeVisible();
  });

  test('the tags filter lists each visit tag with its choices and filters the list', async ({ page }) => {
    await page.goto('/admin/visits/');
    await expect(page.getByRole('table', { name: 'Besøg' }).getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('button', { name: 'Tags' }).click();
    const menu = page.getByRole('menu');
    // One titled group per tag that can be chosen from (text tags cannot); a checkbox tag offers "set".
    for (const title of ['Prioritet', 'Opgavetype', 'Nøgle hos kunde'])
      await expect(menu.getByText(title, { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitemcheckbox')).toHaveCount(3 + 4 + 1);
    await menu.getByRole('menuitemcheckbox', { name: 'Høj' }).click();
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Høj' })).toHaveAttribute('aria-checked', 'true');
    await expect(page).toHaveURL(/tags=/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Tags' })).toHaveText('Tags (1)');
  });

  test('the period filter shows the visits of the chosen days; the end cannot be before the start', async ({
    page,
  }) => {
    const description = unique('E2E periode');
    const created = await createVisitViaApi(page, {
      customerId: await firstCustomerId(page),
      employeeIds: [await employeeId(page, users.employee)],
      start: localAt(45, 9),
      end: localAt(45, 11),
      description,
    });
    await page.goto('/admin/visits/');
    const table = page.getByRole('table', { name: 'Besøg' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    // One day, from and to included, typed the Danish way.
    const from = page.getByLabel('Fra', { exact: true });
    const to = page.getByLabel('Til', { exact: true });
    await from.fill(danishDate(45));
    await to.fill(danishDate(45));
    await expect(page).toHaveURL(
      new RegExp(`from=${localDate(45)}.*to=${localDate(45)}|to=${localDate(45)}.*from=${localDate(45)}`),
    );
    await expect(table.getByRole('cell', { name: description })).toBeVisible();
    // Each bounds the other: the end's calendar offers no day before the start.
    await page.getByRole('button', { name: 'Kalender: Til' }).click();
    const calendar = page.getByRole('dialog', { name: 'Kalender: Til' });
    await expect(calendar.locator(`[data-day="${localDate(45)}"] button`)).toBeEnabled();
    await expect(calendar.locator(`[data-day="${localDate(44)}"] button`)).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);

    // The next day has not got it.
    await to.fill(danishDate(46));
    await from.fill(danishDate(46));
    await expect(page).toHaveURL(new RegExp(`from=${localDate(46)}`));
    await expect(table.getByRole('cell', { name: description })).toHaveCount(0);

    await deleteViaApi(page, created.id);
  });

  test('map shows markers for visits with coordinates', async ({ page }) => {
    await page.goto('/admin/visits/');
    await page.getByRole('radio', { name: 'Kort' }).click();
    await expect(page).toHaveURL(/layout=map/);
    await expect(page.getByTestId('map-count')).toHaveText(/\d+ besøg på kortet/);
    // Markers or clusters.
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    const marker = page.locator('.servio-marker').first();
    if (await marker.count()) {
      await marker.click();
      await expect(page.locator('.leaflet-popup').getByRole('link', { name: /^Sag #\d+/ })).toBeVisible();
    }
  });

  test('calendar shows events in week and month views, with ISO week numbers', async ({ page }) => {
    await page.goto('/admin/visits/?layout=calendar');
    await expect(page.locator('.servio-event').filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText(/^Uge \d+$/).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Måned' }).click();
    await expect(page).toHaveURL(/cal=month/);
    await expect(page.locator('.servio-event').filter({ visible: true }).first()).toBeVisible();
  });

  test('a busy day in the month view shows its first visits and "+N flere", which opens the day', async ({ page }) => {
    const customerId = await firstCustomerId(page);
    const mads = await employeeId(page, users.employee);
    const offset = 64;
    const made: Created[] = [];
    for (let hour = 7; hour < 12; hour++) {
      made.push(
        await createVisitViaApi(page, {
          customerId,
          employeeIds: [mads],
          start: localAt(offset, hour),
          end: localAt(offset, hour + 1),
          description: unique('E2E travl dag'),
        }),
      );
    }
    try {
      // The day's count as the server gives it (series of the demo data may project onto the day too).
      const packed = await gql<{ calendarVisitsPacked: string }>(
        page.request,
        `query($from: DateTime!, $to: DateTime!) { calendarVisitsPacked(from: $from, to: $to, dateType: month, dayLimit: 3) }`,
        { from: localAt(offset, 0), to: localAt(offset + 1, 0) },
      );
      const total = (JSON.parse(packed.data!.calendarVisitsPacked) as { days: Record<string, number> }).days[
        localDate(offset)
      ]!;
      expect(total).toBeGreaterThanOrEqual(5);
      await page.goto(`/admin/visits/?layout=calendar&cal=month&date=${localDate(offset)}`);
      await expect(page.locator('.servio-event', { hasText: `#${made[0]!.caseNumber}` })).toBeVisible();
      await expect(page.locator('.servio-event', { hasText: `#${made[4]!.caseNumber}` })).toHaveCount(0);
      await page.locator('.servio-more', { hasText: `+${total - 3} flere` }).click();
      await expect(page).toHaveURL(new RegExp(`cal=day.*date=${localDate(offset)}|date=${localDate(offset)}.*cal=day`));
      for (const visit of made)
        await expect(page.locator('.servio-event', { hasText: `#${visit.caseNumber}` })).toBeVisible();
    } finally {
      for (const visit of made) await deleteViaApi(page, visit.id);
    }
  });

  test('create: end before start is refused, then the visit is created, opened and edited', async ({ page }) => {
    const description = unique('E2E opret');
    await page.goto('/admin/visits/');
    await page.getByRole('link', { name: 'Opret besøg' }).click();
    await expect(page).toHaveURL(/\/admin\/visits\/new/);
    await chooseCustomer(page, 'Hillerød');
    await page.getByRole('checkbox', { name: 'Mads Nielsen' }).check();
    await page.getByLabel('Startdato', { exact: true }).fill(danishDate(10));
    await page.getByLabel('Starttid').fill('10:00');
    await page.getByLabel('Slutdato', { exact: true }).fill(danishDate(10));
    await page.getByLabel('Sluttid').fill('09:00');
    await page.getByLabel('Beskrivelse').fill(description);
    await page.getByRole('button', { name: 'Opret besøg' }).click();
    await expect(page.getByText('Slut skal være efter start')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/visits\/new/);

    await page.getByLabel('Sluttid').fill('12:00');
    await page.getByRole('button', { name: 'Opret besøg' }).click();
    await expect(page).toHaveURL(/\/admin\/visits\/[0-9a-f-]{36}$/);
    await expect(page.getByText(description)).toBeVisible();
    await expect(page.getByTestId('visit-badges').getByText('Planlagt')).toBeVisible();

    await page.getByRole('button', { name: 'Redigér' }).click();
    await page.getByLabel('Beskrivelse').fill(`${description} ændret`);
    await page.getByRole('button', { name: 'Gem besøg' }).click();
    await expect(page.getByText(`${description} ændret`)).toBeVisible();

    // Clean up.
    const id = /visits\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    await deleteViaApi(page, id);
  });

  test('a start typed the Danish way (dd.mm.åååå, 24-hour time) is saved as that Copenhagen time', async ({ page }) => {
    const description = unique('E2E dansk dato');
    await page.goto('/admin/visits/new');
    await chooseCustomer(page, 'Hillerød');
    await page.getByRole('checkbox', { name: 'Mads Nielsen' }).check();
    const startDate = page.getByLabel('Startdato', { exact: true });
    await expect(startDate).toHaveAttribute('placeholder', 'dd.mm.åååå');
    await startDate.pressSequentially(danishDate(20));
    // Quick forms of a time are written out on the 24-hour clock when the field is left.
    const startTime = page.getByLabel('Starttid');
    await startTime.pressSequentially('1430');
    await startTime.blur();
    await expect(startTime).toHaveValue('14:30');
    await page.getByLabel('Slutdato', { exact: true }).pressSequentially(danishDate(20));
    await page.getByLabel('Sluttid').pressSequentially('16.15');
    await page.getByLabel('Beskrivelse').fill(description);
    await page.getByRole('button', { name: 'Opret besøg' }).click();
    await expect(page).toHaveURL(/\/admin\/visits\/[0-9a-f-]{36}$/);
    const id = /visits\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    try {
      const saved = await visitTimes(page, id);
      expect(saved.start).toBe(localAt(20, 14, 30));
      expect(saved.end).toBe(localAt(20, 16, 15));
      // Opened again for editing, the form shows it the same Danish way.
      await page.getByRole('button', { name: 'Redigér' }).click();
      await expect(page.getByLabel('Startdato', { exact: true })).toHaveValue(danishDate(20));
      await expect(page.getByLabel('Starttid')).toHaveValue('14:30');
      await expect(page.getByLabel('Sluttid')).toHaveValue('16:15');
    } finally {
      await deleteViaApi(page, id);
    }
  });

  test('drag in the calendar moves the visit; Fortryd moves it back', async ({ page }) => {
    const description = unique('E2E træk');
    const customerId = await firstCustomerId(page);
    const mads = await employeeId(page, users.employee);
    const start = localAt(7, 8);
    const end = localAt(7, 9);
    const visit = await createVisitViaApi(page, { customerId, employeeIds: [mads], start, end, description });
    try {
      await page.goto(`/admin/visits/?layout=calendar&date=${localDate(7)}`);
      const event = page.locator('.servio-event', { hasText: description });
      await expect(event).toBeVisible();
      const box = (await event.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + 6);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2, box.y + 6 + box.height / 2, { steps: 5 });
      await page.mouse.move(box.x + box.width / 2, box.y + 6 + box.height, { steps: 5 });
      await page.mouse.up();
      await expect(page.getByText(`Sag #${visit.caseNumber} er flyttet`)).toBeVisible();
      await expect.poll(async () => (await visitTimes(page, visit.id)).start).toBe(localAt(7, 9));
      expect((await visitTimes(page, visit.id)).end).toBe(localAt(7, 10));
      await page.getByRole('button', { name: 'Fortryd' }).click();
      await expect.poll(async () => (await visitTimes(page, visit.id)).start).toBe(start);
      await expect(page.getByText(`Sag #${visit.caseNumber} er flyttet tilbage`)).toBeVisible();
    } finally {
      await deleteViaApi(page, visit.id);
    }
  });

  test('a repeating series edited "only this" and "whole series"', async ({ page }) => {
    const description = unique('E2E serie');
    const customerId = await firstCustomerId(page);
    const mads = await employeeId(page, users.employee);
    const visit = await createVisitViaApi(page, {
      customerId,
      employeeIds: [mads],
      start: localAt(14, 6),
      end: localAt(14, 7),
      description,
      recurrence: { frequency: 'weekly', interval: 1 },
    });
    try {
      await page.goto(`/admin/visits/${visit.id}`);
      await expect(page.getByText('Gentagende', { exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Kommende besøg i serien' }).getByRole('listitem')).not.toHaveCount(
        0,
      );

      // Only this visit.
      await page.getByRole('button', { name: 'Redigér' }).click();
      await page.getByLabel('Beskrivelse').fill(`${description} kun denne`);
      await page.getByRole('button', { name: 'Gem besøg' }).click();
      await page
        .getByRole('dialog', { name: 'Gentagende besøg' })
        .getByRole('button', { name: 'Kun dette besøg' })
        .click();
      await expect(page.getByText(`${description} kun denne`)).toBeVisible();

      // The whole series: a new interval goes to the template.
      await page.getByRole('button', { name: 'Redigér' }).click();
      await page.getByLabel('Hver').fill('2');
      await expect(page.getByRole('list', { name: 'De næste besøg' }).getByRole('listitem')).toHaveCount(6);
      await page.getByRole('button', { name: 'Gem besøg' }).click();
      const dialog = page.getByRole('dialog', { name: 'Gentagende besøg' });
      await expect(dialog.getByRole('button', { name: 'Kun dette besøg' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Hele serien' }).click();
      await expect(page.getByText(/Hver 2\. uge/)).toBeVisible();
    } finally {
      await deleteViaApi(page, visit.id, 'SERIES');
    }
  });

  test('deleting a visit with linked visits is refused with "Kan ikke slettes"', async ({ page }) => {
    const r = await gql<{ visits: { items: { id: string; caseNumber: number; linkedVisits: { id: string }[] }[] } }>(
      page.request,
      `query { visits(limit: 500) { items { id caseNumber linkedVisits { id } } } }`,
    );
    const linked = r.data!.visits.items.find((v) => v.linkedVisits.length > 0)!;
    await page.goto(`/admin/visits/${linked.id}`);
    await expect(page.getByRole('list', { name: 'Sammenkædede besøg' }).getByRole('listitem')).not.toHaveCount(0);
    await page.getByRole('button', { name: 'Slet' }).click();
    const dialog = page.getByRole('dialog', { name: `Slet sag #${linked.caseNumber}?` });
    await expect(dialog.getByText(/kan være i brug andre steder/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Slet besøg' }).click();
    // The refusal replaces the question: its title, its reason, and only a way to close.
    const refused = page.getByRole('dialog', { name: 'Kan ikke slettes' });
    await expect(refused.getByRole('alert')).toContainText('sammenkædet');
    await expect(refused.getByText(`Slet sag #${linked.caseNumber}?`)).toHaveCount(0);
    await expect(refused.getByRole('button', { name: 'Slet besøg' })).toHaveCount(0);
  });
});

test.describe('an employee', () => {
  test('tekniker@demo.dk sees their own visits and starts and finishes one', async ({ page }) => {
    await signInViaApi(page, users.admin);
    const description = unique('E2E tekniker');
    const customerId = await firstCustomerId(page);
    const mads = await employeeId(page, users.employee);
    const visit = await createVisitViaApi(page, {
      customerId,
      employeeIds: [mads],
      start: localAt(3, 6),
      end: localAt(3, 7),
      description,
    });
    try {
      await switchUser(page, users.employee);
      await page.goto('/admin/visits/');
      await page.getByRole('searchbox', { name: 'Søg i besøg' }).fill(description);
      await expect(page).toHaveURL(/q=/);
      const table = page.getByRole('table', { name: 'Besøg' });
      await table.getByRole('link', { name: `#${visit.caseNumber}` }).click();
      await expect(page.getByText(description)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Slet' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Start besøg' }).click();
      await expect(page.getByTestId('visit-badges').getByText('I gang')).toBeVisible();
      await page.getByRole('button', { name: 'Afslut besøg' }).click();
      await page
        .getByRole('dialog', { name: 'Afslut besøg' })
        .getByRole('button', { name: 'Ja, rapporten er færdig' })
        .click();
      await expect(page.getByTestId('visit-badges').getByText('Afsluttet')).toBeVisible();
      expect((await visitTimes(page, visit.id)).status).toBe('completed');
    } finally {
      await switchUser(page, users.admin);
      await deleteViaApi(page, visit.id);
    }
  });

  test('tekniker@demo.dk (no showPricesForTechnician) edits a priced visit: no price fields, and the price stays', async ({
    page,
  }) => {
    await signInViaApi(page, users.admin);
    const description = unique('E2E pris');
    const customerId = await firstCustomerId(page);
    const mads = await employeeId(page, users.employee);
    const visit = await createVisitViaApi(page, {
      customerId,
      employeeIds: [mads],
      start: localAt(4, 6),
      end: localAt(4, 7),
      description,
      price: 125000,
      totalPrice: 150000,
    });
    const prices = async () =>
      (
        await gql<{ visit: { price: number; totalPrice: number } }>(
          page.request,
          'query($id: ID!) { visit(id: $id) { price totalPrice } }',
          { id: visit.id },
        )
      ).data!.visit;
    try {
      await switchUser(page, users.employee);
      await page.goto(`/admin/visits/${visit.id}`);
      await page.getByRole('button', { name: 'Redigér' }).click();
      await expect(page.getByLabel('Beskrivelse')).toBeVisible();
      await expect(page.getByLabel('Pris (kr.)')).toHaveCount(0);
      await page.getByLabel('Beskrivelse').fill(`${description} ændret`);
      await page.getByRole('button', { name: 'Gem besøg' }).click();
      await expect(page.getByText(`${description} ændret`)).toBeVisible();
      await switchUser(page, users.admin);
      // The total is the server's: the price plus the visit's lines (none here); a typed total is ignored.
      expect(await prices()).toEqual({ price: 125000, totalPrice: 125000 });
    } finally {
      await switchUser(page, users.admin);
      await deleteViaApi(page, visit.id);
    }
  });

  test('sofie@demo.dk creates a visit with a colleague; both are on it', async ({ page }) => {
    const description = unique('E2E Sofie og Jonas');
    await signInViaApi(page, 'sofie@demo.dk');
    await page.goto('/admin/visits/new');
    const people = page.getByRole('group', { name: 'Medarbejdere' });
    // She starts out on the visit she creates, and may add colleagues.
    await expect(people.getByRole('checkbox', { name: 'Sofie Larsen' })).toBeChecked();
    await expect(people.getByRole('checkbox', { name: 'Jonas Pedersen' })).not.toBeChecked();
    await people.getByRole('checkbox', { name: 'Jonas Pedersen' }).check();
    await expect(people.getByRole('checkbox', { name: 'Sofie Larsen' })).toBeChecked();
    await expect(people.getByText('Du står ikke selv på besøget og kan ikke se det, når det er gemt.')).toHaveCount(0);
    await chooseCustomer(page, 'Hillerød');
    await page.getByLabel('Startdato', { exact: true }).fill(danishDate(12));
    await page.getByLabel('Starttid').fill('10:00');
    await page.getByLabel('Slutdato', { exact: true }).fill(danishDate(12));
    await page.getByLabel('Sluttid').fill('11:00');
    await page.getByLabel('Beskrivelse').fill(description);
    await page.getByRole('button', { name: 'Opret besøg' }).click();
    await expect(page).toHaveURL(/\/admin\/visits\/[0-9a-f-]{36}$/);
    await expect(page.getByText(/^Sag #\d+ er oprettet$/)).toBeVisible();
    const id = /visits\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    try {
      // She opens it again from her list of visits: both names are on it.
      await page.goto('/admin/visits/');
      await page.getByRole('searchbox', { name: 'Søg i besøg' }).fill(description);
      await expect(page).toHaveURL(/q=/);
      const row = page.getByRole('table', { name: 'Besøg' }).getByRole('row').filter({ hasText: description });
      await row.getByRole('link', { name: /^#\d+$/ }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/visits/${id}$`));
      await expect(page.getByText(description)).toBeVisible();
      await expect(page.getByTestId('visit-badges').getByText('Planlagt')).toBeVisible();
      const employees = page
        .getByRole('term')
        .filter({ hasText: /^Medarbejdere$/ })
        .locator('xpath=following-sibling::dd');
      await expect(employees).toHaveText('Jonas Pedersen, Sofie Larsen');
    } finally {
      await switchUser(page, users.admin);
      await deleteViaApi(page, id);
    }
  });

  test('sofie@demo.dk is told when she leaves herself out, and lands on the list after saving', async ({ page }) => {
    const description = unique('E2E kun Jonas');
    await signInViaApi(page, 'sofie@demo.dk');
    await page.goto('/admin/visits/new');
    const people = page.getByRole('group', { name: 'Medarbejdere' });
    await people.getByRole('checkbox', { name: 'Sofie Larsen' }).uncheck();
    await expect(people.getByText('Vælger du ingen, kommer du selv på besøget.')).toBeVisible();
    await people.getByRole('checkbox', { name: 'Jonas Pedersen' }).check();
    await expect(people.getByText('Du står ikke selv på besøget og kan ikke se det, når det er gemt.')).toBeVisible();
    await expect(people.getByText('Vælger du ingen, kommer du selv på besøget.')).toHaveCount(0);
    await page.getByLabel('Beskrivelse').fill(description);
    await page.getByRole('button', { name: 'Opret besøg' }).click();
    // Not the visit's page, which she could not open: the list, with the usual confirmation.
    const created = page.getByText(/^Sag #\d+ er oprettet$/);
    await expect(created).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/visits\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Besøg' })).toBeVisible();
    const caseNumber = Number(/#(\d+)/.exec((await created.textContent()) ?? '')![1]);
    await switchUser(page, users.admin);
    const found = await gql<{ visits: { items: { id: string; caseNumber: number; employees: { name: string }[] }[] } }>(
      page.request,
      `query($search: String) { visits(filter: { search: $search }) { items { id caseNumber employees { name } } } }`,
      { search: description },
    );
    const visit = found.data!.visits.items.find((v) => v.caseNumber === caseNumber)!;
    try {
      expect(visit.employees.map((e) => e.name)).toEqual(['Jonas Pedersen']);
    } finally {
      await deleteViaApi(page, visit.id);
    }
  });

  test('sofie@demo.dk takes herself off a visit she edits and lands on the list', async ({ page }) => {
    await signInViaApi(page, users.admin);
    const description = unique('E2E Sofie går fra');
    const [sofie, jonas] = [await employeeId(page, 'sofie@demo.dk'), await employeeId(page, 'jonas@demo.dk')];
    const visit = await createVisitViaApi(page, { employeeIds: [sofie, jonas], description });
    try {
      await switchUser(page, 'sofie@demo.dk');
      await page.goto(`/admin/visits/${visit.id}`);
      await page.getByRole('button', { name: 'Redigér' }).click();
      const people = page.getByRole('group', { name: 'Medarbejdere' });
      await expect(people.getByRole('checkbox', { name: 'Jonas Pedersen' })).toBeChecked();
      await people.getByRole('checkbox', { name: 'Sofie Larsen' }).uncheck();
      await expect(people.getByText('Du står ikke selv på besøget og kan ikke se det, når det er gemt.')).toBeVisible();
      // The visit's page is left before the data is refreshed, so it never asks for a visit she can no longer open.
      const notFound: string[] = [];
      page.on('response', async (response) => {
        if (!response.url().endsWith('/graphql')) return;
        if ((await response.text().catch(() => '')).includes('"NOT_FOUND"'))
          notFound.push(response.request().postData() ?? '');
      });
      await page.getByRole('button', { name: 'Gem besøg' }).click();
      await expect(page.getByText(`Sag #${visit.caseNumber} er gemt`)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/visits\/?$/);
      await expect(page.getByRole('table', { name: 'Besøg' }).getByRole('row').nth(1)).toBeVisible();
      expect(notFound).toEqual([]);
    } finally {
      await switchUser(page, users.admin);
      const after = await gql<{ visit: { employees: { name: string }[] } }>(
        page.request,
        `query($id: ID!) { visit(id: $id) { employees { name } } }`,
        { id: visit.id },
      );
      await deleteViaApi(page, visit.id);
      expect(after.data!.visit.employees.map((e) => e.name)).toEqual(['Jonas Pedersen']);
    }
  });

  test('"Opret besøg" follows the employee\'s own permission to create visits', async ({ page }) => {
    // tekniker@demo.dk may not create visits; sofie@demo.dk may (demo seed).
    await signInViaApi(page, users.employee);
    // The button's absence means something only once the employee's flags have arrived.
    const flagsLoaded = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('myPermissions'),
    );
    await page.goto('/admin/visits/');
    await flagsLoaded;
    await expect(page.getByRole('table', { name: 'Besøg' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Opret besøg' })).toHaveCount(0);
    await switchUser(page, 'sofie@demo.dk');
    await page.goto('/admin/visits/');
    await expect(page.getByRole('link', { name: 'Opret besøg' })).toBeVisible();
  });
});
