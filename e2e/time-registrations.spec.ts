import { formatHoursMinutes, mondayOfIsoWeek, weekNormMinutes } from '@servio/domain';
import { test, expect, gql, signInViaApi, users } from './fixtures.ts';

/** Mads Nielsen's id, read as the administrator. */
async function madsId(request: Parameters<typeof gql>[0]): Promise<string> {
  const staff = await gql<{ employees: { items: { id: string; email: string }[] } }>(
    request,
    'query { employees(limit: 200) { items { id email } } }',
  );
  return staff.data!.employees.items.find((e) => e.email === users.employee)!.id;
}

const register = `mutation ($input: TimeRegistrationInput!) { registerTime(input: $input) { id wageOre } }`;

test.describe('tidsregistrering', () => {
  test('ugesedlen: en registrering lægges ind og summerne vises', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/time-registrations');
    await page.getByLabel('Medarbejder').selectOption({ label: 'Mads Nielsen' });
    // Two weeks ahead: a week of Mads' with nothing in it yet.
    await page.getByRole('button', { name: 'Næste uge' }).click();
    await page.getByRole('button', { name: 'Næste uge' }).click();
    await expect(page.getByTestId('week-total')).toHaveText('0:00');
    const heading = await page.getByRole('heading', { level: 2, name: /^Uge \d+, \d{4}$/ }).textContent();

    await page.getByRole('button', { name: 'Registrér tid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny registrering' });
    await dialog.getByLabel('Start', { exact: true }).fill('07:00');
    await dialog.getByLabel('Slut', { exact: true }).fill('15:30');
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Registreringen er gemt')).toBeVisible();
    await expect(page.getByTestId('week-total')).toHaveText('8:30');
    await expect(page.getByTestId('week-total-regular')).toHaveText('8:30');

    await page.getByRole('button', { name: 'Registrér tid' }).click();
    await dialog.getByLabel('Type').selectOption({ label: 'Kørsel (km)' });
    await dialog.getByLabel('Kilometer').fill('12,5');
    await dialog.getByLabel('Fra adresse').fill('Vesterbrogade 112, København V');
    await dialog.getByLabel('Til adresse').fill('Strandvejen 60, Hellerup');
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('week-total-driving_km')).toHaveText('12,5 km');
    // The km are not hours: the week's hours stay, against the norm of 37 hours less a fifth for each weekday that is
    // a public holiday (two weeks ahead of a day in early December is Christmas week).
    const [, week, year] = /^Uge (\d+), (\d{4})$/.exec(heading!)!;
    const norm = weekNormMinutes(mondayOfIsoWeek(Number(year), Number(week)), 37 * 60);
    await expect(page.getByTestId('week-total')).toHaveText('8:30');
    await expect(page.getByText('Norm', { exact: true }).locator('..')).toContainText(formatHoursMinutes(norm));
    await expect(page.getByRole('heading', { level: 2, name: heading! })).toBeVisible();

    // An end before the start is refused in the dialog with the reason.
    await page.getByRole('button', { name: 'Registrér tid' }).click();
    await dialog.getByLabel('Type').selectOption({ label: 'Overarbejde' });
    await dialog.getByLabel('Start', { exact: true }).fill('15:00');
    await dialog.getByLabel('Slut', { exact: true }).fill('16:00');
    await dialog.getByLabel('Dato', { exact: true }).fill('01.01.2020');
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Registrér tid' }).click();
    await dialog.getByLabel('Start', { exact: true }).fill('07:30');
    await dialog.getByLabel('Slut', { exact: true }).fill('09:00');
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await expect(dialog.getByText('Tiden overlapper en anden registrering for medarbejderen')).toBeVisible();
    await page.keyboard.press('Escape');

    // The list of all registrations, filtered on the server: Mads' driving log.
    await page.getByRole('tab', { name: 'Alle registreringer' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Alle registreringer' });
    await panel.getByLabel('Medarbejder').selectOption({ label: 'Mads Nielsen' });
    await panel.getByLabel('Type').selectOption({ label: 'Kørsel (km)' });
    const table = panel.getByRole('table', { name: 'Alle registreringer' });
    await expect(table.getByRole('row').filter({ hasText: '12,5 km' })).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: 'Mads Nielsen' }).first()).toContainText('Kørsel (km)');
  });

  test('en godkendt uge er låst, indtil den genåbnes', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/time-registrations');
    await page.getByLabel('Medarbejder').selectOption({ label: 'Sofie Larsen' });
    // Last week: the demo's five working days of Sofie's, not approved.
    await page.getByRole('button', { name: 'Forrige uge' }).click();
    await expect(page.getByTestId('week-total')).toHaveText('40:00');
    await expect(page.getByText('Ikke godkendt', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Godkend ugen' }).click();
    await expect(page.getByText('Ugen er godkendt', { exact: true })).toBeVisible();
    await expect(page.getByText('Ugen er godkendt og låst. Genåbn den for at rette.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Registrér tid' })).toHaveCount(0);

    await page
      .getByRole('button', { name: /^Ret Normal tid/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Ret registrering' });
    await dialog.getByLabel('Slut', { exact: true }).fill('14:00');
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await expect(
      dialog.getByText('Ugen er godkendt og låst. En administrator skal genåbne den, før der kan rettes.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('week-total')).toHaveText('40:00');

    await page.getByRole('button', { name: 'Genåbn ugen' }).click();
    await expect(page.getByText('Ugen er genåbnet')).toBeVisible();
    await page
      .getByRole('button', { name: /^Ret Normal tid/ })
      .first()
      .click();
    await dialog.getByLabel('Slut', { exact: true }).fill('14:00');
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('week-total')).toHaveText('39:00');
  });

  test('eksporten til løn har præcis det forventede indhold', async ({ page }) => {
    await signInViaApi(page, users.admin);
    const mads = await madsId(page.request);
    for (const input of [
      { type: 'regular', date: '2030-03-04', minutes: 450 },
      { type: 'regular', date: '2030-03-05', minutes: 465 },
      { type: 'driving_km', date: '2030-03-05', km: 10, fromAddress: 'Lager', toAddress: 'Kunde' },
      { type: 'expense', date: '2030-03-06', amountOre: 4995, note: 'Skruer; "ekstra"' },
    ]) {
      const r = await gql(page.request, register, { input: { ...input, employeeId: mads } });
      expect(r.errors).toBeUndefined();
    }
    await page.goto('/admin/time-registrations');
    await page.getByRole('tab', { name: 'Eksport til løn' }).click();
    await page.getByLabel('Fra', { exact: true }).fill('01.03.2030');
    await page.getByLabel('Til', { exact: true }).fill('31.03.2030');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Hent CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('loen-2030-03-01-2030-03-31.csv');
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8')).toBe(
      '\uFEFFMedarbejder;Email;Type;Timer;Timer (t:mm);Km;Beløb (kr.);Løn (kr.);Antal\r\n' +
        'Mads Nielsen;tekniker@demo.dk;Normal tid;15,25;15:15;;;0,00;2\r\n' +
        'Mads Nielsen;tekniker@demo.dk;Kørsel (km);;;10,0;;38,10;1\r\n' +
        'Mads Nielsen;tekniker@demo.dk;Udlæg;;;;49,95;49,95;1\r\n',
    );
  });

  test('ændrede satser spørger, om lønnen på eksisterende registreringer skal overskrives', async ({ page }) => {
    await signInViaApi(page, users.admin);
    const mads = await madsId(page.request);
    const before = await gql<{ registerTime: { id: string; wageOre: number } }>(page.request, register, {
      input: { type: 'regular', date: '2031-05-05', minutes: 60, employeeId: mads },
    });
    expect(before.data!.registerTime.wageOre).toBe(0);

    await page.goto(`/admin/employees/${mads}`);
    await page.getByLabel('Normal løn').fill('250,00');
    await page.getByRole('button', { name: 'Gem medarbejder' }).click();
    const warning = page.getByRole('dialog', { name: 'Overskriv løn på eksisterende tidsregistreringer?' });
    await expect(warning.getByText(/Eksisterende tidsregistreringer beholder den løn/)).toBeVisible();
    await warning.getByLabel('Overskriv fra dato', { exact: true }).fill('01.05.2031');
    await warning.getByRole('button', { name: 'Gem og overskriv løn' }).click();
    await expect(warning).toHaveCount(0);
    await expect(page.getByText('Lønnen er genberegnet fra 1. maj 2031')).toBeVisible();

    const after = await gql<{ timeRegistration: { wageOre: number } }>(
      page.request,
      'query ($id: ID!) { timeRegistration(id: $id) { wageOre } }',
      { id: before.data!.registerTime.id },
    );
    expect(after.data!.timeRegistration.wageOre).toBe(25000);
  });

  test('besøgssiden viser besøgets registreringer mod den planlagte tid', async ({ page }) => {
    await signInViaApi(page, users.admin);
    const mads = await madsId(page.request);
    const created = await gql<{ createVisit: { id: string } }>(
      page.request,
      'mutation ($input: VisitInput!) { createVisit(input: $input) { id } }',
      {
        input: {
          description: 'Eftersyn med tidsregistrering',
          employeeIds: [mads],
          start: '2030-04-02T07:00:00Z',
          end: '2030-04-02T09:00:00Z',
          showTimeRegs: true,
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const visitId = created.data!.createVisit.id;
    for (const minutes of [45, 30]) {
      const r = await gql(page.request, register, {
        input: { employeeId: mads, visitId, type: 'regular', date: '2030-04-02', minutes },
      });
      expect(r.errors).toBeUndefined();
    }
    await page.goto(`/admin/visits/${visitId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Tidsregistreringer' })).toBeVisible();
    await expect(page.getByText('Registreret i alt').locator('..')).toContainText('1:15');
    await expect(page.getByText('Planlagt', { exact: true }).locator('..')).toContainText('2:00');
  });
});
