import type { BookingTexts } from '../../db/tables/index.ts';
import { fill, mailTimes, oneLine } from './mail-format.ts';

// The visitor's receipts (plain text only: no HTML mail, so nothing a visitor typed can run in a mail client).
// {name}, {company}, … are filled by fill(); the company's own confirmation text (booking settings) replaces the
// product's opening paragraph when set.

export const bookingMailTexts = {
  da: {
    bookingSubject: 'Vi har modtaget din booking – {company}',
    bookingOpening: 'Tak for din booking. Vi har modtaget den og bekræfter tiden hurtigst muligt.',
    bookingDetails:
      'Ydelse: {service}\nTidspunkt: {time}\nAdresse: {address}\nReference: {reference}\n\n' +
      'Har du spørgsmål, så svar på denne mail og oplys din reference.',
    callbackSubject: 'Vi ringer dig op – {company}',
    callbackOpening: 'Tak for din henvendelse. Vi ringer dig op på {phone} hurtigst muligt.',
    callbackDetails: 'Reference: {reference}',
    greeting: 'Hej {name}',
    closing: 'Venlig hilsen\n{company}',
  },
  en: {
    bookingSubject: 'We have received your booking – {company}',
    bookingOpening: 'Thank you for your booking. We have received it and will confirm the time as soon as we can.',
    bookingDetails:
      'Service: {service}\nTime: {time}\nAddress: {address}\nReference: {reference}\n\n' +
      'If you have any questions, reply to this mail and give your reference.',
    callbackSubject: 'We will call you – {company}',
    callbackOpening: 'Thank you for getting in touch. We will call you on {phone} as soon as we can.',
    callbackDetails: 'Reference: {reference}',
    greeting: 'Hello {name}',
    closing: 'Kind regards\n{company}',
  },
} as const;

type Language = 'da' | 'en';

interface Common {
  language: Language;
  company: string;
  name: string;
  reference: string;
  texts: BookingTexts;
}

function compose(
  input: Common,
  subject: string,
  opening: string,
  details: string,
  values: Record<string, string>,
): { subject: string; text: string } {
  const texts = bookingMailTexts[input.language];
  const own = input.texts[input.language]?.confirmation?.trim();
  const all = { ...values, company: input.company, name: input.name, reference: input.reference };
  const paragraphs = [
    fill(texts.greeting, all),
    own || fill(opening, all),
    fill(details, all),
    fill(texts.closing, all),
  ];
  return { subject: oneLine(fill(subject, all)), text: `${paragraphs.join('\n\n')}\n` };
}

/** "We have received your booking", in the visitor's language. */
export function bookingReceivedMail(input: Common & { service: string; start: Date; address: string }): {
  subject: string;
  text: string;
} {
  const texts = bookingMailTexts[input.language];
  return compose(input, texts.bookingSubject, texts.bookingOpening, texts.bookingDetails, {
    service: input.service,
    time: mailTimes[input.language].format(input.start),
    address: input.address,
  });
}

/** "We will call you", in the visitor's language. */
export function callbackReceivedMail(input: Common & { phone: string }): { subject: string; text: string } {
  const texts = bookingMailTexts[input.language];
  return compose(input, texts.callbackSubject, texts.callbackOpening, texts.callbackDetails, { phone: input.phone });
}
