import type { ParsedMail } from 'mailparser';
import { test, expect, gql, password, signInViaApi, users } from './fixtures.ts';
import { recipientsOf, reportPdfText } from './mailbox.ts';
import { createReportTemplate, demoDefaultTemplateId, setDefaultReportTemplate } from './report-steps.ts';

/**
 * The report's PDF in the customer's mail (issue #16): with "send the report by itself" on, completing the report of
 * a visit whose customer wants reports (Mette Andersen of the demo) mails its PDF; and the office sends it again by
 * hand, to another address, after a look at the preview. The mail is read at the worker's SMTP listener.
 * The template is this file's own, made the default for the run and the demo's default restored after.
 */

/** Mette Andersen: the demo customer with sendReportToMe. */
const metteId = '5eed0000-0000-4000-8000-000000000200';

function expectReportPdf(mail: ParsedMail, caseNumber: number) {
  const text = reportPdfText(mail, caseNumber);
  expect(text).toContain(String(caseNumber));
  expect(text).toContain('Eftersynsrapport');
  expect(text).toContain('Anlægget kører fint');
}

test.describe('rapportens PDF på mail', () => {
  test('sendes til kunden, når rapporten afsluttes, og kan sendes igen i hånden', async ({
    page,
    request,
    mailbox,
  }) => {
    test.slow(); // the PDF and its mail are made by the server's job worker, which polls every second
    const login = await request.post('/login', { data: { email: users.admin, password } });
    expect(login.status()).toBe(200);
    const templateId = await createReportTemplate(request, {
      name: 'Eftersynsrapport',
      fields: [
        {
          id: 'tilstand',
          type: 'choice',
          label: 'Tilstand',
          required: true,
          options: ['Anlægget kører fint', 'Fejl'],
        },
      ],
    });
    await setDefaultReportTemplate(request, templateId);
    const autoSend = page.getByRole('switch', { name: 'Send rapporten til kunden automatisk' });
    try {
      const mette = await gql<{ customer: { email: string } }>(
        request,
        'query ($id: ID!) { customer(id: $id) { email } }',
        {
          id: metteId,
        },
      );
      const metteEmail = mette.data!.customer.email;
      const visit = await gql<{ createVisit: { id: string; caseNumber: number } }>(
        request,
        'mutation ($input: VisitInput!) { createVisit(input: $input) { id caseNumber } }',
        { input: { customerId: metteId, description: 'Eftersyn af varmepumpe' } },
      );
      expect(visit.errors, JSON.stringify(visit.errors)).toBeUndefined();
      const { id: visitId, caseNumber } = visit.data!.createVisit;

      // Settings → mail sender: the report goes to the customer by itself.
      await signInViaApi(page, users.admin);
      await page.goto('/admin/settings');
      await expect(autoSend).toHaveAttribute('aria-checked', 'false');
      await autoSend.click();
      await page.getByRole('button', { name: 'Gem afsender' }).click();
      await expect(page.getByText('Afsenderindstillingerne er gemt')).toBeVisible();

      await page.goto(`/admin/visits/${visitId}`);
      const report = page.getByRole('region', { name: 'Rapport' });
      await report.getByRole('radio', { name: 'Anlægget kører fint' }).check();
      await expect(report.getByText('Kladden er gemt')).toBeVisible();
      await report.getByRole('button', { name: 'Afslut rapport' }).click();
      await expect(report.getByText(/Rapporten blev afsluttet/)).toBeVisible();

      // The PDF arrives in Mette's mail.
      const auto = await mailbox.waitForMail(
        (m) => recipientsOf(m).includes(metteEmail.toLowerCase()) && (m.subject ?? '').includes(`sag ${caseNumber} `),
      );
      expect(auto.subject).toBe(`Rapport for sag ${caseNumber} fra Demo Service ApS`);
      expect(auto.text).toContain(`Her er rapporten for sag ${caseNumber}`);
      expectReportPdf(auto, caseNumber);

      // "Vis PDF" opens the report's PDF.
      const show = report.getByRole('link', { name: 'Vis PDF' });
      await expect(show).toHaveAttribute('target', '_blank');
      const shown = await request.get((await show.getAttribute('href'))!);
      expect(shown.headers()['content-type']).toBe('application/pdf');

      // By hand, to the bookkeeper: the recipient is checked, the preview is there to look at first.
      await report.getByRole('button', { name: 'Send rapport' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send rapport' });
      const to = dialog.getByLabel('Modtager');
      await expect(to).toHaveValue(metteEmail);
      const preview = dialog.getByRole('link', { name: "Se PDF'en først" });
      const previewed = await request.get((await preview.getAttribute('href'))!);
      expect(previewed.status()).toBe(200);
      expect((await previewed.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await to.fill('bogholderi@mette');
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(dialog.getByText('Ugyldig email')).toBeVisible();
      await to.fill('bogholderi@andersen.example.dk');
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(page.getByText('Rapporten er sendt til bogholderi@andersen.example.dk')).toBeVisible();
      await expect(dialog).toBeHidden();
      const byHand = await mailbox.waitForMail((m) => recipientsOf(m).includes('bogholderi@andersen.example.dk'));
      expectReportPdf(byHand, caseNumber);
    } finally {
      // Back as the demo had it, for the specs after this one on the worker's server.
      await setDefaultReportTemplate(request, demoDefaultTemplateId);
      await page.goto('/admin/settings');
      if ((await autoSend.getAttribute('aria-checked')) === 'true') {
        await autoSend.click();
        await page.getByRole('button', { name: 'Gem afsender' }).click();
        await expect(page.getByText('Afsenderindstillingerne er gemt')).toBeVisible();
      }
    }
  });
});
