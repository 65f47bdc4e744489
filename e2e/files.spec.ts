import sharp from 'sharp';
import { test, expect, gql, provokedConsoleErrors, signInViaApi, users } from './fixtures.ts';

/**
 * Documents and images on a visit (issue #16): the office uploads a PDF under documents and a photo under images
 * with the page's own buttons, sees them listed (the photo as the server's thumbnail), opens the photo in a
 * lightbox, is told the spec's refusal for an image under documents, drops a second picture on the upload area, and
 * deletes the photo after confirming.
 */

/** A one-page PDF saying "Tilbud" (PDFium, Chromium's viewer, tolerates the missing cross-reference table). */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
    '4 0 obj<</Length 44>>stream\nBT /F1 36 Tf 40 90 Td (Tilbud) Tj ET\nendstream endobj\n' +
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

// The refused upload's 400 is logged by the browser.
test.use(
  provokedConsoleErrors(
    /^Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(http:\/\/[^)]+\/files\?/,
  ),
);

test('dokumenter og billeder på et besøg: upload, liste med miniature, visning og sletning', async ({ page }) => {
  await signInViaApi(page, users.admin);
  const lookups = await gql<{ customers: { items: { id: string }[] } }>(
    page.request,
    '{ customers(limit: 1) { items { id } } }',
  );
  const created = await gql<{ createVisit: { id: string } }>(
    page.request,
    'mutation($input: VisitInput!) { createVisit(input: $input) { id } }',
    { input: { customerId: lookups.data!.customers.items[0]!.id, description: 'Filer på besøget' } },
  );
  const visitId = created.data!.createVisit.id;
  const photo = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#2f6f8f',
      noise: { type: 'gaussian', mean: 120, sigma: 25 },
    },
  })
    .jpeg()
    .toBuffer();

  await page.goto(`/admin/visits/${visitId}`);
  await expect(page.getByRole('heading', { name: 'Dokumenter og billeder' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ingen dokumenter endnu' })).toBeVisible();

  // A PDF through the documents tab's own button.
  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload dokumenter' }).click();
  await (await chooser).setFiles({ name: 'Tilbud 2026.pdf', mimeType: 'application/pdf', buffer: pdf });
  const documents = page.getByRole('list', { name: 'Dokumenter' });
  const opened = documents.getByRole('link', { name: 'Tilbud 2026.pdf (åbner i en ny fane)' });
  await expect(opened).toBeVisible();
  await expect(opened).toHaveAttribute('target', '_blank');
  // The PDF opens in a new tab, in the browser's own viewer.
  const [viewer] = await Promise.all([page.context().waitForEvent('page'), opened.click()]);
  await viewer.waitForLoadState('load');
  expect(viewer.url()).toMatch(/\/files\/[0-9a-f-]{36}$/);
  await viewer.close();
  const served = await page.request.get((await opened.getAttribute('href'))!);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect((await served.body()).equals(pdf)).toBe(true);
  await expect(documents.getByRole('link', { name: 'Download Tilbud 2026.pdf' })).toBeVisible();

  // An image under documents is refused with the spec's words.
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload dokumenter' }).click();
  await (await chooser).setFiles({ name: 'tagrende.jpg', mimeType: 'image/jpeg', buffer: photo });
  const refusal = page.getByRole('alert').filter({ hasText: 'tagrende.jpg kunne ikke uploades' });
  await expect(refusal).toContainText('Tjek filens størrelse og format.');
  await expect(refusal).toContainText('Billeder kan ikke uploades under dokumenter.');

  // The photo through the images tab: listed with the server's thumbnail, shown large in the lightbox.
  await page.getByRole('tab', { name: 'Billeder' }).click();
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload billeder' }).click();
  await (await chooser).setFiles({ name: 'tagrende.jpg', mimeType: 'image/jpeg', buffer: photo });
  const images = page.getByRole('list', { name: 'Billeder' });
  const thumbnail = images.getByTestId('file-thumbnail');
  await expect(thumbnail).toHaveAttribute('src', /\/files\/[0-9a-f-]{36}\/thumbnail$/);
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBe(320);
  await images.getByRole('button', { name: 'Vis tagrende.jpg' }).click();
  const lightbox = page.getByRole('dialog', { name: 'tagrende.jpg' });
  await expect(lightbox.getByRole('img', { name: 'tagrende.jpg' })).toBeVisible();
  await expect.poll(() => lightbox.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  // A second picture dragged onto the upload area.
  const sign = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const dropped = await page.evaluateHandle((base64) => {
    const transfer = new DataTransfer();
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    transfer.items.add(new File([bytes], 'skilt.png', { type: 'image/png' }));
    return transfer;
  }, sign.toString('base64'));
  await page.getByTestId('upload-images').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(images.getByRole('button', { name: 'Vis skilt.png' })).toBeVisible();
  await expect(images.getByRole('listitem')).toHaveCount(2);

  // Deleted after confirming.
  await images.getByRole('button', { name: 'Slet tagrende.jpg' }).click();
  await page.getByRole('dialog', { name: 'Slet tagrende.jpg?' }).getByRole('button', { name: 'Slet' }).click();
  await expect(images.getByRole('button', { name: 'Vis tagrende.jpg' })).toBeHidden();
  await expect(images.getByRole('listitem')).toHaveCount(1);
});
