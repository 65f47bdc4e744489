import { test, expect, gql, openUserMenu, signInViaApi, sidebar, users } from './fixtures.ts';

const setFlag = `mutation($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { id version enableDepartment } }`;

test.describe('settings', () => {
  test('turning a feature flag on shows its menu item at once', async ({ page }) => {
    await signInViaApi(page, users.otherAdmin);
    await page.goto('/admin/settings');
    await expect(sidebar(page).getByRole('link', { name: /^Afdelinger/ })).toHaveCount(0);
    try {
      const departments = page.getByRole('switch', { name: 'Afdelinger' });
      await expect(departments).toHaveAttribute('aria-checked', 'false');
      await departments.click();
      await expect(departments).toHaveAttribute('aria-checked', 'true');
      await page.getByRole('button', { name: 'Gem funktioner' }).click();
      await expect(page.getByText('Funktionerne er gemt')).toBeVisible();
      await expect(sidebar(page).getByRole('link', { name: /^Afdelinger/ })).toBeVisible();
    } finally {
      const current = await gql<{ company: { version: number } }>(page.request, '{ company { version } }');
      await gql(page.request, setFlag, {
        input: { version: current.data!.company.version, features: { enableDepartment: false } },
      });
    }
  });

  test('company fields are validated in the form', async ({ page }) => {
    await signInViaApi(page, users.otherAdmin);
    await page.goto('/admin/settings');
    const cvr = page.getByLabel('CVR-nummer');
    await cvr.fill('123');
    await cvr.blur();
    await expect(page.getByText('Ugyldigt CVR-nummer. Det har 8 cifre, fx 24256790')).toBeVisible();
    const zipcode = page.getByLabel('Postnummer');
    await zipcode.fill('12');
    await zipcode.blur();
    await expect(page.getByText('Postnummeret skal være 4 cifre')).toBeVisible();
    const maxUpload = page.getByLabel('Største fil (MB)');
    await expect(maxUpload).toHaveValue('25');
    await maxUpload.fill('30');
    await maxUpload.blur();
    await expect(page.getByText('Skriv et helt tal mellem 1 og 25')).toBeVisible();
  });

  test("a company save after another administrator's is told, reloads their values, then saves", async ({ page }) => {
    await signInViaApi(page, users.otherAdmin);
    const before = await gql<{ company: { version: number; paymentDelayDays: number } }>(
      page.request,
      '{ company { version paymentDelayDays } }',
    );
    const original = before.data!.company.paymentDelayDays;
    await page.goto('/admin/settings');
    const delay = page.getByLabel('Betalingsfrist (dage)');
    await expect(delay).toHaveValue(String(original));
    try {
      await delay.fill('21');
      // Another administrator saves first.
      const other = await gql(page.request, setFlag, {
        input: { version: before.data!.company.version, paymentDelayDays: 45 },
      });
      expect(other.errors).toBeUndefined();
      await page.getByRole('button', { name: 'Gem virksomhed' }).click();
      const notice = page.getByRole('alert').filter({ hasText: 'Indstillingerne er ændret af en anden' });
      await expect(notice).toBeVisible();
      await expect(delay).toHaveValue('21');
      await notice.getByRole('button', { name: 'Genindlæs indstillinger' }).click();
      await expect(notice).toBeHidden();
      await expect(delay).toHaveValue('45');
      await delay.fill('21');
      await page.getByRole('button', { name: 'Gem virksomhed' }).click();
      await expect(page.getByText('Virksomhedens indstillinger er gemt')).toBeVisible();
      await expect(notice).toBeHidden();
    } finally {
      const current = await gql<{ company: { version: number } }>(page.request, '{ company { version } }');
      await gql(page.request, setFlag, {
        input: { version: current.data!.company.version, paymentDelayDays: original },
      });
    }
  });

  test('the bank account invoices print is checked as typed and kept as digits', async ({ page }) => {
    await signInViaApi(page, users.otherAdmin);
    await page.goto('/admin/settings');
    const regNo = page.getByLabel('Reg.nr.');
    const accountNo = page.getByLabel('Kontonummer');
    try {
      await regNo.fill('123');
      await regNo.blur();
      await expect(page.getByText('Et reg.nr. har 4 cifre, fx 1234')).toBeVisible();
      await regNo.fill('98 76');
      await accountNo.fill('0012 345 678');
      await page.getByRole('button', { name: 'Gem virksomhed' }).click();
      await expect(page.getByText('Virksomhedens indstillinger er gemt')).toBeVisible();
      await page.reload();
      await expect(regNo).toHaveValue('9876');
      await expect(accountNo).toHaveValue('0012345678');
    } finally {
      const current = await gql<{ company: { version: number } }>(page.request, '{ company { version } }');
      await gql(page.request, setFlag, {
        input: { version: current.data!.company.version, bankRegNo: '', bankAccountNo: '' },
      });
    }
  });

  test('an employee sees profile and password, not company settings', async ({ page }) => {
    await signInViaApi(page, users.employee);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Profil' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Adgangskode' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Virksomhed' })).toHaveCount(0);
  });

  test('the user menu opens settings as a dialog over the current page', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/customers');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Indstillinger' }).click();
    const dialog = page.getByRole('dialog', { name: 'Indstillinger' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/settings\?modal=true$/);
    await expect(dialog.getByRole('heading', { name: 'Profil' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/customers\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kunder' })).toBeVisible();
  });

  test('/admin/settings?modal=true opens as a dialog', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/settings?modal=true');
    await expect(page.getByRole('dialog', { name: 'Indstillinger' })).toBeVisible();
  });
});
