import { test, expect, gql, signInViaApi, signInViaUi, sidebar, users } from './fixtures.ts';

test.describe('employees', () => {
  test('create an employee, invite, accept the invitation and sign in as them', async ({ page, openContext }) => {
    test.slow(); // a whole journey in two browsers with four argon2id hashes: past 30 s when both workers are busy
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `ny-${id}@demo.dk`;
    await signInViaApi(page, users.admin);
    await page.goto('/admin/employees');
    await expect(page.getByRole('row', { name: /Mads Nielsen/ })).toBeVisible();
    await page.getByRole('link', { name: 'Opret medarbejder' }).click();
    await page.getByLabel('Fornavn').fill('Nina');
    await page.getByLabel('Efternavn').fill(`Test${id}`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Timepris').fill('1.234,5');
    await page.getByRole('switch', { name: 'Må oprette besøg' }).click();
    await page.getByRole('button', { name: 'Opret medarbejder' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Nina Test${id}` })).toBeVisible();
    await expect(page.getByLabel('Timepris')).toHaveValue('1.234,50');
    await expect(page.getByRole('switch', { name: 'Må oprette besøg' })).toHaveAttribute('aria-checked', 'true');

    // A second employee with the same email is refused.
    await page.goto('/admin/employees/new');
    await page.getByLabel('Fornavn').fill('Dublet');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Opret medarbejder' }).click();
    await expect(page.getByText('En medarbejder med denne email findes allerede')).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: 'Invitér' }).click();
    const dialog = page.getByRole('dialog', { name: `Invitation til Nina Test${id}` });
    const link = await dialog.getByRole('textbox', { name: 'Invitationslink' }).inputValue();
    expect(link).toMatch(/\/invitation\/[^/]+$/);

    const invitee = await openContext();
    const inviteePage = await invitee.newPage();
    try {
      await inviteePage.goto(link);
      await expect(inviteePage.getByRole('heading', { name: 'Velkommen, Nina' })).toBeVisible();
      await inviteePage.getByLabel('Ny adgangskode').fill('kort');
      await inviteePage.getByLabel('Gentag adgangskoden').fill('kort');
      await inviteePage.getByRole('button', { name: 'Gem adgangskode' }).click();
      await expect(inviteePage.getByText('Den nye adgangskode skal have mindst 8 tegn')).toBeVisible();
      await inviteePage.getByLabel('Ny adgangskode').fill('Blomsterkasse-42');
      await inviteePage.getByLabel('Gentag adgangskoden').fill('Blomsterkasse-42');
      await inviteePage.getByRole('button', { name: 'Gem adgangskode' }).click();
      await expect(inviteePage.getByRole('heading', { name: 'Din adgangskode er gemt' })).toBeVisible();
      await inviteePage.getByRole('link', { name: 'Gå til log ind' }).click();
      await signInViaUi(inviteePage, email, 'Blomsterkasse-42');
      await expect(inviteePage).toHaveURL(/\/admin$/);
      await expect(inviteePage.getByRole('heading', { level: 1, name: 'Overblik' })).toBeVisible();
      // The link works once.
      await inviteePage.goto(link);
      await expect(inviteePage.getByRole('heading', { name: 'Linket virker ikke' })).toBeVisible();
    } finally {
      await invitee.close();
    }

    // Now that Nina has a password she is not invited again (the link would take her account over): a reset is
    // mailed to her instead, and the administrator never sees the link.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Nulstil adgangskode' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invitér' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Nulstil adgangskode' }).click();
    await expect(page.getByText(`Der er sendt en mail til ${email}`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("an employee's page lists their visits and opens the visits list filtered to them", async ({ page }) => {
    await signInViaApi(page, users.admin);
    const staff = await gql<{ employees: { items: { id: string; email: string }[] } }>(
      page.request,
      `query { employees(limit: 200) { items { id email } } }`,
    );
    const mads = staff.data!.employees.items.find((e) => e.email === users.employee)!.id;
    const theirs = await gql<{ visits: { totalCount: number } }>(
      page.request,
      `query($id: ID!) { visits(filter: { employeeIds: [$id] }, limit: 1) { totalCount } }`,
      { id: mads },
    );
    const total = theirs.data!.visits.totalCount;
    expect(total).toBeGreaterThan(0);

    await page.goto(`/admin/employees/${mads}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Mads Nielsen' })).toBeVisible();
    await page.getByRole('tab', { name: 'Besøg' }).click();
    const table = page.getByRole('table', { name: 'Besøg' });
    await expect(table.getByRole('link', { name: /^#\d+$/ }).first()).toBeVisible();
    // Their visits span customers, so the customer is shown.
    await expect(table.getByRole('columnheader', { name: 'Kunde' })).toBeVisible();
    await expect(page.getByText(new RegExp(`af ${total}$`))).toBeVisible();

    await page.getByRole('link', { name: 'Vis i besøgslisten' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/visits/?\\?.*emp=${mads}`));
    await expect(page.getByRole('combobox', { name: 'Medarbejder' })).toHaveValue(mads);
    await expect(page.getByText(new RegExp(`af ${total}$`))).toBeVisible();
  });

  test('an administrator cannot deactivate themselves or change their own role', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/employees?q=admin%40demo.dk');
    await page.getByRole('link', { name: 'Anna Jensen' }).click();
    await expect(page.getByLabel('Rolle')).toBeDisabled();
    await expect(page.getByText('Du kan ikke fjerne din egen administratorrolle')).toBeVisible();
    await page.getByRole('button', { name: 'Deaktivér' }).click();
    await expect(page.getByRole('dialog').getByText('Du kan ikke deaktivere dig selv')).toBeVisible();
  });

  test('a permission turned off takes effect: a demoted role loses the admin menu', async ({ page, openContext }) => {
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `rolle-${id}@demo.dk`;
    await signInViaApi(page, users.admin);
    await page.goto('/admin/employees/new');
    await page.getByLabel('Fornavn').fill('Rolf');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Rolle').selectOption('administrator');
    await page.getByRole('button', { name: 'Opret medarbejder' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Rolf' })).toBeVisible();
    await page.getByRole('button', { name: 'Invitér' }).click();
    const link = await page.getByRole('textbox', { name: 'Invitationslink' }).inputValue();
    await page.keyboard.press('Escape');

    const other = await openContext();
    const otherPage = await other.newPage();
    try {
      await otherPage.goto(link);
      await otherPage.getByLabel('Ny adgangskode').fill('Solsikke-Mark-7');
      await otherPage.getByLabel('Gentag adgangskoden').fill('Solsikke-Mark-7');
      await otherPage.getByRole('button', { name: 'Gem adgangskode' }).click();
      await signInViaApi(otherPage, email, 'Solsikke-Mark-7');
      await otherPage.goto('/admin');
      await expect(sidebar(otherPage).getByRole('link', { name: /^Medarbejdere/ })).toBeVisible();

      // The administrator makes Rolf an employee: the admin menu and pages are gone for him.
      await page.getByLabel('Rolle').selectOption('employee');
      await page.getByRole('button', { name: 'Gem medarbejder' }).click();
      await expect(page.getByText('Rolf er gemt')).toBeVisible();
      await otherPage.reload();
      await expect(sidebar(otherPage).getByRole('link', { name: /^Kunder/ })).toBeVisible();
      await expect(sidebar(otherPage).getByRole('link', { name: /^Medarbejdere/ })).toHaveCount(0);
      await otherPage.goto('/admin/employees');
      await expect(otherPage).toHaveURL(/\/admin\?denied=true$/);
    } finally {
      await other.close();
    }
    // Clean up: he has no history, so he can be deleted.
    await page.getByRole('button', { name: 'Slet' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Slet' }).click();
    await expect(page).toHaveURL(/\/admin\/employees$/);
  });
});

test.describe('customer area', () => {
  test('kunde@demo.dk sees only their own visits and no admin links', async ({ page }) => {
    await page.goto('/sign-in');
    await signInViaUi(page, 'kunde@demo.dk');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Mine besøg' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Mine besøg' });
    await expect(table).toBeVisible();
    expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(3);
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: /^Mine besøg/ })).toBeVisible();
    for (const label of ['Kunder', 'Medarbejdere', 'Afdelinger', 'Økonomi']) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveCount(0);
    }
    await page.goto('/admin/customers');
    await expect(page).toHaveURL(/\/admin\?denied=true$/);
    await expect(page.getByRole('alert')).toContainText('Den side kan du ikke bruge som kunde');
  });
});
