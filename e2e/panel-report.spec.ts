import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, gql, provokedConsoleErrors, signInViaApi, users } from './fixtures.ts';
import { updateCompanySettings } from './factories.ts';
import { recipientsOf, reportPdfText } from './mailbox.ts';
import { plantTodaysVisit, signInAdmin, type PlantedVisit } from './panel-visits.ts';
import { drawSignature } from './report-steps.ts';

/**
 * The report in the technician panel (issue #16) on a phone: the technician fills the demo's default template
 * (Serviceeftersyn ventilation: a checklist, a choice and the customer's signature are required) on the visit,
 * with a photo from the camera and the signature drawn with a finger, completes it, the visit is completed with it,
 * and the report's PDF reaches the customer's mail (the worker's SMTP listener); and a draft typed without a
 * connection reaches the server when the connection returns.
 */

/** Mette Andersen: the demo customer with sendReportToMe. */
const metteId = '5eed0000-0000-4000-8000-000000000200';

const phone = { width: 375, height: 812 };

interface ServerReport {
  visit: { status: string; report: { values: Record<string, unknown>; completedAt: string | null } | null };
}

/** Settings → mail sender's "send the report to the customer by itself", as the administrator. */
const setAutoSendReport = (request: APIRequestContext, on: boolean) =>
  updateCompanySettings(request, { autoSendReport: on });

const reportState = `query ($id: ID!) { visit(id: $id) { status report { values completedAt } } }`;

async function serverReport(request: APIRequestContext, visitId: string): Promise<ServerReport['visit']> {
  const r = await gql<ServerReport>(request, reportState, { id: visitId });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.visit;
}

/** Opens the visit in the panel as Mads, and waits for its report. */
async function openInPanel(page: Page, visit: PlantedVisit) {
  await signInViaApi(page, users.employee);
  await page.goto(`/technician/dashboard/index?visit=${visit.id}`);
  await expect(page.getByRole('heading', { name: visit.customer.name, level: 1 })).toBeVisible();
  const report = page.getByRole('region', { name: 'Rapport' });
  await expect(report.getByText('Serviceeftersyn ventilation · version 1')).toBeVisible();
  return report;
}

