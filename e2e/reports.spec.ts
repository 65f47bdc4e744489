import sharp from 'sharp';
import { test, expect, gql, password, signInViaApi, users } from './fixtures.ts';

/**
 * The report on a visit (issue #16), in the office: the administrator fills it in, the draft saves itself as they
 * type, completing names the missing required answer at its field, and a completed report is read-only until it is
 * opened again. The template is this file's own, made the default for the run (the demo's default wants a
 * signature, which the panel captures) and the demo's default restored after.
 */

const demoDefaultTemplateId = '5eed0000-0000-4000-8000-000000004600';

test.describe('rapport på et besøg', () => {
  test('udfyldes, gemmes som kladde, afsluttes og genåbnes', async ({ page, request }) => {
    const login = await request.post('/login', { data: { email: users.admin, password } });
    expect(login.status()).toBe(200);
    const created = await gql<{ createReportTemplate: { id: string } }>(
      request,
      'mutation ($input: ReportTemplateInput!) { createReportTemplate(input: $input) { id } }',
      {
        input: {
          name: 'Rengøringsrapport',
          fields: [
            { id: 'omraade', type: 'heading', label: 'Område' },
            {
              id: 'tilstand',
              type: 'choice',
              label: 'Tilstand efter rengøring',
              required: true,
              options: ['Fin', 'Mangler'],
            },
            { id: 'noter', type: 'longText', label: 'Noter til kunden' },
            { id: 'billeder', type: 'photo', label: 'Billeder af opgangen' },
            { id: 'kvittering', type: 'signature', label: 'Kundens underskrift', required: true },
          ],
        },
      },
    );
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const templateId = created.data!.createReportTemplate.id;
    const setDefault = (id: string) =>
      gql(request, 'mutation ($id: ID!) { setDefaultReportTemplate(id: $id) { id } }', { id });
    expect((await setDefault(templateId)).errors).toBeUndefined();
    try {
      const customers = await gql<{ customers: { items: { id: string }[] } }>(
        request,
        '{ customers(limit: 1) { items { id } } }',
      );
      const visit = await gql<{ createVisit: { id: string } }>(
        request,
        'mutation ($input: VisitInput!) { createVisit(input: $input) { id } }',
        { input: { customerId: customers.data!.customers.items[0]!.id, description: 'Trappevask opgang B' } },
      );
      expect(visit.errors, JSON.stringify(visit.errors)).toBeUndefined();

      await signInViaApi(page, users.admin);
      await page.goto(`/admin/visits/${visit.data!.createVisit.id}`);
      const report = page.getByRole('region', { name: 'Rapport' });
      await expect(report.getByText('Rengøringsrapport · version 1')).toBeVisible();

      await report.getByLabel('Noter til kunden').fill('Trappen er vasket; gelænderet er aftørret.');
      await expect(report.getByText('Kladden er gemt')).toBeVisible();
      await report.getByRole('button', { name: 'Afslut rapport' }).click();
      await expect(report.getByText('Skal udfyldes, før rapporten kan afsluttes')).toHaveCount(2);
      await expect(report.getByText('Udfyld 2 felter, før rapporten kan afsluttes.')).toBeVisible();

      // The draft was kept: a reload shows what was typed.
      await page.reload();
      await expect(report.getByLabel('Noter til kunden')).toHaveValue('Trappen er vasket; gelænderet er aftørret.');
      await report.getByRole('radio', { name: 'Fin' }).check();
      // A photo from the phone's camera or library: resized, sent to the visit's images, shown as a thumbnail.
      const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0392b' } })
        .jpeg()
        .toBuffer();
      await report
        .getByLabel('Billeder af opgangen')
        .setInputFiles({ name: 'opgang.jpg', mimeType: 'image/jpeg', buffer: photo });
      const thumbnail = report.getByRole('img', { name: 'Billede 1' });
      await expect(thumbnail).toBeVisible();
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(report.getByText('Kladden er gemt')).toBeVisible();

      // The customer signs on the screen: an empty pad is refused, a drawn one kept with the name.
      await report.getByRole('button', { name: 'Gem underskrift' }).click();
      await expect(report.getByText('Underskriften er tom. Skriv under i feltet.')).toBeVisible();
      const pad = report.getByRole('img', { name: 'Kundens underskrift' });
      const box = (await pad.boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      await page.mouse.down();
      for (let x = 40; x < box.width - 20; x += 20)
        await page.mouse.move(box.x + x, box.y + box.height / 2 + (x % 40 === 0 ? -15 : 15));
      await page.mouse.up();
      await report.getByLabel('Navn på den, der skriver under').fill('Søren Ærø');
      await report.getByRole('button', { name: 'Gem underskrift' }).click();
      await expect(report.getByRole('img', { name: 'Underskrift af Søren Ærø' })).toBeVisible();
      await expect(report.getByText(/Underskrevet af Søren Ærø/)).toBeVisible();
      await expect(report.getByText('Kladden er gemt')).toBeVisible();

      await report.getByRole('button', { name: 'Afslut rapport' }).click();
      await expect(report.getByText(/Rapporten blev afsluttet/)).toBeVisible();
      await expect(report.getByLabel('Noter til kunden')).not.toBeEditable();
      await expect(report.getByRole('button', { name: 'Afslut rapport' })).toHaveCount(0);
      await expect(report.getByRole('img', { name: 'Billede 1' })).toBeVisible();
      await expect(report.getByRole('button', { name: 'Fjern billede 1 fra rapporten' })).toHaveCount(0);

      await report.getByRole('button', { name: 'Genåbn rapport' }).click();
      await expect(report.getByRole('button', { name: 'Afslut rapport' })).toBeVisible();
      await expect(report.getByLabel('Noter til kunden')).toBeEditable();
      await expect(report.getByRole('radio', { name: 'Fin' })).toBeChecked();
    } finally {
      expect((await setDefault(demoDefaultTemplateId)).errors).toBeUndefined();
    }
  });
});
