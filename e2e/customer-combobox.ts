import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Picks a customer in a "Kunde" combobox (the customer picker) by name: the search answers after a pause in typing,
 * so typing is repeated until the customer shows, then it is chosen. `within`: the dialog or part the picker is in.
 */
export async function pickCustomer(page: Page, name: string, within: Page | Locator = page): Promise<void> {
  const option = page.getByRole('listbox', { name: 'Kunde' }).getByRole('option', { name: new RegExp(name) });
  await expect(async () => {
    await within.getByRole('combobox', { name: 'Kunde' }).fill(name);
    await expect(option).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await option.click();
}
