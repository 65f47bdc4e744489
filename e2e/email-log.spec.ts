import { test, expect, signInViaApi, users } from './fixtures.ts';
import { recipientsOf } from './mailbox.ts';

test.describe('email log', () => {
  test('an administrator invites an employee and finds the invitation mail in the email log', async ({
    page,
    mailbox,
  }) => {
    test.slow(); // the invitation is delivered by the server's job worker, which polls every second
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `post-${id}@demo.dk`;
    await signInViaApi(page, users.admin);
    await page.goto('/admin/employees/new');
    await page.getByLabel('Fornavn').fill('Karla');
    await page.getByLabel('Efternavn').fill(`Post${id}`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Opret medarbejder' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Karla Post${id}` })).toBeVisible();
    await page.getByRole('button', { name: 'Invitér' }).click();
    const link = await page
      .getByRole('dialog', { name: `Invitation til Karla Post${id}` })
      .getByRole('textbox', { name: 'Invitationslink' })
      .inputValue();
    const token = link.split('/').pop()!;
    await page.keyboard.press('Escape');

    // Delivered over SMTP to the worker's mail listener: the real mail carries the link with its secret.
    const delivered = await mailbox.waitForMail((m) => recipientsOf(m).includes(email));
    expect(delivered.subject).toBe('Din invitation til Servio');
    expect(delivered.text).toContain(`/invitation/${token}`);

    // Settings → email log: the mail as sent, without the link's secret.
    await page.goto('/admin/settings');
    await page.getByRole('link', { name: 'Åbn email-log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Email-log' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect(row).toContainText('Din invitation til Servio');
    await expect(row).toContainText('Invitation');
    await expect(row).toContainText('Sendt');
    await expect(row).toContainText('Ikke set');

    // The status filter keeps it among the sent mails; another status hides it.
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Opgivet' });
    await expect(page.getByText('Ingen mails matcher')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Sendt' });
    await expect(row).toBeVisible();

    // Opened like a mail catcher: what the employee received, without the link's secret.
    await row.getByRole('button', { name: 'Din invitation til Servio' }).click();
    const mail = page.getByRole('dialog', { name: 'Din invitation til Servio' });
    await expect(mail).toContainText('Hej Karla');
    await expect(mail).toContainText('Du er inviteret til Servio');
    await expect(mail).toContainText('/invitation/[removed]');
    await expect(mail).not.toContainText(token);
    await expect(mail).not.toContainText('ingen mailserver sat op');
  });

  test('an administrator sets the mail sender and turns tracking off', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Afsender af mails' })).toBeVisible();
    const sender = page.locator('form').filter({ has: page.getByLabel('Afsendernavn') });
    await sender.getByLabel('Afsendernavn').fill('Demo Service Kontor');
    await sender.getByLabel('Afsenderadresse').fill('ikke-en-adresse');
    await sender.getByLabel('Afsendernavn').click();
    await expect(sender.getByText('Ugyldig email')).toBeVisible();
    await sender.getByLabel('Afsenderadresse').fill('kontor@demo.dk');
    const tracking = sender.getByRole('switch', { name: 'Spor om mails bliver åbnet og klikket' });
    await expect(tracking).toHaveAttribute('aria-checked', 'true');
    await tracking.click();
    await sender.getByRole('button', { name: 'Gem afsender' }).click();
    await expect(page.getByText('Afsenderindstillingerne er gemt')).toBeVisible();

    await page.reload();
    await expect(sender.getByLabel('Afsendernavn')).toHaveValue('Demo Service Kontor');
    await expect(sender.getByLabel('Afsenderadresse')).toHaveValue('kontor@demo.dk');
    await expect(tracking).toHaveAttribute('aria-checked', 'false');

    // Back as the demo had it, for the specs after this one on the worker's server.
    await tracking.click();
    await sender.getByLabel('Afsendernavn').fill('');
    await sender.getByLabel('Afsenderadresse').fill('');
    await sender.getByRole('button', { name: 'Gem afsender' }).click();
    await expect(tracking).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('Afsenderindstillingerne er gemt')).toBeVisible();
  });
});
