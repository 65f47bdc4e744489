import type { Page } from '@playwright/test';
import { test, expect, gql, signInViaApi, switchUser, sidebar, users } from './fixtures.ts';

/** Notifications and the activity feed, kept live by the server's push (docs/decisions/0032-live-notifications.md). */

const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

/** The sidebar's notifications link; its name carries the badge ("Notifikationer 3 ulæste"). */
const notificationsLink = (page: Page) => sidebar(page).getByRole('link', { name: /^Notifikationer/ });

/** The person's unread count as the server has it (what the badge should show). */
async function unreadCount(page: Page): Promise<number> {
  const counts = await gql<{ navigationCounts: { unreadNotifications: number } }>(
    page.request,
    'query { navigationCounts { unreadNotifications } }',
  );
  return counts.data!.navigationCounts.unreadNotifications;
}

/** The link's name with its badge: hidden at 0, else "Notifikationer 1 ulæst" / "… 2 ulæste". */
const withBadge = (count: number) =>
  count === 0 ? 'Notifikationer' : `Notifikationer ${count} ${count === 1 ? 'ulæst' : 'ulæste'}`;

test.describe('notifications and events', () => {
  test('a visit the administrator assigns reaches the employee in another browser within a second', async ({
    page,
    openContext,
  }) => {
    // B: the employee, on the notifications page.
    const employeeContext = await openContext();
    const employee = await employeeContext.newPage();
    await signInViaApi(employee, users.employee);
    await employee.goto('/admin/notifications');
    const list = employee.getByRole('list', { name: 'Notifikationer' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const before = await unreadCount(employee);
    await expect(notificationsLink(employee)).toHaveAccessibleName(withBadge(before));

    // A: the administrator creates a visit with Mads Nielsen on it.
    const description = unique('E2E live');
    await signInViaApi(page, users.admin);
    await page.goto('/admin/visits/new');
    await page.getByRole('group', { name: 'Medarbejdere' }).getByRole('checkbox', { name: 'Mads Nielsen' }).check();
    await page.getByLabel('Beskrivelse').fill(description);
    await page.getByRole('button', { name: 'Opret besøg' }).click();
    const created = page.getByText(/^Sag #\d+ er oprettet$/);
    await expect(created).toBeVisible();
    const caseNumber = /#(\d+)/.exec((await created.textContent()) ?? '')![1];

    // B sees it without a reload, within a second of A's answer: the notification, unread, and the badge.
    const notice = list.getByRole('listitem').filter({ hasText: `Anna Jensen har sat dig på besøg #${caseNumber}` });
    await expect(notice).toBeVisible({ timeout: 1_000 });
    await expect(notice).toContainText('Ulæst');
    await expect(notificationsLink(employee)).toHaveAccessibleName(withBadge(before + 1), { timeout: 1_000 });
    await employeeContext.close();
  });

  test('an employee reads one, then all; the badge follows and hides at 0', async ({ page }) => {
    // One more unread notification for Mads, so he has at least two.
    await signInViaApi(page, users.admin);
    const staff = await gql<{ assignableEmployees: { id: string; name: string }[] }>(
      page.request,
      'query { assignableEmployees { id name } }',
    );
    const mads = staff.data!.assignableEmployees.find((e) => e.name === 'Mads Nielsen')!.id;
    const made = await gql(page.request, 'mutation ($input: VisitInput!) { createVisit(input: $input) { id } }', {
      input: { description: unique('E2E læst'), employeeIds: [mads] },
    });
    expect(made.errors).toBeUndefined();
    await switchUser(page, users.employee);

    await page.goto('/admin/notifications');
    const list = page.getByRole('list', { name: 'Notifikationer' });
    await expect(list).toBeVisible();
    const before = await unreadCount(page);
    expect(before).toBeGreaterThan(1);
    await expect(notificationsLink(page)).toHaveAccessibleName(withBadge(before));
    await list.getByRole('button', { name: 'Markér som læst' }).first().click();
    await expect(notificationsLink(page)).toHaveAccessibleName(withBadge(before - 1));
    await page.getByRole('button', { name: 'Markér alle som læst' }).click();
    await expect(notificationsLink(page)).toHaveAccessibleName(withBadge(0));
    await expect(list.getByRole('button', { name: 'Markér som læst' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Markér alle som læst' })).toBeDisabled();
    await page.getByLabel('Vis').selectOption('Ulæste');
    await expect(page.getByText('Ingen ulæste notifikationer')).toBeVisible();
    await expect(page).toHaveURL(/show=unread/);
  });

  test('the activity feed shows a customer created elsewhere, live, and filters by kind', async ({
    page,
    openContext,
  }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/events');
    const feed = page.getByRole('list', { name: 'Hændelser' });
    await expect(feed.getByRole('listitem').first()).toBeVisible();
    // Looking at the feed marks it seen: the badge hides.
    await expect(sidebar(page).getByRole('link', { name: /^Hændelser/ })).toHaveAccessibleName('Hændelser');

    const otherContext = await openContext();
    const employee = await otherContext.newPage();
    await signInViaApi(employee, users.employee);
    const name = unique('Feedkunde');
    const made = await gql(
      employee.request,
      'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }',
      {
        input: { firstName: name },
      },
    );
    expect(made.errors).toBeUndefined();
    await otherContext.close();

    const entry = feed.getByRole('listitem').filter({ hasText: `Kunden ${name} er oprettet` });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('af Mads Nielsen');
    await expect(entry.getByText('Ny', { exact: true })).toBeVisible();

    await page.getByLabel('Vis').selectOption('Besøg');
    await expect(page).toHaveURL(/group=visits/);
    await expect(entry).toHaveCount(0);
    await expect(feed.getByRole('listitem').first()).toContainText(/Besøg #\d+/);
  });
});
