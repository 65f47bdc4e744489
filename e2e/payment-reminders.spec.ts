import { test, expect, gql, signInViaApi, users } from './fixtures.ts';
import { pdfAttachmentText, recipientsOf } from './mailbox.ts';

interface OverdueInvoice {
  id: string;
  number: number;
  reminderCount: number;
  customerEmail: string | null;
}

/** The demo's overdue invoices (the demo company's invoices fall due in the past), with whom each would go to. */
async function overdueInvoices(request: Parameters<typeof gql>[0]): Promise<OverdueInvoice[]> {
  const list = await gql<{ invoices: { items: { id: string }[] } }>(
    request,
    '{ invoices(state: overdue, limit: 50) { items { id } } }',
  );
  expect(list.errors, JSON.stringify(list.errors)).toBeUndefined();
  const invoices: OverdueInvoice[] = [];
  for (const { id } of list.data!.invoices.items) {
    const one = await gql<{ invoice: OverdueInvoice }>(
      request,
      'query ($id: ID!) { invoice(id: $id) { id number reminderCount customerEmail } }',
      { id },
    );
    invoices.push(one.data!.invoice);
  }
  return invoices;
}

test.describe('rykkere', () => {
  test('forfaldne fakturaer tælles først, og en rykker sendes som PDF med gebyr', async ({ page, mailbox }) => {
    test.slow(); // the count, the send, the job's PDF and mail
    await signInViaApi(page, users.admin);
    const overdue = await overdueInvoices(page.request);
    expect(overdue.length).toBeGreaterThan(0);

    // The list of overdue invoices counts before it sends: the dialog says how many and why the rest are left out.
    await page.goto('/admin/invoices?state=overdue');
    const sendPage = page.getByRole('button', { name: /^Send rykker(e)? \(\d+\)$/ });
    await expect(sendPage).toBeVisible();
    await sendPage.click();
    const counting = page.getByRole('dialog', { name: 'Send rykkere' });
    await expect(
      counting.getByText(/^Der sendes \d+ rykkere? med PDF|^Ingen af fakturaerne kan rykkes nu\./),
    ).toBeVisible();
    await expect(counting).toContainText('Højst tre rykkere pr. faktura med mindst 10 dages mellemrum');
    await counting.getByRole('button', { name: 'Annuller' }).click();
    await expect(counting).toBeHidden();

    // One invoice never reminded, whose customer has an email: reminded from its page.
    const target = overdue.find((i) => i.reminderCount === 0 && i.customerEmail);
    expect(target, 'an overdue demo invoice without reminders').toBeDefined();
    await page.goto(`/admin/invoices/${target!.id}`);
    await expect(page.getByRole('heading', { level: 2, name: `Faktura nr. ${target!.number}` })).toBeVisible();
    await expect(page.getByTestId('invoice-badges')).toContainText('Forfalden');
    await page.getByRole('button', { name: 'Send rykker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send rykkere' });
    await expect(dialog).toContainText('Der sendes 1 rykker med PDF til kunden.');
    await dialog.getByRole('button', { name: 'Send 1 rykker' }).click();
    await expect(page.getByText('1 rykker er sendt')).toBeVisible();
    await expect(page.getByTestId('invoice-badges')).toContainText('Rykket 1×');
    const reminders = page.getByRole('table', { name: 'Rykkere' });
    await expect(reminders.getByRole('row')).toHaveCount(2);
    await expect(reminders.getByRole('row').nth(1)).toContainText('100,00 kr.');

    const mail = await mailbox.waitForMail(
      (m) => recipientsOf(m).includes(target!.customerEmail!) && m.subject?.startsWith('Rykker for faktura') === true,
    );
    expect(mail.subject).toBe(`Rykker for faktura nr. ${target!.number} fra Demo Service ApS`);
    const text = pdfAttachmentText(mail, `Rykker-1-faktura-${target!.number}.pdf`);
    expect(text).toContain('Rykker nr. 1');
    expect(text).toMatch(/Rykkergebyr\s+100,00/);
    expect(text).toContain('Skyldigt beløb i alt DKK');

    // Once its job has run, the page says whom it went to and links the PDF; again today is too soon.
    await expect(async () => {
      await page.reload();
      await expect(reminders.getByRole('link', { name: 'Rykker nr. 1 som PDF' })).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(reminders).toContainText(`Sendt til ${target!.customerEmail}`);
    await page.getByRole('button', { name: 'Send rykker' }).click();
    await expect(dialog).toContainText('Ingen af fakturaerne kan rykkes nu.');
    await expect(dialog).toContainText(`Faktura nr. ${target!.number}: Der skal gå mindst 10 dage mellem to rykkere.`);
    await expect(dialog.getByRole('button', { name: 'Send 0 rykkere' })).toBeDisabled();
  });
});
