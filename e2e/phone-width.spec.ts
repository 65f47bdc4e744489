import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gql, sidebar, signInViaApi, users } from './fixtures.ts';

/**
 * The office on the move: at a phone's width (390 px) the lists' filters fold behind a "Filtre" button, the lists
 * are cards that link to their records and the calendar is an agenda; at a desktop's width (1440 px) nothing of
 * that shows.
 */
const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
const uuid = '[0-9a-f-]{36}';

async function setLanguage(page: Page, lang: 'da' | 'en') {
  const r = await gql(page.request, 'mutation($lang: String!) { updateMe(prefLang: $lang) { id } }', { lang });
  expect(r.errors).toBeUndefined();
}

test.describe('at a phone width', () => {
  test.use({ viewport: phone });
  test.beforeEach(async ({ page }) => signInViaApi(page, users.admin));

  test('the visits filters wait behind "Filtre" with their count, and the visits are cards that open the visit', async ({
    page,
  }) => {
    await page.goto('/admin/visits/?st=scheduled&from=2020-01-01');
    const toggle = page.getByRole('button', { name: 'Filtre 2 aktive' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const filters = page.getByRole('group', { name: 'Filtre', exact: true });
    await expect(filters).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(filters).toBeVisible();
    expect(await page.locator(`#${await toggle.getAttribute('aria-controls')}`).count()).toBe(1);
    await expect(filters.getByRole('button', { name: 'Status' })).toHaveText('Status (1)');
    await filters.getByRole('button', { name: 'Ryd filtre' }).click();
    await expect(page.getByRole('button', { name: 'Filtre', exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/st=|from=/);

    await expect(page.getByRole('table')).toHaveCount(0);
    const cards = page.getByRole('list', { name: 'Besøg', exact: true }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const link = cards.first().getByRole('link', { name: /^#\d+/ });
    const caseNumber = (await link.textContent())!.match(/#(\d+)/)![1];
    await expect(link).toHaveAttribute('href', new RegExp(`/admin/visits/${uuid}$`));
    // The whole card is the link's target: a tap on its right side (the address line) opens the visit.
    const box = (await cards.first().boundingBox())!;
    await page.mouse.click(box.x + box.width - 20, box.y + box.height - 10);
    await expect(page.getByRole('heading', { level: 2, name: `Sag #${caseNumber}` })).toBeVisible();
  });

  test('the menu is a drawer: out of reach while closed, its links there once opened', async ({ page }) => {
    await page.goto('/admin/visits/');
    await expect(page.getByRole('list', { name: 'Besøg', exact: true }).getByRole('listitem').first()).toBeVisible();
    // Closed, the drawer is off the screen and inert: no link of it is in the tab order or the accessibility tree.
    await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toHaveCount(0);
    await expect(page.locator('#sidebar')).toHaveAttribute('inert', '');

    await page.getByRole('button', { name: 'Åbn menu' }).click();
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: /^Besøg/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Besøg/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('#sidebar')).not.toHaveAttribute('inert', '');
    await nav.getByRole('link', { name: /^Kunder/ }).click();
    await expect(page).toHaveURL(/\/admin\/customers\/?$/);
    await expect(page.locator('#sidebar')).toHaveAttribute('inert', '');
  });

  test('the customers are cards that open the customer, in the dark theme', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'dark'));
    await page.goto('/admin/customers/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Filtre', exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Kundetype' })).toBeHidden();
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = page
      .getByRole('list', { name: 'Kunder' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Mette Andersen' }) });
    await expect(card).toContainText('Vesterbrogade 112');
    await card.getByRole('link', { name: 'Mette Andersen' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Mette Andersen' })).toBeVisible();
  });

  test('a customer page lists its visits as cards that open the visit', async ({ page }) => {
    await page.goto('/admin/customers/');
    await page.getByRole('link', { name: 'Mette Andersen' }).click();
    await page.getByRole('tab', { name: 'Besøg' }).click();
    const link = page.getByRole('list', { name: /besøg/i }).getByRole('link').first();
    await expect(link).toHaveAttribute('href', new RegExp(`/admin/visits/${uuid}$`));
    await link.click();
    await expect(page.getByRole('heading', { level: 2, name: /^Sag #\d+/ })).toBeVisible();
  });

  test('the calendar is an agenda of the week, with a day view to switch to, in English', async ({ page }) => {
    await setLanguage(page, 'en');
    try {
      await page.goto('/admin/visits/?layout=calendar');
      await expect(page.getByRole('tab', { name: 'Agenda view' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: 'Week view' })).toHaveCount(0);
      // A visit that runs past midnight shows its part of the day instead ("22:58 – 0:00"), so take one within a day.
      const event = page
        .locator('.servio-event')
        .filter({ visible: true, hasText: /\d{2}:\d{2}–\d{2}:\d{2}/ })
        .first();
      // The employees' initials, the time, the customer, then the case number and task (calendar-event-content.tsx).
      await expect(event).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}.*#\d+ · /);
      // The agenda wraps a long title instead of cutting it off: each visit fits the card's width.
      const card = (await page.locator('.servio-calendar').boundingBox())!;
      const box = (await event.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);

      await page.getByRole('tab', { name: 'Day view' }).click();
      await expect(page).toHaveURL(/cal=day/);
      await expect(page.getByRole('tab', { name: 'Day view' })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('tab', { name: 'Agenda view' }).click();
      await expect(page).not.toHaveURL(/cal=/);

      const caseNumber = (await event.textContent())!.match(/#(\d+)/)![1];
      await event.click();
      await expect(page.getByRole('heading', { level: 2, name: `Case #${caseNumber}` })).toBeVisible();
    } finally {
      await setLanguage(page, 'da');
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the phone layouts pass axe (WCAG 2.1 AA) in ${theme}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);
      const screens: [string, () => Promise<void>][] = [
        ['/admin/visits/?st=scheduled', () => page.getByRole('button', { name: /^Filtre/ }).click()],
        [
          '/admin/visits/?layout=calendar',
          () => expect(page.locator('.servio-event').filter({ visible: true }).first()).toBeVisible(),
        ],
        ['/admin/customers/', () => expect(page.getByRole('list', { name: 'Kunder' })).toBeVisible()],
        ['/admin/employees/', () => expect(page.getByRole('list', { name: 'Medarbejdere' })).toBeVisible()],
        ['/admin/', () => expect(page.getByRole('list', { name: 'Dagens besøg' })).toBeVisible()],
      ];
      for (const [url, ready] of screens) {
        await page.goto(url);
        await ready();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(
          results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) })),
          url,
        ).toEqual([]);
      }
    });
  }
});

test.describe('at a desktop width', () => {
  test.use({ viewport: desktop });

  test('the visits filters stand inline and the list is a table', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/visits/?st=scheduled');
    const filters = page.getByRole('group', { name: 'Filtre', exact: true });
    await expect(filters).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Status' })).toHaveText('Status (1)');
    await expect(page.getByRole('button', { name: /^Filtre/ })).toBeHidden();
    await expect(page.getByRole('table', { name: 'Besøg', exact: true }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Besøg', exact: true })).toHaveCount(0);

    await page.goto('/admin/visits/?layout=calendar');
    await expect(page.getByRole('tab', { name: 'Uge' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Agenda' })).toHaveCount(0);
  });
});
