import { readFileSync } from 'node:fs';
import { test, expect, signInViaApi, users } from './fixtures.ts';

test.describe('økonomi', () => {
  test('administratoren ser omsætningen pr. måned, skifter periode og eksporterer CSV', async ({ page }) => {
    await signInViaApi(page, users.admin);
    // The last 12 months hold the demo's invoices whatever the day the tests run (this year may be a day old).
    await page.goto('/admin/economy?period=last12Months');
    await expect(page.getByRole('combobox', { name: 'Periode' })).toHaveValue('last12Months');
    const figures = page.getByTestId('economy-figures');
    for (const label of ['Faktureret', 'Betalt', 'Dækningsbidrag', 'Udestående', 'Forfaldent', 'Ikke faktureret']) {
      await expect(figures.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    await expect(figures).toContainText(/\d+ fakturaer? lige nu, med moms/);
    // Month by month: twelve months in the table under the chart.
    const months = page.getByRole('table', { name: 'Faktureret og betalt pr. måned' });
    await expect(months.getByRole('row')).toHaveCount(13);
    await expect(page.getByTestId('revenue-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Største kunder' }).getByRole('row').nth(1)).toContainText('kr.');
    // The demo's work is split between København and Nordsjælland.
    const departments = page.getByRole('table', { name: 'Afdelinger' });
    await expect(departments.getByRole('row', { name: /^København / })).toContainText('kr.');
    await expect(departments.getByRole('row', { name: /^Nordsjælland / })).toContainText('kr.');

    await page.getByRole('combobox', { name: 'Periode' }).selectOption({ label: 'I år' });
    await expect(page).not.toHaveURL(/period=/);
    await page.getByRole('combobox', { name: 'Periode' }).selectOption({ label: 'Seneste 3 år' });
    await expect(page).toHaveURL(/period=last3Years/);
    await expect(months.getByRole('row').nth(25)).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Eksportér CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^oekonomi-\d{4}-01-01-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFMåned;Faktureret ekskl. moms (kr.);Betalt ekskl. moms (kr.)\r\n')).toBe(true);
    expect(csv).toMatch(/\r\nI alt;\d+,\d{2};\d+,\d{2}\r\n/);
  });

  test('en medarbejder får "Ingen adgang", og en virksomhed uden økonomi får det at vide', async ({ page }) => {
    await signInViaApi(page, users.employee);
    await page.goto('/admin/economy');
    await expect(page.getByText('Ingen adgang')).toBeVisible();

    await signInViaApi(page, users.otherAdmin);
    await page.goto('/admin/economy');
    await expect(page.getByRole('heading', { name: 'Økonomisiden er slået fra' })).toBeVisible();
  });
});
