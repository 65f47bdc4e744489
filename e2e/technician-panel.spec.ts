import type { APIRequestContext } from '@playwright/test';
import { test, expect, gql, provokedConsoleErrors, signInViaApi, signInViaUi, users } from './fixtures.ts';
import { copenhagen, copenhagenInstant, plantTodaysVisit, signInAdmin } from './panel-visits.ts';

/**
 * The technician panel (issue 14) on a phone: today's visits, starting one, finishing it without a connection (the
 * action waits in the device's queue) and seeing it reach the server once when the connection returns; and a visit
 * the office changed meanwhile, shown to the technician instead of lost.
 */

const phone = { width: 390, height: 844 };

const visitState = `query ($id: ID!) { visit(id: $id) { status version start end } }`;

interface VisitRegistration {
  id: string;
  type: string;
  startsAt: string;
  endsAt: string;
  minutes: number;
  visitId: string;
}

/** Mads's registrations on one visit, as the server has them (the administrator sees everyone's). */
async function registrationsOn(request: APIRequestContext, visitId: string): Promise<VisitRegistration[]> {
  const r = await gql<{ timeRegistrations: { items: VisitRegistration[] } }>(
    request,
    `{ timeRegistrations(limit: 200) { items { id type startsAt endsAt minutes visitId } } }`,
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.timeRegistrations.items.filter((item) => item.visitId === visitId);
}

test.describe('medarbejderpanelet på en telefon', () => {
  test.use({
    viewport: phone,
    // The offline flow under test is the panel's own queue; the service worker has its own test below.
    serviceWorkers: 'block',
    // Without a connection the browser reports the requests it could not send.
    ...provokedConsoleErrors(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/),
  });

  test('start et besøg, afslut det uden forbindelse, og det når serveren én gang', async ({
    page,
    context,
    request,
  }) => {
    await signInAdmin(request);
    const visit = await plantTodaysVisit(request, 'Panel-e2e: serviceeftersyn af varmepumpe');

    await signInViaApi(page, users.employee);
    await page.goto('/technician/dashboard/index');
    await expect(page.getByRole('heading', { name: 'I dag' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: 'Panel-e2e: serviceeftersyn af varmepumpe' });
    await expect(card.getByText('Planlagt')).toBeVisible();
    await expect(card.getByRole('link', { name: /^Åbn .* i kort$/ })).toHaveAttribute('href', /google\.com\/maps/);

    // The week's hours, read while online (kept on the device): nothing registered yet.
    await page.getByRole('button', { name: 'Min uge' }).click();
    const week = page.getByRole('region', { name: /^Min uge · uge \d+$/ });
    await expect(week.getByText(/^0:00 af \d+:\d\d timer$/)).toBeVisible();

    await card.getByRole('link', { name: new RegExp(`Åbn besøg #${visit.caseNumber}$`) }).click();
    await expect(page.getByRole('heading', { name: visit.customer.name, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Start besøget' }).click();
    await expect(page.getByText('I gang', { exact: true })).toBeVisible();
    await expect
      .poll(
        async () =>
          (await gql<{ visit: { status: string } }>(request, visitState, { id: visit.id })).data?.visit.status,
      )
      .toBe('current');
    await expect(page.getByText('Venter på at blive sendt')).toHaveCount(0);
    // The report's chunk loaded before the connection goes (no service worker here).
    await expect(page.getByRole('heading', { name: 'Rapport', exact: true, level: 2 })).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByText('Ingen internetforbindelse')).toBeVisible();
    // Half an hour by hand from the visit's start, typed on the 24-hour clock.
    const visitStart = new Date(
      (await gql<{ visit: { start: string } }>(request, visitState, { id: visit.id })).data!.visit.start,
    );
    const from = copenhagen(visitStart);
    const to = copenhagen(new Date(visitStart.getTime() + 30 * 60_000));
    await expect(page.getByRole('heading', { name: 'Registrér tid' })).toBeVisible();
    await page.getByRole('button', { name: 'Tid i hånden' }).click();
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('regular');
    await expect(page.getByLabel('Dato')).toHaveValue(from.date);
    await page.getByLabel('Start (tt:mm)').fill(from.time);
    await page.getByLabel('Slut (tt:mm)').fill(to.time);
    await page.getByRole('button', { name: 'Gem tiden' }).click();
    await expect(page.getByText('Tiden er gemt. Den sendes, så snart der er forbindelse.')).toBeVisible();
    await expect(page.getByText('1 handling venter på at blive sendt')).toBeVisible();
    await page.getByRole('button', { name: 'Afslut besøget' }).click();
    await expect(page.getByText('2 handlinger venter på at blive sendt')).toBeVisible();
    await expect(page.getByText('Udført', { exact: true })).toBeVisible();
    // Nothing reached the server while offline.
    expect((await gql<{ visit: { status: string } }>(request, visitState, { id: visit.id })).data!.visit.status).toBe(
      'current',
    );

    expect(await registrationsOn(request, visit.id)).toEqual([]);

    // Back on the list, still offline: the kept week counts the half hour as waiting.
    await page.getByRole('link', { name: 'Tilbage til dine besøg' }).click();
    await expect(week.getByText(/^0:00 af \d+:\d\d timer$/)).toBeVisible();
    await expect(week.getByText('Afventer: 0:30 timer, der ikke er sendt endnu')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText(/venter på at blive sendt/)).toHaveCount(0);
    await expect(page.getByText('Ingen internetforbindelse')).toHaveCount(0);
    const after = await gql<{ visit: { status: string; version: number } }>(request, visitState, { id: visit.id });
    // Two transitions, two versions: the finish arrived once (the registration does not move the visit).
    expect(after.data!.visit).toMatchObject({ status: 'done', version: visit.version + 2 });
    // Exactly one registration on the visit, with the typed times.
    const registered = await registrationsOn(request, visit.id);
    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({ type: 'regular', minutes: 30 });
    expect(Date.parse(registered[0]!.startsAt)).toBe(visitStart.getTime());
    expect(Date.parse(registered[0]!.endsAt)).toBe(visitStart.getTime() + 30 * 60_000);

    await expect(card.getByText('Udført')).toBeVisible();
    // The week's hours now come from the server and include the half hour; nothing waits.
    await expect(week.getByText(/^0:30 af \d+:\d\d timer$/)).toBeVisible();
    await expect(week.getByText(/Afventer/)).toHaveCount(0);
  });

  test('et besøg, kontoret ændrede imens, vises som en konflikt og kan prøves igen', async ({
    page,
    context,
    request,
  }) => {
    await signInAdmin(request);
    const visit = await plantTodaysVisit(request, 'Panel-e2e: konflikt ved flyttet besøg');

    await signInViaApi(page, users.employee);
    await page.goto(`/technician/dashboard/index?visit=${visit.id}`);
    await expect(page.getByRole('heading', { name: visit.customer.name, level: 1 })).toBeVisible();
    // The visit's parts loaded before the connection goes (the report's chunk is the last): with the service
    // worker blocked here, a chunk cannot load offline.
    await expect(page.getByRole('heading', { name: 'Rapport', exact: true, level: 2 })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Start besøget' }).click();
    await expect(page.getByText('1 handling venter på at blive sendt')).toBeVisible();

    // Meanwhile the office moves the visit an hour later.
    const now = await gql<{ visit: { version: number; start: string; end: string } }>(request, visitState, {
      id: visit.id,
    });
    const hour = 3_600_000;
    const moved = await gql(
      request,
      `mutation($id: ID!, $version: Int!, $start: DateTime!, $end: DateTime!) { moveVisit(id: $id, version: $version, start: $start, end: $end) { id } }`,
      {
        id: visit.id,
        version: now.data!.visit.version,
        start: new Date(Date.parse(now.data!.visit.start) + hour).toISOString(),
        end: new Date(Date.parse(now.data!.visit.end) + hour).toISOString(),
      },
    );
    expect(moved.errors).toBeUndefined();

    await context.setOffline(false);
    const conflict = page.getByRole('alert').filter({ hasText: 'blev ændret, mens du var væk' });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByText('Din handling: Start besøget')).toBeVisible();
    await expect(conflict.getByText('Tidspunkt')).toBeVisible();
    // Not sent: the server's visit is as the office left it.
    expect((await gql<{ visit: { status: string } }>(request, visitState, { id: visit.id })).data!.visit.status).toBe(
      'scheduled',
    );

    await conflict.getByRole('button', { name: 'Prøv igen på det nye besøg' }).click();
    await expect(conflict).toHaveCount(0);
    await expect
      .poll(
        async () =>
          (await gql<{ visit: { status: string } }>(request, visitState, { id: visit.id })).data?.visit.status,
      )
      .toBe('current');
  });

  test('en registrering, serveren afviser (overlapper), vises for teknikeren og tabes ikke', async ({
    page,
    context,
    request,
  }) => {
    await signInAdmin(request);
    const visit = await plantTodaysVisit(request, 'Panel-e2e: overlappende tid');
    // The office already registered Mads early this morning, on another visit's time.
    const lookups = await gql<{ employees: { items: { id: string; email: string }[] } }>(
      request,
      `{ employees(limit: 200) { items { id email } } }`,
    );
    const mads = lookups.data!.employees.items.find((e) => e.email === users.employee)!.id;
    // Half an hour today in Copenhagen, at least seven hours from now (05:00 in the afternoon, 21:00 in the morning):
    // never across midnight, and clear of the time the other tests register around now (a fixed 05:00 overlapped
    // them when the run itself was at five in the morning).
    const today = copenhagen(new Date());
    const slotStart = copenhagenInstant(today.date, today.time < '12:00' ? '21:00' : '05:00');
    const slotEnd = new Date(slotStart.getTime() + 30 * 60_000);
    const office = await gql(
      request,
      `mutation($input: TimeRegistrationInput!) { registerTime(input: $input) { id } }`,
      {
        input: { employeeId: mads, type: 'regular', startsAt: slotStart.toISOString(), endsAt: slotEnd.toISOString() },
      },
    );
    expect(office.errors, JSON.stringify(office.errors)).toBeUndefined();

    await signInViaApi(page, users.employee);
    await page.goto(`/technician/dashboard/index?visit=${visit.id}`);
    await expect(page.getByRole('heading', { name: visit.customer.name, level: 1 })).toBeVisible();
    // The visit's parts loaded before the connection goes (the report's chunk is the last): with the service
    // worker blocked here, a chunk cannot load offline.
    await expect(page.getByRole('heading', { name: 'Rapport', exact: true, level: 2 })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Tid i hånden' }).click();
    await page.getByLabel('Dato').fill(copenhagen(slotStart).date);
    await page.getByLabel('Start (tt:mm)').fill(copenhagen(slotStart).time);
    await page.getByLabel('Slut (tt:mm)').fill(copenhagen(slotEnd).time);
    await page.getByRole('button', { name: 'Gem tiden' }).click();
    await expect(page.getByText('1 handling venter på at blive sendt')).toBeVisible();

    await context.setOffline(false);
    const refusal = page.getByRole('alert').filter({ hasText: 'tiden blev ikke registreret' });
    await expect(refusal).toBeVisible();
    await expect(refusal.getByText('Din handling: Registrér tid')).toBeVisible();
    await expect(refusal.getByText('Tiden overlapper en anden registrering.')).toBeVisible();
    expect(await registrationsOn(request, visit.id)).toEqual([]);
    // The visit's own buttons still work.
    await expect(page.getByRole('button', { name: 'Afslut besøget' })).toBeEnabled();

    await refusal.getByRole('button', { name: 'Drop handlingen' }).click();
    await expect(refusal).toHaveCount(0);
    expect(await registrationsOn(request, visit.id)).toEqual([]);
  });

  test('timeren overlever en genindlæsning, og stoppet uden forbindelse når tiden serveren én gang', async ({
    page,
    context,
    request,
  }) => {
    await signInAdmin(request);
    const visit = await plantTodaysVisit(request, 'Panel-e2e: timer');
    // Earlier tests in this file registered Mads's time around now: the timer's minute must not overlap them.
    const lookups = await gql<{ employees: { items: { id: string; email: string }[] } }>(
      request,
      `{ employees(limit: 200) { items { id email } } }`,
    );
    const mads = lookups.data!.employees.items.find((e) => e.email === users.employee)!.id;
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(new Date());
    const mine = await gql<{ timeRegistrations: { items: { id: string }[] } }>(
      request,
      `query($employeeId: ID!, $day: String!) { timeRegistrations(employeeId: $employeeId, from: $day, to: $day, limit: 200) { items { id } } }`,
      { employeeId: mads, day: today },
    );
    expect(mine.errors, JSON.stringify(mine.errors)).toBeUndefined();
    for (const item of mine.data!.timeRegistrations.items) {
      const removed = await gql(request, `mutation($id: ID!) { deleteTimeRegistration(id: $id) }`, { id: item.id });
      expect(removed.errors, JSON.stringify(removed.errors)).toBeUndefined();
    }

    await signInViaApi(page, users.employee);
    await page.goto(`/technician/dashboard/index?visit=${visit.id}`);
    await page.getByRole('button', { name: 'Start timer' }).click();
    await expect(page.getByText(/^Timeren kører siden \d\d\.\d\d \(0:00\)$/)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: visit.customer.name, level: 1 })).toBeVisible();
    await expect(page.getByText(/^Timeren kører siden/)).toBeVisible();
    // The report's part is a chunk of its own; offline before it has loaded (no service worker here) it could not.
    await expect(page.getByRole('heading', { name: 'Rapport', exact: true, level: 2 })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Stop timer og gem tiden' }).click();
    await expect(page.getByText('1 handling venter på at blive sendt')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start timer' })).toBeVisible();
    expect(await registrationsOn(request, visit.id)).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByText(/venter på at blive sendt/)).toHaveCount(0);
    const registered = await registrationsOn(request, visit.id);
    expect(registered).toHaveLength(1);
    expect(registered[0]!.type).toBe('regular');
    expect(registered[0]!.minutes).toBeGreaterThanOrEqual(1);
    // Whole minutes.
    expect(Date.parse(registered[0]!.startsAt) % 60_000).toBe(0);
    expect(Date.parse(registered[0]!.endsAt) % 60_000).toBe(0);
  });
});

test.describe('uden ret til at afslutte besøg', () => {
  test.use({ viewport: phone, serviceWorkers: 'block' });

  test('en leverandør ser sine besøg, men ingen knapper, og får at vide hvorfor', async ({ page }) => {
    await signInViaApi(page, 'leverandor@demo.dk');
    await page.goto('/technician/dashboard/index');
    await page
      .getByRole('link', { name: /Åbn besøg/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Du har ikke lov til at starte og afslutte besøg.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start besøget' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Afslut besøget' })).toHaveCount(0);
  });
});

test.describe('hvor man lander efter log ind', () => {
  test('en tekniker, der logger ind på en telefon, lander i panelet og kan gå til administrationen', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/sign-in');
    await signInViaUi(page, users.employee);
    await expect(page).toHaveURL(/\/technician\/dashboard\/index$/);
    await expect(page.getByRole('heading', { name: 'I dag' })).toBeVisible();
    await page.getByRole('link', { name: 'Administration' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dagens besøg' })).toBeVisible();
  });

  test('på en computer lander teknikeren i administrationen, som før', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/sign-in');
    await signInViaUi(page, users.employee);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dagens besøg' })).toBeVisible();
  });

  test('en administrator på en telefon lander i administrationen', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/sign-in');
    await signInViaUi(page, users.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dagens besøg' })).toBeVisible();
  });
});

test.describe('medarbejderpanelet som app', () => {
  test.use({ viewport: phone });

  test('kan installeres: manifest og en service worker for /technician/', async ({ page }) => {
    await signInViaApi(page, users.employee);
    await page.goto('/technician/dashboard/index');
    await expect(page.getByRole('heading', { name: 'I dag' })).toBeVisible();
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(await manifest.json()).toMatchObject({ scope: '/technician/', start_url: '/technician/dashboard/index' });
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/technician/');
  });

  test.describe('uden forbindelse', () => {
    test.use(provokedConsoleErrors(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/));

    test('genindlæst uden forbindelse viser panelet de besøg, telefonen gemte', async ({ page, context }) => {
      await signInViaApi(page, users.employee);
      await page.goto('/technician/dashboard/index');
      const firstCustomer = page.getByRole('article').first();
      await expect(firstCustomer).toBeVisible();
      const name = await firstCustomer.getAttribute('aria-label');
      // The worker has precached the app and controls the page.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
        }
      });

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByText(/^Viser dine besøg, som de var/)).toBeVisible();
      await expect(page.getByRole('article', { name: name! }).first()).toBeVisible();
      await expect(page.getByText('Ingen internetforbindelse')).toBeVisible();
    });
  });
});

test('uden login sendes man til log ind og tilbage til panelet', async ({ page }) => {
  await page.goto('/technician/dashboard/index');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Ftechnician%2Fdashboard%2Findex$/);
  await signInViaUi(page, users.employee);
  await expect(page).toHaveURL(/\/technician\/dashboard\/index$/);
  await expect(page.getByRole('heading', { name: 'I dag' })).toBeVisible();
});
