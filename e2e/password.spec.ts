import { test, expect, signInViaApi } from './fixtures.ts';
import { createPersonWithPassword } from './factories.ts';

// A person of its own: a changed password cannot be set back to the demo's ('demo1234' is on the common-password
// list), so the demo users stay as the other specs expect them.
test.describe('password change', () => {
  test('changing the password: validation, a wrong current password, then success', async ({ page, request }) => {
    const newPassword = 'Nyt-Kodeord-2026!';
    const { email, password } = await createPersonWithPassword(request);
    await signInViaApi(page, email, password);
    await page.goto('/admin/settings');
    const current = page.getByLabel('Nuværende adgangskode');
    const next = page.getByLabel('Ny adgangskode', { exact: true });
    const confirm = page.getByLabel('Gentag ny adgangskode');
    const submit = page.getByRole('button', { name: 'Skift adgangskode' });

    await current.fill(password);
    await next.fill('kort');
    await next.blur();
    await expect(page.getByText('Den nye adgangskode skal have mindst 8 tegn')).toBeVisible();

    await next.fill(newPassword);
    await confirm.fill('noget-andet-123');
    await submit.click();
    await expect(page.getByText('De to adgangskoder er ikke ens')).toBeVisible();

    // The server refuses a wrong current password and names the field.
    await current.fill('forkert-kode-1');
    await confirm.fill(newPassword);
    await submit.click();
    await expect(page.getByText('Den nuværende adgangskode er forkert')).toBeVisible();

    await current.fill(password);
    await submit.click();
    await expect(page.getByText('Din adgangskode er skiftet')).toBeVisible();
    // The form is cleared, and the new password (not the old one) works for a new sign-in.
    await expect(current).toHaveValue('');
    const withNew = await page.request.post('/login', { data: { email, password: newPassword } });
    expect(withNew.status()).toBe(200);
    const withOld = await page.request.post('/login', { data: { email, password } });
    expect(withOld.status()).toBe(401);
  });
});
