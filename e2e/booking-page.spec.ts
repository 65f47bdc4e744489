// The public booking page (/book, docs/decisions/0034) against the real server, in Danish, as a visitor sees it:
// book a time end to end on a phone and on a desktop, an outside postcode onto the waitlist, a time someone else
// took a moment earlier, a held time running out (on the page's clock), and the page's answers when the network or the
// rate limit refuses.
// The public API allows 10 submissions per address in 10 minutes: the file makes at most 10 (2 + 1 + 1 + 4 + 2).
import { expect, provokedConsoleErrors, test } from './fixtures.ts';
import { bookATime, toTimes } from './booking-steps.ts';
import { recipientsOf } from './mailbox.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const windowCleaning = '5eed0000-0000-4000-8000-000000007010';

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('books a time end to end', async ({ page, mailbox }) => {
    await bookATime(page, 'karen.telefon@example.com', true);
    // The visitor's "we received your booking" mail names the reference the page showed.
    const reference = (await page.locator('dd.reference').textContent())!;
    const mail = await mailbox.waitForMail((m) => recipientsOf(m).includes('karen.telefon@example.com'));
    expect(`${mail.subject} ${mail.text}`).toContain(reference);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  });

  test('an outside postcode offers the waitlist', async ({ page }) => {
    await page.goto('/book?company=demo');
    await page.getByLabel('Postnummer').fill('12');
    await page.getByRole('button', { name: 'Se ledige tider' }).click();
    await expect(page.getByText('Postnummeret skal være 4 cifre.')).toBeVisible();
    await expect(page.getByLabel('Postnummer')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Postnummer').fill('9999');
    await page.getByRole('button', { name: 'Se ledige tider' }).click();
    await expect(page.getByRole('heading', { name: 'Vi kommer desværre ikke i postnummer 9999 endnu.' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Ring mig op' })).toBeVisible();
    await page.getByRole('button', { name: 'Skriv mig på ventelisten' }).click();
    await expect(page.getByRole('heading', { name: 'Skriv dig på ventelisten' })).toBeFocused();
    await page.getByRole('button', { name: 'Skriv mig på' }).click();
    await expect(page.getByLabel('Navn')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Navn').fill('Villy Venter');
    await page.getByLabel('Email', { exact: true }).fill('villy@example.com');
    await page.getByRole('button', { name: 'Skriv mig på' }).click();
    await expect(page.getByRole('heading', { name: 'Du er på ventelisten' })).toBeFocused();
    await expect(page.getByText('Vi skriver til villy@example.com, når der er en ledig tid.')).toBeVisible();
  });

  test('an outside postcode offers a call instead', async ({ page }) => {
    await page.goto('/book?company=demo');
    await page.getByLabel('Postnummer').fill('9000');
    await page.getByRole('button', { name: 'Se ledige tider' }).click();
    await page.getByRole('button', { name: 'Ring mig op' }).click();
    await expect(page.getByRole('heading', { name: 'Bliv ringet op' })).toBeFocused();
    await page.getByLabel('Navn').fill('Rita Ringop');
    await page.getByLabel('Telefon').fill('20304051');
    await page.getByLabel(/^Besked til os/).fill('Helst om formiddagen');
    await page.getByRole('button', { name: 'Ring mig op' }).click();
    await expect(page.getByRole('heading', { name: 'Vi ringer dig op' })).toBeFocused();
    await expect(page.getByText(/^Tak\. Vi ringer til dig hurtigst muligt\. Dit nummer: \S{4,}\.$/)).toBeVisible();
  });

  test.describe('when the answer is a refusal', () => {
    test.use(provokedConsoleErrors(/status of 429/, /net::ERR_FAILED/));

    test('shows the network and rate-limit errors and keeps the visitor on the times', async ({ page }) => {
      const times = await toTimes(page);
      await page.route('**/book/api/holds**', (route) => route.abort('failed'));
      await times.getByRole('button').first().click();
      await expect(page.getByRole('alert')).toHaveText(
        'Ingen forbindelse til serveren. Tjek din internetforbindelse og prøv igen.',
      );
      await page.unroute('**/book/api/holds**');
      await page.route('**/book/api/holds**', (route) =>
        route.fulfill({
          status: 429,
          headers: { 'retry-after': '42' },
          contentType: 'application/json',
          body: JSON.stringify({ error: 'rate_limited', retryAfter: 42 }),
        }),
      );
      await times.getByRole('button').first().click();
      await expect(page.getByRole('alert')).toHaveText('For mange forsøg, prøv igen om 42 sekunder.');
      await expect(page.getByRole('heading', { name: 'Vælg dag og tid' })).toBeVisible();
    });
  });

  test.describe('when the booking is refused or gets no answer', () => {
    test.use(provokedConsoleErrors(/status of 400/, /net::ERR_FAILED/));

    // The submissions are answered here, not by the server: the file must stay within the API's limit per address.
    test('shows field errors at their fields and retries with the same idempotency key', async ({ page }) => {
      const times = await toTimes(page);
      const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
      await page.route('**/book/api/holds**', (route) =>
        route.fulfill({
          status: 201,
          contentType: 'application/json',
          body: JSON.stringify({ holdToken: 'h', expiresAt }),
        }),
      );
      await times.getByRole('button').first().click();
      await page.getByLabel('Navn').fill('Karen Kunde');
      await page.getByLabel('Email', { exact: true }).fill('tekniker@demo.dk');
      await page.getByLabel('Telefon').fill('20304050');
      await page.getByLabel('Adresse').fill('Testvej 1');
      await page.getByLabel('By').fill('København Ø');
      await page.getByRole('button', { name: 'Fortsæt' }).click();
      await page.getByLabel('Jeg accepterer betingelserne').check();

      const keys: string[] = [];
      let answer: 'staff' | 'none' = 'staff';
      await page.route('**/book/api/bookings**', (route) => {
        keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
        if (answer === 'none') return route.abort('failed');
        return route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'invalid', fields: { email: 'staffEmail' } }),
        });
      });
      await page.getByRole('button', { name: 'Book tiden' }).click();
      await expect(page.getByRole('heading', { name: 'Dine oplysninger' })).toBeFocused();
      const email = page.getByLabel('Email', { exact: true });
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription('Denne email kan ikke bruges til en booking');

      await email.fill('karen@example.com');
      await page.getByRole('button', { name: 'Fortsæt' }).click();
      await page.getByLabel('Jeg accepterer betingelserne').check();
      answer = 'none';
      await page.getByRole('button', { name: 'Book tiden' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Ingen forbindelse til serveren. Tjek din internetforbindelse og prøv igen.',
      );
      await page.getByRole('button', { name: 'Book tiden' }).click();
      await expect.poll(() => keys.length).toBe(3);
      // The refused submission and the new one differ; the retry of the unanswered one is the same attempt.
      expect(keys[1]).not.toBe(keys[0]);
      expect(keys[2]).toBe(keys[1]);
    });
  });

  test.describe('when someone else takes the time', () => {
    test.use(provokedConsoleErrors(/status of 409/));

    test('says so and shows the times again without it', async ({ page }) => {
      const times = await toTimes(page);
      const first = times.getByRole('button').first();
      const time = (await first.textContent())!;
      const days = page.getByRole('group', { name: 'Dage' });
      const dayName = (await days.getByRole('button', { pressed: true }).textContent())!;
      // Another visitor holds that time with every employee free for it, until the times no longer offer it. (Checked
      // by reading the times, not by a refused hold: the file must stay within the API's submissions per address.)
      const from = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
      const freeStarts = async () => {
        const answer = await page.request.get(
          `/book/api/slots?company=demo&service=${windowCleaning}&zipcode=2100&from=${from}&days=7`,
        );
        expect(answer.status()).toBe(200);
        return ((await answer.json()) as { slots: { start: string }[] }).slots.map((slot) => slot.start);
      };
      const start = (await freeStarts())[0]!;
      for (let held = 0; (await freeStarts()).includes(start); held++) {
        expect(held, 'holds before the time is taken (the demo has three field employees)').toBeLessThan(3);
        const hold = await page.request.post('/book/api/holds?company=demo', {
          data: { serviceId: windowCleaning, zipcode: '2100', start },
        });
        expect(hold.status()).toBe(201);
      }

      await first.click();
      await expect(page.getByRole('alert')).toHaveText('Tiden er lige blevet taget – vælg en anden.');
      // The times come again: that day no longer offers the time (or, when it was the day's only one, the day is off).
      // Read in one go: while the times load, every day is off, and the old times show until the load begins.
      const shown = () =>
        page.evaluate(
          ({ dayName, time }) => {
            if (document.querySelector('.times-area')?.getAttribute('aria-busy') !== 'false') return 'loading';
            const days = [...document.querySelectorAll<HTMLButtonElement>('[role="group"][aria-label="Dage"] button')];
            const chosenDay = days.find((button) => button.textContent === dayName);
            if (!chosenDay || chosenDay.disabled) return 'day gone';
            if (chosenDay.getAttribute('aria-pressed') !== 'true') return 'another day chosen';
            const offered = [...document.querySelectorAll('.times button')].map((button) => button.textContent);
            return offered.includes(time) ? 'time offered' : 'time gone';
          },
          { dayName, time },
        );
      await expect.poll(shown).toMatch(/^(day gone|time gone)$/);
    });
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: desktop });

  test('books a time end to end', async ({ page }) => {
    await bookATime(page, 'karen.desktop@example.com');
  });
});

