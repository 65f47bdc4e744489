// The waitlist's claim link (/book/claim, docs/decisions/0034 "Waitlist") against the real server, in Danish: two
// visitors on the waitlist, a visit deleted by the office frees a time, both are mailed a link; the first to book
// gets the time and its reference, the second is told the time is taken. Three submissions to the public API.
import type { APIRequestContext } from '@playwright/test';
import { expect, gql, provokedConsoleErrors, signInViaApi, test, users } from './fixtures.ts';
import { expectAccessible } from './booking-steps.ts';
import { uniqueId } from './factories.ts';
import { recipientsOf, type Mailbox } from './mailbox.ts';

const windowCleaning = '5eed0000-0000-4000-8000-000000007010';
const localDay = (instant: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(instant); // YYYY-MM-DD

async function joinWaitlist(request: APIRequestContext, email: string) {
  const joined = await request.post('/book/api/waitlist?company=demo', {
    data: {
      zipcode: '2100',
      serviceId: windowCleaning,
      name: 'Vera Venteliste',
      email,
      language: 'da',
      idempotencyKey: `e2e-${uniqueId()}`,
      website: '',
    },
  });
  expect(joined.status(), await joined.text()).toBe(201);
}

/** The claim link's token from the "a time has become free" mail to `email`. */
async function claimToken(mailbox: Mailbox, email: string): Promise<string> {
  const mail = await mailbox.waitForMail(
    (m) => recipientsOf(m).includes(email) && (m.subject ?? '').startsWith('En tid er blevet ledig'),
  );
  expect(mail.text).toContain('Vinduespudsning');
  return /\/book\/claim\?token=([\w-]+)/.exec(mail.text ?? '')![1]!;
}

test.describe('ventelisten', () => {
  test.use(provokedConsoleErrors(/status of 409/));

  test('en ledig tid tilbydes på mail; den første booker den, den anden får »taget«', async ({
    page,
    openContext,
    playwright,
    baseURL,
    mailbox,
  }) => {
    test.slow(); // the public API, the office's GraphQL, the worker's job and mails, two pages
    const first = `vera-${uniqueId()}@example.dk`.toLowerCase();
    const second = `viggo-${uniqueId()}@example.dk`.toLowerCase();
    const visitor = await playwright.request.newContext({ baseURL });
    await joinWaitlist(visitor, first);
    await joinWaitlist(visitor, second);
    const from = localDay(new Date(Date.now() + 2 * 86_400_000));
    const slots = await visitor.get(
      `/book/api/slots?company=demo&service=${windowCleaning}&zipcode=2100&from=${from}&days=14`,
    );
    const slot = ((await slots.json()) as { slots: { start: string; end: string }[] }).slots[0]!;
    await visitor.dispose();

    // The office books a visit on the time for every field employee, then deletes it: the time is free again.
    await signInViaApi(page, users.admin);
    const staff = await gql<{ assignableEmployees: { id: string; kind: string; role: string }[] }>(
      page.request,
      '{ assignableEmployees { id kind role } }',
    );
    const employeeIds = staff
      .data!.assignableEmployees.filter((e) => (e.kind === 'field' || e.kind === 'both') && e.role !== 'supplier')
      .map((e) => e.id);
    const customers = await gql<{ customers: { items: { id: string }[] } }>(
      page.request,
      '{ customers(limit: 1) { items { id } } }',
    );
    const created = await gql<{ createVisit: { id: string } }>(
      page.request,
      'mutation ($input: VisitInput!) { createVisit(input: $input) { id } }',
      {
        input: {
          customerId: customers.data!.customers.items[0]!.id,
          description: 'Aflyses',
          start: slot.start,
          end: slot.end,
          employeeIds,
        },
      },
    );
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const deleted = await gql(page.request, 'mutation ($id: ID!) { deleteVisit(id: $id) }', {
      id: created.data!.createVisit.id,
    });
    expect(deleted.errors, JSON.stringify(deleted.errors)).toBeUndefined();

    const firstToken = await claimToken(mailbox, first);
    const secondToken = await claimToken(mailbox, second);

    // The second visitor opens their link first and waits.
    const late = await (await openContext({ baseURL })).newPage();
    await late.goto(`/book/claim?company=demo&token=${secondToken}`);
    await expect(late.getByRole('heading', { name: 'En ledig tid til dig' })).toBeVisible();

    await page.goto(`/book/claim?company=demo&token=${firstToken}`);
    await expect(page.getByRole('heading', { name: 'En ledig tid til dig' })).toBeVisible();
    await expect(page.getByText('Vinduespudsning')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Book denne tid' }).click();
    await expect(page.getByRole('heading', { name: 'Tiden er booket' })).toBeFocused();
    const reference = (await page.locator('dd.reference').textContent())!;
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    await expectAccessible(page);
    const receipt = await mailbox.waitForMail(
      (m) => recipientsOf(m).includes(first) && (m.subject ?? '').startsWith('Vi har modtaget din booking'),
    );
    expect(receipt.text).toContain(reference);

    await late.getByRole('button', { name: 'Book denne tid' }).click();
    await expect(late.getByRole('heading', { name: 'Tiden er desværre taget' })).toBeFocused();
    await expectAccessible(late);
    await mailbox.waitForMail(
      (m) => recipientsOf(m).includes(second) && (m.subject ?? '').startsWith('Tiden er desværre taget'),
    );
  });
});
