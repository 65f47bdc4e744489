import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, gql, signInViaApi, users } from './fixtures.ts';
import { uniqueId } from './factories.ts';

/**
 * The planning board (issue #20): a dispatcher drags visits onto people and days with the mouse and with the
 * keyboard, sees a conflict before dropping, takes a move back, sees another dispatcher's move live, and a stale move
 * is refused with the conflict notice. Each test plans in a week of its own, years ahead in winter (Copenhagen is
 * UTC+1 then), so no other test's visits share its cells.
 */

const dayMs = 86_400_000;

/** A Monday in January or February 2031–2060, at UTC midnight. */
function randomWinterMonday(): Date {
  const year = 2031 + Math.floor(Math.random() * 30);
  const jan5 = Date.UTC(year, 0, 5);
  const monday = jan5 + ((8 - new Date(jan5).getUTCDay()) % 7) * dayMs;
  return new Date(monday + 7 * Math.floor(Math.random() * 6) * dayMs);
}

interface Week {
  date: (i: number) => string;
  /** The domain's day number (days since 1970-01-01) of the week's i-th day: the board's cell ids use it. */
  dayNumber: (i: number) => number;
  /** Local (UTC+1) wall-clock time on the i-th day as an ISO instant. */
  at: (i: number, hh: number, mm?: number) => string;
}

function week(monday = randomWinterMonday()): Week {
  const day = (i: number) => monday.getTime() + i * dayMs;
  return {
    date: (i) => new Date(day(i)).toISOString().slice(0, 10),
    dayNumber: (i) => Math.round(day(i) / dayMs),
    at: (i, hh, mm = 0) => new Date(day(i) + ((hh - 1) * 60 + mm) * 60_000).toISOString(),
  };
}

interface Staff {
  id: string;
  name: string;
}

async function boardEmployees(request: APIRequestContext, w: Week): Promise<Staff[]> {
  const r = await gql<{ planningBoard: { employees: Staff[] } }>(
    request,
    'query($from: String!) { planningBoard(from: $from, days: 7) { employees { id name } } }',
    { from: w.date(0) },
  );
  expect(r.errors).toBeUndefined();
  const employees = r.data!.planningBoard.employees;
  expect(employees.length, 'the demo has staff on the board').toBeGreaterThanOrEqual(2);
  return employees;
}

