import type { APIRequestContext } from '@playwright/test';
import { localParts, localToInstant } from '@servio/domain/local-dates';
import { uniqueId } from './factories.ts';
import { test, expect, gql, password, signInViaApi, users } from './fixtures.ts';

/**
 * My schedule (issue #14): the technician sees their own visits today in the agenda and in the week, not a
 * colleague's; makes a private calendar link, which a calendar app can fetch without signing in, and revokes it.
 */

/** Today in Copenhagen at `hour`, as an ISO instant. */
const todayAt = (hour: number) => localToInstant(localParts(new Date()).days, hour * 60).toISOString();

interface Planted {
  mine: { id: string; caseNumber: number };
  theirs: { id: string; caseNumber: number };
  customerName: string;
  description: string;
}

/** As the administrator: a visit today for the technician, and one for a colleague only. */
async function plantVisits(admin: APIRequestContext, tag: string): Promise<Planted> {
  const lookups = await gql<{
    employees: { items: { id: string; email: string }[] };
    customers: { items: { id: string; name: string }[] };
  }>(
    admin,
    `{ employees(limit: 200) { items { id email } } customers(limit: 1, search: "Hillerød") { items { id name } } }`,
  );
  const idOf = (email: string) => lookups.data!.employees.items.find((e) => e.email === email)!.id;
  const customer = lookups.data!.customers.items[0]!;
  const create = async (employeeId: string, description: string, from: number) => {
    const r = await gql<{ createVisit: { id: string; caseNumber: number } }>(
      admin,
      `mutation($input: VisitInput!) { createVisit(input: $input) { id caseNumber } }`,
      {
        input: {
          customerId: customer.id,
          employeeIds: [employeeId],
          start: todayAt(from),
          end: todayAt(from + 1),
          description,
        },
      },
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data!.createVisit;
  };
  const description = `Min plan ${tag}`;
  return {
    mine: await create(idOf(users.employee), description, 10),
    theirs: await create(idOf('jonas@demo.dk'), `Kollegas besøg ${tag}`, 11),
    customerName: customer.name,
    description,
  };
}

test.describe('my schedule', () => {
  let admin: APIRequestContext;
  let planted: Planted;

  test.beforeEach(async ({ playwright, baseURL }) => {
    admin = await playwright.request.newContext({ baseURL });
    const login = await admin.post('/login', { data: { email: users.admin, password } });
    expect(login.status()).toBe(200);
    planted = await plantVisits(admin, uniqueId());
  });
  test.afterEach(async () => {
    for (const visit of [planted.mine, planted.theirs])
      await gql(admin, `mutation($id: ID!) { deleteVisit(id: $id) }`, { id: visit.id });
    await admin.dispose();
  });

  test('the technician sees their day and week, subscribes with a private link and revokes it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInViaApi(page, users.employee);
    await page.goto('/admin/my-schedule');
    await expect(page.getByRole('heading', { level: 1, name: 'Min plan' })).toBeVisible();

    // The agenda: today's heading, the visit with its time, customer, case number and status; not the colleague's.
    const agenda = page.getByRole('region', { name: 'Dine besøg' });
    const today = agenda.getByRole('region', { name: /^I dag · / });
    await expect(today).toBeVisible();
    const link = today.getByRole('link', { name: `${planted.customerName} #${planted.mine.caseNumber}` });
    await expect(link).toBeVisible();
    const item = today
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `${planted.customerName} #${planted.mine.caseNumber}` }) });
    await expect(item).toContainText('10.00–11.00');
    await expect(item).toContainText(planted.description);
    await expect(item).toContainText('Planlagt');
    await expect(agenda.getByText(`#${planted.theirs.caseNumber}`)).toHaveCount(0);

    // The week: the technician's visit, not the colleague's.
    const week = page.getByRole('region', { name: 'Ugen' });
    await expect(week.locator(`.servio-event[title^="#${planted.mine.caseNumber} "]`)).toBeVisible();
    await expect(week.locator(`.servio-event[title^="#${planted.theirs.caseNumber} "]`)).toHaveCount(0);

    // The link opens the visit.
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/admin/visits/${planted.mine.id}$`));
    await page.goBack();

    // A private calendar link: shown once, fetched without a session, as a calendar app would.
    const feedCard = page.getByRole('region', { name: 'Kalender på telefonen' });
    await expect(feedCard.getByText('Du har ikke noget kalenderlink endnu.')).toBeVisible();
    await feedCard.getByRole('button', { name: 'Opret kalenderlink' }).click();
    const field = feedCard.getByRole('textbox', { name: 'Dit private kalenderlink' });
    await expect(field).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = await field.inputValue();
    await expect(feedCard.getByText(/Linket vises kun nu/)).toBeVisible();

    const anonymous = await page.context().browser()!.newContext();
    try {
      const feed = await anonymous.request.get(url);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      // Unfolded (RFC 5545 folds lines at 75 octets): one SUMMARY line per visit.
      const lines = (await feed.text()).replace(/\r\n[ \t]/g, '').split('\r\n');
      expect(lines).toContain(`SUMMARY:${planted.customerName} – ${planted.description}`);
      expect(lines).toContain(`UID:visit-${planted.mine.id}@servio`);
      expect(lines.some((l) => l.includes(planted.theirs.id))).toBe(false);

      // After a reload the link is not shown again; revoking it ends the feed.
      await page.reload();
      await expect(feedCard.getByText(/^Du har et kalenderlink, oprettet /)).toBeVisible();
      await expect(feedCard.getByRole('textbox', { name: 'Dit private kalenderlink' })).toHaveCount(0);
      await feedCard.getByRole('button', { name: 'Tilbagekald link' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tilbagekald kalenderlinket?' });
      await dialog.getByRole('button', { name: 'Tilbagekald link' }).click();
      await expect(page.getByText('Kalenderlinket er tilbagekaldt')).toBeVisible();
      await expect(feedCard.getByText('Du har ikke noget kalenderlink endnu.')).toBeVisible();
      expect((await anonymous.request.get(url)).status()).toBe(404);
    } finally {
      await anonymous.close();
    }
  });

  test('the technician registers his own hours under Mine timer, and sees the week add up', async ({ page }) => {
    await signInViaApi(page, users.employee);
    await page.goto('/admin/my-schedule');
    const hours = page.getByRole('region', { name: 'Mine timer' });
    await expect(hours.getByRole('heading', { level: 2, name: /^Uge \d+, \d{4}$/ })).toBeVisible();
    // Three weeks ahead: a week of his with nothing in it yet (other specs use two weeks ahead).
    for (let i = 0; i < 3; i++) await hours.getByRole('button', { name: 'Næste uge' }).click();
    await expect(hours.getByTestId('week-total')).toHaveText('0:00');
    // Approval is the administrator's: not offered here.
    await expect(hours.getByRole('button', { name: 'Godkend ugen' })).toHaveCount(0);
    await hours.getByRole('button', { name: 'Registrér tid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny registrering' });
    await dialog.getByLabel('Start', { exact: true }).fill('7');
    await dialog.getByLabel('Slut', { exact: true }).fill('1130');
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(hours.getByTestId('week-total')).toHaveText('4:30');
  });

  test('on a phone the agenda and the week’s list show the visit', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInViaApi(page, users.employee);
    await page.goto('/admin/my-schedule');
    const agenda = page.getByRole('region', { name: 'Dine besøg' });
    await expect(
      agenda.getByRole('link', { name: `${planted.customerName} #${planted.mine.caseNumber}` }),
    ).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const week = page.getByRole('region', { name: 'Ugen' });
    await expect(week.getByText(planted.description).first()).toBeVisible();
  });
});
