import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Picks a customer in a "Kunde" combobox (the customer picker) by name: the search answers after a pause in typing,
 * so typing is repeated until the customer shows, then it is chosen. `within`: the dialog, form or part the picker
 * is in (a page can hold two, as the visits list's filter and the new-visit form while the form's code loads).
 */
export function pickCustomer(page: Page, name: string, within: Page | Locator = page): Promise<void> {
  return typeAndPick(within, name, customerList(page).getByRole('option', { name: new RegExp(name) }));
}

/** Picks the first customer the picker's search finds for `term` (a city, a street). */
export function pickFirstCustomer(page: Page, term: string, within: Page | Locator = page): Promise<void> {
  return typeAndPick(within, term, customerList(page).getByRole('option').first());
}

// The suggestions are looked up on the page: the list may be rendered outside the part the picker is in.
const customerList = (page: Page) => page.getByRole('listbox', { name: 'Kunde' });

async function typeAndPick(within: Page | Locator, term: string, option: Locator): Promise<void> {
  await expect(async () => {
    await within.getByRole('combobox', { name: 'Kunde' }).fill(term);
    await expect(option).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await option.click();
}
