// The booking page for a signed-in customer (issue #20's customer portal, docs/decisions/0034 "Signed in"), in
// Danish: Mette Andersen, signed in to Demo Service, opens /book from the portal (no company in the address: her
// session names it), is greeted by name with her details filled in, books a time without typing any, and the office
// finds the request on her own customer.
import { expectAccessible } from './booking-steps.ts';
import { expect, gql, signInViaApi, test, users } from './fixtures.ts';

/** Mette Andersen's customer record in the demo (server/src/db/seed/demo.ts, demoLoginCustomerId). */
const metteCustomerId = '5eed0000-0000-4000-8000-000000000200';

test('en kunde, der er logget ind, booker et besøg uden at skrive sine oplysninger, og bookingen står på kunden', async ({
  page,
  openContext,
}) => {
  await signInViaApi(page, users.customer);
  await page.goto('/book');
  const signedIn = page.getByText('Du er logget ind som Mette Andersen');
  await expect(signedIn).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tilbage til portalen' })).toHaveAttribute('href', '/admin');

  // Her own postcode is filled in.
  await expect(page.getByLabel('Postnummer')).toHaveValue('1620');
  await page.getByRole('button', { name: 'Se ledige tider' }).click();
  await page.getByRole('button', { name: /^Vinduespudsning/ }).click();
  await expect(page.getByRole('heading', { name: 'Vælg dag og tid' })).toBeFocused();
  await page
    .getByRole('group', { name: /^Ledige tider / })
    .getByRole('button')
    .first()
    .click();

  // The contact step: greeted by name, every detail filled in from her customer record, the address editable.
  await expect(page.getByRole('heading', { name: 'Dine oplysninger' })).toBeFocused();
  await expect(signedIn).toBeVisible();
  await expect(page.getByText('Vi har udfyldt dine oplysninger.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Navn')).toHaveValue('Mette Andersen');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('mette.andersen@example.dk');
  await expect(page.getByLabel('Telefon')).toHaveValue('+4520304050');
  await expect(page.getByLabel('Adresse')).toHaveValue('Vesterbrogade 112');
  await expect(page.getByLabel('Adresse')).toBeEditable();
  await expect(page.getByLabel('By')).toHaveValue('København V');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Fortsæt' }).click();

  await expect(page.getByRole('heading', { name: 'Bekræft din booking' })).toBeFocused();
  await expect(page.getByText('Vesterbrogade 112, 1620 København V')).toBeVisible();
  await page.getByLabel('Jeg accepterer betingelserne').check();
  await page.getByRole('button', { name: 'Book tiden' }).click();
  await expect(page.getByRole('heading', { name: 'Tak for din booking' })).toBeFocused();
  await expect(page.getByText('Vi har sendt en bekræftelse til mette.andersen@example.dk.')).toBeVisible();
  const reference = (await page.locator('dd.reference').textContent())!.trim();

  // The office: the request (found by the reference the page showed) is on Mette Andersen's own customer.
  const office = await (await openContext()).newPage();
  await signInViaApi(office, users.admin);
  const inbox = await gql<{
    bookings: { items: { id: string; source: string; customer: { id: string; name: string } | null }[] };
  }>(office.request, 'query { bookings(status: open, limit: 200) { items { id source customer { id name } } } }');
  const booking = inbox.data!.bookings.items.find(
    (b) => b.id.replaceAll('-', '').slice(0, 8).toUpperCase() === reference,
  );
  expect(booking, `the booking ${reference} in the inbox`).toMatchObject({
    source: 'bookingPage',
    customer: { id: metteCustomerId, name: 'Mette Andersen' },
  });
  await office.goto(`/admin/bookings?id=${booking!.id}`);
  const panel = office.getByRole('dialog', { name: 'Mette Andersen' });
  await expect(panel.locator('dt:text-is("Kunde") + dd')).toHaveText('Mette Andersen');
});
