// The bookings journey end to end (issue #19, docs/decisions/0034), in Danish on a desktop: a visitor books a time on
// the booking page while an administrator has the app open; the Henvendelser badge counts it without a reload, the
// administrator accepts it in the inbox, finds the visit in the calendar on the booked day, and the visitor's
// confirmation with the booked time arrives at the SMTP listener. One submission to the public API.
import { bookATime } from './booking-steps.ts';
import { expect, gql, sidebar, signInViaApi, test, users } from './fixtures.ts';
import { uniqueId } from './factories.ts';
import { recipientsOf } from './mailbox.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** The sidebar link's name as a screen reader reads it: the badge's label ("3 åbne"), none without open bookings. */
const inboxName = (open: number) =>
  open === 0 ? 'Henvendelser' : `Henvendelser ${open} ${open === 1 ? 'åben' : 'åbne'}`;

test('en booking på bookingsiden tælles live i Henvendelser, accepteres, står i kalenderen og bekræftes på mail', async ({
  page,
  openContext,
  mailbox,
}) => {
  test.slow(); // two people's pages, the booking page's steps, the inbox, the accept dialog, the calendar and the mail
  const name = `Jens Journey ${uniqueId()}`;
  const email = `jens-${uniqueId()}@example.dk`.toLowerCase();
  // A phone no customer has: the visitor becomes a new customer (a known one would be matched by the phone).
  const phone = `2${Math.floor(Math.random() * 1e7)
    .toString()
    .padStart(7, '0')}`;

  // The office has the app open on another page, connected to the live stream, before the visitor books.
  const office = await (await openContext()).newPage();
  await signInViaApi(office, users.admin);
  const live = office.waitForResponse((response) => new URL(response.url()).pathname === '/live');
  await office.goto('/admin/visits');
  await live;
  // The count before, from the server; the badge is then checked to show it (what the office sees).
  const counts = await gql<{ navigationCounts: { openBookings: number } }>(
    office.request,
    'query { navigationCounts { openBookings } }',
  );
  const before = counts.data!.navigationCounts.openBookings;
  const inboxLink = sidebar(office).getByRole('link', { name: /^Henvendelser/ });
  await expect(inboxLink).toHaveAccessibleName(inboxName(before));

  // The visitor books the first free time on the company's page.
  const booked = await bookATime(page, email, false, { name, phone });
  const [, weekday, dayAndMonth, startTime] = /^(\S+) (\d{1,2}\. \S+) (\d\d\.\d\d)–/.exec(booked) ?? [];
  expect(startTime, `the receipt's time: ${booked}`).toBeTruthy();

  // The badge counts the new booking by itself: no reload.
  await expect(inboxLink).toHaveAccessibleName(inboxName(before + 1));
  await expect(inboxLink).toContainText(String(before + 1));
  await inboxLink.click();
  await expect(office.getByRole('heading', { level: 1, name: 'Henvendelser' })).toBeVisible();
  await office.getByRole('button', { name }).click();
  const panel = office.getByRole('dialog', { name });
  await expect(panel.getByText('Vinduespudsning')).toBeVisible();
  await panel.getByRole('button', { name: 'Acceptér' }).click();

  const accept = office.getByRole('dialog', { name: `Acceptér ${name}` });
  await expect(
    accept.getByRole('group', { name: 'Medarbejdere' }).getByRole('checkbox', { checked: true }),
  ).toHaveCount(1);
  await expect(accept.getByLabel('Fra', { exact: true })).toHaveValue(startTime!.replace('.', ':'));
  // The day the dialog shows (dd-mm-yyyy) is the one the calendar opens on.
  const dateText = await accept.getByLabel('Dato', { exact: true }).inputValue();
  const [, dd, mm, yyyy] = /^(\d{2})\D(\d{2})\D(\d{4})$/.exec(dateText) ?? [];
  expect(yyyy, `the dialog's date: ${dateText}`).toBeTruthy();
  await expect(accept.getByLabel(`Send bekræftelse til ${email}`)).toBeChecked();
  await accept.getByRole('button', { name: 'Acceptér' }).click();
  await expect(office.getByText('Henvendelsen er accepteret, og besøget er oprettet.')).toBeVisible();
  await expect(inboxLink).toHaveAccessibleName(inboxName(before));

  // The calendar's booked day shows the visit: its time, the customer's name and the case number. (The day view: in
  // the week, a visit beside another may be too narrow to show its time.)
  await office.goto(`/admin/visits/?layout=calendar&cal=day&date=${yyyy}-${mm}-${dd}`);
  const time = startTime!.replace('.', '\\.');
  const visit = office.getByRole('button', { name: new RegExp(`^${time}–\\S+ ${name} #\\d+`) });
  await expect(visit.filter({ visible: true })).toBeVisible();

  // The visitor's confirmation names the booked day and time (after the page's "we received" mail).
  const confirmation = await mailbox.waitForMail(
    (m) => recipientsOf(m).includes(email) && (m.subject ?? '').includes('er bekræftet'),
  );
  expect(confirmation.text).toContain('Vinduespudsning');
  expect(confirmation.text).toMatch(new RegExp(`${weekday} den ${dayAndMonth} ${yyyy}\\D+${time}`));
});
