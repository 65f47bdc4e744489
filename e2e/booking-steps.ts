// The visitor's steps on the public booking page (/book?company=demo), in Danish: shared by the page's own spec
// (e2e/booking-page.spec.ts) and the bookings journey (e2e/bookings-journey.spec.ts).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** axe-core's WCAG 2.1 A and AA findings on the step on screen (as e2e/accessibility.spec.ts checks the app). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Postcode and service (window cleaning): the page's free times of the first day, as their group. */
export async function toTimes(page: Page, zipcode = '2100', checkAccessibility = false) {
  await page.goto('/book?company=demo');
  await expect(page.getByRole('heading', { name: 'Hvor skal vi komme?' })).toBeVisible();
  if (checkAccessibility) await expectAccessible(page);
  await page.getByLabel('Postnummer').fill(zipcode);
  await page.getByRole('button', { name: 'Se ledige tider' }).click();
  await expect(page.getByRole('heading', { name: 'Vælg en ydelse' })).toBeFocused();
  const service = page.getByRole('button', { name: /^Vinduespudsning/ });
  await expect(service).toContainText('60 min. · 450,00 kr.');
  await service.click();
  await expect(page.getByRole('heading', { name: 'Vælg dag og tid' })).toBeFocused();
  if (checkAccessibility) {
    await expect(page.getByRole('group', { name: /^Ledige tider / })).toBeVisible();
    await expectAccessible(page);
  }
  return page.getByRole('group', { name: /^Ledige tider / });
}

/**
 * Books the first free time end to end in postcode 2100 as the visitor (Karen Kunde, 20304050 unless given; the
 * language switch on the way keeps what was typed). Returns the time as the page's receipt shows it, e.g.
 * "tirsdag 1. december 09.00–10.00".
 */
export async function bookATime(
  page: Page,
  email: string,
  checkAccessibility = false,
  visitor: { name?: string; phone?: string } = {},
): Promise<string> {
  const { name = 'Karen Kunde', phone = '20304050' } = visitor;
  const times = await toTimes(page, '2100', checkAccessibility);
  const first = times.getByRole('button').first();
  const time = (await first.textContent())!;
  await first.click();

  await expect(page.getByRole('heading', { name: 'Dine oplysninger' })).toBeFocused();
  await expect(page.getByRole('timer')).toContainText(/Tiden er reserveret til dig i \d+:\d\d/);
  await page.getByLabel('Navn').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Telefon').fill(phone);
  await page.getByLabel('Adresse').fill('Testvej 1');
  await page.getByLabel('By').fill('København Ø');

  // The language switch keeps what was typed.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await page.getByRole('button', { name: 'Dansk' }).click();
  await expect(page.getByLabel('Adresse')).toHaveValue('Testvej 1');

  if (checkAccessibility) await expectAccessible(page);
  await page.getByRole('button', { name: 'Fortsæt' }).click();
  await expect(page.getByRole('heading', { name: 'Bekræft din booking' })).toBeFocused();
  await expect(page.getByText('Vinduespudsning · 450,00 kr.')).toBeVisible();
  await expect(page.getByText('Testvej 1, 2100 København Ø')).toBeVisible();
  await page.getByRole('button', { name: 'Book tiden' }).click();
  await expect(page.getByText('Du skal acceptere betingelserne')).toBeVisible();
  await page.getByLabel('Jeg accepterer betingelserne').check();
  await page.getByRole('button', { name: 'Book tiden' }).click();

  await expect(page.getByRole('heading', { name: 'Tak for din booking' })).toBeFocused();
  await expect(page.locator('dd.reference')).toHaveText(/^\S{4,}$/);
  await expect(page.getByText('Vinduespudsning', { exact: true })).toBeVisible();
  const booked = page.getByText(new RegExp(`${time.replace('.', '\\.')}–`));
  await expect(booked).toBeVisible();
  await expect(page.getByText(`Vi har sendt en bekræftelse til ${email}.`)).toBeVisible();
  if (checkAccessibility) await expectAccessible(page);
  return (await booked.textContent())!.trim();
}