/** In the panel as Mads: starts and finishes the visit, fills its report with a photo and a signature, completes it. */
async function fillSignAndComplete(page: Page, request: APIRequestContext, visit: PlantedVisit) {
  const report = await openInPanel(page, visit);

  await page.getByRole('button', { name: 'Start besøget' }).click();
  await page.getByRole('button', { name: 'Afslut besøget' }).click();
  await expect(page.getByText('Besøget er afsluttet.')).toBeVisible();
  await expect.poll(async () => (await serverReport(request, visit.id)).status).toBe('done');

  // Completing checks the required answers on the phone first, each named at its field.
  await report.getByRole('button', { name: 'Afslut rapport' }).click();
  await expect(report.getByText('Skal udfyldes, før rapporten kan afsluttes')).toHaveCount(3);

  await report.getByLabel('Anlægstype og placering').fill('Nilan Comfort 300, loftrum');
  await report.getByRole('checkbox', { name: 'Filtre skiftet' }).check();
  await report.getByRole('radio', { name: 'God' }).check();
  await expect(report.getByText('Kladden er gemt')).toBeVisible();

  // A photo from the camera: the input asks for the back camera, the photo is made small and sent to the visit.
  const camera = report.getByLabel('Billeder', { exact: true });
  await expect(camera).toHaveAttribute('capture', 'environment');
  const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#2e86c1' } })
    .jpeg()
    .toBuffer();
  await camera.setInputFiles({ name: 'anlaeg.jpg', mimeType: 'image/jpeg', buffer: photo });
  const thumbnail = report.getByRole('img', { name: 'Billede 1' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The customer signs with a finger on the pad, with their name.
  const pad = report.getByRole('img', { name: 'Kundens underskrift' });
  await drawSignature(page, pad);
  await report.getByLabel('Navn på den, der skriver under').fill('Birgitte Ærø');
  await report.getByRole('button', { name: 'Gem underskrift' }).click();
  await expect(report.getByRole('img', { name: 'Underskrift af Birgitte Ærø' })).toBeVisible();
  await expect(report.getByText(/Underskrevet af Birgitte Ærø/)).toBeVisible();
  await expect(report.getByText('Kladden er gemt')).toBeVisible();

  await report.getByRole('button', { name: 'Afslut rapport' }).click();
  await expect(report.getByText('Rapporten er afsluttet', { exact: true })).toBeVisible();
  await expect(report.getByLabel('Anlægstype og placering')).not.toBeEditable();
  await expect(page.getByText('Afsluttet', { exact: true })).toBeVisible();
  await expect(page.getByText(/venter på at blive sendt/)).toHaveCount(0);

  const saved = await serverReport(request, visit.id);
  expect(saved.status).toBe('completed');
  expect(saved.report!.completedAt).not.toBeNull();
  expect(saved.report!.values).toMatchObject({
    anlaegstype: 'Nilan Comfort 300, loftrum',
    kontrolpunkter: ['Filtre skiftet'],
    tilstand: 'God',
    underskrift: { name: 'Birgitte Ærø' },
  });
  expect(saved.report!.values.billeder).toHaveLength(1);
}

test.describe('rapporten i medarbejderpanelet på en telefon', () => {
  test.use({
    viewport: phone,
    hasTouch: true,
    // The offline flow under test is the panel's own queue (as in technician-panel.spec.ts).
    serviceWorkers: 'block',
    ...provokedConsoleErrors(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/),
  });

  test('udfyldes med billede og underskrift, afsluttes, besøget bliver færdigmeldt, og kunden får PDF’en', async ({
    page,
    request,
    mailbox,
  }) => {
    test.slow(); // the PDF and its mail are made by the server's job worker after the completion
    await signInAdmin(request);
    const visit = await plantTodaysVisit(request, 'Panelrapport-e2e: eftersyn af ventilationsanlæg', metteId);
    await setAutoSendReport(request, true);
    try {
      await fillSignAndComplete(page, request, visit);
      // The PDF, made from what the technician filled in on the phone, in the customer's mail.
      const mette = await gql<{ customer: { email: string } }>(
        request,
        'query ($id: ID!) { customer(id: $id) { email } }',
        {
          id: metteId,
        },
      );
      const mail = await mailbox.waitForMail(
        (m) =>
          recipientsOf(m).includes(mette.data!.customer.email.toLowerCase()) &&
          (m.subject ?? '').includes(`sag ${visit.caseNumber} `),
      );
      const text = reportPdfText(mail, visit.caseNumber);
      expect(text).toContain('Serviceeftersyn ventilation');
      expect(text).toContain('Nilan Comfort 300, loftrum');
      expect(text).toContain('Underskrevet af Birgitte Ærø');
    } finally {
      await setAutoSendReport(request, false);
    }

    // Opened again from the panel: the visit goes back to done.
    const report = page.getByRole('region', { name: 'Rapport' });
    await report.getByRole('button', { name: 'Genåbn rapport' }).click();
    await expect(report.getByRole('button', { name: 'Afslut rapport' })).toBeVisible();
    await expect.poll(async () => (await serverReport(request, visit.id)).status).toBe('done');
  });

  test('en kladde skrevet uden forbindelse når serveren, når forbindelsen er tilbage', async ({
    page,
    context,
    request,
  }) => {
    await signInAdmin(request);
    const visit = await plantTodaysVisit(request, 'Panelrapport-e2e: kladde uden forbindelse');
    const report = await openInPanel(page, visit);

    await context.setOffline(true);
    await expect(page.getByText('Ingen internetforbindelse')).toBeVisible();
    await expect(report.getByText(/Billeder og underskrift kræver forbindelse/)).toBeVisible();
    await report.getByLabel('Bemærkninger').fill('Rem slidt; skiftes ved næste service.');
    await expect(report.getByText('Gemt på telefonen – sendes, når der er forbindelse')).toBeVisible();
    await expect(page.getByText('1 handling venter på at blive sendt')).toBeVisible();
    expect((await serverReport(request, visit.id)).report!.values).toEqual({});

    await context.setOffline(false);
    await expect(report.getByText('Kladden er gemt')).toBeVisible();
    await expect(page.getByText(/venter på at blive sendt/)).toHaveCount(0);
    expect((await serverReport(request, visit.id)).report!.values).toEqual({
      bemaerkninger: 'Rem slidt; skiftes ved næste service.',
    });

    await page.reload();
    await expect(report.getByLabel('Bemærkninger')).toHaveValue('Rem slidt; skiftes ved næste service.');
  });
});
