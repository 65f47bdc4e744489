import { test, expect, signInViaApi, users } from './fixtures.ts';
import { recipientsOf } from './mailbox.ts';

/** The demo's heat pump at Mette Andersen, due within the reminder window (demo-equipment.ts). */
const dueSerial = 'PA-NZ25-10231';
const dueUnit = `Etherea NZ25 (${dueSerial})`;
/** The demo's ventilation unit, also due. */
const secondSerial = 'NI-CP-4410';

test.describe('servicepåmindelser', () => {
  test('materiel, der skal have service, påmindes, og kunden vælger et tidspunkt via linket', async ({
    page,
    mailbox,
    openContext,
    baseURL,
  }) => {
    test.slow(); // the run, the send, the mail job, the customer's page
    await signInViaApi(page, users.admin);
    await page.goto('/admin/service-reminders');
    await expect(page.getByRole('tab', { name: 'Venter', selected: true })).toBeVisible();

    // "Kør nu": the nightly run at once; the due units wait for the office (the demo is in manual mode).
    await page.getByRole('button', { name: 'Kør nu' }).click();
    await expect(page.getByText(/nye? påmindelser? fundet/)).toBeVisible();
    const waiting = page.getByRole('table', { name: 'Påmindelser, der venter' });
    const row = waiting.getByRole('row').filter({ hasText: dueSerial });
    await expect(row).toContainText('Mette Andersen');
    await expect(row).toContainText('mette.andersen@example.dk');

    // Chosen, counted first, then sent.
    const send = page.getByRole('button', { name: /^Send påmindelser? \(\d+\)$/ });
    await expect(send).toBeDisabled();
    await row.getByRole('checkbox', { name: `Vælg ${dueUnit} hos Mette Andersen` }).check();
    await page.getByRole('button', { name: 'Send påmindelse (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send påmindelser' });
    await expect(dialog).toContainText('Der sendes 1 påmindelse til kunden.');
    await dialog.getByRole('button', { name: 'Send 1 påmindelse' }).click();
    await expect(page.getByText('1 påmindelse er sendt')).toBeVisible();
    await expect(waiting.getByRole('row').filter({ hasText: dueSerial })).toHaveCount(0);

    // The mail reaches the customer, with the link to answer on.
    const mail = await mailbox.waitForMail(
      (m) => recipientsOf(m).includes('mette.andersen@example.dk') && m.subject?.startsWith('Tid til service') === true,
    );
    expect(mail.subject).toBe(`Tid til service af ${dueUnit}`);
    expect(mail.text).toContain('Hej Mette Andersen');
    expect(mail.text).toContain('Vælg et tidspunkt, der passer dig, eller bed os ringe dig op:');
    const link = /\/service\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')![0];

    // The customer follows it, not signed in, and picks one of the proposed times.
    const customer = await (await openContext({ baseURL })).newPage();
    await customer.goto(link);
    await expect(customer.getByRole('heading', { level: 1, name: `Service af ${dueUnit}` })).toBeVisible();
    await expect(customer.getByRole('radio', { name: 'Vælg et tidspunkt' })).toBeChecked();
    await expect(customer.getByRole('radio', { name: 'Ring mig op' })).toBeVisible();
    await customer.getByRole('button', { name: 'Send ønske' }).click();
    await expect(customer.getByRole('alert')).toHaveText('Vælg et tidspunkt');
    const times = customer.getByRole('group', { name: 'Tidspunkter' });
    await times.getByRole('radio').first().check();
    await customer.getByLabel('Telefonnummer (valgfrit)').fill('20 30 40 50');
    await customer.getByRole('button', { name: 'Send ønske' }).click();
    await expect(customer.getByRole('heading', { level: 1, name: 'Tak for dit svar' })).toBeVisible();
    // The link takes one answer.
    await customer.reload();
    await expect(customer.getByRole('heading', { level: 1, name: 'Tak for dit svar' })).toBeVisible();

    // The office sees it sent and answered in the history, and in the email log.
    await page.getByRole('tab', { name: 'Historik' }).click();
    const history = page.getByRole('table', { name: 'Sendte påmindelser' });
    const sent = history.getByRole('row').filter({ hasText: dueSerial });
    await expect(sent).toContainText('Svaret');
    // The mail job marks it sent on its own time: reload until it has. Each reload first waits for the table (a full
    // start of the admin area takes more than a couple of seconds on a busy machine), then looks for the status.
    await expect(async () => {
      await page.reload();
      await expect(history).toBeVisible({ timeout: 20_000 });
      await expect(sent).toContainText('Sendt', { timeout: 2_000 });
    }).toPass();
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Sprunget over' });
    await expect(page.getByText('Ingen påmindelser passer')).toBeVisible();

    await page.goto('/admin/settings/email-log?type=serviceReminder');
    await expect(page.getByRole('row', { name: /mette\.andersen@example\.dk/ })).toContainText('Servicepåmindelse');
  });

  test('kunden beder om at blive ringet op', async ({ page, mailbox, openContext, baseURL }) => {
    test.slow();
    await signInViaApi(page, users.admin);
    await page.goto('/admin/service-reminders');
    await page.getByRole('button', { name: 'Kør nu' }).click();
    const row = page.getByRole('table', { name: 'Påmindelser, der venter' }).getByRole('row').filter({
      hasText: secondSerial,
    });
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Send påmindelse (1)' }).click();
    await page
      .getByRole('dialog', { name: 'Send påmindelser' })
      .getByRole('button', { name: 'Send 1 påmindelse' })
      .click();
    await expect(page.getByText('1 påmindelse er sendt')).toBeVisible();
    const mail = await mailbox.waitForMail((m) => m.subject?.includes(secondSerial) === true);
    const link = /\/service\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')![0];

    const customer = await (await openContext({ baseURL })).newPage();
    await customer.goto(link);
    await customer.getByRole('radio', { name: 'Ring mig op' }).check();
    // A call needs a number: refused, nothing lost.
    await customer.getByLabel('Besked (valgfrit)').fill('Bedst efter kl. 16');
    await customer.getByRole('button', { name: 'Ring mig op' }).click();
    await expect(customer.getByText('Skriv det nummer, vi skal ringe til')).toBeVisible();
    await expect(customer.getByLabel('Besked (valgfrit)')).toHaveValue('Bedst efter kl. 16');
    await customer.getByLabel('Telefonnummer').fill('20 30 40 50');
    await customer.getByRole('button', { name: 'Ring mig op' }).click();
    await expect(customer.getByRole('heading', { level: 1, name: 'Tak for dit svar' })).toBeVisible();
  });
});
