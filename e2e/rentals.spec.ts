import { test, expect, gql, signInViaApi, users } from './fixtures.ts';
import { uniqueId } from './factories.ts';
import { pickCustomer } from './customer-combobox.ts';

/** A day from today in Danish time, as the date fields are typed (24.12.2026). */
function danishDate(daysFromToday: number): string {
  const day = new Date(Date.now() + daysFromToday * 86_400_000);
  return new Intl.DateTimeFormat('da-DK', {
    timeZone: 'Europe/Copenhagen',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(day)
    .replaceAll('/', '.');
}

/** The calendar's title of the month a day from today lies in ("november 2026"). */
function monthTitle(daysFromToday: number): string {
  const day = new Date(Date.now() + daysFromToday * 86_400_000);
  return new Intl.DateTimeFormat('da-DK', { timeZone: 'Europe/Copenhagen', month: 'long', year: 'numeric' }).format(
    day,
  );
}

// The demo's rentable dehumidifier DT-40-001 is rented out from three days ago until four days from now (the seed).
test.describe('udlejning', () => {
  test('en udlejning oven i en anden advarer, gemmes når man bekræfter, og står i udstyrets kalender', async ({
    page,
  }) => {
    test.slow(); // a dialog, its live check, the confirmation and the calendar's own chunk
    const lastName = `Lejer ${uniqueId()}`;
    await signInViaApi(page, users.admin);
    const created = await gql(
      page.request,
      'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }',
      { input: { firstName: 'Udlejnings', lastName } },
    );
    expect(created.errors).toBeUndefined();

    await page.goto('/admin/rentals');
    await expect(page.getByRole('heading', { level: 1, name: 'Udlejning' })).toBeVisible();
    const unit = 'CDT 40 affugter · DT-40-001';
    await page.getByRole('button', { name: `Ny udlejning af ${unit}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny udlejning' });
    await expect(dialog).toBeVisible();
    await pickCustomer(page, lastName, dialog);

    // A period that ends before it starts is told at once, and the typed values stay.
    await dialog.getByLabel('Fra dato', { exact: true }).fill(danishDate(2));
    await dialog.getByLabel('Til dato', { exact: true }).fill(danishDate(1));
    await dialog.getByLabel('Til dato', { exact: true }).blur();
    await expect(dialog.getByText('Udlejningen skal slutte efter den starter')).toBeVisible();

    // Tomorrow to the day after: inside the current rental, so the live status warns.
    await dialog.getByLabel('Fra dato', { exact: true }).fill(danishDate(1));
    await dialog.getByLabel('Til dato', { exact: true }).fill(danishDate(2));
    await dialog.getByLabel('Til dato', { exact: true }).blur();
    await expect(dialog.getByRole('status').filter({ hasText: 'Konflikt' })).toHaveText(
      'Konflikt: Dette udstyr er udlejet i denne periode',
    );
    await dialog.getByLabel('Pris').fill('1.250,50');
    await dialog.getByRole('button', { name: 'Gem' }).click();

    // The server refuses it without confirmation; the question says why, and "Gem alligevel" saves it.
    const confirm = page.getByRole('dialog', { name: 'Konflikt: Dette udstyr er udlejet i denne periode' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Gem alligevel' }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Udlejningen er oprettet. Den overlapper en anden udlejning af udstyret.'),
    ).toBeVisible();

    // In the list, and in the unit's calendar (this month or, at a month's end, the next).
    const name = `Udlejnings ${lastName}`;
    await expect(
      page.getByRole('table', { name: 'Udlejninger' }).getByRole('row', { name: new RegExp(name) }),
    ).toContainText('1.250,50');
    await page.getByRole('button', { name: `Kalender for ${unit}` }).click();
    const calendar = page.getByTestId('rental-calendar');
    await expect(calendar.getByRole('heading', { name: monthTitle(0) })).toBeVisible();
    // The rental starts tomorrow: at a month's end, in the next month.
    if (monthTitle(1) !== monthTitle(0)) await calendar.getByRole('button', { name: 'Næste måned' }).click();
    await expect(calendar.getByRole('heading', { name: monthTitle(1) })).toBeVisible();
    await expect(calendar.getByText(name).first()).toBeVisible();
  });

  test('firmaets buffer mellem udlejninger står i indstillingerne', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/settings');
    await expect(page.getByLabel('Buffer mellem udlejninger (timer)')).toHaveValue('24');
  });
});

test.describe('udlejningslistens filtre', () => {
  test('står på én linje ved 1280 px, og foldes bag Filtre på en telefon', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/rentals');
    const section = page.getByRole('region', { name: 'Alle udlejninger' });
    const unit = section.getByRole('combobox', { name: 'Udstyr' });
    const to = section.getByLabel('Til', { exact: true });
    await expect(to).toBeVisible();
    // The same line: the end date's field sits level with the first filter, once the filters' data has laid them out.
    await expect
      .poll(async () => {
        const [unitBox, toBox] = [(await unit.boundingBox())!, (await to.boundingBox())!];
        return Math.abs(toBox.y + toBox.height - (unitBox.y + unitBox.height));
      })
      .toBeLessThan(4);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(to).toBeHidden();
    await section.getByRole('button', { name: /Filtre/ }).click();
    await expect(to).toBeVisible();
    await expect
      .poll(async () => {
        const phoneBox = (await to.boundingBox())!;
        return phoneBox.x + phoneBox.width;
      })
      .toBeLessThanOrEqual(390);
  });
});