async function createCustomer(request: APIRequestContext): Promise<string> {
  const r = await gql<{ createCustomer: { id: string } }>(
    request,
    'mutation($input: CustomerInput!) { createCustomer(input: $input) { id } }',
    { input: { companyName: `Tavlekunde ${uniqueId()}` } },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.createCustomer.id;
}

interface Created {
  id: string;
  caseNumber: number;
}

async function createVisit(
  request: APIRequestContext,
  input: { customerId: string; start?: string; end?: string; employeeIds?: string[] },
): Promise<Created> {
  const r = await gql<{ createVisit: Created }>(
    request,
    'mutation($input: VisitInput!) { createVisit(input: $input) { id caseNumber } }',
    { input: { description: 'Tavletest', ...input } },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.createVisit;
}

async function visitNow(request: APIRequestContext, id: string) {
  const r = await gql<{ visit: { start: string | null; employees: { id: string }[] } }>(
    request,
    'query($id: ID!) { visit(id: $id) { start employees { id } } }',
    { id },
  );
  expect(r.errors).toBeUndefined();
  const { start, employees } = r.data!.visit;
  return { start: start ? new Date(start).toISOString() : null, employeeIds: employees.map((e) => e.id) };
}

const cell = (page: Page, employeeId: string, day: number) => page.locator(`[data-cell="cell:${employeeId}:${day}"]`);
const card = (scope: Page | Locator, visit: Created) =>
  // Its name starts with its time and case number ("09.30 #1083 …"); another card may name it as the one it clashes with.
  scope.getByRole('button', { name: new RegExp(`^(\\d\\d\\.\\d\\d )?#${visit.caseNumber}\\b`) });

async function openBoard(page: Page, w: Week) {
  await page.goto(`/admin/planning?date=${w.date(0)}`);
  await expect(page.getByRole('region', { name: 'Planlægningstavle' })).toBeVisible();
}

/** A mouse drag as a person makes it: press, move in steps (the board starts a drag after 4 px), release. */
async function drag(page: Page, from: Locator, to: Locator, beforeDrop?: () => Promise<void>) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await beforeDrop?.();
  await page.mouse.up();
}

/** Picks a visit up with the keyboard, moves it with the arrow keys and puts it down. */
async function carry(page: Page, visitCard: Locator, keys: string[]) {
  await visitCard.focus();
  await page.keyboard.press('Enter');
  for (const key of keys) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
}

test('planlæg et besøg med musen: konflikten vises før slip, flytningen gemmes og kan fortrydes', async ({ page }) => {
  await signInViaApi(page, users.admin);
  const w = week();
  const [first, second] = await boardEmployees(page.request, w);
  const customerId = await createCustomer(page.request);
  // The first employee is on a visit Tuesday 09:00–10:00; an unplanned visit wants 09:30–10:30.
  await createVisit(page.request, { customerId, start: w.at(1, 9), end: w.at(1, 10), employeeIds: [first!.id] });
  const loose = await createVisit(page.request, { customerId, start: w.at(0, 9, 30), end: w.at(0, 10, 30) });

  await openBoard(page, w);
  const sideList = page.getByRole('list', { name: 'Ikke planlagt' });
  await expect(card(sideList, loose)).toBeVisible();

  // Carried over the first employee's Tuesday, the double booking shows before the drop.
  await drag(page, card(sideList, loose), cell(page, first!.id, w.dayNumber(1)), async () => {
    await expect(page.getByTestId('planning-preview-conflict')).toContainText(`Dobbeltbooking: ${first!.name}`);
  });
  const placed = card(cell(page, first!.id, w.dayNumber(1)), loose);
  await expect(placed).toBeVisible();
  await expect(placed).toHaveAccessibleName(/Dobbeltbooking/);
  await expect(card(sideList, loose)).toHaveCount(0);
  await expect
    .poll(() => visitNow(page.request, loose.id))
    .toEqual({ start: w.at(1, 9, 30), employeeIds: [first!.id] });

  // Moved on to the second employee's Wednesday, then taken back.
  await drag(page, placed, cell(page, second!.id, w.dayNumber(2)));
  await expect(card(cell(page, second!.id, w.dayNumber(2)), loose)).toBeVisible();
  await expect
    .poll(() => visitNow(page.request, loose.id))
    .toEqual({ start: w.at(2, 9, 30), employeeIds: [second!.id] });
  await page.getByRole('button', { name: 'Fortryd' }).click();
  await expect(card(cell(page, first!.id, w.dayNumber(1)), loose)).toBeVisible();
  await expect
    .poll(() => visitNow(page.request, loose.id))
    .toEqual({ start: w.at(1, 9, 30), employeeIds: [first!.id] });

  // After a reload the board shows what was saved.
  await page.reload();
  await expect(card(cell(page, first!.id, w.dayNumber(1)), loose)).toBeVisible();

  // Dragged back to the list, it is off the plan again.
  await drag(page, card(cell(page, first!.id, w.dayNumber(1)), loose), sideList);
  await expect(card(sideList, loose)).toBeVisible();
  await expect.poll(() => visitNow(page.request, loose.id)).toEqual({ start: null, employeeIds: [] });
});

test('flyt et besøg med tastaturet til næste dag og næste medarbejder', async ({ page }) => {
  await signInViaApi(page, users.admin);
  const w = week();
  const [first, second] = await boardEmployees(page.request, w);
  const customerId = await createCustomer(page.request);
  const visit = await createVisit(page.request, {
    customerId,
    start: w.at(0, 10),
    end: w.at(0, 11),
    employeeIds: [first!.id],
  });

  await openBoard(page, w);
  await carry(page, card(cell(page, first!.id, w.dayNumber(0)), visit), ['ArrowRight', 'ArrowDown']);
  await expect(card(cell(page, second!.id, w.dayNumber(1)), visit)).toBeVisible();
  await expect.poll(() => visitNow(page.request, visit.id)).toEqual({ start: w.at(1, 10), employeeIds: [second!.id] });

  // Escape puts a carried visit back where it was; Ctrl+Z takes the last move back.
  const moved = card(cell(page, second!.id, w.dayNumber(1)), visit);
  await moved.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(card(cell(page, second!.id, w.dayNumber(1)), visit)).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(card(cell(page, first!.id, w.dayNumber(0)), visit)).toBeVisible();
  await expect.poll(() => visitNow(page.request, visit.id)).toEqual({ start: w.at(0, 10), employeeIds: [first!.id] });

  // Left of the first day is the list of visits not planned: put there, the visit is off the plan; undo plans it again.
  await carry(page, card(cell(page, first!.id, w.dayNumber(0)), visit), ['ArrowLeft']);
  const sideList = page.getByRole('list', { name: 'Ikke planlagt' });
  await expect(card(sideList, visit)).toBeVisible();
  await expect.poll(() => visitNow(page.request, visit.id)).toEqual({ start: null, employeeIds: [] });
  await page.getByRole('button', { name: 'Fortryd' }).click();
  await expect(card(cell(page, first!.id, w.dayNumber(0)), visit)).toBeVisible();
  await expect.poll(() => visitNow(page.request, visit.id)).toEqual({ start: w.at(0, 10), employeeIds: [first!.id] });
});

test('den ene ser den andens flytning live, og en flytning på et forældet billede afvises med besked', async ({
  page,
  openContext,
}) => {
  test.slow(); // three browsers
  await signInViaApi(page, users.admin);
  const w = week();
  const [first] = await boardEmployees(page.request, w);
  const customerId = await createCustomer(page.request);
  const visit = await createVisit(page.request, {
    customerId,
    start: w.at(2, 9),
    end: w.at(2, 10),
    employeeIds: [first!.id],
  });

  const watching = await (await openContext()).newPage();
  await signInViaApi(watching, users.admin);
  // The third dispatcher looks at an old board: after its first load, its board reloads get that first answer
  // (until `frozen` ends), as when a screen has not caught up yet.
  const staleContext = await openContext();
  let firstBoard: string | null = null;
  let frozen = true;
  await staleContext.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('planningBoard')) return route.continue();
    if (frozen && firstBoard) return route.fulfill({ status: 200, contentType: 'application/json', body: firstBoard });
    const response = await route.fetch();
    firstBoard ??= await response.text();
    return route.fulfill({ response });
  });
  const stale = await staleContext.newPage();
  await signInViaApi(stale, users.admin);
  await Promise.all([openBoard(page, w), openBoard(watching, w), openBoard(stale, w)]);
  await expect(card(cell(stale, first!.id, w.dayNumber(2)), visit)).toBeVisible();

  // Wednesday → Thursday in the first browser: the second sees it without reloading.
  await carry(page, card(cell(page, first!.id, w.dayNumber(2)), visit), ['ArrowRight']);
  await expect(card(cell(watching, first!.id, w.dayNumber(3)), visit)).toBeVisible();

  // The stale board still shows Wednesday; its move is refused and nothing of the first move is lost.
  await expect(card(cell(stale, first!.id, w.dayNumber(2)), visit)).toBeVisible();
  await carry(stale, card(cell(stale, first!.id, w.dayNumber(2)), visit), ['ArrowRight', 'ArrowRight']);
  await expect(stale.getByRole('alert').filter({ hasText: 'Besøget er ændret af en anden' })).toBeVisible();
  frozen = false;
  await stale.getByRole('button', { name: 'Hent den nyeste plan' }).click();
  await expect(card(cell(stale, first!.id, w.dayNumber(3)), visit)).toBeVisible();
  await expect.poll(() => visitNow(page.request, visit.id)).toEqual({ start: w.at(3, 9), employeeIds: [first!.id] });
});
