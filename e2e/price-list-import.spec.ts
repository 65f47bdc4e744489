import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { utils, write } from '@e965/xlsx';
import { test, expect, gql, signInViaApi, users } from './fixtures.ts';

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

const preview = `query ($id: ID!) { priceListImportPreview(importId: $id) {
  newCount changedCount unchangedCount errorCount changes { sku name oldCostPrice newCostPrice oldListPrice newListPrice } } }`;

/** axe (WCAG 2.1 AA) on the wizard's later steps, which the accessibility spec's first-screen check does not reach. */
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('price-list import', () => {
  test('a Windows-1252 CSV with Danish headings: map, preview, import, and again without duplicates', async ({
    page,
  }) => {
    const id = unique();
    const lines = [
      // Non-standard headings: "Leverandørens nr." and "Pris excl. moms" are not among the synonyms.
      'Leverandørens nr.;Beskrivelse;Enhed;Pris excl. moms;Vejl. udsalgspris',
      `R15-${id};Kobberrør Ø15 mm;meter;1.234,50;1.999,00`,
      `S5-${id};Skrue 5×50 rustfri;pk;12,5;29,95`,
      `T-${id};Teflontape;rl;7;`,
    ];
    // Windows-1252, as Danish Excel writes: øØ are single bytes (× is 0xD7 in it too).
    const bytes = Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');
    await signInViaApi(page, users.admin);
    await page.goto('/admin/items/import');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: 'Importér prisliste' })).toBeVisible();
    await expect(page.getByText('Højst 20 MB og 100.000 linjer')).toBeVisible();
    // The file field speaks Danish, not the browser's "Choose File".
    await expect(page.getByText('Vælg fil', { exact: true })).toBeVisible();
    await expect(page.getByText('Ingen fil valgt')).toBeVisible();

    await page.getByLabel('Prislistefil').setInputFiles({ name: 'grossist.csv', mimeType: 'text/csv', buffer: bytes });
    await expect(page.getByText('grossist.csv: 3 linjer læst som Windows-1252')).toBeVisible();
    // The suggestion knows Beskrivelse, Enhed and Vejl. udsalgspris; the user maps the other two.
    await expect(page.getByLabel('Beskrivelse')).toHaveValue('name');
    await expect(page.getByLabel('Vejl. udsalgspris')).toHaveValue('listPrice');
    await expect(page.getByLabel('Leverandørens nr.')).toHaveValue('');
    await expect(page.getByText(`Eksempler: Kobberrør Ø15 mm · Skrue 5×50 rustfri · Teflontape`)).toBeVisible();
    await page.getByLabel('Leverandørens nr.').selectOption({ label: 'Varenummer' });
    await page.getByLabel('Pris excl. moms').selectOption({ label: 'Kostpris (netto)' });
    await expect(page.getByLabel('Opret nye varer for ukendte varenumre')).toBeChecked();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Fortsæt' }).click();

    await expect(page.getByTestId('price-list-counts')).toHaveText('3 nye, 0 ændrede, 0 uændrede');
    const changes = page.getByRole('table', { name: 'Prisændringer' });
    await expect(
      changes.getByRole('row', { name: new RegExp(`R15-${id} Kobberrør Ø15 mm Ny 1\\.234,50\\skr\\.`) }),
    ).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Importér', exact: true }).click();
    await expect(page.getByText('Prislisten er importeret')).toBeVisible();
    await expect(page.getByTestId('price-list-result')).toHaveText('3 nye varer, 0 ændrede, 0 uændrede');

    // The same file again: nothing new, nothing changed.
    await page.getByRole('button', { name: 'Importér en fil til' }).click();
    await page.getByLabel('Prislistefil').setInputFiles({ name: 'grossist.csv', mimeType: 'text/csv', buffer: bytes });
    await page.getByLabel('Leverandørens nr.').selectOption({ label: 'Varenummer' });
    await page.getByLabel('Pris excl. moms').selectOption({ label: 'Kostpris (netto)' });
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await expect(page.getByTestId('price-list-counts')).toHaveText('0 nye, 0 ændrede, 3 uændrede');
    await expect(page.getByText('Ingen varer ændres: alle linjer svarer til dine varer.')).toBeVisible();

    // A new price for one item: the preview shows old → new.
    const changed = [lines[0], lines[1]!.replace('1.234,50', '1.300,00')].join('\r\n');
    await page.getByRole('button', { name: 'Annullér' }).click();
    await page
      .getByLabel('Prislistefil')
      .setInputFiles({ name: 'ny-pris.csv', mimeType: 'text/csv', buffer: Buffer.from(changed, 'latin1') });
    await page.getByLabel('Leverandørens nr.').selectOption({ label: 'Varenummer' });
    await page.getByLabel('Pris excl. moms').selectOption({ label: 'Kostpris (netto)' });
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await expect(page.getByTestId('price-list-counts')).toHaveText('0 nye, 1 ændrede, 0 uændrede');
    await expect(
      page
        .getByRole('table', { name: 'Prisændringer' })
        .getByRole('cell', { name: /^1\.234,50\skr\. → 1\.300,00\skr\.$/ }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Importér', exact: true }).click();
    await expect(page.getByTestId('price-list-result')).toHaveText('0 nye varer, 1 ændrede, 0 uændrede');

    // The items as the server has them: one more import staged through the API compares against them.
    const started = await gql<{ startPriceListImport: { id: string } }>(
      page.request,
      'mutation { startPriceListImport(lineCount: 2, createNew: false) { id } }',
    );
    const importId = started.data!.startPriceListImport.id;
    const added = await gql(
      page.request,
      'mutation ($id: ID!, $lines: [PriceListLineInput!]!) { addPriceListImportLines(importId: $id, lines: $lines) }',
      {
        id: importId,
        lines: [
          { line: 2, sku: `R15-${id}`, costPrice: 1 },
          { line: 3, sku: `S5-${id}`, costPrice: 1 },
        ],
      },
    );
    expect(added.errors).toBeUndefined();
    const result = await gql<{ priceListImportPreview: { changes: Record<string, unknown>[] } }>(
      page.request,
      preview,
      {
        id: importId,
      },
    );
    expect(result.data!.priceListImportPreview.changes).toEqual([
      expect.objectContaining({
        sku: `R15-${id}`,
        name: 'Kobberrør Ø15 mm',
        oldCostPrice: 130_000,
        oldListPrice: 199_900,
      }),
      expect.objectContaining({
        sku: `S5-${id}`,
        name: 'Skrue 5×50 rustfri',
        oldCostPrice: 1_250,
        oldListPrice: 2_995,
      }),
    ]);
    await gql(page.request, 'mutation ($id: ID!) { discardPriceListImport(importId: $id) }', { id: importId });
  });

  test('a file with a duplicate SKU shows both lines and cannot be imported', async ({ page }) => {
    const id = unique();
    const csv = ['Varenr;Navn;Nettopris', `D-${id};Første;10,00`, `E-${id};Anden;11,00`, `D-${id};Tredje;12,00`].join(
      '\n',
    );
    await signInViaApi(page, users.admin);
    await page.goto('/admin/items/import');
    await page
      .getByLabel('Prislistefil')
      .setInputFiles({ name: 'dublet.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    const errors = page.getByRole('table', { name: 'Fejl i filen' });
    await expect(
      errors.getByRole('row', { name: '4 Varenummer Varenummeret står flere gange i filen (også i linje 2)' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Importér', exact: true })).toBeDisabled();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoViolations(page);
  });

  test('unknown SKUs without "Opret nye varer": the server’s preview lists them and nothing can be imported', async ({
    page,
  }) => {
    const id = unique();
    const csv = ['Varenr;Navn;Nettopris', `UKENDT-${id};Findes ikke;10,00`].join('\n');
    await signInViaApi(page, users.admin);
    await page.goto('/admin/items/import');
    await page
      .getByLabel('Prislistefil')
      .setInputFiles({ name: 'ukendt.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await page.getByLabel('Opret nye varer for ukendte varenumre').uncheck();
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await expect(page.getByTestId('price-list-counts')).toHaveText('0 nye, 0 ændrede, 0 uændrede');
    await expect(page.getByText('1 linje med fejl – ret filen eller kolonnerne, før du importerer.')).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Fejl i filen' })
        .getByRole('row', { name: '2 Varenummer Varenummeret findes ikke (og nye varer oprettes ikke)' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Importér', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Annullér' }).click();
    await expect(page.getByLabel('Prislistefil')).toBeVisible();
  });

  test('an XLSX file: number cells with decimals, the first sheet, a progress bar', async ({ page }) => {
    const id = unique();
    const sheet = utils.aoa_to_sheet([
      ['Varenummer', 'Varenavn', 'Indkøbspris', 'EAN'],
      [`X1-${id}`, 'Kabelbakke 2 m', 1234.5, 5701234567899],
      [`X2-${id}`, 'Samlemuffe', 7.25, ''],
    ]);
    const book = utils.book_new();
    utils.book_append_sheet(book, sheet, 'Prisliste');
    utils.book_append_sheet(book, utils.aoa_to_sheet([['Ikke denne'], ['x']]), 'Noter');
    const buffer = write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    await signInViaApi(page, users.admin);
    await page.goto('/admin/items/import');
    await page.getByLabel('Prislistefil').setInputFiles({
      name: 'prisliste.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await expect(page.getByText('prisliste.xlsx: 2 linjer læst som Excel')).toBeVisible();
    await expect(page.getByLabel('Indkøbspris')).toHaveValue('costPrice');
    await expect(page.getByLabel('EAN')).toHaveValue('barcode');
    // Hold the first chunk until the progress bar has been seen at 0 of 2.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('addPriceListImportLines')) await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    const bar = page.getByRole('progressbar', { name: 'Sender linjer' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '2');
    release();
    await expect(page.getByTestId('price-list-counts')).toHaveText('2 nye, 0 ændrede, 0 uændrede');
    await expect(
      page
        .getByRole('table', { name: 'Prisændringer' })
        .getByRole('row', { name: /Kabelbakke 2 m Ny 1\.234,50\skr\./ }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Importér', exact: true }).click();
    await expect(page.getByTestId('price-list-result')).toHaveText('2 nye varer, 0 ændrede, 0 uændrede');
  });

  test('a file over 20 MB is refused before it is read', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/items/import');
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x41);
    await page.getByLabel('Prislistefil').setInputFiles({ name: 'stor.csv', mimeType: 'text/csv', buffer: big });
    await expect(page.getByRole('alert')).toHaveText('Filen er over 20 MB. Del prislisten op i flere filer.');
    await expect(page.getByRole('button', { name: 'Fortsæt' })).toHaveCount(0);
  });
});
