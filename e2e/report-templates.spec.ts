import { test, expect, signInViaApi, users } from './fixtures.ts';
import { uniqueId } from './factories.ts';

test.describe('rapportskabeloner', () => {
  test('en administrator bygger en skabelon, flytter et felt med tastaturet, gemmer og retter til version 2', async ({
    page,
  }) => {
    test.slow(); // a whole journey: the list, the builder, two saves and an old version
    const name = `E2E-skabelon ${uniqueId()}`;
    await signInViaApi(page, users.admin);

    // The list shows the demo's default template.
    await page.goto('/admin/report-templates');
    const list = page.getByRole('list', { name: 'Rapportskabeloner' });
    await expect(list.getByRole('link', { name: /Serviceeftersyn ventilation.*Standard/ })).toBeVisible();
    await page.getByRole('link', { name: 'Ny skabelon' }).click();
    await expect(page).toHaveURL(/\/admin\/report-templates\/new$/);

    // A template needs a field: the shared schema says so before anything is sent.
    await page.getByLabel('Navn', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Opret skabelon' }).click();
    await expect(page.getByText('Tilføj mindst ét felt')).toBeVisible();

    // A text field and a choice; the choice without options is refused at the field.
    await page.getByRole('button', { name: 'Tilføj felt' }).click();
    await page.getByLabel('Feltets navn').fill('Anlæg');
    await page.getByLabel('Felttype').selectOption({ label: 'Valg' });
    await page.getByRole('button', { name: 'Tilføj felt' }).click();
    await page.getByLabel('Feltets navn').fill('Tilstand');
    await page.getByRole('button', { name: 'Opret skabelon' }).click();
    await expect(page.getByText('Tilføj mindst én valgmulighed')).toBeVisible();
    await expect(page.getByLabel('Valgmuligheder')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Valgmuligheder').fill('God\nDårlig');
    await expect(page.getByText('Tilføj mindst én valgmulighed')).toBeHidden();

    // The preview follows the fields' order; moving Tilstand up by keyboard (space, arrow, space) changes it.
    const preview = page.getByRole('region', { name: 'Forhåndsvisning' });
    const previewLabels = preview.locator('label[for], legend');
    await expect(previewLabels).toHaveText(['Anlæg', 'Tilstand']);
    await expect(preview.getByRole('radio', { name: 'Dårlig' })).toBeVisible();
    await page.getByRole('button', { name: 'Flyt Tilstand', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Tilstand er løftet. Det står som nummer 2 af 2.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Tilstand er flyttet til nummer 1 af 2.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('Tilstand er lagt som nummer 1 af 2.')).toBeAttached();
    await expect(previewLabels).toHaveText(['Tilstand', 'Anlæg']);

    await page.getByRole('button', { name: 'Opret skabelon' }).click();
    await expect(page).toHaveURL(/\/admin\/report-templates\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText('Version 1', { exact: true }).first()).toBeVisible();
    await expect(previewLabels).toHaveText(['Tilstand', 'Anlæg']);

    // Editing saves a new version; version 1 stays as it was, read-only.
    await page.getByLabel('Felttype').selectOption({ label: 'Lang tekst' });
    await page.getByRole('button', { name: 'Tilføj felt' }).click();
    await page.getByLabel('Feltets navn').fill('Bemærkninger');
    await expect(previewLabels).toHaveText(['Tilstand', 'Anlæg', 'Bemærkninger']);
    await page.getByRole('button', { name: 'Gem ny version' }).click();
    await expect(page.getByText('Gemt som version 2')).toBeVisible();
    const versions = page.getByRole('list', { name: 'Versioner' });
    await expect(versions.getByRole('link')).toHaveCount(2);
    await expect(versions.getByRole('link', { name: /Version 2.*Gældende/ })).toHaveAttribute('aria-current', 'page');

    await versions.getByRole('link', { name: /Version 1/ }).click();
    await expect(page).toHaveURL(/version=1/);
    await expect(page.getByText(/Du ser version 1 fra .*Den kan ikke ændres\./)).toBeVisible();
    const old = page.getByRole('radio', { name: 'God' });
    await expect(old).toBeDisabled();
    await expect(page.getByText('Bemærkninger')).toHaveCount(0);
    await page.getByRole('link', { name: 'Til den gældende version' }).click();
    await expect(previewLabels).toHaveText(['Tilstand', 'Anlæg', 'Bemærkninger']);
  });
});
