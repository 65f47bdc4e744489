import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { gql } from './fixtures.ts';

/* Steps the report specs share: templates made through the API, and a signature drawn on the pad. */

/** The demo company's default report template (Serviceeftersyn ventilation), restored after a spec changes it. */
export const demoDefaultTemplateId = '5eed0000-0000-4000-8000-000000004600';

/** A report template made by the administrator `request` is signed in as; its id. */
export async function createReportTemplate(
  request: APIRequestContext,
  input: Record<string, unknown>,
): Promise<string> {
  const created = await gql<{ createReportTemplate: { id: string } }>(
    request,
    'mutation ($input: ReportTemplateInput!) { createReportTemplate(input: $input) { id } }',
    { input },
  );
  expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
  return created.data!.createReportTemplate.id;
}

/** Makes the template the company's default (new visits' reports follow it). */
export async function setDefaultReportTemplate(request: APIRequestContext, id: string): Promise<void> {
  const r = await gql(request, 'mutation ($id: ID!) { setDefaultReportTemplate(id: $id) { id } }', { id });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
}

/** A zigzag across the signature pad, drawn with the mouse (a finger on a phone). */
export async function drawSignature(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let x = 40; x < box.width - 20; x += 20)
    await page.mouse.move(box.x + x, box.y + box.height / 2 + (x % 40 === 0 ? -15 : 15));
  await page.mouse.up();
}
