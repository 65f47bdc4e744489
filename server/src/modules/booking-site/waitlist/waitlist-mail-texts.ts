import type { CompanyRow } from '../../../db/tables/index.ts';
import { fill, mailTimes, oneLine } from '../mail-format.ts';

// The waitlist's mails (plain text only, as the receipts: nothing a visitor typed can run in a mail client), in the
// visitor's language. {name}, {company}, … are filled by fill(); the link is filled at delivery ({app}, {secret}).

export const waitlistMailTexts = {
  da: {
    offerSubject: 'En tid er blevet ledig – {company}',
    offer:
      'Der er blevet en tid ledig, som du kan få:\n\nYdelse: {service}\nTidspunkt: {time}\n\n' +
      'Book den her: {link}\n\nDen første, der booker, får tiden. Er den taget, skriver vi til dig.',
    takenSubject: 'Tiden er desværre taget – {company}',
    taken:
      'Tiden {time} ({service}), som vi skrev om, er desværre blevet taget af en anden. ' +
      'Du står stadig på ventelisten, og vi skriver igen, når der bliver en tid ledig.',
    areaSubject: 'Nu kommer vi også i dit område – {company}',
    area: 'Nu kommer vi også til postnummer {zipcode}. Du kan booke en tid her: {link}',
    greeting: 'Hej {name}',
    closing: 'Venlig hilsen\n{company}',
  },
  en: {
    offerSubject: 'A time has become free – {company}',
    offer:
      'A time has become free that you can have:\n\nService: {service}\nTime: {time}\n\n' +
      'Book it here: {link}\n\nThe first to book gets the time. If it is taken, we will write to you.',
    takenSubject: 'Sorry, the time has been taken – {company}',
    taken:
      'The time {time} ({service}) we wrote to you about has been taken by someone else. ' +
      'You are still on the waitlist, and we will write again when a time becomes free.',
    areaSubject: 'We now come to your area – {company}',
    area: 'We now also come to postcode {zipcode}. You can book a time here: {link}',
    greeting: 'Hello {name}',
    closing: 'Kind regards\n{company}',
  },
} as const;

export type WaitlistLanguage = 'da' | 'en';

/** Where the company's booking page is. */
export type BookingPageAddress = Pick<CompanyRow, 'campaignHost' | 'bookingSlug'>;

/**
 * The booking page's address for a link in a mail: the company's own host when it has one (the page finds the company
 * by host), else the server's address (`{app}`, filled at delivery) with `?company=<slug>`.
 */
export function bookingPageLink(
  company: BookingPageAddress,
  path: string,
  params: Record<string, string> = {},
): string {
  const query = new URLSearchParams(
    company.campaignHost ? {} : company.bookingSlug ? { company: company.bookingSlug } : {},
  );
  for (const [key, value] of Object.entries(params)) query.set(key, value);
  const text = query.toString();
  const base = company.campaignHost ? `https://${company.campaignHost}` : '{app}';
  return `${base}/book${path}${text ? `?${text}` : ''}`;
}

interface Mail {
  language: WaitlistLanguage;
  /** The company's name as its mails sign (the sender name, else the company's). */
  company: string;
  name: string;
}

function compose(input: Mail, subject: string, body: string, values: Record<string, string>) {
  const texts = waitlistMailTexts[input.language];
  const all = { ...values, company: input.company, name: input.name };
  const paragraphs = [fill(texts.greeting, all), fill(body, all), fill(texts.closing, all)];
  return { subject: oneLine(fill(subject, all)), text: `${paragraphs.join('\n\n')}\n` };
}

/** "A time has become free": the claim link carries the offer's token (the mail's secret, never in the log). */
export function offerMail(input: Mail & { page: BookingPageAddress; service: string; start: Date; token: string }) {
  const texts = waitlistMailTexts[input.language];
  return compose(input, texts.offerSubject, texts.offer, {
    service: input.service,
    time: mailTimes[input.language].format(input.start),
    link: bookingPageLink(input.page, '/claim', {
      token: input.token,
      ...(input.language === 'en' ? { lang: 'en' } : {}),
    }),
  });
}

/** "Sorry, it was taken": to each other visitor offered the time someone claimed. */
export function takenMail(input: Mail & { service: string; start: Date }) {
  const texts = waitlistMailTexts[input.language];
  return compose(input, texts.takenSubject, texts.taken, {
    service: input.service,
    time: mailTimes[input.language].format(input.start),
  });
}

/** "We now come to your area": the booking page's address. */
export function areaOpenedMail(input: Mail & { page: BookingPageAddress; zipcode: string }) {
  const texts = waitlistMailTexts[input.language];
  return compose(input, texts.areaSubject, texts.area, {
    zipcode: input.zipcode,
    link: bookingPageLink(input.page, '', input.language === 'en' ? { lang: 'en' } : {}),
  });
}
