// Henvendelser (/admin/bookings, docs/decisions/0034): a booking made through the public booking API over HTTP shows
// in the inbox with the sidebar's badge; accepting it makes the visit and mails the visitor; a
// call-me request is declined with a message that is mailed. In Danish. Two submissions plus one for the call-me
// request: well within the public API's 10 per address in 10 minutes.
import type { APIRequestContext } from '@playwright/test';
import { expect, gql, sidebar, signInViaApi, test, users } from './fixtures.ts';
import { recipientsOf } from './mailbox.ts';
import { uniqueId } from './factories.ts';

const windowCleaning = '5eed0000-0000-4000-8000-000000007010';
const localDay = (instant: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(instant); // YYYY-MM-DD

async function bookThroughTheApi(request: APIRequestContext, name: string, email: string) {
  const from = localDay(new Date(Date.now() + 2 * 86_400_000));
  const slots = await request.get(
    `/book/api/slots?company=demo&service=${windowCleaning}&zipcode=2100&from=${from}&days=14`,
  );
  expect(slots.status()).toBe(200);
  const { slots: free } = (await slots.json()) as { slots: { start: string; end: string }[] };
  expect(free.length).toBeGreaterThan(0);
  const slot = free[0]!;
  const hold = await request.post('/book/api/holds?company=demo', {
    data: { serviceId: windowCleaning, zipcode: '2100', start: slot.start },
  });
  expect(hold.status(), await hold.text()).toBe(201);
  const { holdToken } = (await hold.json()) as { holdToken: string };
  const booked = await request.post('/book/api/bookings?company=demo', {
    data: {
      holdToken,
      serviceId: windowCleaning,
      zipcode: '2100',
      start: slot.start,
      name,
      email,
      phone: '20304050',
      streetAddress: 'Bookingvej 7',
      city: 'København Ø',
      message: 'Ring på hos naboen',
      acceptTerms: true,
      language: 'da',
      idempotencyKey: `e2e-${uniqueId()}`,
      website: '',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return slot;
}

test.describe('henvendelser', () => {
  test('en booking fra bookingsiden står i Henvendelser med badge og accepteres', async ({
    page,
    playwright,
    baseURL,
    mailbox,
  }) => {
    test.slow(); // the public API, the inbox, the accept dialog, the mail and the calendar's own chunk
    const name = `Bodil Booker ${uniqueId()}`;
    const email = `bodil-${uniqueId()}@example.dk`.toLowerCase();
    // The visitor is nobody signed in: a request context of its own.
    const visitor = await playwright.request.newContext({ baseURL });
    await bookThroughTheApi(visitor, name, email);
    await visitor.dispose();

    await signInViaApi(page, users.admin);
    await page.goto('/admin/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Henvendelser' })).toBeVisible();
    const link = sidebar(page).getByRole('link', { name: /^Henvendelser/ });
    await expect(link).toContainText(/\d+ åbne?/);
    await expect(page.getByRole('tab', { name: 'Åbne', selected: true })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Søg i henvendelser' }).fill(name);
    await page.getByRole('button', { name }).click();
    const panel = page.getByRole('dialog', { name });
    await expect(panel.getByText('Ring på hos naboen')).toBeVisible();
    await expect(panel.getByText('Vinduespudsning')).toBeVisible();
    await panel.getByRole('button', { name: 'Acceptér' }).click();

    const accept = page.getByRole('dialog', { name: `Acceptér ${name}` });
    // The booked employee is ticked, the time is the booked one.
    const employees = accept.getByRole('group', { name: 'Medarbejdere' });
    await expect(employees.getByRole('checkbox').first()).toBeVisible();
    await expect(employees.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(accept.getByLabel('Dato', { exact: true })).not.toHaveValue('');
    await expect(accept.getByLabel(`Send bekræftelse til ${email}`)).toBeChecked();
    await accept.getByRole('button', { name: 'Acceptér' }).click();
    await expect(page.getByText('Henvendelsen er accepteret, og besøget er oprettet.')).toBeVisible();
    await expect(page.getByRole('button', { name })).toHaveCount(0);

    // The visitor has the page's "we received" mail already; the confirmation is the one accepting sends.
    const confirmation = await mailbox.waitForMail(
      (m) => recipientsOf(m).includes(email) && (m.subject ?? '').includes('er bekræftet'),
    );
    expect(confirmation.text).toContain('Vinduespudsning');

    // The accepted tab has it, with the visit (bookings-journey.spec.ts follows it into the calendar).
    const found = await gql<{ bookings: { items: { visitId: string | null }[] } }>(
      page.request,
      'query ($q: String) { bookings(status: accepted, search: $q) { items { visitId } } }',
      { q: name },
    );
    expect(found.data!.bookings.items[0]!.visitId).toBeTruthy();
    await page.getByRole('tab', { name: 'Accepterede' }).click();
    await expect(page.getByRole('button', { name })).toBeVisible();
  });

  test('et »ring mig op« dukker op af sig selv, afvises med en besked, som mailes', async ({
    page,
    playwright,
    baseURL,
    mailbox,
  }) => {
    const name = `Carl Opkald ${uniqueId()}`;
    const email = `carl-${uniqueId()}@example.dk`.toLowerCase();
    // The office has the inbox open when the request arrives: the live push brings it in, no reload.
    await signInViaApi(page, users.admin);
    // Connected to the live stream and the list loaded, before the request is sent.
    const live = page.waitForResponse((response) => new URL(response.url()).pathname === '/live');
    await page.goto('/admin/bookings?kind=callback');
    await live;
    await expect(page.getByRole('table').or(page.getByText('Ingen henvendelser passer'))).toBeVisible();
    await expect(page.getByRole('button', { name })).toHaveCount(0);
    const visitor = await playwright.request.newContext({ baseURL });
    const callback = await visitor.post('/book/api/callbacks?company=demo', {
      data: {
        name,
        phone: '20304051',
        email,
        zipcode: '2100',
        message: 'Kan I ringe efter kl. 16?',
        language: 'da',
        idempotencyKey: `e2e-${uniqueId()}`,
        website: '',
      },
    });
    expect(callback.status(), await callback.text()).toBe(201);
    await visitor.dispose();
    await expect(page.getByRole('button', { name })).toBeVisible();

    await page.getByRole('button', { name }).click();
    const panel = page.getByRole('dialog', { name });
    await expect(panel.getByText('Kan I ringe efter kl. 16?')).toBeVisible();
    await panel.getByRole('button', { name: 'Afvis' }).click();
    const decline = page.getByRole('dialog', { name: `Afvis ${name}` });
    await decline.getByLabel('Besked til kunden').fill('Vi har desværre ikke tid i denne uge.');
    await decline.getByRole('button', { name: 'Afvis' }).click();
    await expect(page.getByText('Henvendelsen er afvist.')).toBeVisible();

    const mail = await mailbox.waitForMail(
      (m) => recipientsOf(m).includes(email) && (m.subject ?? '').startsWith('Din henvendelse til'),
    );
    expect(mail.text).toContain('Vi har desværre ikke tid i denne uge.');
    await page.getByRole('tab', { name: 'Afviste' }).click();
    await expect(page.getByRole('button', { name })).toBeVisible();
  });

  test('bookingindstillingerne: postnumre og arbejdstider tjekkes, og linket til bookingsiden vises', async ({
    page,
  }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/admin/settings');
    await expect(page.getByRole('link', { name: 'Åbn bookingsiden' })).toHaveAttribute('href', '/book?company=demo');
    const section = page.getByRole('form', { name: 'Booking' });

    // Hours that end before they start are told at the weekday, and nothing is saved.
    await section.getByLabel('Mandag til').fill('07:00');
    await section.getByLabel('Mandag til').blur();
    await section.getByRole('button', { name: 'Gem' }).click();
    await expect(section.getByText('Sluttid skal være efter starttid')).toBeVisible();
    await section.getByLabel('Mandag til').fill('16:00');

    // Zip ranges the server cannot read are refused on the field.
    await section.getByLabel('Postnumre').fill('2000-1000');
    await section.getByRole('button', { name: 'Gem' }).click();
    await expect(
      section.getByText('Skriv postnumre og intervaller adskilt af komma, fx 2000-2999, 4000'),
    ).toBeVisible();

    await section.getByLabel('Postnumre').fill('1000-2999, 3000-3699');
    await section.getByLabel('Introduktion (Engelsk)').fill('Book a window cleaning in two minutes.');
    await section.getByRole('button', { name: 'Gem' }).click();
    await expect(page.getByText('Bookingindstillingerne er gemt.')).toBeVisible();
    const saved = await gql<{ company: { bookingTexts: { en?: { intro?: string } } } }>(
      page.request,
      'query { company { bookingTexts } }',
    );
    expect(saved.data!.company.bookingTexts.en?.intro).toBe('Book a window cleaning in two minutes.');
  });
});
