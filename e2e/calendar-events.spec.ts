import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { localParts, localToInstant } from '@servio/domain/local-dates';
import { test, expect, gql, signInViaApi, users } from './fixtures.ts';

/**
 * The calendar's events (issue #13): each shows its employees' initials in their colours (two, then "+n") and the
 * customer's name readably, not cut to its first two letters; at desktop and phone width, in light and dark.
 */

/** A Copenhagen-local day `offset` days from today, at `hour`, as an ISO instant. */
const localAt = (offsetDays: number, hour: number) =>
  localToInstant(localParts(new Date()).days + offsetDays, hour * 60).toISOString();
const localDate = (offsetDays: number) =>
  new Date((localParts(new Date()).days + offsetDays) * 86_400_000).toISOString().slice(0, 10);

/** A day of its own for these visits, far from the demo data's. */
const day = 77;

interface Planted {
  one: { id: string; caseNumber: number };
  three: { id: string; caseNumber: number };
  customerName: string;
}

async function plantVisits(request: APIRequestContext): Promise<Planted> {
  const lookups = await gql<{
    employees: { items: { id: string; email: string }[] };
    customers: { items: { id: string }[] };
  }>(
    request,
    `{ employees(limit: 200) { items { id email } } customers(limit: 1, search: "Hillerød") { items { id } } }`,
  );
  const idOf = (email: string) => lookups.data!.employees.items.find((e) => e.email === email)!.id;
  const customerId = lookups.data!.customers.items[0]!.id;
  const create = async (employeeIds: string[], from: number, to: number) => {
    const r = await gql<{ createVisit: { id: string; caseNumber: number; customer: { name: string } } }>(
      request,
      `mutation($input: VisitInput!) { createVisit(input: $input) { id caseNumber customer { name } } }`,
      {
        input: {
          customerId,
          employeeIds,
          start: localAt(day, from),
          end: localAt(day, to),
          description: 'E2E kalenderkort med en lang beskrivelse',
        },
      },
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data!.createVisit;
  };
  const one = await create([idOf(users.employee)], 8, 10);
  const three = await create([idOf('sofie@demo.dk'), idOf(users.employee), idOf('jonas@demo.dk')], 13, 15);
  return { one, three, customerName: one.customer.name };
}

async function removeVisits(request: APIRequestContext, planted: Planted) {
  for (const visit of [planted.one, planted.three])
    await gql(request, `mutation($id: ID!) { deleteVisit(id: $id) }`, { id: visit.id });
}

/** The event of a visit in the calendar (its hover title begins with the case number). */
const eventOf = (page: Page, caseNumber: number) => page.locator(`.servio-event[title^="#${caseNumber} "]`);

/**
 * How many of an element's letters can be seen: those laid out inside the element and inside every box around it
 * that clips, up to the event. A name cut to two letters gives 2.
 */
function visibleLetters(name: Locator): Promise<number> {
  return name.evaluate((element) => {
    let { left, right, top, bottom } = element.getBoundingClientRect();
    for (let box = element.parentElement; box; box = box.parentElement) {
      if (getComputedStyle(box).overflow !== 'visible') {
        const r = box.getBoundingClientRect();
        left = Math.max(left, r.left);
        right = Math.min(right, r.right);
        top = Math.max(top, r.top);
        bottom = Math.min(bottom, r.bottom);
      }
      if (box.classList.contains('servio-event')) break;
    }
    const range = document.createRange();
    let seen = 0;
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE) continue;
      for (let i = 0; i < node.textContent!.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        const inside = r.left >= left - 0.5 && r.right <= right + 0.5 && r.top >= top - 0.5 && r.bottom <= bottom + 0.5;
        if (r.width > 0 && inside && node.textContent![i]!.trim()) seen++;
      }
    }
    return seen;
  });
}

const badge = (event: Locator, text: string) => event.locator('.servio-badge').getByText(text, { exact: true });

test.describe('calendar events', () => {
  let planted: Planted;
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, users.admin);
    planted = await plantVisits(page.request);
  });
  test.afterEach(async ({ page }) => {
    await removeVisits(page.request, planted);
  });

  test('the week view shows initials badges in the employees’ colours and the whole customer name (1440 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/admin/visits/?layout=calendar&date=${localDate(day)}`);
    const one = eventOf(page, planted.one.caseNumber);
    const three = eventOf(page, planted.three.caseNumber);
    await expect(badge(one, 'MN')).toBeVisible();
    // Three employees: two badges (by name: Jonas, Mads) and "+1"; all three names on hover.
    await expect(three.locator('.servio-badge')).toHaveText(['JP', 'MN', '+1']);
    await expect(three).toHaveAttribute('title', /Medarbejdere: Jonas Pedersen, Mads Nielsen, Sofie Larsen$/);
    // An employee has one colour wherever they are; two employees differ here.
    const fill = (l: Locator) => l.evaluate((e) => getComputedStyle(e).backgroundColor);
    expect(await fill(badge(three, 'MN'))).toBe(await fill(badge(one, 'MN')));
    expect(await fill(badge(three, 'JP'))).not.toBe(await fill(badge(three, 'MN')));
    expect(await fill(badge(one, 'MN'))).not.toBe('rgba(0, 0, 0, 0)');
    // Light theme: white initials on a dark shade.
    await expect(badge(one, 'MN')).toHaveCSS('color', 'rgb(255, 255, 255)');

    const name = one.getByText(planted.customerName, { exact: true });
    await expect(name).toBeVisible();
    expect(await visibleLetters(name)).toBe(planted.customerName.replace(/\s/g, '').length);
  });

  test('on a phone the week’s narrow columns still show the badge and more than two letters of the name', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/visits/?layout=calendar&date=${localDate(day)}`);
    const one = eventOf(page, planted.one.caseNumber);
    await expect(badge(one, 'MN')).toBeVisible();
    const name = one.getByText(planted.customerName, { exact: true });
    await expect(name).toBeVisible();
    expect(await visibleLetters(name)).toBeGreaterThan(2);
  });

  test('in dark theme the badges are light shades under dark initials', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'dark'));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/admin/visits/?layout=calendar&date=${localDate(day)}`);
    const mads = badge(eventOf(page, planted.one.caseNumber), 'MN');
    await expect(mads).toBeVisible();
    await expect(mads).toHaveCSS('color', 'rgb(11, 11, 13)');
    const light = await mads.evaluate((e) => {
      const [r, g, b] = getComputedStyle(e).backgroundColor.match(/\d+/g)!.map(Number) as [number, number, number];
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    });
    expect(light).toBeGreaterThan(0.5);
  });
});