test.describe('when the held time runs out', () => {
  // The hold is answered here, not by the server: the file must stay within the API's submissions per address.
  test('says so and loads the times again, keeping what was typed', async ({ page }) => {
    await page.clock.install();
    const times = await toTimes(page);
    // Ten minutes from the page's own clock, which the test moves on.
    await page.route('**/book/api/holds**', async (route) => {
      const expiresAt = new Date((await page.evaluate(() => Date.now())) + 10 * 60_000).toISOString();
      await route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({ holdToken: 'h', expiresAt }),
      });
    });
    await times.getByRole('button').first().click();
    await expect(page.getByRole('heading', { name: 'Dine oplysninger' })).toBeFocused();
    await expect(page.getByRole('timer')).toContainText(/^Tiden er reserveret til dig i (10:00|9:\d\d) min\./);
    await page.getByLabel('Navn').fill('Karen Kunde');

    const reloaded = page.waitForRequest((request) => request.url().includes('/book/api/slots'));
    await page.clock.fastForward('10:01');
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Vælg dag og tid' })).toBeFocused();
    await expect(page.getByRole('alert')).toHaveText(
      'Tiden er ikke længere reserveret til dig. Vælg en tid igen – det, du har skrevet, er gemt.',
    );
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(times.getByRole('button').first()).toBeVisible();

    // A new time takes a new hold, and the details are still there.
    await times.getByRole('button').first().click();
    await expect(page.getByRole('heading', { name: 'Dine oplysninger' })).toBeFocused();
    await expect(page.getByLabel('Navn')).toHaveValue('Karen Kunde');
  });
});
